import { defineEntry } from '../machine-entry';
import { lendingMachine, type LendingActor, type LendingInput, type LendingOffer } from './lending.machine';

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
const invitation = { invitationId: lendingSampleInvitationId, email: lendingSampleEmails.invited, relationship: 'spouse' } as const;
const { withinWindow, afterPrimaryWindow, afterEveryWindow } = lendingSampleTimes;

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
    { type: 'decision.approved', offer: fullOffer },
    { type: 'decision.approved', offer: reducedOffer },
    { type: 'decision.rejected', reason: 'creditHistory' },
    { type: 'decision.manualReview', documents: ['incomeStatement', 'employmentContract'] },
    { type: 'decision.documentMismatch', person: 'applicant' },
    { type: 'decision.documentMismatch', person: 'coApplicant' },
    { type: 'review.approve', by: staff, offer: reducedOffer },
    { type: 'review.approve', by: mainApplicant, offer: fullOffer },
    { type: 'review.reject', by: staff, reason: 'lowIncome' },
    { type: 'offer.accept', by: mainApplicant },
    { type: 'offer.accept', by: otherApplicant },
    { type: 'offer.reject', by: mainApplicant },
    { type: 'application.cancel', by: mainApplicant },
    { type: 'application.cancel', by: otherApplicant },
    { type: 'deadline.processPassed' },
    // Applying together (issue 16).
    { type: 'coApplicant.invite', by: mainApplicant, at: withinWindow, ...invitation },
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
  ],
  // Pure: it invokes nothing; the server sends the outside systems' answers as events.
  actors: {},
  significant: (context) => ({
    availability: context.property?.availability ?? null,
    priceAgreed: context.agreedPrice === context.currentPrice,
    mismatch: context.documentMismatch,
    coApplicant: context.coApplicant === null ? null : { accepted: context.coApplicant.userId !== null, partComplete: context.coApplicant.partComplete },
    offer: context.offer === null ? null : context.offer.amount < context.offer.requestedAmount ? 'reduced' : 'full',
  }),
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
    'lending.offerAccepted': 'LoanApplicationsSection (offer accepted)',
    'lending.expired': 'LoanApplicationsSection (expired)',
    'lending.deleted': 'LoanApplicationsSection (gone from the list)',
    'lending.cancelledByApplicantRequest': 'LoanApplicationsSection (cancelled at your request)',
  },
});
