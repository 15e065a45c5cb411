import { fromPromise } from 'xstate';
import { ApiError, api, isRefusal, unwrap, type ApiClient } from '../../api/client';
import type { MarketType } from '../../api/contract/property-ref';
import type { BookOutcome, WatchOutcome } from '../../machines/booking/booking.machine';


/** The booking machine's live actors over a typed API client: expected refusals become outcomes. */
export function createBookingActors(client: ApiClient) {
  const bookProperty = fromPromise<BookOutcome, { marketType: MarketType; apartmentId: number; afterSignIn: boolean }>(async ({ input }) => {
    const body = { marketType: input.marketType, apartmentId: input.apartmentId };
    try {
      const booking = await unwrap(input.afterSignIn ? client.POST('/api/bookings/after-registration', { body }) : client.POST('/api/bookings', { body }));
      return { outcome: 'booked', booking: { id: booking.id, expiresAt: booking.expiresAt } };
    } catch (error) {
      if (isRefusal(error, 'BOOKING.MAX_BOOKINGS_REACHED')) return { outcome: 'limitReached' };
      if (isRefusal(error, 'BOOKING.APARTMENT_ALREADY_BOOKED')) return { outcome: 'taken' };
      if (isRefusal(error, 'APARTMENT.APARTMENT_UNAVAILABLE') || (error instanceof ApiError && error.kind === 'notFound')) return { outcome: 'unavailable' };
      // Booked from another tab or device: it is this person's, so show it as theirs.
      if (isRefusal(error, 'BOOKING.ALREADY_BOOKED_BY_YOU')) {
        const mine = (await unwrap(client.GET('/api/bookings', { params: { query: { apartmentMarketType: input.marketType } } }))).find((booking) => booking.apartmentId === input.apartmentId);
        if (mine) return { outcome: 'booked', booking: { id: mine.id, expiresAt: mine.expiresAt } };
      }
      throw error;
    }
  });

  const unbook = fromPromise<void, { bookingId: number }>(async ({ input }) => {
    try {
      await unwrap(client.POST('/api/bookings/{id}/unbook', { params: { path: { id: String(input.bookingId) } } }));
    } catch (error) {
      // Already released (the hold ended, or another tab unbooked it): the wish is fulfilled.
      if (!isRefusal(error, 'BOOKING.BOOKING_NOT_FOUND') && !(error instanceof ApiError && error.kind === 'notFound')) throw error;
    }
  });

  const watchProperty = fromPromise<WatchOutcome, { marketType: MarketType; apartmentId: number }>(async ({ input }) => {
    try {
      await unwrap(client.POST('/api/notifications/notify/{apartmentId}', { params: { path: { apartmentId: String(input.apartmentId) } }, body: { marketType: input.marketType } }));
      return { outcome: 'watching' };
    } catch (error) {
      if (isRefusal(error, 'USER_NOTIFICATION.ALREADY_SUBSCRIBED')) return { outcome: 'alreadyWatching' };
      if (isRefusal(error, 'USER_NOTIFICATION.PROPERTY_NOT_BOOKED')) return { outcome: 'free' };
      throw error;
    }
  });

  return { bookProperty, unbook, watchProperty };
}

export const bookingActors = createBookingActors(api);
