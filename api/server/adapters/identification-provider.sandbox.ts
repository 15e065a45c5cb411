import { createHash } from 'node:crypto';
import type { IdentificationOutcome } from '../../contract/lending-process';
import { sandboxPartyMode } from './sandbox-party-modes';
import type { Tx } from '../db/database';
import { scheduleDeadline } from '../jobs/scheduler';
import {
  identificationAnswerKind,
  identificationManualDecisionKind,
  type IdentificationAnswerPayload,
  type IdentificationManualDecisionPayload,
  type IdentificationProvider,
} from './identification-provider';
import { processPersonaOf } from './sandbox-personas';

/** The provider answers a few seconds after the person finishes in its widget. */
export const identificationAnswerDelayMs = 3_000;
/** A bank employee decides a manual check some minutes after the provider handed it over. */
export const manualIdentificationDelayMs = 10 * 60_000;

/** The guid of the session an idempotency key asks for: the same key is always the same session. */
export function sandboxSessionGuid(idempotencyKey: string): string {
  const hex = createHash('sha256').update(`identification-session:${idempotencyKey}`).digest('hex');
  // A version-4-shaped uuid (the provider's guids are uuids).
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-4${hex.slice(13, 16)}-${((parseInt(hex.slice(16, 17), 16) & 0x3) | 0x8).toString(16)}${hex.slice(17, 20)}-${hex.slice(20, 32)}`;
}

/** What the person did in the sandbox widget, about the session of the bank's row `sessionId`. */
export interface SandboxWidgetAnswer {
  sessionId: string;
  applicationId: string;
  party: IdentificationAnswerPayload['party'];
  outcome: IdentificationOutcome;
  /** The person's social card (their application data): a persona may make a manual check fail. */
  socialCard: string;
}

/**
 * The sandbox provider: its widget is a page of this app (`/<lang>/sandbox/identification/<guid>`,
 * src/features/sandbox-identification) where the person chooses what the real widget would find.
 * The widget's answer reaches the bank after `identificationAnswerDelayMs` through a deadline row
 * written in the widget's transaction (it survives a restart and runs on any instance). A session
 * handed to a manual check is decided by the sandbox's "bank employee" `manualIdentificationDelayMs`
 * later: passed, or failed for a `93…` social card (sandbox-personas.ts).
 */
export function sandboxIdentificationProvider(options: { publicUrl: string }): IdentificationProvider {
  return {
    async startSession(_tx, request, idempotencyKey) {
      const guid = sandboxSessionGuid(idempotencyKey);
      return { guid, widgetUrl: `${options.publicUrl}/${request.language}/sandbox/identification/${guid}` };
    },
  };
}

/** The sandbox widget's submit (the sandbox page's choice): schedules the provider's answer, and a manual check's decision. */
export async function sandboxWidgetAnswered(tx: Tx, answer: SandboxWidgetAnswer, now: Date): Promise<void> {
  const answeredAt = now.getTime() + identificationAnswerDelayMs;
  const payload: IdentificationAnswerPayload = { sessionId: answer.sessionId, applicationId: answer.applicationId, party: answer.party, outcome: answer.outcome };
  await scheduleDeadline(tx, { kind: identificationAnswerKind, dueAt: new Date(answeredAt), payload: { ...payload } });
  // In manual mode the check waits for a credit officer in the office.
  if (answer.outcome !== 'manualProcessing' || (await sandboxPartyMode(tx, 'identificationManualCheck')) === 'manual') return;
  const decision: IdentificationManualDecisionPayload = {
    sessionId: answer.sessionId,
    applicationId: answer.applicationId,
    party: answer.party,
    outcome: processPersonaOf(answer.socialCard) === 'failsManualIdentification' ? 'failed' : 'passed',
  };
  await scheduleDeadline(tx, { kind: identificationManualDecisionKind, dueAt: new Date(answeredAt + manualIdentificationDelayMs), payload: { ...decision } });
}
