import type { CoApplicantRelationship } from '../../api/contract/co-applicant';
import type { RefusalReason, reviewDocuments } from '../../api/contract/prequal';
import type { MarketType } from '../../api/contract/property-ref';

/**
 * The chart's version, stored in every application's envelope beside its state value and context.
 * Raise it with any change a stored envelope would not survive (a state renamed or removed, a
 * context field changed), and register the migration from the previous version.
 */
export const lendingMachineVersion = 5;

/** Who sent a person's event: someone on the application, or a bank employee (the back office). */
export type LendingActor = { kind: 'applicant'; userId: string } | { kind: 'staff'; staffId: string };

/** The bank's offer (spec section 3, Loan application): the schedule follows from these terms. */
export interface LendingOffer {
  /** What the bank lends, drams: the amount asked for, or less ("approved for less"). */
  amount: number;
  requestedAmount: number;
  termMonths: number;
  nominalRatePercent: number;
  actualRatePercent: number;
  monthlyPayment: number;
}

type ReviewDocument = (typeof reviewDocuments)[number];

/** What the server knows when a person starts an application. */
export interface LendingInput {
  /** The main applicant (a user id): the only one who may submit, delete or answer the offer. */
  mainApplicantId: string;
  /** Decides the submission deadline: 2 days (primary) or 5 days (secondary) from the start. */
  marketType: MarketType;
  /** The catalogue property the application booked, or null when the person gave a property price instead. */
  apartmentId: number | null;
  /** The property's price when the draft started, drams. */
  price: number;
  /** When the draft started (ISO time, the server's clock). */
  startedAt: string;
}

/** The two people an application can have (spec section 6): who made a refused offer's refusal, whose document mismatched. */
export type LendingParty = 'applicant' | 'coApplicant';

/**
 * The co-applicant the main applicant invited (issue 16). The invitation row keeps their data and
 * the invitation's own life (machines/co-applicant); the chart keeps what its guards need.
 */
export interface LendingCoApplicant {
  invitationId: string;
  /** Lower case: the invited person accepts only from an account with this e-mail. */
  email: string;
  relationship: CoApplicantRelationship;
  /** Set when the invitation is accepted: the only account that acts as the co-applicant. */
  userId: string | null;
  /** The co-applicant confirmed their part (applicant data, consent, addresses, spouse data): the applicant may submit. */
  partComplete: boolean;
}

/** Whether the developer or agency has confirmed the booked property ('waitingApproval' until it answers). */
export type PropertyAvailability = 'waitingApproval' | 'confirmed' | 'refused';

/** Where one person's identification stands (issue 17): the provider's widget, a bank employee's manual check, or passed. */
export type IdentificationProgress = 'notStarted' | 'inProgress' | 'manualProcessing' | 'passed';

/**
 * One person's part of the lending process after the offer is accepted (issue 17): the chart moves to
 * the next stage once everyone on the application has done theirs.
 */
export interface LendingPersonProgress {
  identification: IdentificationProgress;
  /** Failed tries with the provider's widget: the third sends the person to a branch. */
  identificationFailures: number;
  /** The video call: a slot booked, or the call done. */
  onboarding: 'notBooked' | 'booked' | 'completed';
  /** The booked call's start (ISO). */
  onboardingAt: string | null;
  /** They confirmed their spouse's data (or that they are not married); a married couple on one loan is recorded as each other's spouse. */
  spouseDataProvided: boolean;
  /** They presented their part of the contract's data (the main applicant: with the monthly repayment day). */
  packageDataPresented: boolean;
  /** They signed the contract package with a one-time code. */
  packageSigned: boolean;
}

/** Why the online identification cannot go on: the provider asked for a branch visit, or the person failed its tries. */
export type IdentificationStop = { person: LendingParty; reason: 'branchVisitRequired' | 'tooManyFailures' };

/** Only what the guards need, and what the statuses show (the offer, why it was refused). */
export interface LendingContext {
  mainApplicantId: string;
  marketType: MarketType;
  /** The booked catalogue property and its partner's answer; null for a property price given by the person. */
  property: { apartmentId: number; availability: PropertyAvailability } | null;
  /** The price the applicant has agreed to, and the catalogue's price now: they differ after a price change. */
  agreedPrice: number;
  currentPrice: number;
  startedAt: string;
  /** The end of the submission window: the draft expires (and its booking is released) then. */
  submitBy: string;
  submittedAt: string | null;
  /**
   * When the bank approved the application (the decision engine's answer, or an employee's after a
   * manual review): a resale home's 30-day window to the branch visit counts from it (spec section 9).
   * Null before the approval, and for an application approved before the chart recorded it (version 3).
   */
  approvedAt: string | null;
  /** The decision engine found this person's document does not match the registry: the draft is back for correcting it. */
  documentMismatch: LendingParty | null;
  /** The invited or accepted co-applicant; null when applying alone (or after a recall, a refusal or a cancellation). */
  coApplicant: LendingCoApplicant | null;
  /** Who refused the bank's offer, once it is refused. */
  offerRefusedBy: LendingParty | null;
  offer: LendingOffer | null;
  rejection: { reason: RefusalReason } | null;
  /** What to bring when a bank employee reviews the application. */
  reviewDocuments: ReviewDocument[];
  /** The lending process after the offer is accepted (issue 17): each person's part; null before. */
  progress: { applicant: LendingPersonProgress; coApplicant: LendingPersonProgress | null } | null;
  /** Why identification stopped (ApplicantsNotIdentificated), until a branch identifies the person. */
  identificationStop: IdentificationStop | null;
  /** The day of the month the loan is repaid (1-20), set by the main applicant with the contract's data (a resale home's: with the branch visit). */
  repaymentDay: number | null;
  /** The prepared contract package may be signed until this time (the end of the next working day); null without a package. */
  packageExpiresAt: string | null;
  /** The notary appointment the main applicant booked. */
  notaryAppointment: { notaryId: string; at: string } | null;
  /** The resale home's branch visit the main applicant booked. */
  branchVisit: { branchCode: string; at: string } | null;
}

export type LendingEvent =
  // The applicant's actions.
  | { type: 'application.submit'; by: LendingActor; at: string }
  | { type: 'application.delete'; by: LendingActor }
  /** Agrees to the catalogue's new price (the "Price changed" dialog); `price` is the price the person saw. */
  | { type: 'price.confirm'; by: LendingActor; price: number }
  | { type: 'application.cancel'; by: LendingActor }
  | { type: 'offer.accept'; by: LendingActor }
  | { type: 'offer.reject'; by: LendingActor }
  // The co-applicant's invitation (issue 16): the main applicant invites and recalls; `email` is the invited account's, lower case.
  | { type: 'coApplicant.invite'; by: LendingActor; at: string; invitationId: string; email: string; relationship: CoApplicantRelationship }
  | { type: 'coApplicant.recall'; by: LendingActor }
  | { type: 'invitation.accept'; by: LendingActor; email: string }
  | { type: 'invitation.decline'; by: LendingActor; email: string }
  // The co-applicant's own actions.
  | { type: 'coApplicant.completePart'; by: LendingActor }
  /** The co-applicant changed a step of a part they had confirmed: it must be confirmed again. */
  | { type: 'coApplicant.changePart'; by: LendingActor }
  | { type: 'coApplicant.cancel'; by: LendingActor }
  /** The population registry's answer about the co-applicant's data: not a citizen, or named a spouse but not married to the applicant. */
  | { type: 'registry.coApplicantNotCitizen' }
  | { type: 'registry.coApplicantNotSpouse' }
  // The developer's or agency's answer about the booked property (the partner adapter).
  | { type: 'property.confirmed' }
  /** `reason`: the partner's, when a person refused in the office (kept in the log). */
  | { type: 'property.refused'; reason?: string }
  /** The catalogue's price of the booked property changed after the draft started. */
  | { type: 'price.changed'; price: number }
  // Deadline rows, when due (`at`: the server's clock).
  | { type: 'deadline.submissionPassed'; at: string }
  /** The process window ran out while waiting on the client or on the bank's service (7 days from the submission primary, 30 days from the approval secondary). */
  | { type: 'deadline.processPassed' }
  // The bank's decision engine (called from the outbox; its answers come back as events).
  | { type: 'bank.received' }
  | { type: 'bank.unavailable' }
  /** `at`: when the bank's answer arrived (the server's clock). */
  | { type: 'decision.approved'; offer: LendingOffer; at: string }
  | { type: 'decision.rejected'; reason: RefusalReason }
  | { type: 'decision.manualReview'; documents: ReviewDocument[] }
  | { type: 'decision.documentMismatch'; person: LendingParty }
  // The lending process after the offer is accepted (issue 17). A person's action carries `by`; an
  // outside system's answer names the `person` it is about.
  /** The person opens the identification provider's widget (again, after a failed try). */
  | { type: 'identification.start'; by: LendingActor }
  | { type: 'identification.passed'; person: LendingParty }
  | { type: 'identification.failed'; person: LendingParty }
  /** The provider hands the person's identification to a bank employee. */
  | { type: 'identification.manualProcessing'; person: LendingParty }
  | { type: 'identification.branchVisitRequired'; person: LendingParty }
  /** The provider read a document that does not match the authority's records (ProvidedDocumentMismatchedWithAS). */
  | { type: 'identification.documentMismatch'; person: LendingParty }
  /** The person corrected their document's data after a mismatch: they identify again. */
  | { type: 'document.correct'; by: LendingActor }
  /** The person booked (or moved) their video-call slot, starting at `slotAt`. */
  | { type: 'onboarding.book'; by: LendingActor; slotAt: string }
  | { type: 'onboarding.completed'; person: LendingParty }
  /** The person did not join the booked call: they book another slot. */
  | { type: 'onboarding.missed'; person: LendingParty }
  /** The bank's employee could not confirm the person on the call: the online process ends. */
  | { type: 'onboarding.failed'; person: LendingParty }
  | { type: 'spouseData.provide'; by: LendingActor }
  /** The person's spouse does not give their data and consent: the loan cannot go on online. */
  | { type: 'spouseData.decline'; by: LendingActor }
  /** The person's part of the contract's data; only the main applicant gives the repayment day (1-20). */
  | { type: 'packageData.present'; by: LendingActor; repaymentDay: number | null }
  /** The bank prepared the contract package; it may be signed until `expiresAt`. */
  | { type: 'package.prepared'; expiresAt: string }
  | { type: 'package.checked' }
  /** The person signed every document of the package with a valid one-time code (`at`: the server's clock). */
  | { type: 'package.sign'; by: LendingActor; at: string }
  /** The person cancels the package: the application is rejected. */
  | { type: 'package.reject'; by: LendingActor }
  | { type: 'deadline.packagePassed'; at: string }
  /** The bank approves the loan on the signed package. */
  | { type: 'bank.loanApproved' }
  /** The main applicant booked (or moved) the notary appointment. */
  | { type: 'notary.book'; by: LendingActor; notaryId: string; slotAt: string }
  | { type: 'notary.packagePrepared' }
  | { type: 'notary.packageChecked' }
  | { type: 'notary.packageAvailable' }
  /** Nobody came to the notary at the booked time: the main applicant books again. */
  | { type: 'notary.appointmentMissed' }
  | { type: 'registry.rightsRegistered' }
  | { type: 'insurer.propertyInsured' }
  | { type: 'coreBanking.loanDisbursed' }
  /** The secondary market: the main applicant books (or moves) the branch visit, with the loan's repayment day (1-20). */
  | { type: 'branchVisit.book'; by: LendingActor; branchCode: string; slotAt: string; repaymentDay: number | null }
  /** The bank's branch signed the loan with the clients at the visit. */
  | { type: 'branchVisit.attended' }
  // A bank employee's decision on an application in manual review.
  | { type: 'review.approve'; by: LendingActor; offer: LendingOffer; at: string }
  | { type: 'review.reject'; by: LendingActor; reason: RefusalReason }
  | { type: 'review.requestDocuments'; by: LendingActor; documents: ReviewDocument[] };
