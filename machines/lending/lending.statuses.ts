import type { StateValue } from 'xstate';
import { lendingStatuses } from '../../api/contract/loan-application';

/** The application statuses of spec section 4 that this chart reaches (issues 15 and 16): the contract's list, which the API answers with. */
export { lendingStatuses };
export type LendingStatus = (typeof lendingStatuses)[number];

const statusByState = {
  draft: 'Draft',
  coApplicantDecision: 'CoApplicantDecision',
  invitationAccepted: 'InvitationAccepted',
  citizenshipMismatch: 'CitizenshipMismatch',
  maritalStatusMismatch: 'MaritalStatusMismatch',
  rejectedByCoapplicant: 'RejectedByCoapplicant',
  canceledByCoApplicant: 'CanceledByCoApplicant',
  sent: 'Sent',
  pending: 'Pending',
  sentToBank: 'SentToBank',
  manualReview: 'ManualReview',
  approvedByBank: 'ApprovedByBank',
  rejectedByBank: 'RejectedByBank',
  approvedByClient: 'ApprovedByClient',
  approvedByCoapplicant: 'ApprovedByCoapplicant',
  rejectedByClient: 'RejectedByClient',
  offerAccepted: 'OfferAccepted',
  applicantsIdentificationInProgress: 'ApplicantsIdentificationInProgress',
  applicantsNotIdentificated: 'ApplicantsNotIdentificated',
  providedDocumentMismatchedWithAS: 'ProvidedDocumentMismatchedWithAS',
  applicantsIdentificated: 'ApplicantsIdentificated',
  applicantsOnboardingInProgress: 'ApplicantsOnboardingInProgress',
  applicantsOnboardingCompleted: 'ApplicantsOnboardingCompleted',
  applicantsOnboardingFailed: 'ApplicantsOnboardingFailed',
  spouseDataProvidedByApplicant: 'SpouseDataProvidedByApplicant',
  spouseDataProvidedByCoApplicant: 'SpouseDataProvidedByCoApplicant',
  spouseDataNotProvided: 'SpouseDataNotProvided',
  lendingPackageDataNotPresented: 'LendingPackageDataNotPresented',
  lendingPackageDataPresentedByApplicant: 'LendingPackageDataPresentedByApplicant',
  lendingPackageDataPresentedByCoApplicant: 'LendingPackageDataPresentedByCoApplicant',
  lendingPackagePreparation: 'LendingPackagePreparation',
  lendingPackagePrepared: 'LendingPackagePrepared',
  lendingPackageChecked: 'LendingPackageChecked',
  signedByApplicant: 'SignedByApplicant',
  signedByCoApplicant: 'SignedByCoApplicant',
  rejectedByApplicant: 'RejectedByApplicant',
  rejectedByCoApplicant: 'RejectedByCoApplicant',
  lendingPackageSigned: 'LendingPackageSigned',
  loanApproved: 'LoanApproved',
  notaryAppointmentProvided: 'NotaryAppointmentProvided',
  notaryPackagePrepared: 'NotaryPackagePrepared',
  notaryPackageChecked: 'NotaryPackageChecked',
  notaryPackageAvailable: 'NotaryPackageAvailable',
  rightsRegistered: 'RightsRegistered',
  propertyInsured: 'PropertyInsured',
  loanDisbursed: 'LoanDisbursed',
  branchVisitBooked: 'BranchVisitBooked',
  loanDisbursementInProgress: 'LoanDisbursementInProgress',
  expired: 'Expired',
  deleted: 'Deleted',
  cancelledByApplicantRequest: 'CancelledByApplicantRequest',
} as const satisfies Record<string, LendingStatus>;
/** The chart's top-level states (a test keeps them equal to the chart's). */
export type LendingStateKey = keyof typeof statusByState;

/** The chart's top-level state a state value is in (a compound state's value names it as its one key). */
export const topStateOf = (value: StateValue): string => (typeof value === 'string' ? value : (Object.keys(value)[0] ?? ''));

/** The status (spec section 4) of a state value: the top-level state names it. */
export function lendingStatusOf(value: StateValue): LendingStatus {
  const status = (statusByState as Record<string, LendingStatus>)[topStateOf(value)];
  if (!status) throw new Error(`no lending status for the state ${JSON.stringify(value)}`);
  return status;
}
