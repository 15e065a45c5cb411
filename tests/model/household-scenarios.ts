import type { ProcessWorld } from '../drivers/lending-process.api';
import type { ApiScenario } from './api-world';
import { coApplicantPartScenario } from './co-applicant-part-world';
import { invitationPageScenario } from './invitation-page-world';

/**
 * The mortgage's client machines at the API level: each path is a household applying on a world with
 * the lending sandboxes, a scheduler and a catalogue (tests/model/household-api-level.test.ts walks
 * them; tests/model/api-level.test.ts the rest).
 */
export const householdScenarios: Record<string, (process: () => ProcessWorld) => ApiScenario> = {
  coApplicantPart: coApplicantPartScenario as unknown as (process: () => ProcessWorld) => ApiScenario,
  invitationPage: invitationPageScenario as unknown as (process: () => ProcessWorld) => ApiScenario,
};
