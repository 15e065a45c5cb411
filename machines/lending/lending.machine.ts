import { and, assign, not, setup, type AnyStateNode, type SnapshotFrom, type StateValue } from 'xstate';
import { bookingRules } from '../../api/contract/bookings';
import type { ErrorCode } from '../../api/contract/errors';
import { lendingStatuses } from '../../api/contract/loan-application';
import type { RefusalReason, reviewDocuments } from '../../api/contract/prequal';
import type { CoApplicantRelationship } from '../../api/contract/co-applicant';
import type { MarketType } from '../../api/contract/property-ref';

/**
 * The chart's version, stored in every application's envelope beside its state value and context.
 * Raise it with any change a stored envelope would not survive (a state renamed or removed, a
 * context field changed), and register the migration from the previous version.
 */
export const lendingMachineVersion = 2;

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
  | { type: 'property.refused' }
  /** The catalogue's price of the booked property changed after the draft started. */
  | { type: 'price.changed'; price: number }
  // Deadline rows, when due (`at`: the server's clock).
  | { type: 'deadline.submissionPassed'; at: string }
  /** The process window ran out while waiting on the client or on the bank's service (7 days primary, 30 days secondary). */
  | { type: 'deadline.processPassed' }
  // The bank's decision engine (called from the outbox; its answers come back as events).
  | { type: 'bank.received' }
  | { type: 'bank.unavailable' }
  | { type: 'decision.approved'; offer: LendingOffer }
  | { type: 'decision.rejected'; reason: RefusalReason }
  | { type: 'decision.manualReview'; documents: ReviewDocument[] }
  | { type: 'decision.documentMismatch'; person: LendingParty }
  // A bank employee's decision on an application in manual review.
  | { type: 'review.approve'; by: LendingActor; offer: LendingOffer }
  | { type: 'review.reject'; by: LendingActor; reason: RefusalReason };

const dayMs = 24 * 60 * 60 * 1000;
const isMainApplicantActor = (by: LendingActor, context: LendingContext) => by.kind === 'applicant' && by.userId === context.mainApplicantId;
const isCoApplicantActor = (by: LendingActor, context: LendingContext) =>
  by.kind === 'applicant' && context.coApplicant?.userId != null && by.userId === context.coApplicant.userId;
type GuardArgs = { context: LendingContext; event: LendingEvent };
const eventTime = (event: LendingEvent) => ('at' in event ? Date.parse(event.at) : Number.NaN);

/**
 * The rules the chart's guards check, by name. Each is pure: the context and the event decide, and
 * time comes in the event (`at`). `lendingGuardReasons` gives each its catalogued refusal.
 */
const lendingGuards = {
  /** Spec sections 4 and 6: only the main applicant submits, deletes the draft, confirms a price, answers the offer or asks to cancel. */
  isMainApplicant: ({ context, event }: GuardArgs) => 'by' in event && isMainApplicantActor(event.by, context),
  /** Spec section 6: the accepted co-applicant completes their part, cancels, and answers the offer. */
  isCoApplicant: ({ context, event }: GuardArgs) => 'by' in event && isCoApplicantActor(event.by, context),
  /** The invitation is answered from the account of the e-mail it was sent to, and never by the main applicant. */
  isInvitee: ({ context, event }: GuardArgs) =>
    'email' in event && context.coApplicant !== null && event.email === context.coApplicant.email && !isMainApplicantActor(event.by, context),
  /** Applying together: the co-applicant has confirmed their part (spec: the applicant submits only then). */
  isCoApplicantPartComplete: ({ context }: GuardArgs) => context.coApplicant?.partComplete === true,
  /** Somebody accepted the invitation and is on the application. */
  hasCoApplicant: ({ context }: GuardArgs) => context.coApplicant?.userId != null,
  /** Manual review is decided by a bank employee. */
  isBankStaff: ({ event }: GuardArgs) => 'by' in event && event.by.kind === 'staff',
  /** Spec sections 4 and 9: submitted within 2 days (primary) or 5 days (secondary) of the start. */
  isWithinSubmissionDeadline: ({ context, event }: GuardArgs) => eventTime(event) < Date.parse(context.submitBy),
  /** A deadline row fires only once the window has closed (a stale or early one changes nothing). */
  isPastSubmissionDeadline: ({ context, event }: GuardArgs) => eventTime(event) >= Date.parse(context.submitBy),
  /** The developer or agency has confirmed the booked property is available (no catalogue property: nothing to confirm). */
  isPropertyConfirmed: ({ context }: GuardArgs) => context.property === null || context.property.availability === 'confirmed',
  /** Issue 15: a price that changed after the draft started must be confirmed before submitting. */
  isPriceConfirmed: ({ context }: GuardArgs) => context.agreedPrice === context.currentPrice,
  /** The price confirmed is the catalogue's price now, not one that has changed again since the person saw it. */
  isCurrentPrice: ({ context, event }: GuardArgs) => event.type === 'price.confirm' && event.price === context.currentPrice,
};

export type LendingGuard = keyof typeof lendingGuards;

/**
 * Each guard's catalogued refusal (errors:<TYPE>.<REASON>), so a refused action tells the person
 * which rule refused it. `statusAllows` is the refusal of an event the current status does not take
 * at all (deleting a submitted application, accepting an offer not made).
 */
export const lendingGuardReasons = {
  statusAllows: 'LOAN_APPLICATION.ACTION_NOT_ALLOWED',
  isMainApplicant: 'COMMON.FORBIDDEN',
  isCoApplicant: 'COMMON.FORBIDDEN',
  isInvitee: 'LOAN_APPLICATION.INVITATION_FOR_ANOTHER_EMAIL',
  isCoApplicantPartComplete: 'LOAN_APPLICATION.CO_APPLICANT_PART_INCOMPLETE',
  hasCoApplicant: 'LOAN_APPLICATION.ACTION_NOT_ALLOWED',
  isBankStaff: 'COMMON.FORBIDDEN',
  isWithinSubmissionDeadline: 'LOAN_APPLICATION.ACTION_NOT_ALLOWED',
  isPastSubmissionDeadline: 'LOAN_APPLICATION.ACTION_NOT_ALLOWED',
  isPropertyConfirmed: 'APARTMENT.APARTMENT_UNAVAILABLE',
  isPriceConfirmed: 'LOAN_APPLICATION.PRICE_CHANGED',
  isCurrentPrice: 'LOAN_APPLICATION.PRICE_CHANGED',
} as const satisfies Record<LendingGuard | 'statusAllows', ErrorCode>;

/** The main applicant may ask the bank to cancel an application the bank holds or has agreed. */
const cancelOnRequest = { 'application.cancel': { guard: 'isMainApplicant', target: 'cancelledByApplicantRequest' } } as const;

/**
 * What every state before the submission takes, with or without a co-applicant: the draft is deleted
 * only by the main applicant, expires with its submission window (an invitation lapses with it), and
 * follows the partner's answer and the catalogue's price.
 */
const preparing = {
  'application.delete': { guard: 'isMainApplicant', target: '#lending.deleted' },
  'deadline.submissionPassed': { guard: 'isPastSubmissionDeadline', target: '#lending.expired' },
  'property.confirmed': { actions: 'recordPropertyConfirmed' },
  // The draft stays (it can be deleted, or expires); it cannot be submitted.
  'property.refused': { actions: 'recordPropertyRefused' },
  'price.changed': { actions: 'recordCurrentPrice' },
  'price.confirm': { guard: and(['isMainApplicant', 'isCurrentPrice']), actions: 'recordAgreedPrice' },
} as const;

/** Submitting: only the main applicant, in time, on a confirmed property at the agreed price. */
const submitRules = ['isMainApplicant', 'isWithinSubmissionDeadline', 'isPropertyConfirmed', 'isPriceConfirmed'] as const;
const submit = { target: '#lending.sent', actions: 'recordSubmission' } as const;

/** The main applicant invites a co-applicant (again, after a refusal or a cancellation) within the submission window. */
const invite = {
  'coApplicant.invite': { guard: and(['isMainApplicant', 'isWithinSubmissionDeadline']), target: '#lending.coApplicantDecision', actions: 'recordInvitation' },
} as const;

/** The main applicant recalls the invitation (the co-applicant is told): back to the draft, to invite someone else or apply alone. */
const recall = { 'coApplicant.recall': { guard: 'isMainApplicant', target: '#lending.draft', actions: 'forgetCoApplicant' } } as const;
/** The accepted co-applicant leaves the application before it is submitted. */
const coApplicantCancels = { 'coApplicant.cancel': { guard: 'isCoApplicant', target: '#lending.canceledByCoApplicant', actions: 'forgetCoApplicant' } } as const;

/**
 * The mortgage application's lifecycle up to the bank's decision and the clients' answer (spec
 * section 4, issues 15 and 16), with or without a co-applicant. Pure: no effects, no timers, no
 * actors; only `assign`. The server is its runtime: it restores an application's envelope with
 * `resolveState`, computes the next state with `transition()`, and does the effects (booking,
 * outbox, mail) in the same transaction. Time arrives as deadline events, outside systems' answers as
 * events.
 */
export const lendingMachine = setup({
  types: {
    context: {} as LendingContext,
    input: {} as LendingInput,
    events: {} as LendingEvent,
  },
  guards: lendingGuards,
  actions: {
    recordPropertyConfirmed: assign({ property: ({ context }) => context.property && { ...context.property, availability: 'confirmed' as const } }),
    recordPropertyRefused: assign({ property: ({ context }) => context.property && { ...context.property, availability: 'refused' as const } }),
    recordCurrentPrice: assign({ currentPrice: ({ context, event }) => (event.type === 'price.changed' ? event.price : context.currentPrice) }),
    recordAgreedPrice: assign({ agreedPrice: ({ context, event }) => (event.type === 'price.confirm' ? event.price : context.agreedPrice) }),
    recordSubmission: assign({ submittedAt: ({ context, event }) => (event.type === 'application.submit' ? event.at : context.submittedAt), documentMismatch: null }),
    recordInvitation: assign({
      coApplicant: ({ context, event }) =>
        event.type === 'coApplicant.invite'
          ? { invitationId: event.invitationId, email: event.email, relationship: event.relationship, userId: null, partComplete: false }
          : context.coApplicant,
    }),
    forgetCoApplicant: assign({ coApplicant: null }),
    /** The co-applicant's part must be confirmed (again). */
    reopenCoApplicantPart: assign({ coApplicant: ({ context }) => context.coApplicant && { ...context.coApplicant, partComplete: false } }),
  },
}).createMachine({
  id: 'lending',
  context: ({ input }) => ({
    mainApplicantId: input.mainApplicantId,
    marketType: input.marketType,
    property: input.apartmentId === null ? null : { apartmentId: input.apartmentId, availability: 'waitingApproval' },
    agreedPrice: input.price,
    currentPrice: input.price,
    startedAt: input.startedAt,
    submitBy: new Date(Date.parse(input.startedAt) + bookingRules.holdDays[input.marketType] * dayMs).toISOString(),
    submittedAt: null,
    documentMismatch: null,
    coApplicant: null,
    offerRefusedBy: null,
    offer: null,
    rejection: null,
    reviewDocuments: [],
  }),
  initial: 'draft',
  states: {
    /** Shown as pre-saved: the wizard saves each step; the booking holds the property until `submitBy`. Applying alone, or inviting. */
    draft: {
      on: {
        ...preparing,
        ...invite,
        'application.submit': { guard: and([...submitRules]), ...submit },
      },
    },
    /** The invitation is sent: the invited person signs up or signs in from the mail and accepts or declines it. */
    coApplicantDecision: {
      on: {
        ...preparing,
        ...recall,
        'invitation.accept': {
          guard: 'isInvitee',
          target: 'invitationAccepted',
          actions: assign({ coApplicant: ({ context, event }) => context.coApplicant && { ...context.coApplicant, userId: 'by' in event && event.by.kind === 'applicant' ? event.by.userId : null } }),
        },
        'invitation.decline': { guard: 'isInvitee', target: 'rejectedByCoapplicant', actions: 'forgetCoApplicant' },
      },
    },
    /** The co-applicant is on the application and does their part in their own profile; the applicant submits once it is complete. */
    invitationAccepted: {
      on: {
        ...preparing,
        ...recall,
        ...coApplicantCancels,
        'coApplicant.completePart': { guard: 'isCoApplicant', actions: assign({ coApplicant: ({ context }) => context.coApplicant && { ...context.coApplicant, partComplete: true } }) },
        'coApplicant.changePart': { guard: 'isCoApplicant', actions: 'reopenCoApplicantPart' },
        'registry.coApplicantNotCitizen': { target: 'citizenshipMismatch', actions: 'reopenCoApplicantPart' },
        'registry.coApplicantNotSpouse': { target: 'maritalStatusMismatch', actions: 'reopenCoApplicantPart' },
        'application.submit': { guard: and([...submitRules, 'isCoApplicantPartComplete']), ...submit },
      },
    },
    /**
     * The registry says the co-applicant is not a citizen of Armenia (spec section 5): the applicant
     * recalls the invitation and invites someone else or applies alone; the co-applicant may leave.
     */
    citizenshipMismatch: { on: { ...preparing, ...recall, ...coApplicantCancels } },
    /** The co-applicant was named the spouse, but the registry does not have them married to the applicant: the same ways out. */
    maritalStatusMismatch: { on: { ...preparing, ...recall, ...coApplicantCancels } },
    /** The invited person declined: the applicant invites someone else or applies alone (and submits). */
    rejectedByCoapplicant: { on: { ...preparing, ...invite, 'application.submit': { guard: and([...submitRules]), ...submit } } },
    /** The co-applicant left the application before it was submitted: the same as a declined invitation. */
    canceledByCoApplicant: { on: { ...preparing, ...invite, 'application.submit': { guard: and([...submitRules]), ...submit } } },
    /** Submitted: the outbox hands it to the bank's decision engine (with the co-applicant's income and history). */
    sent: {
      on: {
        'bank.received': 'sentToBank',
        'bank.unavailable': 'pending',
        ...cancelOnRequest,
      },
    },
    /** The decision engine could not take or decide it (service unavailable): the outbox tries again. */
    pending: {
      on: {
        // A retry that fails again changes nothing, so the outbox sends no event for it.
        'bank.received': 'sentToBank',
        'deadline.processPassed': 'expired',
        ...cancelOnRequest,
      },
    },
    /** The decision engine is deciding (within 5 minutes). */
    sentToBank: {
      on: {
        'decision.approved': { target: 'approvedByBank', actions: assign({ offer: ({ event }) => event.offer }) },
        'decision.rejected': { target: 'rejectedByBank', actions: assign({ rejection: ({ event }) => ({ reason: event.reason }) }) },
        'decision.manualReview': { target: 'manualReview', actions: assign({ reviewDocuments: ({ event }) => event.documents }) },
        // Back before the submission, to correct the document's data and submit again within the window;
        // the co-applicant's mismatch reopens their part.
        'decision.documentMismatch': [
          {
            guard: 'hasCoApplicant',
            target: 'invitationAccepted',
            actions: assign({
              documentMismatch: ({ event }) => event.person,
              coApplicant: ({ context, event }) => context.coApplicant && { ...context.coApplicant, partComplete: context.coApplicant.partComplete && event.person !== 'coApplicant' },
            }),
          },
          { target: 'draft', actions: assign({ documentMismatch: ({ event }) => event.person }) },
        ],
        'bank.unavailable': 'pending',
        ...cancelOnRequest,
      },
    },
    /** A bank employee reviews the application (spec: a new application only 7 days after a manual review). */
    manualReview: {
      on: {
        'review.approve': { guard: 'isBankStaff', target: 'approvedByBank', actions: assign({ offer: ({ event }) => event.offer }) },
        'review.reject': { guard: 'isBankStaff', target: 'rejectedByBank', actions: assign({ rejection: ({ event }) => ({ reason: event.reason }) }) },
        ...cancelOnRequest,
      },
    },
    /** The offer is shown (amount, term, rates, monthly payment, schedule): each person on the application accepts or refuses it. */
    approvedByBank: {
      on: {
        'offer.accept': [
          { guard: 'isMainApplicant', target: 'approvedByClient' },
          { guard: 'isCoApplicant', target: 'approvedByCoapplicant' },
        ],
        'offer.reject': [
          { guard: 'isMainApplicant', target: 'rejectedByClient', actions: assign({ offerRefusedBy: 'applicant' as const }) },
          { guard: 'isCoApplicant', target: 'rejectedByClient', actions: assign({ offerRefusedBy: 'coApplicant' as const }) },
        ],
        'deadline.processPassed': 'expired',
      },
    },
    /** The main applicant accepted: alone, that is the offer accepted; together, the co-applicant's answer is awaited. */
    approvedByClient: {
      always: { guard: not('hasCoApplicant'), target: 'offerAccepted' },
      on: {
        'offer.accept': { guard: 'isCoApplicant', target: 'offerAccepted' },
        'offer.reject': { guard: 'isCoApplicant', target: 'rejectedByClient', actions: assign({ offerRefusedBy: 'coApplicant' as const }) },
        'deadline.processPassed': 'expired',
        ...cancelOnRequest,
      },
    },
    /** The co-applicant accepted first: the main applicant's answer is awaited. */
    approvedByCoapplicant: {
      on: {
        'offer.accept': { guard: 'isMainApplicant', target: 'offerAccepted' },
        'offer.reject': { guard: 'isMainApplicant', target: 'rejectedByClient', actions: assign({ offerRefusedBy: 'applicant' as const }) },
        'deadline.processPassed': 'expired',
      },
    },
    /** Everyone on the application accepted the offer: the post-approval stages (identification, signing, notary) follow. */
    offerAccepted: { on: cancelOnRequest },
    /** The booking is cancelled; a new application is possible 7 days later. */
    rejectedByBank: { type: 'final' },
    /** The applicant or the co-applicant refused the offer (`offerRefusedBy`). */
    rejectedByClient: { type: 'final' },
    /** Not submitted in time (or the process window ran out): the booking is released and an invitation lapses. */
    expired: { type: 'final' },
    /** The main applicant deleted the draft: the booking is released. */
    deleted: { type: 'final' },
    cancelledByApplicantRequest: { type: 'final' },
  },
});

export type LendingSnapshot = SnapshotFrom<typeof lendingMachine>;

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
  expired: 'Expired',
  deleted: 'Deleted',
  cancelledByApplicantRequest: 'CancelledByApplicantRequest',
} as const satisfies Record<string, LendingStatus>;
/** The chart's top-level states (a test keeps them equal to the chart's). */
export type LendingStateKey = keyof typeof statusByState;

/** The status (spec section 4) of a state value: the top-level state names it. */
export function lendingStatusOf(value: StateValue): LendingStatus {
  const key = typeof value === 'string' ? value : Object.keys(value)[0];
  const status = (statusByState as Record<string, LendingStatus>)[key ?? ''];
  if (!status) throw new Error(`no lending status for the state ${JSON.stringify(value)}`);
  return status;
}

/** A guard as a transition holds it: a name, `{ type }`, or `and([...])` (which keeps its parts in `guards`). */
function rulesOf(guard: unknown): LendingGuard[] {
  if (!guard) return [];
  if (typeof guard === 'string') return [guard as LendingGuard];
  const parts = (guard as { guards?: unknown[] }).guards;
  if (parts) return parts.flatMap(rulesOf);
  return [(guard as { type: LendingGuard }).type];
}

export interface LendingRefusal {
  rule: LendingGuard | 'statusAllows';
  reason: ErrorCode;
}

/**
 * Why the chart refuses this event in this state (the server's 409): the first rule of the first
 * transition for the event that does not hold, or `statusAllows` when the status takes no such
 * event. Null when the event is allowed.
 */
export function lendingRefusal(snapshot: LendingSnapshot, event: LendingEvent): LendingRefusal | null {
  if (snapshot.can(event)) return null;
  const nodes = (snapshot as unknown as { _nodes: AnyStateNode[] })._nodes;
  const candidates = nodes.flatMap((node) => node.transitions.get(event.type) ?? []);
  for (const candidate of candidates) {
    const failing = rulesOf(candidate.guard).find((rule) => !lendingGuards[rule]({ context: snapshot.context, event }));
    if (failing) return { rule: failing, reason: lendingGuardReasons[failing] };
  }
  return { rule: 'statusAllows', reason: lendingGuardReasons.statusAllows };
}
