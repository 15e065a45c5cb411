import {
  activeInvitationStatuses,
  coApplicantSteps,
  loanWizardSteps,
  type ApplicantData,
  type CoApplicantInvitationStatus,
  type CoApplicantRelationship,
  type CoApplicantStep,
  type LoanWizardStep,
} from '../../../contract/loan-application';

/*
 * The steps a person owes on an application, decided in one place: the server refuses a step that is
 * not owed, the submit and "Confirm my part" ask for every owed one, and the answers carry the list
 * (`owedSteps`) that the wizard and the co-applicant's part walk. The client never works it out from
 * its own forms (a married co-applicant who is the applicant's spouse was asked a spouse step the
 * server then refused).
 */

type Saved = Partial<Record<string, unknown>>;
/** What of the application's invitation the applicant's steps depend on. */
export type InvitationOfSteps = { relationship: CoApplicantRelationship; status: CoApplicantInvitationStatus } | undefined;

const isMarried = (saved: Saved) => (saved.applicantData as ApplicantData | undefined)?.maritalStatus === 'married';

/**
 * Whether the applicant's spouse is on the application as the co-applicant (invited or accepted): their
 * own part then holds their data and document, so the applicant's spouse step is not asked.
 */
export const isSpouseCoApplicant = (invitation: InvitationOfSteps) =>
  invitation !== undefined && invitation.relationship === 'spouse' && (activeInvitationStatuses as readonly string[]).includes(invitation.status);

/** The applicant's steps, in order, the preview last: spouse data only for a married applicant whose spouse is not the co-applicant. */
export function applicantOwedSteps(saved: Saved, invitation: InvitationOfSteps): LoanWizardStep[] {
  const spouseOwed = isMarried(saved) && !isSpouseCoApplicant(invitation);
  return loanWizardSteps.filter((step) => step !== 'spouseData' || spouseOwed);
}

/**
 * The co-applicant's steps, in order, the preview last. Spouse data only for a married co-applicant who
 * is not the applicant's spouse: a spouse co-applicant's spouse is the main applicant, whose data the
 * bank has already, so it is not asked twice.
 */
export function coApplicantOwedSteps(invitation: { relationship: CoApplicantRelationship; steps: unknown }): CoApplicantStep[] {
  const spouseOwed = isMarried((invitation.steps ?? {}) as Saved) && invitation.relationship !== 'spouse';
  return coApplicantSteps.filter((step) => step !== 'spouseData' || spouseOwed);
}

/** The owed step after `step` (the preview after the last). */
export function owedStepAfter<Step extends string>(owed: readonly Step[], step: Step, order: readonly Step[]): Step {
  const at = order.indexOf(step);
  return owed.find((candidate) => order.indexOf(candidate) > at) ?? ('preview' as Step);
}

/** The first owed step (before `before`, or any for a submit) that is not saved yet. */
export function firstUnsavedStep<Step extends string>(owed: readonly Step[], saved: Saved, order: readonly Step[], before?: Step): Exclude<Step, 'preview'> | undefined {
  const limit = before === undefined ? Infinity : order.indexOf(before);
  return owed.find((step) => step !== 'preview' && order.indexOf(step) < limit && saved[step] === undefined) as Exclude<Step, 'preview'> | undefined;
}
