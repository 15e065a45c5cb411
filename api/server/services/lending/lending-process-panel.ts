import type { LendingProcessPanel } from '../../../contract/lending-process';
import type { LendingStatus } from '../../../contract/loan-application';

/*
 * Which panel of the process page a status shows (issue 33): decided here, beside the chart, so the
 * screen's machine (machines/lending-process/) routes on the server's answer and no view keeps a
 * status list. A status not listed is before the offer (the application's own page) unless it ends
 * the application.
 */
const panelOfStatus: Partial<Record<LendingStatus, LendingProcessPanel>> = {
  ApplicantsIdentificationInProgress: 'identification',
  ApplicantsNotIdentificated: 'notIdentified',
  ProvidedDocumentMismatchedWithAS: 'documentMismatch',
  ApplicantsIdentificated: 'videoCall',
  ApplicantsOnboardingInProgress: 'videoCall',
  ApplicantsOnboardingCompleted: 'spouseData',
  SpouseDataProvidedByApplicant: 'spouseData',
  SpouseDataProvidedByCoApplicant: 'spouseData',
  LendingPackageDataNotPresented: 'contractData',
  LendingPackageDataPresentedByApplicant: 'contractData',
  LendingPackageDataPresentedByCoApplicant: 'contractData',
  LendingPackagePreparation: 'bankWork',
  LendingPackagePrepared: 'bankWork',
  LendingPackageChecked: 'signing',
  SignedByApplicant: 'signing',
  SignedByCoApplicant: 'signing',
  LendingPackageSigned: 'bankWork',
  LoanApproved: 'notary',
  NotaryAppointmentProvided: 'notary',
  NotaryPackagePrepared: 'notary',
  NotaryPackageChecked: 'notary',
  NotaryPackageAvailable: 'notary',
  RightsRegistered: 'bankWork',
  PropertyInsured: 'bankWork',
  BranchVisitBooked: 'branchVisit',
  LoanDisbursementInProgress: 'bankWork',
};

/** The panel for a status on a market: the accepted offer opens the market's first stage (identification online, or a resale home's branch visit). */
export function processPanelOf(status: LendingStatus, marketType: '0' | '1', final: boolean): LendingProcessPanel {
  if (status === 'OfferAccepted') return marketType === '1' ? 'branchVisit' : 'identification';
  return panelOfStatus[status] ?? (final ? 'ended' : 'application');
}
