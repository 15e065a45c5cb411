import { isPreparingStatus, lendingFinalStatuses, lendingOfferStatuses, type LendingStatus, type LoanApplicationCard } from '../../../contract/loan-application';

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

/** The statuses the bank decides or offers in (and its refusal): the main applicant's card opens the application's own page. */
const decidedOnItsPage: readonly LendingStatus[] = ['Sent', 'Pending', 'SentToBank', 'ManualReview', ...lendingOfferStatuses, 'RejectedByBank'];
/** The ends before the process: nothing left to open. */
const endedBeforeTheProcess: readonly LendingStatus[] = ['RejectedByClient', 'Expired', 'Deleted', 'CancelledByApplicantRequest'];

/** The page the main applicant's card opens: the draft to resume, the application's own page while the bank decides or offers, the process from the accepted offer on (its ends too). */
function applicantOpens(status: LendingStatus): 'resume' | 'application' | 'process' | null {
  if (isPreparingStatus(status)) return 'resume';
  if (decidedOnItsPage.includes(status)) return 'application';
  if (endedBeforeTheProcess.includes(status)) return null;
  return 'process';
}

/** The statuses whose offer stands: the bank's, waiting for an answer, and the accepted one. */
const offerStands = (status: LendingStatus) => status === 'OfferAccepted' || (lendingOfferStatuses as readonly LendingStatus[]).includes(status);
/** The statuses where the main applicant's answer to the offer is awaited. */
const applicantAnswersOffer = (status: LendingStatus) => status === 'ApprovedByBank' || status === 'ApprovedByCoapplicant';

type Task = NonNullable<LoanApplicationCard['task']>;
/** A reader's task in a status: fixed, or depending on the co-applicant. */
type Tasks = Partial<Record<LendingStatus, Task | ((facts: CardFacts) => Task | null)>>;

/** What the main applicant is asked to do (or waits for); applying together some depend on the co-applicant. */
const applicantTasks: Tasks = {
  CoApplicantDecision: 'task.waitInvitation',
  InvitationAccepted: (facts) => (facts.coApplicantPartComplete ? 'task.submit' : 'task.waitPart'),
  CitizenshipMismatch: 'task.mismatch',
  MaritalStatusMismatch: 'task.mismatch',
  RejectedByCoapplicant: 'task.inviteAgain',
  CanceledByCoApplicant: 'task.inviteAgain',
  ApprovedByBank: 'task.answerOffer',
  ApprovedByClient: (facts) => (facts.hasCoApplicant ? 'task.waitCoApplicantOffer' : null),
  ApprovedByCoapplicant: 'task.coApplicantAccepted',
};

/** What the co-applicant is asked to do (or waits for). */
const coApplicantTasks: Tasks = {
  InvitationAccepted: (facts) => (facts.coApplicantPartComplete ? 'coApplicantTask.waitSubmit' : 'coApplicantTask.completePart'),
  CitizenshipMismatch: 'coApplicantTask.waitApplicant',
  MaritalStatusMismatch: 'coApplicantTask.waitApplicant',
  Sent: 'coApplicantTask.waitDecision',
  Pending: 'coApplicantTask.waitDecision',
  SentToBank: 'coApplicantTask.waitDecision',
  ApprovedByBank: 'coApplicantTask.answerOffer',
  ApprovedByClient: 'coApplicantTask.answerOffer',
  ApprovedByCoapplicant: 'coApplicantTask.waitApplicantOffer',
};

function taskOf(tasks: Tasks, status: LendingStatus, facts: CardFacts): Task | null {
  const task = tasks[status];
  return typeof task === 'function' ? task(facts) : (task ?? null);
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
    const task = taskOf(coApplicantTasks, status, facts);
    // Before the offer is accepted the co-applicant works on their own part's page; an application that ended has nothing to open.
    const ended = opens !== 'process' && ((lendingFinalStatuses as readonly LendingStatus[]).includes(status) || status === 'CanceledByCoApplicant');
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
    task: taskOf(applicantTasks, status, facts),
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
