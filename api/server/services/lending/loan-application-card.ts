import { isPreparingStatus, lendingFinalStatuses, type LendingStatus, type LoanApplicationCard } from '../../../contract/loan-application';

type Party = 'applicant' | 'coApplicant';

/** How a status reads at a glance: something to do, something to wait for, a good end, another end. */
const toneOf: Record<LendingStatus, LoanApplicationCard['tone']> = {
  Draft: 'act',
  CoApplicantDecision: 'wait',
  InvitationAccepted: 'act',
  CitizenshipMismatch: 'act',
  MaritalStatusMismatch: 'act',
  RejectedByCoapplicant: 'act',
  CanceledByCoApplicant: 'act',
  ApprovedByBank: 'act',
  ApprovedByCoapplicant: 'act',
  Sent: 'wait',
  Pending: 'wait',
  SentToBank: 'wait',
  ManualReview: 'wait',
  ApprovedByClient: 'good',
  OfferAccepted: 'good',
  // The lending process after the offer (issue 17).
  ApplicantsIdentificationInProgress: 'act',
  ApplicantsNotIdentificated: 'act',
  ProvidedDocumentMismatchedWithAS: 'act',
  ApplicantsIdentificated: 'act',
  ApplicantsOnboardingInProgress: 'act',
  ApplicantsOnboardingCompleted: 'act',
  ApplicantsOnboardingFailed: 'ended',
  SpouseDataProvidedByApplicant: 'act',
  SpouseDataProvidedByCoApplicant: 'act',
  SpouseDataNotProvided: 'ended',
  LendingPackageDataNotPresented: 'act',
  LendingPackageDataPresentedByApplicant: 'act',
  LendingPackageDataPresentedByCoApplicant: 'act',
  LendingPackagePreparation: 'wait',
  LendingPackagePrepared: 'wait',
  LendingPackageChecked: 'act',
  SignedByApplicant: 'act',
  SignedByCoApplicant: 'act',
  RejectedByApplicant: 'ended',
  RejectedByCoApplicant: 'ended',
  LendingPackageSigned: 'wait',
  LoanApproved: 'act',
  NotaryAppointmentProvided: 'wait',
  NotaryPackagePrepared: 'wait',
  NotaryPackageChecked: 'wait',
  NotaryPackageAvailable: 'wait',
  RightsRegistered: 'wait',
  PropertyInsured: 'wait',
  LoanDisbursed: 'good',
  BranchVisitBooked: 'wait',
  LoanDisbursementInProgress: 'wait',
  RejectedByBank: 'ended',
  RejectedByClient: 'ended',
  Expired: 'ended',
  Deleted: 'ended',
  CancelledByApplicantRequest: 'ended',
};

/** The page the main applicant's card opens: the draft to resume, the application's own page while the bank decides or offers, the process from the accepted offer on (its ends too). */
function applicantOpens(status: LendingStatus): 'resume' | 'application' | 'process' | null {
  if (isPreparingStatus(status)) return 'resume';
  if (['Sent', 'Pending', 'SentToBank', 'ManualReview', 'ApprovedByBank', 'ApprovedByClient', 'ApprovedByCoapplicant', 'RejectedByBank'].includes(status)) return 'application';
  if (['RejectedByClient', 'Expired', 'Deleted', 'CancelledByApplicantRequest'].includes(status)) return null;
  return 'process';
}

/** The statuses whose offer stands: the bank's, waiting for an answer, and the accepted one. */
const offerStands = (status: LendingStatus) => ['ApprovedByBank', 'ApprovedByClient', 'ApprovedByCoapplicant', 'OfferAccepted'].includes(status);
/** The statuses where the main applicant's answer to the offer is awaited. */
const applicantAnswersOffer = (status: LendingStatus) => status === 'ApprovedByBank' || status === 'ApprovedByCoapplicant';

/** What the main applicant is asked to do (or waits for); applying together some depend on the co-applicant. */
function applicantTask(status: LendingStatus, application: CardFacts): LoanApplicationCard['task'] {
  const task = {
    CoApplicantDecision: 'waitInvitation',
    InvitationAccepted: application.coApplicantPartComplete ? 'submit' : 'waitPart',
    CitizenshipMismatch: 'mismatch',
    MaritalStatusMismatch: 'mismatch',
    RejectedByCoapplicant: 'inviteAgain',
    CanceledByCoApplicant: 'inviteAgain',
    ApprovedByBank: 'answerOffer',
    ApprovedByClient: application.hasCoApplicant ? 'waitCoApplicantOffer' : null,
    ApprovedByCoapplicant: 'coApplicantAccepted',
  } as const satisfies Partial<Record<LendingStatus, string | null>>;
  const key = (task as Partial<Record<LendingStatus, string | null>>)[status] ?? null;
  return key === null ? null : (`task.${key}` as LoanApplicationCard['task']);
}

/** What the co-applicant is asked to do (or waits for). */
function coApplicantTask(status: LendingStatus, application: CardFacts): LoanApplicationCard['task'] {
  const task = {
    InvitationAccepted: application.coApplicantPartComplete ? 'waitSubmit' : 'completePart',
    CitizenshipMismatch: 'waitApplicant',
    MaritalStatusMismatch: 'waitApplicant',
    Sent: 'waitDecision',
    Pending: 'waitDecision',
    SentToBank: 'waitDecision',
    ApprovedByBank: 'answerOffer',
    ApprovedByClient: 'answerOffer',
    ApprovedByCoapplicant: 'waitApplicantOffer',
  } as const satisfies Partial<Record<LendingStatus, string>>;
  const key = (task as Partial<Record<LendingStatus, string>>)[status];
  return key === undefined ? null : (`coApplicantTask.${key}` as LoanApplicationCard['task']);
}

/** What the card needs to know about the application besides its status. */
export interface CardFacts {
  hasCoApplicant: boolean;
  coApplicantPartComplete: boolean;
  priceChanged: boolean;
  rejected: boolean;
}

/**
 * The personal page's card of an application, as its reader sees it (issue 33): the server decides
 * what the card offers from the status and the reader's role, so the view renders it without a
 * status table or a role branch of its own.
 */
export function applicationCardOf(status: LendingStatus, reader: Party, facts: CardFacts): LoanApplicationCard {
  const preparing = isPreparingStatus(status);
  if (reader === 'coApplicant') {
    const opens = applicantOpens(status);
    const task = coApplicantTask(status, facts);
    // Before the offer is accepted the co-applicant works on their own part's page; an application that ended has nothing to open.
    const ended = opens !== 'process' && ((lendingFinalStatuses as readonly string[]).includes(status) || status === 'CanceledByCoApplicant');
    return {
      tone: toneOf[status],
      roleShown: 'coApplicant',
      task,
      opens: ended ? null : opens === 'process' ? 'process' : 'coApplicantPart',
      urgent: opens === 'process' || task === 'coApplicantTask.completePart' || task === 'coApplicantTask.answerOffer',
      offerShown: offerStands(status),
      submitWindow: false,
      deletable: false,
      priceChanged: false,
      coApplicantProgress: false,
      rejectionWays: false,
    };
  }
  const opens = applicantOpens(status);
  return {
    tone: toneOf[status],
    roleShown: facts.hasCoApplicant ? 'applicant' : null,
    task: applicantTask(status, facts),
    opens: opens === 'application' && applicantAnswersOffer(status) ? 'seeOffer' : opens,
    urgent: opens === 'resume' || opens === 'process' || applicantAnswersOffer(status),
    offerShown: offerStands(status),
    submitWindow: preparing,
    deletable: preparing,
    priceChanged: status === 'Draft' && facts.priceChanged,
    coApplicantProgress: facts.hasCoApplicant && status !== 'Deleted',
    rejectionWays: status === 'RejectedByBank' && facts.rejected,
  };
}
