import { isPreparingStatus, type LendingStatus } from '../../api/contract/loan-application';

export type Reader = 'applicant' | 'coApplicant';

/**
 * The statuses that name one of the two people, worded for each reader: the co-applicant reads
 * "Offer accepted by the main applicant" where the main applicant reads "Offer accepted by you".
 * Every other status reads the same for both (`loan:status`).
 */
const worded: Record<Reader, ReadonlySet<LendingStatus>> = {
  applicant: new Set(['SpouseDataProvidedByApplicant', 'LendingPackageDataPresentedByApplicant', 'SignedByApplicant', 'RejectedByApplicant']),
  coApplicant: new Set([
    'CoApplicantDecision',
    'InvitationAccepted',
    'ApprovedByClient',
    'RejectedByClient',
    'ApprovedByCoapplicant',
    'SpouseDataProvidedByApplicant',
    'SpouseDataProvidedByCoApplicant',
    'LendingPackageDataPresentedByApplicant',
    'LendingPackageDataPresentedByCoApplicant',
    'SignedByApplicant',
    'SignedByCoApplicant',
    'RejectedByApplicant',
    'RejectedByCoApplicant',
    'CancelledByApplicantRequest',
    'CanceledByCoApplicant',
    'RejectedByCoapplicant',
  ]),
};

/** The translation key (namespace `loan`) of a status as its reader reads it. */
export const statusKeyFor = (status: LendingStatus, reader: Reader) => (worded[reader].has(status) ? `loan:statusFor.${reader}.${status}` : `loan:status.${status}`);

/**
 * An application's status as its reader reads it. A draft sent back because the registry did not
 * match a document says so, and whose document it is, instead of reading "Pre-saved".
 */
export function applicationStatusKey(application: { status: LendingStatus; documentMismatchOf: Reader | null }, reader: Reader) {
  if (application.documentMismatchOf !== null && isPreparingStatus(application.status)) {
    return application.documentMismatchOf === reader ? 'loan:status.ProvidedDocumentMismatchedWithAS' : `loan:statusFor.${reader}.otherDocumentMismatch`;
  }
  return statusKeyFor(application.status, reader);
}
