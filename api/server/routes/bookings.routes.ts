import { Hono, type Context } from 'hono';
import { bookingAddSchema, bookingIdParamSchema, bookingSchema, bookingsCountSchema, bookingsQuerySchema, bookingsSchema, type BookingAdd } from '../../contract/bookings';
import type { AppEnv } from '../http/app-env';
import { describe } from '../http/describe';
import { requireSession } from '../http/require-session';
import { input } from '../http/validate';
import * as bookingsService from '../services/bookings.service';

const tags = ['Bookings'];

/** Books the body's property for the caller: the same rules whether it is chosen now or was chosen while signed out. */
const book = async (c: Context<AppEnv, string, { out: { json: BookingAdd } }>) => {
  const { database, clock } = c.get('deps');
  const body = c.req.valid('json');
  return c.json(await bookingsService.bookProperty(database.db, clock, c.get('session').userId, body.marketType, body.apartmentId, c.get('lang')), 201);
};

/** A signed-in user's bookings (spec section 7, "Bookings and favourites"). */
export const bookingRoutes = new Hono<AppEnv>()
  .use('/bookings/*', requireSession)
  .use('/bookings', requireSession)
  .get('/bookings/count', describe({ operationId: 'countBookings', summary: 'How many active bookings, by market, and the most allowed', tags, response: bookingsCountSchema }), async (c) =>
    c.json(await bookingsService.countBookings(c.get('deps').database.db, c.get('session').userId)),
  )
  .get('/bookings', describe({ operationId: 'listBookings', summary: 'Active bookings, the soonest to end first', tags, response: bookingsSchema }), input('query', bookingsQuerySchema), async (c) =>
    c.json(await bookingsService.listBookings(c.get('deps').database.db, c.get('session').userId, c.get('lang'), c.req.valid('query').apartmentMarketType)),
  )
  .post(
    '/bookings',
    describe({ operationId: 'addBooking', summary: 'Book a property for its hold (2 days primary, 5 secondary); at most 2 at a time', tags, response: bookingSchema, status: 201 }),
    input('json', bookingAddSchema),
    book,
  )
  .post(
    '/bookings/after-registration',
    describe({ operationId: 'addBookingAfterRegistration', summary: 'Book the property chosen while signed out, right after sign-in or registration', tags, response: bookingSchema, status: 201 }),
    input('json', bookingAddSchema),
    book,
  )
  .post('/bookings/:id/unbook', describe({ operationId: 'unbook', summary: 'Cancel an active booking; the property is free again', tags, status: 204 }), input('param', bookingIdParamSchema), async (c) => {
    const { database, clock, config } = c.get('deps');
    await bookingsService.unbook(database.db, clock, config.publicUrl, c.get('session').userId, c.req.valid('param').id);
    return c.body(null, 204);
  });
