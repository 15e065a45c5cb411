import { and, assign, setup, type AnyStateNode, type SnapshotFrom, type StateValue } from 'xstate';
import { bookingRules } from '../../api/contract/bookings';
import type { ErrorCode } from '../../api/contract/errors';
import { lendingStatuses } from '../../api/contract/loan-application';
import type { RefusalReason, reviewDocuments } from '../../api/contract/prequal';
import type { MarketType } from '../../api/contract/property-ref';

/**
 * The chart's version, stored in every application's envelope beside its state value and context.
 * Raise it with any change a stored envelope would not survive (a state renamed or removed, a
 * context field changed), and register the migration from the previous version.
 */
export const lendingMachineVersion = 1;

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
  /** The decision engine found the applicant's document does not match the registry: the draft is back for correcting it. */
  documentMismatch: boolean;
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
  | { type: 'decision.documentMismatch' }
  // A bank employee's decision on an application in manual review.
  | { type: 'review.approve'; by: LendingActor; offer: LendingOffer }
  | { type: 'review.reject'; by: LendingActor; reason: RefusalReason };

const dayMs = 24 * 60 * 60 * 1000;
const isMainApplicantActor = (by: LendingActor, context: LendingContext) => by.kind === 'applicant' && by.userId === context.mainApplicantId;
type GuardArgs = { context: LendingContext; event: LendingEvent };
const eventTime = (event: LendingEvent) => ('at' in event ? Date.parse(event.at) : Number.NaN);

/**
 * The rules the chart's guards check, by name. Each is pure: the context and the event decide, and
 * time comes in the event (`at`). `lendingGuardReasons` gives each its catalogued refusal.
 */
const lendingGuards = {
  /** Spec sections 4 and 6: only the main applicant submits, deletes the draft, confirms a price, answers the offer or asks to cancel. */
  isMainApplicant: ({ context, event }: GuardArgs) => 'by' in event && isMainApplicantActor(event.by, context),
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
 * The mortgage application's lifecycle up to the bank's decision and the client's answer (spec
 * section 4, issue 15). Pure: no effects, no timers, no actors; only `assign`. The server is its
 * runtime: it restores an application's envelope with `resolveState`, computes the next state with
 * `transition()`, and does the effects (booking, outbox, mail) in the same transaction. Time arrives
 * as deadline events, outside systems' answers as events.
 */
export const lendingMachine = setup({
  types: {
    context: {} as LendingContext,
    input: {} as LendingInput,
    events: {} as LendingEvent,
  },
  guards: lendingGuards,
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
    documentMismatch: false,
    offer: null,
    rejection: null,
    reviewDocuments: [],
  }),
  initial: 'draft',
  states: {
    /** Shown as pre-saved: the wizard saves each step; the booking holds the property until `submitBy`. */
    draft: {
      on: {
        'application.submit': {
          guard: and(['isMainApplicant', 'isWithinSubmissionDeadline', 'isPropertyConfirmed', 'isPriceConfirmed']),
          target: 'sent',
          actions: assign({ submittedAt: ({ event }) => event.at, documentMismatch: false }),
        },
        // Only while pre-saved: the booking is released.
        'application.delete': { guard: 'isMainApplicant', target: 'deleted' },
        'deadline.submissionPassed': { guard: 'isPastSubmissionDeadline', target: 'expired' },
        'property.confirmed': { actions: assign({ property: ({ context }) => context.property && { ...context.property, availability: 'confirmed' } }) },
        // The draft stays (it can be deleted, or expires); it cannot be submitted.
        'property.refused': { actions: assign({ property: ({ context }) => context.property && { ...context.property, availability: 'refused' } }) },
        'price.changed': { actions: assign({ currentPrice: ({ event }) => event.price }) },
        'price.confirm': { guard: and(['isMainApplicant', 'isCurrentPrice']), actions: assign({ agreedPrice: ({ event }) => event.price }) },
      },
    },
    /** Submitted: the outbox hands it to the bank's decision engine. */
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
        // Back to the draft, to correct the document's data and submit again within the window.
        'decision.documentMismatch': { target: 'draft', actions: assign({ documentMismatch: true }) },
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
    /** The offer is shown (amount, term, rates, monthly payment, schedule): the client accepts or refuses it. */
    approvedByBank: {
      on: {
        'offer.accept': { guard: 'isMainApplicant', target: 'approvedByClient' },
        'offer.reject': { guard: 'isMainApplicant', target: 'rejectedByClient' },
        'deadline.processPassed': 'expired',
      },
    },
    /**
     * The main applicant accepted. With nobody else on the application that is the offer accepted;
     * the co-applicant issue waits here for the co-applicant's answer.
     */
    approvedByClient: { always: 'offerAccepted' },
    /** Every applicant accepted the offer: the post-approval stages (identification, signing, notary) follow. */
    offerAccepted: { on: cancelOnRequest },
    /** The booking is cancelled; a new application is possible 7 days later. */
    rejectedByBank: { type: 'final' },
    rejectedByClient: { type: 'final' },
    /** Not submitted in time (or the process window ran out): the booking is released. */
    expired: { type: 'final' },
    /** The main applicant deleted the draft: the booking is released. */
    deleted: { type: 'final' },
    cancelledByApplicantRequest: { type: 'final' },
  },
});

export type LendingSnapshot = SnapshotFrom<typeof lendingMachine>;

/** The application statuses of spec section 4 that this chart reaches (issue 15): the contract's list, which the API answers with. */
export { lendingStatuses };
export type LendingStatus = (typeof lendingStatuses)[number];

const statusByState = {
  draft: 'Draft',
  sent: 'Sent',
  pending: 'Pending',
  sentToBank: 'SentToBank',
  manualReview: 'ManualReview',
  approvedByBank: 'ApprovedByBank',
  rejectedByBank: 'RejectedByBank',
  approvedByClient: 'ApprovedByClient',
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
