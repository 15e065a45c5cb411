import { and, assign, not, setup, type SnapshotFrom } from 'xstate';
import { bookingRules } from '../../api/contract/bookings';
import { effectsMeta, eventEffectsMeta } from './lending-effects';
import { dayMs, everyonesProgress, lendingGuards, lendingPartyOf, newPersonProgress, withPersonProgress } from './lending.guards';
import type { LendingContext, LendingEvent, LendingInput } from './lending.types';
import { processStates } from './lending.process-states';
import { cancelOnRequest, coApplicantCancels, invite, preparing, recall, submit, submitRules } from './lending.transitions';

// The chart's parts, read from here by the server and the screens: its types, its rules and their refusals, its statuses.
export * from './lending.types';
export { identificationTries, isSpouseCoupleContext, lendingGuardReasons, lendingPartyOf, lendingRefusal, newPersonProgress, repaymentDayRange, type LendingGuard, type LendingRefusal } from './lending.guards';
export * from './lending.statuses';

/**
 * The mortgage application's lifecycle, from the draft through the bank's decision and the clients'
 * answer to the payout (spec section 4, issues 15, 16 and 17), with or without a co-applicant. Pure:
 * no effects, no timers, no actors; only `assign`. Its types are lending.types.ts, its rules and their
 * refusals lending.guards.ts, the transitions states share lending.transitions.ts, what entering a
 * state causes lending-effects.ts (on the states' `meta`). The server is its runtime: it restores an
 * application's envelope, computes the next state with `transition()`, and interprets the entered
 * state's declared effects in the same transaction. Time arrives as deadline events, outside
 * systems' answers as events.
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
    /** The bank's offer, and when it was made (the resale home's branch-visit window counts from it). */
    recordApproval: assign({
      offer: ({ context, event }) => (event.type === 'decision.approved' || event.type === 'review.approve' ? event.offer : context.offer),
      approvedAt: ({ context, event }) => (event.type === 'decision.approved' || event.type === 'review.approve' ? event.at : context.approvedAt),
    }),
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
    // The lending process (issue 17).
    /** Everyone on the application accepted the offer (each transition into offerAccepted): each starts the process with nothing done. */
    beginProgress: assign({
      progress: ({ context }) => ({ applicant: newPersonProgress(), coApplicant: context.coApplicant?.userId != null ? newPersonProgress() : null }),
    }),
    startIdentification: assign({ progress: ({ context, event }) => withPersonProgress(context, event, () => ({ identification: 'inProgress' })) }),
    recordIdentificationPassed: assign({
      progress: ({ context, event }) => withPersonProgress(context, event, () => ({ identification: 'passed' })),
      identificationStop: null,
    }),
    recordManualProcessing: assign({ progress: ({ context, event }) => withPersonProgress(context, event, () => ({ identification: 'manualProcessing' })) }),
    /** A failed try: the person may open the widget again. */
    recordIdentificationFailure: assign({
      progress: ({ context, event }) => withPersonProgress(context, event, (person) => ({ identification: 'notStarted', identificationFailures: person.identificationFailures + 1 })),
    }),
    stopForTooManyFailures: assign({
      identificationStop: ({ context, event }) => ({ person: lendingPartyOf(context, event) ?? 'applicant', reason: 'tooManyFailures' as const }),
    }),
    stopForBranchVisit: assign({
      identificationStop: ({ context, event }) => ({ person: lendingPartyOf(context, event) ?? 'applicant', reason: 'branchVisitRequired' as const }),
    }),
    recordIdentificationMismatch: assign({ documentMismatch: ({ context, event }) => lendingPartyOf(context, event) }),
    /** The corrected document is identified anew. */
    recordDocumentCorrected: assign({
      documentMismatch: null,
      progress: ({ context, event }) => withPersonProgress(context, event, () => ({ identification: 'notStarted' })),
    }),
    recordOnboardingBooked: assign({
      progress: ({ context, event }) => withPersonProgress(context, event, () => ({ onboarding: 'booked', onboardingAt: event.type === 'onboarding.book' ? event.slotAt : null })),
    }),
    recordOnboardingCompleted: assign({ progress: ({ context, event }) => withPersonProgress(context, event, () => ({ onboarding: 'completed' })) }),
    recordOnboardingMissed: assign({ progress: ({ context, event }) => withPersonProgress(context, event, () => ({ onboarding: 'notBooked', onboardingAt: null })) }),
    recordNotaryAppointment: assign({
      notaryAppointment: ({ context, event }) => (event.type === 'notary.book' ? { notaryId: event.notaryId, at: event.slotAt } : context.notaryAppointment),
    }),
    forgetNotaryAppointment: assign({ notaryAppointment: null }),
    /** The branch visit, and the repayment day the main applicant gave with it (a resale home's contract is signed at the visit). */
    recordBranchVisit: assign({
      branchVisit: ({ context, event }) => (event.type === 'branchVisit.book' ? { branchCode: event.branchCode, at: event.slotAt } : context.branchVisit),
      repaymentDay: ({ context, event }) => (event.type === 'branchVisit.book' && event.repaymentDay !== null ? event.repaymentDay : context.repaymentDay),
    }),
    recordSpouseData: assign({ progress: ({ context, event }) => withPersonProgress(context, event, () => ({ spouseDataProvided: true })) }),
    /** A married couple on one loan: each is recorded as the other's spouse (the server keeps the data from their own parts). */
    recordSpouseCouple: assign({ progress: ({ context }) => everyonesProgress(context, { spouseDataProvided: true }) }),
    recordPackageData: assign({
      progress: ({ context, event }) => withPersonProgress(context, event, () => ({ packageDataPresented: true })),
      repaymentDay: ({ context, event }) => (event.type === 'packageData.present' && event.repaymentDay !== null ? event.repaymentDay : context.repaymentDay),
    }),
    recordPackagePrepared: assign({ packageExpiresAt: ({ context, event }) => (event.type === 'package.prepared' ? event.expiresAt : context.packageExpiresAt) }),
    recordSignature: assign({ progress: ({ context, event }) => withPersonProgress(context, event, () => ({ packageSigned: true })) }),
    /** An expired package is prepared again, and everyone signs the new one. */
    discardPackage: assign({ packageExpiresAt: null, progress: ({ context }) => everyonesProgress(context, { packageSigned: false }) }),
  },
}).createMachine({
  id: 'lending',
  meta: eventEffectsMeta(),
  context: ({ input }) => ({
    mainApplicantId: input.mainApplicantId,
    marketType: input.marketType,
    property: input.apartmentId === null ? null : { apartmentId: input.apartmentId, availability: 'waitingApproval' },
    agreedPrice: input.price,
    currentPrice: input.price,
    startedAt: input.startedAt,
    submitBy: new Date(Date.parse(input.startedAt) + bookingRules.holdDays[input.marketType] * dayMs).toISOString(),
    submittedAt: null,
    approvedAt: null,
    documentMismatch: null,
    coApplicant: null,
    offerRefusedBy: null,
    offer: null,
    rejection: null,
    reviewDocuments: [],
    progress: null,
    identificationStop: null,
    repaymentDay: null,
    packageExpiresAt: null,
    notaryAppointment: null,
    branchVisit: null,
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
    citizenshipMismatch: { meta: effectsMeta('citizenshipMismatch'), on: { ...preparing, ...recall, ...coApplicantCancels } },
    /** The co-applicant was named the spouse, but the registry does not have them married to the applicant: the same ways out. */
    maritalStatusMismatch: { meta: effectsMeta('maritalStatusMismatch'), on: { ...preparing, ...recall, ...coApplicantCancels } },
    /** The invited person declined: the applicant invites someone else or applies alone (and submits). */
    rejectedByCoapplicant: { on: { ...preparing, ...invite, 'application.submit': { guard: and([...submitRules]), ...submit } } },
    /** The co-applicant left the application before it was submitted: the same as a declined invitation. */
    canceledByCoApplicant: { on: { ...preparing, ...invite, 'application.submit': { guard: and([...submitRules]), ...submit } } },
    /** Submitted: the outbox hands it to the bank's decision engine (with the co-applicant's income and history). */
    sent: {
      meta: effectsMeta('sent'),
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
        'decision.approved': { target: 'approvedByBank', actions: 'recordApproval' },
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
      meta: effectsMeta('manualReview'),
      on: {
        'review.approve': { guard: 'isBankStaff', target: 'approvedByBank', actions: 'recordApproval' },
        'review.reject': { guard: 'isBankStaff', target: 'rejectedByBank', actions: assign({ rejection: ({ event }) => ({ reason: event.reason }) }) },
        /** The employee asks for other documents than the engine named: the applicant brings these. */
        'review.requestDocuments': { guard: 'isBankStaff', actions: assign({ reviewDocuments: ({ event }) => event.documents }) },
        ...cancelOnRequest,
      },
    },
    /** The offer is shown (amount, term, rates, monthly payment, schedule): each person on the application accepts or refuses it. */
    approvedByBank: {
      meta: effectsMeta('approvedByBank'),
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
      meta: effectsMeta('approvedByClient'),
      always: { guard: not('hasCoApplicant'), target: 'offerAccepted', actions: 'beginProgress' },
      on: {
        'offer.accept': { guard: 'isCoApplicant', target: 'offerAccepted', actions: 'beginProgress' },
        'offer.reject': { guard: 'isCoApplicant', target: 'rejectedByClient', actions: assign({ offerRefusedBy: 'coApplicant' as const }) },
        'deadline.processPassed': 'expired',
        ...cancelOnRequest,
      },
    },
    /** The co-applicant accepted first: the main applicant's answer is awaited. */
    approvedByCoapplicant: {
      meta: effectsMeta('approvedByCoapplicant'),
      on: {
        'offer.accept': { guard: 'isMainApplicant', target: 'offerAccepted', actions: 'beginProgress' },
        'offer.reject': { guard: 'isMainApplicant', target: 'rejectedByClient', actions: assign({ offerRefusedBy: 'applicant' as const }) },
        'deadline.processPassed': 'expired',
      },
    },
    // The lending process after the offer (issue 17), to the payout: lending.process-states.ts.
    ...processStates,
    /** A person failed the video call: the loan cannot go on online (the booking is released). */
    applicantsOnboardingFailed: { meta: effectsMeta('applicantsOnboardingFailed'), type: 'final' },
    /** The booking is cancelled; a new application is possible 7 days later. */
    rejectedByBank: { meta: effectsMeta('rejectedByBank'), type: 'final' },
    /** The applicant or the co-applicant refused the offer (`offerRefusedBy`). */
    rejectedByClient: { meta: effectsMeta('rejectedByClient'), type: 'final' },
    /** Not submitted in time (or the process window ran out): the booking is released and an invitation lapses. */
    expired: { meta: effectsMeta('expired'), type: 'final' },
    /** The main applicant deleted the draft: the booking is released. */
    deleted: { meta: effectsMeta('deleted'), type: 'final' },
    cancelledByApplicantRequest: { meta: effectsMeta('cancelledByApplicantRequest'), type: 'final' },
  },
});

export type LendingSnapshot = SnapshotFrom<typeof lendingMachine>;

