import { defineEntry } from '../machine-entry';
import { bookingMachine } from './booking.machine';

const heldByMe = { id: 7, expiresAt: '2026-01-17T09:00:00Z' };

export const bookingEntry = defineEntry({
  id: 'booking',
  file: 'machines/booking/booking.machine.ts',
  machine: bookingMachine,
  inputs: [
    { marketType: '0', apartmentId: 101, availability: 'forSale', signedIn: true, myBooking: null, pendingAfterSignIn: false },
    { marketType: '0', apartmentId: 101, availability: 'forSale', signedIn: false, myBooking: null, pendingAfterSignIn: false },
    { marketType: '0', apartmentId: 101, availability: 'forSale', signedIn: true, myBooking: null, pendingAfterSignIn: true },
    { marketType: '0', apartmentId: 101, availability: 'booked', signedIn: true, myBooking: heldByMe, pendingAfterSignIn: false },
    { marketType: '1', apartmentId: 202, availability: 'booked', signedIn: true, myBooking: null, pendingAfterSignIn: false },
    { marketType: '1', apartmentId: 202, availability: 'booked', signedIn: false, myBooking: null, pendingAfterSignIn: false },
    { marketType: '0', apartmentId: 101, availability: 'notAvailable', signedIn: true, myBooking: null, pendingAfterSignIn: false },
  ],
  events: [
    { type: 'book.request' },
    { type: 'signIn.dismissed' },
    { type: 'session.signedIn' },
    { type: 'session.signedOut' },
    { type: 'modal.close' },
    { type: 'bookings.open' },
    { type: 'unbook.request' },
    { type: 'unbook.confirm' },
    { type: 'unbook.cancel' },
    { type: 'watch.request' },
  ],
  actors: {
    bookProperty: {
      outputs: [{ outcome: 'booked', booking: heldByMe }, { outcome: 'limitReached' }, { outcome: 'taken' }, { outcome: 'unavailable' }],
      canFail: true,
    },
    unbook: { outputs: [undefined], canFail: true },
    watchProperty: { outputs: [{ outcome: 'watching' }, { outcome: 'alreadyWatching' }, { outcome: 'free' }], canFail: true },
    // A subscription to the auth actor: it only sends the session events listed above.
    followSession: { outputs: [], canFail: false },
  },
  significant: (context) => ({
    signedIn: context.signedIn,
    pending: context.pendingAfterSignIn,
    lost: context.lostBecause,
    mine: context.booking !== null,
    availability: context.availability,
  }),
  views: {
    'booking.available': 'BookingPanel (book)',
    'booking.awaitingSignIn': 'BookingPanel + SignInView',
    'booking.booking': 'BookingPanel (busy)',
    'booking.limitReached': 'BookingsLimitModal',
    'booking.noApartments': 'NoApartmentsModal',
    'booking.booked': 'BookingPanel (time left, unbook)',
    'booking.confirmingUnbook': 'UnbookConfirmModal',
    'booking.unbooking': 'UnbookConfirmModal (busy)',
    'booking.bookedByOther': 'BookingPanel (notify me)',
    'booking.watching': 'BookingPanel (busy)',
    'booking.watched': 'BookingPanel (we will tell you)',
    'booking.unavailable': 'BookingPanel (not offered)',
  },
});
