import { defineEntry } from '../machine-entry';
import { isSpouseCoupleContext, lendingMachine, type LendingActor, type LendingInput, type LendingContext, type LendingOffer, type LendingPersonProgress } from './lending.machine';

/** The people and times of the samples: the draft starts on 15 January, so a primary one must be submitted by the 17th. */
export const lendingSamplePeople = {
  mainApplicant: { kind: 'applicant', userId: '8d7f1c1e-0000-4000-8000-00000000000a' },
  /** The invited person once they accept: the co-applicant (issue 16). */
  otherApplicant: { kind: 'applicant', userId: '8d7f1c1e-0000-4000-8000-00000000000b' },
  /** Someone on neither side of the application. */
  stranger: { kind: 'applicant', userId: '8d7f1c1e-0000-4000-8000-00000000000c' },
  staff: { kind: 'staff', staffId: 'credit-officer-1' },
} as const satisfies Record<string, LendingActor>;

/** The invited e-mail, and another account's. */
export const lendingSampleEmails = { invited: 'mariam.hakobyan@example.am', other: 'someone.else@example.am' } as const;
export const lendingSampleInvitationId = '5e1c7a3b-0000-4000-8000-0000000000c1';

export const lendingSampleTimes = {
  startedAt: '2026-01-15T09:00:00Z',
  /** Within both markets' windows (2 and 5 days). */
  withinWindow: '2026-01-16T09:00:00Z',
  /** After the primary window (2 days), within the secondary one (5 days). */
  afterPrimaryWindow: '2026-01-18T09:00:00Z',
  /** After both windows. */
  afterEveryWindow: '2026-01-21T09:00:00Z',
  /** The bank's approval, minutes after a submission within the window. */
  approvedAt: '2026-01-16T09:04:00Z',
  /** A prepared contract package may be signed until then (the end of the next working day). */
  packageExpiresAt: '2026-01-20T20:00:00Z',
  withinPackageWindow: '2026-01-20T09:00:00Z',
  afterPackageWindow: '2026-01-21T09:00:00Z',
  /** A free slot of a video call, a notary or a branch. */
  slotAt: '2026-01-19T10:00:00Z',
} as const;

const price = 40_000_000;
const changedPrice = 42_000_000;

/** A booked flat of a developer, waiting for the developer to confirm it. */
export const primaryInput: LendingInput = { mainApplicantId: lendingSamplePeople.mainApplicant.userId, marketType: '0', apartmentId: 101, price, startedAt: lendingSampleTimes.startedAt };
/** A resale home priced by the person (no catalogue property: nothing to book or confirm). */
export const secondaryInput: LendingInput = { mainApplicantId: lendingSamplePeople.mainApplicant.userId, marketType: '1', apartmentId: null, price, startedAt: lendingSampleTimes.startedAt };

/** The decision engine's sandbox personas (issue 15): approved, approved for less. */
export const fullOffer: LendingOffer = { amount: 30_000_000, requestedAmount: 30_000_000, termMonths: 240, nominalRatePercent: 12, actualRatePercent: 12.68, monthlyPayment: 330_326 };
export const reducedOffer: LendingOffer = { amount: 17_709_000, requestedAmount: 30_000_000, termMonths: 240, nominalRatePercent: 12, actualRatePercent: 12.68, monthlyPayment: 194_991 };

const { mainApplicant, otherApplicant, stranger, staff } = lendingSamplePeople;
/** The invitation of the applicant's spouse (a married couple on one loan: no spouse-data phase after the calls). */
const invitation = { invitationId: lendingSampleInvitationId, email: lendingSampleEmails.invited, relationship: 'spouse' } as const;
/** The same person invited as a relative: each confirms their spouse data after the calls. */
const relativeInvitation = { ...invitation, relationship: 'sister' } as const;
const { withinWindow, afterPrimaryWindow, afterEveryWindow, approvedAt, packageExpiresAt, withinPackageWindow, afterPackageWindow, slotAt } = lendingSampleTimes;

/** A person's progress in the lending process, as far as the chart's behaviour goes (how many tries failed matters only until they pass). */
const progressBrief = (person: LendingPersonProgress) => [
  person.identification === 'passed' ? 'passed' : `${person.identification}:${person.identificationFailures}`,
  person.onboarding,
  person.spouseDataProvided,
  person.packageDataPresented,
  person.packageSigned,
];

/** Before the process, what tells two applications apart: the property's answer, the price, a mismatch, the co-applicant, the offer. */
const beforeProcess = (context: LendingContext) => ({
    availability: context.property?.availability ?? null,
    priceAgreed: context.agreedPrice === context.currentPrice,
    mismatch: context.documentMismatch,
    coApplicant:
      context.coApplicant === null
        ? null
        : { accepted: context.coApplicant.userId !== null, partComplete: context.coApplicant.partComplete, spouse: context.coApplicant.relationship === 'spouse' },
    offer: context.offer === null ? null : context.offer.amount < context.offer.requestedAmount ? 'reduced' : 'full',
});

export const lendingEntry = defineEntry({
  id: 'lending',
  file: 'machines/lending/lending.machine.ts',
  machine: lendingMachine,
  inputs: [primaryInput, secondaryInput],
  events: [
    { type: 'property.confirmed' },
    { type: 'property.refused' },
    { type: 'price.changed', price: changedPrice },
    { type: 'price.confirm', by: mainApplicant, price: changedPrice },
    // A price the person saw before it changed again: refused.
    { type: 'price.confirm', by: mainApplicant, price },
    { type: 'price.confirm', by: otherApplicant, price: changedPrice },
    { type: 'application.submit', by: mainApplicant, at: withinWindow },
    { type: 'application.submit', by: mainApplicant, at: afterPrimaryWindow },
    { type: 'application.submit', by: otherApplicant, at: withinWindow },
    { type: 'application.delete', by: mainApplicant },
    { type: 'application.delete', by: otherApplicant },
    { type: 'deadline.submissionPassed', at: withinWindow },
    { type: 'deadline.submissionPassed', at: afterEveryWindow },
    { type: 'bank.received' },
    { type: 'bank.unavailable' },
    { type: 'decision.approved', offer: fullOffer, at: approvedAt },
    { type: 'decision.approved', offer: reducedOffer, at: approvedAt },
    { type: 'decision.rejected', reason: 'creditHistory' },
    { type: 'decision.manualReview', documents: ['incomeStatement', 'employmentContract'] },
    { type: 'decision.documentMismatch', person: 'applicant' },
    { type: 'decision.documentMismatch', person: 'coApplicant' },
    { type: 'review.approve', by: staff, offer: reducedOffer, at: approvedAt },
    { type: 'review.approve', by: mainApplicant, offer: fullOffer, at: approvedAt },
    { type: 'review.reject', by: staff, reason: 'lowIncome' },
    { type: 'review.requestDocuments', by: staff, documents: ['employmentContract'] },
    { type: 'offer.accept', by: mainApplicant },
    { type: 'offer.accept', by: otherApplicant },
    { type: 'offer.reject', by: mainApplicant },
    { type: 'application.cancel', by: mainApplicant },
    { type: 'application.cancel', by: otherApplicant },
    { type: 'deadline.processPassed' },
    // Applying together (issue 16).
    { type: 'coApplicant.invite', by: mainApplicant, at: withinWindow, ...invitation },
    { type: 'coApplicant.invite', by: mainApplicant, at: withinWindow, ...relativeInvitation },
    { type: 'coApplicant.invite', by: mainApplicant, at: afterEveryWindow, ...invitation },
    { type: 'coApplicant.invite', by: otherApplicant, at: withinWindow, ...invitation },
    { type: 'invitation.accept', by: otherApplicant, email: lendingSampleEmails.invited },
    { type: 'invitation.accept', by: stranger, email: lendingSampleEmails.other },
    { type: 'invitation.decline', by: otherApplicant, email: lendingSampleEmails.invited },
    { type: 'invitation.decline', by: mainApplicant, email: lendingSampleEmails.invited },
    { type: 'coApplicant.recall', by: mainApplicant },
    { type: 'coApplicant.recall', by: otherApplicant },
    { type: 'coApplicant.completePart', by: otherApplicant },
    { type: 'coApplicant.completePart', by: mainApplicant },
    { type: 'coApplicant.changePart', by: otherApplicant },
    { type: 'coApplicant.cancel', by: otherApplicant },
    { type: 'coApplicant.cancel', by: mainApplicant },
    { type: 'registry.coApplicantNotCitizen' },
    { type: 'registry.coApplicantNotSpouse' },
    { type: 'offer.reject', by: otherApplicant },
    { type: 'offer.accept', by: stranger },
    // The lending process after the offer (issue 17).
    { type: 'identification.start', by: mainApplicant },
    { type: 'identification.start', by: otherApplicant },
    { type: 'identification.start', by: stranger },
    { type: 'identification.passed', person: 'applicant' },
    { type: 'identification.passed', person: 'coApplicant' },
    { type: 'identification.failed', person: 'applicant' },
    { type: 'identification.failed', person: 'coApplicant' },
    { type: 'identification.manualProcessing', person: 'applicant' },
    { type: 'identification.manualProcessing', person: 'coApplicant' },
    { type: 'identification.branchVisitRequired', person: 'applicant' },
    { type: 'identification.branchVisitRequired', person: 'coApplicant' },
    { type: 'identification.documentMismatch', person: 'applicant' },
    { type: 'identification.documentMismatch', person: 'coApplicant' },
    { type: 'document.correct', by: mainApplicant },
    { type: 'document.correct', by: otherApplicant },
    { type: 'onboarding.book', by: mainApplicant, slotAt },
    { type: 'onboarding.book', by: otherApplicant, slotAt },
    { type: 'onboarding.book', by: stranger, slotAt },
    { type: 'onboarding.completed', person: 'applicant' },
    { type: 'onboarding.completed', person: 'coApplicant' },
    { type: 'onboarding.missed', person: 'applicant' },
    { type: 'onboarding.failed', person: 'applicant' },
    { type: 'onboarding.failed', person: 'coApplicant' },
    { type: 'spouseData.provide', by: mainApplicant },
    { type: 'spouseData.provide', by: otherApplicant },
    { type: 'spouseData.decline', by: mainApplicant },
    { type: 'spouseData.decline', by: stranger },
    { type: 'packageData.present', by: mainApplicant, repaymentDay: 10 },
    // Outside 1-20, and none: refused.
    { type: 'packageData.present', by: mainApplicant, repaymentDay: 25 },
    { type: 'packageData.present', by: mainApplicant, repaymentDay: null },
    { type: 'packageData.present', by: otherApplicant, repaymentDay: null },
    // The co-applicant cannot set the repayment day.
    { type: 'packageData.present', by: otherApplicant, repaymentDay: 10 },
    { type: 'package.prepared', expiresAt: packageExpiresAt },
    { type: 'package.checked' },
    { type: 'package.sign', by: mainApplicant, at: withinPackageWindow },
    { type: 'package.sign', by: mainApplicant, at: afterPackageWindow },
    { type: 'package.sign', by: otherApplicant, at: withinPackageWindow },
    { type: 'package.sign', by: stranger, at: withinPackageWindow },
    { type: 'package.reject', by: mainApplicant },
    { type: 'package.reject', by: otherApplicant },
    { type: 'deadline.packagePassed', at: withinPackageWindow },
    { type: 'deadline.packagePassed', at: afterPackageWindow },
    { type: 'bank.loanApproved' },
    { type: 'notary.book', by: mainApplicant, notaryId: 'notary-1', slotAt },
    { type: 'notary.book', by: otherApplicant, notaryId: 'notary-1', slotAt },
    { type: 'notary.packagePrepared' },
    { type: 'notary.packageChecked' },
    { type: 'notary.packageAvailable' },
    { type: 'notary.appointmentMissed' },
    { type: 'registry.rightsRegistered' },
    { type: 'insurer.propertyInsured' },
    { type: 'coreBanking.loanDisbursed' },
    { type: 'branchVisit.book', by: mainApplicant, branchCode: '01', slotAt, repaymentDay: 10 },
    // A repayment day outside 1-20, and none: refused.
    { type: 'branchVisit.book', by: mainApplicant, branchCode: '01', slotAt, repaymentDay: 25 },
    { type: 'branchVisit.book', by: mainApplicant, branchCode: '01', slotAt, repaymentDay: null },
    { type: 'branchVisit.book', by: otherApplicant, branchCode: '01', slotAt, repaymentDay: 10 },
    { type: 'branchVisit.attended' },
  ],
  // Pure: it invokes nothing; the server sends the outside systems' answers as events.
  actors: {},
  significant: (context) =>
    context.progress === null ? beforeProcess(context) : {
      applicant: progressBrief(context.progress.applicant),
      coApplicant: context.progress.coApplicant && progressBrief(context.progress.coApplicant),
      // A married couple skips the spouse-data phase: it matters until that phase is behind them.
      couple: isSpouseCoupleContext(context) && !context.progress.applicant.spouseDataProvided,
      mismatch: context.documentMismatch,
      stop: context.identificationStop,
      repaymentDay: context.repaymentDay !== null,
      package: context.packageExpiresAt !== null,
      notary: context.notaryAppointment !== null,
      branchVisit: context.branchVisit !== null,
    },
  views: {
    'lending.draft': 'LoanWizard (pre-saved: resumes at its step, time left to submit) and LoanApplicationsSection (resume, delete)',
    'lending.coApplicantDecision': "LoanWizard co-borrower step (invitation sent: recall) and CoApplicantInvitationScreen (accept or decline)",
    'lending.invitationAccepted': "LoanWizard (the co-applicant's progress; submit once their part is confirmed) and CoApplicantPart (their steps)",
    'lending.citizenshipMismatch': 'LoanWizard co-borrower step and CoApplicantPart (the co-applicant is not a citizen: recall, or leave)',
    'lending.maritalStatusMismatch': 'LoanWizard co-borrower step and CoApplicantPart (not married to the applicant in the registry: recall, or leave)',
    'lending.rejectedByCoapplicant': 'LoanWizard co-borrower step (declined: invite someone else or apply alone)',
    'lending.canceledByCoApplicant': 'LoanWizard co-borrower step (the co-applicant left: invite someone else or apply alone)',
    'lending.approvedByCoapplicant': 'LoanOfferView (the co-applicant accepted; your answer is awaited)',
    'lending.sent': 'LoanApplicationsSection (sent)',
    'lending.pending': 'LoanApplicationsSection (pending: the bank service is retried)',
    'lending.sentToBank': 'LoanWizard thank-you (decision within 5 minutes)',
    'lending.manualReview': 'LoanApplicationsSection (manual review, documents to bring)',
    'lending.approvedByBank': 'LoanOfferView (accept or refuse)',
    'lending.rejectedByBank': 'LoanApplicationsSection (rejected: why, and from which day a new application is possible)',
    'lending.approvedByClient': "LoanOfferView (accepted; together, the co-applicant's answer is awaited)",
    'lending.rejectedByClient': 'LoanApplicationsSection (offer refused)',
    'lending.offerAccepted': 'LendingProcessScreen (identification to start; a resale home books its branch visit with the repayment day)',
    'lending.applicantsIdentificationInProgress': "LendingProcessScreen (the provider's widget; each person's result)",
    'lending.applicantsNotIdentificated': 'LendingProcessScreen (visit a branch to be identified, before the process window ends)',
    'lending.providedDocumentMismatchedWithAS': "LendingProcessScreen (correct your document's data, then identify again)",
    'lending.applicantsIdentificated': 'LendingProcessScreen (book a video call)',
    'lending.applicantsOnboardingInProgress': "LendingProcessScreen (the booked call: join by its link, or move it)",
    'lending.applicantsOnboardingCompleted': "LendingProcessScreen (your spouse's data and consent; a married couple on one loan goes on to the contract's data at once)",
    'lending.applicantsOnboardingFailed': 'LendingProcessScreen (the call did not confirm you: a branch visit)',
    'lending.spouseDataProvidedByApplicant': "LendingProcessScreen (the co-applicant's spouse data is awaited)",
    'lending.spouseDataProvidedByCoApplicant': "LendingProcessScreen (the main applicant's spouse data is awaited)",
    'lending.spouseDataNotProvided': 'LendingProcessScreen (without the spouse, the loan is signed at a branch)',
    'lending.lendingPackageDataNotPresented': "LendingProcessScreen (the contract's data: repayment day for the main applicant)",
    'lending.lendingPackageDataPresentedByApplicant': "LendingProcessScreen (the co-applicant's contract data is awaited)",
    'lending.lendingPackageDataPresentedByCoApplicant': "LendingProcessScreen (the main applicant's contract data is awaited)",
    'lending.lendingPackagePreparation': 'LendingProcessScreen (the bank prepares the package within 1 working day)',
    'lending.lendingPackagePrepared': 'LendingProcessScreen (the bank checks the package)',
    'lending.lendingPackageChecked': 'LendingProcessScreen (read the documents, sign with a one-time code, or cancel)',
    'lending.signedByApplicant': "LendingProcessScreen (the co-applicant's signature is awaited)",
    'lending.signedByCoApplicant': "LendingProcessScreen (the main applicant's signature is awaited)",
    'lending.rejectedByApplicant': 'LendingProcessScreen (the package was cancelled: the application is rejected)',
    'lending.rejectedByCoApplicant': 'LendingProcessScreen (the co-applicant cancelled the package)',
    'lending.lendingPackageSigned': 'LendingProcessScreen (the bank approves the loan)',
    'lending.loanApproved': 'LendingProcessScreen (book a notary appointment)',
    'lending.notaryAppointmentProvided': 'LendingProcessScreen (the appointment; the bank prepares the notary package)',
    'lending.notaryPackagePrepared': 'LendingProcessScreen (the notary checks the package)',
    'lending.notaryPackageChecked': 'LendingProcessScreen (the notary checked the package)',
    'lending.notaryPackageAvailable': 'LendingProcessScreen (come to the notary at the booked time)',
    'lending.rightsRegistered': 'LendingProcessScreen (rights registered; the property is insured next)',
    'lending.propertyInsured': 'LendingProcessScreen (insured; the loan is paid out next)',
    'lending.loanDisbursed': 'LendingProcessScreen (the loan is paid out)',
    'lending.branchVisitBooked': 'LendingProcessScreen (the branch visit: where and when, the repayment day, or move it)',
    'lending.loanDisbursementInProgress': 'LendingProcessScreen (signed at the branch: the loan is paid out next)',
    'lending.expired': 'LoanApplicationsSection (expired)',
    'lending.deleted': 'LoanApplicationsSection (gone from the list)',
    'lending.cancelledByApplicantRequest': 'LoanApplicationsSection (cancelled at your request)',
  },
});
