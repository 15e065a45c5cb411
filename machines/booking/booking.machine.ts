import { assign, not, setup } from 'xstate';
import type { MarketType } from '../../api/contract/property-ref';
import { actorContract, callbackContract } from '../actor-contract';

/** What the property page knows when it opens: the property, its availability and the visitor. */
export interface BookingInput {
  marketType: MarketType;
  apartmentId: number;
  /** forSale, booked, notAvailable or waitingApproval, as the property's page read it. */
  availability: string;
  signedIn: boolean;
  /** The visitor's own active booking of this property, if any. */
  myBooking: { id: number; expiresAt: string } | null;
  /** The visitor chose to book it while signed out (the auth machine's intent): it is booked once they are signed in. */
  pendingAfterSignIn: boolean;
}

/**
 * Booking's expected refusals, as the live actor reads them from the server: the limit of two
 * bookings, the property just taken by someone else, or no longer offered.
 */
export type BookOutcome =
  | { outcome: 'booked'; booking: { id: number; expiresAt: string } }
  | { outcome: 'limitReached' }
  | { outcome: 'taken' }
  | { outcome: 'unavailable' };

export type WatchOutcome = { outcome: 'watching' } | { outcome: 'alreadyWatching' } | { outcome: 'free' };

interface BookingContext extends Omit<BookingInput, 'myBooking'> {
  booking: { id: number; expiresAt: string } | null;
  /** Why the no-apartments modal shows: someone else holds the property, or it is not offered. */
  lostBecause: 'taken' | 'unavailable' | null;
}

type BookingEvent =
  | { type: 'book.request' }
  | { type: 'session.signedIn' }
  | { type: 'session.signedOut' }
  /** The sign-in dialog closed without signing in. */
  | { type: 'signIn.dismissed' }
  | { type: 'modal.close' }
  | { type: 'bookings.open' }
  | { type: 'unbook.request' }
  | { type: 'unbook.confirm' }
  | { type: 'unbook.cancel' }
  | { type: 'watch.request' };

/**
 * The property page's booking (spec sections 4 and 9): a signed-in person books a property for its
 * hold; signed out, the choice is kept and booked right after sign-in. Two bookings at a time (the
 * bookings-limit modal), a property someone else took (the no-apartments modal), unbooking with a
 * confirmation, and "notify me when it is free" for a property booked by someone else.
 */
/**
 * Where signing out leads from a resting state: the page is worked out again for a visitor. (While a
 * modal is open the header cannot be reached, so the modal states do not take it.)
 */
const signOut = { 'session.signedOut': { guard: 'isSignedIn', target: 'resolving', actions: 'forgetSession' } } as const;

export const bookingMachine = setup({
  types: {
    context: {} as BookingContext,
    input: {} as BookingInput,
    events: {} as BookingEvent,
  },
  actors: {
    bookProperty: actorContract<BookOutcome, { marketType: MarketType; apartmentId: number; afterSignIn: boolean }>('bookProperty'),
    unbook: actorContract<void, { bookingId: number }>('unbook'),
    watchProperty: actorContract<WatchOutcome, { marketType: MarketType; apartmentId: number }>('watchProperty'),
    /** Follows the app's session (the auth actor): `session.signedIn`, `session.signedOut`, `signIn.dismissed`. */
    followSession: callbackContract(),
  },
  guards: {
    isPendingAfterSignIn: ({ context }) => context.pendingAfterSignIn && context.signedIn,
    hasPendingChoice: ({ context }) => context.pendingAfterSignIn,
    isBookedByMe: ({ context }) => context.booking !== null,
    // A loan application's booking waiting for its partner's approval is held by someone too.
    isBookedByOther: ({ context }) => context.availability === 'booked' || context.availability === 'waitingApproval',
    isOffered: ({ context }) => context.availability === 'forSale',
    isSignedIn: ({ context }) => context.signedIn,
    isBooked: (_, outcome: BookOutcome) => outcome.outcome === 'booked',
    isLimitReached: (_, outcome: BookOutcome) => outcome.outcome === 'limitReached',
    isTaken: (_, outcome: BookOutcome) => outcome.outcome === 'taken',
    wasTaken: ({ context }) => context.lostBecause === 'taken',
    isWatching: (_, outcome: WatchOutcome) => outcome.outcome !== 'free',
  },
  actions: {
    /** Hands the choice to the auth machine, which keeps it through sign-up and e-mail confirmation and opens sign-in. */
    requestSignInToBook: () => undefined,
    /** Tells the auth machine that a booking intent for this property, if it holds one, has been acted on. */
    completeIntent: () => undefined,
    openSignIn: () => undefined,
    /** The header's counts and the bookings section read the server again. */
    refreshBookings: () => undefined,
    openBookingsSection: () => undefined,
    notifyFailure: (_, _params: { error: unknown }) => undefined,
    noteSignedIn: assign({ signedIn: true }),
    /** Signed out, the page is a visitor's again: an own booking now reads as someone else's. */
    forgetSession: assign({ signedIn: false, booking: null, pendingAfterSignIn: false }),
  },
}).createMachine({
  id: 'booking',
  context: ({ input }) => ({
    marketType: input.marketType,
    apartmentId: input.apartmentId,
    availability: input.availability,
    signedIn: input.signedIn,
    pendingAfterSignIn: input.pendingAfterSignIn,
    booking: input.myBooking,
    lostBecause: null,
  }),
  invoke: { id: 'followSession', src: 'followSession' },
  initial: 'resolving',
  states: {
    resolving: {
      always: [
        { guard: 'isBookedByMe', target: 'booked', actions: 'completeIntent' },
        { guard: 'isPendingAfterSignIn', target: 'booking' },
        { guard: 'isBookedByOther', target: 'bookedByOther', actions: 'completeIntent' },
        { guard: 'isOffered', target: 'available' },
        // A choice to book what is no longer offered is spent, not carried to every later sign-in.
        { target: 'unavailable', actions: 'completeIntent' },
      ],
    },
    available: {
      on: {
        'book.request': [
          { guard: 'isSignedIn', target: 'booking' },
          { target: 'awaitingSignIn', actions: [assign({ pendingAfterSignIn: true }), 'requestSignInToBook'] },
        ],
        // Signed in some other way (the header) after choosing to book: the choice still stands.
        'session.signedIn': [{ guard: 'hasPendingChoice', target: 'booking', actions: 'noteSignedIn' }, { guard: not('isSignedIn'), actions: 'noteSignedIn' }],
        ...signOut,
      },
    },
    awaitingSignIn: {
      on: {
        'session.signedIn': { target: 'booking', actions: 'noteSignedIn' },
        // The dialog was closed: the choice is kept (as a favourite is) and booked at the next sign-in.
        'signIn.dismissed': 'available',
      },
    },
    booking: {
      tags: ['busy'],
      invoke: {
        id: 'bookProperty',
        src: 'bookProperty',
        input: ({ context }) => ({ marketType: context.marketType, apartmentId: context.apartmentId, afterSignIn: context.pendingAfterSignIn }),
        onDone: [
          {
            guard: { type: 'isBooked', params: ({ event }) => event.output },
            target: 'booked',
            // Booked, the property is held: signed out, the page reads it as someone else's.
            actions: [assign({ booking: ({ event }) => (event.output.outcome === 'booked' ? event.output.booking : null), availability: 'booked' }), 'refreshBookings'],
          },
          { guard: { type: 'isLimitReached', params: ({ event }) => event.output }, target: 'limitReached' },
          { guard: { type: 'isTaken', params: ({ event }) => event.output }, target: 'noApartments', actions: assign({ lostBecause: 'taken', availability: 'booked' }) },
          { target: 'noApartments', actions: assign({ lostBecause: 'unavailable', availability: 'notAvailable' }) },
        ],
        onError: { target: 'available', actions: { type: 'notifyFailure', params: ({ event }) => ({ error: event.error }) } },
      },
      // Whatever the answer, a signed-out choice has been acted on.
      exit: [{ type: 'completeIntent' }, assign({ pendingAfterSignIn: false })],
    },
    limitReached: {
      on: {
        'modal.close': 'available',
        // The visitor goes to their bookings to make room; coming back, the property is still bookable.
        'bookings.open': { target: 'available', actions: 'openBookingsSection' },
      },
    },
    noApartments: {
      on: {
        'modal.close': [{ guard: 'wasTaken', target: 'bookedByOther' }, { target: 'unavailable' }],
      },
    },
    booked: {
      on: { 'unbook.request': 'confirmingUnbook', ...signOut },
    },
    confirmingUnbook: {
      on: { 'unbook.confirm': 'unbooking', 'unbook.cancel': 'booked' },
    },
    unbooking: {
      tags: ['busy'],
      invoke: {
        id: 'unbook',
        src: 'unbook',
        input: ({ context }) => ({ bookingId: context.booking?.id ?? 0 }),
        onDone: { target: 'available', actions: [assign({ booking: null, availability: 'forSale' }), 'refreshBookings'] },
        onError: { target: 'booked', actions: { type: 'notifyFailure', params: ({ event }) => ({ error: event.error }) } },
      },
    },
    bookedByOther: {
      on: {
        'watch.request': [{ guard: 'isSignedIn', target: 'watching' }, { actions: 'openSignIn' }],
        'session.signedIn': { guard: not('isSignedIn'), actions: 'noteSignedIn' },
        ...signOut,
      },
    },
    watching: {
      tags: ['busy'],
      invoke: {
        id: 'watchProperty',
        src: 'watchProperty',
        input: ({ context }) => ({ marketType: context.marketType, apartmentId: context.apartmentId }),
        onDone: [{ guard: { type: 'isWatching', params: ({ event }) => event.output }, target: 'watched' }, { target: 'available', actions: assign({ availability: 'forSale' }) }],
        onError: { target: 'bookedByOther', actions: { type: 'notifyFailure', params: ({ event }) => ({ error: event.error }) } },
      },
    },
    watched: { on: signOut },
    unavailable: {},
  },
});
