import { and, eq, isNull } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sandboxTransport } from '../../api/server/adapters/mail-transport';
import { days, minutes } from '../../api/server/clock';
import { apartments, bookings, listings, notifications } from '../../api/server/db/schema';
import { generateCatalogue } from '../../api/server/db/seed/catalogue.seed';
import { seedDemoData } from '../../api/server/db/seed/seed';
import { createDeadlineHandlers } from '../../api/server/jobs/deadline-handlers';
import { Scheduler } from '../../api/server/jobs/scheduler';
import { silentLogger } from '../../api/server/logger';
import { confirmedUser, get, mailbox, post, refusal, signIn, unauthorizedBody, type TestUser } from '../support/account-helpers';
import { createTestApp, testSecret, type TestApp } from '../support/test-app';
import { createTestDatabase, type TestDatabase } from '../support/test-database';

let database: TestDatabase;
let t: TestApp;
let scheduler: Scheduler;
const catalogue = generateCatalogue();
const forSale = catalogue.apartments.filter((row) => row.availability === 'forSale');
const notForSale = catalogue.apartments.find((row) => row.availability === 'notAvailable');
const sales = catalogue.listings.filter((row) => row.deal === 'sale' && row.availability === 'forSale');
const rental = catalogue.listings.find((row) => row.deal === 'rent' && row.availability === 'forSale');
const apartmentAt = (index: number) => forSale[index]?.id ?? 0;

interface BookingBody {
  id: number;
  marketType: string;
  apartmentId: number;
  title: string;
  createdAt: string;
  expiresAt: string;
  type?: string;
  reason?: string;
}

async function person(): Promise<TestUser & { token: string }> {
  const user = await confirmedUser(t);
  return { ...user, token: await signIn(t, user) };
}

/** Moves the clock past the sessions' idle limit, so each person signs in again, and runs what fell due. */
async function later(ms: number, ...people: { email: string; password: string; token: string }[]) {
  t.clock.advance(ms);
  await scheduler.runDue();
  for (const someone of people) someone.token = await signIn(t, someone);
}

const book = (token: string, apartmentId: number, marketType = '0', path = '/api/bookings') => t.json<BookingBody>(path, post({ marketType, apartmentId }, { token }));
const list = (token: string, query = '', lang = 'en') => t.json<BookingBody[]>(`/api/bookings${query}`, get({ token, lang }));
const count = (token: string) => t.json<{ primary: number; secondary: number; total: number; max: number }>('/api/bookings/count', get({ token }));
const unbook = (token: string, id: number) => t.json(`/api/bookings/${id}/unbook`, post(undefined, { token }));
const watch = (token: string, apartmentId: number, marketType = '0') => t.json<{ id: number }>(`/api/notifications/notify/${apartmentId}`, post({ marketType }, { token }));
const notificationsOf = (token: string, query = '') =>
  t.json<{ items: { id: number; kind: string; params: Record<string, unknown>; read: boolean }[]; totalCount: number; unread: number }>(`/api/notifications${query}`, get({ token }));
const availability = async (id: number) => (await database.db.select({ value: apartments.availability }).from(apartments).where(eq(apartments.id, id)))[0]?.value;

beforeAll(async () => {
  database = await createTestDatabase();
  t = createTestApp(database);
  await seedDemoData(database);
  scheduler = new Scheduler({ db: database.db, clock: t.clock, logger: silentLogger, handlers: createDeadlineHandlers({ mail: sandboxTransport, publicUrl: 'http://localhost', secret: testSecret }) });
});
afterAll(() => database.close());

describe('booking', () => {
  it('books a primary apartment for 2 days and a secondary sale for 5; the property shows as booked; counts by market', async () => {
    const ani = await person();
    const now = t.clock.now().getTime();
    const primary = await book(ani.token, apartmentAt(0));
    expect(primary.status).toBe(201);
    expect(primary.body).toMatchObject({ marketType: '0', apartmentId: apartmentAt(0) });
    expect(new Date(primary.body.expiresAt).getTime() - now).toBe(days(2));
    const secondary = await book(ani.token, sales[0]?.id ?? 0, '1');
    expect(secondary.status).toBe(201);
    expect(new Date(secondary.body.expiresAt).getTime() - now).toBe(days(5));
    expect(await availability(apartmentAt(0))).toBe('booked');
    expect((await t.json<{ availability: string }>(`/api/apartments/${apartmentAt(0)}`)).body.availability).toBe('booked');
    expect((await count(ani.token)).body).toEqual({ primary: 1, secondary: 1, total: 2, max: 2 });
    expect((await list(ani.token)).body.map((item) => item.apartmentId)).toEqual([apartmentAt(0), sales[0]?.id]);
    expect((await list(ani.token, '?apartmentMarketType=1')).body.map((item) => item.apartmentId)).toEqual([sales[0]?.id]);
    expect((await list(ani.token, '', 'hy')).body[1]?.title).toBe(sales[0]?.title.hy);
  });

  it("refuses a third booking with 'Maximum 2 apartments can be booked', changing nothing", async () => {
    const ani = await person();
    await book(ani.token, apartmentAt(1));
    await book(ani.token, apartmentAt(2));
    const third = await book(ani.token, apartmentAt(3));
    expect(third).toMatchObject({ status: 400, body: refusal('BOOKING', 'MAX_BOOKINGS_REACHED', { max: 2 }) });
    expect(await availability(apartmentAt(3))).toBe('forSale');
    expect((await database.db.select().from(bookings).where(eq(bookings.apartmentId, apartmentAt(3)))).length).toBe(0);
    expect((await count(ani.token)).body.total).toBe(2);
  });

  it('refuses a property that is booked (by the user or another), not offered, a rental or unknown', async () => {
    const ani = await person();
    const aram = await person();
    await book(ani.token, apartmentAt(4));
    expect(await book(ani.token, apartmentAt(4))).toMatchObject({ status: 400, body: refusal('BOOKING', 'ALREADY_BOOKED_BY_YOU') });
    expect(await book(aram.token, apartmentAt(4))).toMatchObject({ status: 400, body: refusal('BOOKING', 'APARTMENT_ALREADY_BOOKED') });
    expect(await book(aram.token, notForSale?.id ?? 0)).toMatchObject({ status: 400, body: refusal('APARTMENT', 'APARTMENT_UNAVAILABLE') });
    expect(await book(aram.token, rental?.id ?? 0, '1')).toMatchObject({ status: 400, body: refusal('APARTMENT', 'APARTMENT_UNAVAILABLE') });
    expect(await book(aram.token, 999_999)).toMatchObject({ status: 404, body: refusal('APARTMENT', 'APARTMENT_NOT_FOUND') });
    expect((await book(aram.token, apartmentAt(5), '2')).status).toBe(400);
    expect((await t.json('/api/bookings', post({ marketType: '0', apartmentId: -1 }, { token: aram.token }))).status).toBe(400);
    expect((await count(aram.token)).body.total).toBe(0);
    expect(await t.json('/api/bookings', post({ marketType: '0', apartmentId: apartmentAt(5) }))).toMatchObject({ status: 401, body: unauthorizedBody });
  });

  it('books the property chosen while signed out right after registration, with the same rules', async () => {
    const ani = await person();
    expect((await book(ani.token, apartmentAt(6), '0', '/api/bookings/after-registration')).status).toBe(201);
    expect((await book(ani.token, apartmentAt(6), '0', '/api/bookings/after-registration')).body).toEqual(refusal('BOOKING', 'ALREADY_BOOKED_BY_YOU'));
  });
});

describe('unbooking and "notify me when it is free"', () => {
  it('lets others ask to be told once, only about a booked property that is not theirs', async () => {
    const ani = await person();
    const aram = await person();
    await book(ani.token, apartmentAt(7));
    expect((await watch(aram.token, apartmentAt(7))).status).toBe(201);
    expect(await watch(aram.token, apartmentAt(7))).toMatchObject({ status: 400, body: refusal('USER_NOTIFICATION', 'ALREADY_SUBSCRIBED') });
    expect(await watch(ani.token, apartmentAt(7))).toMatchObject({ status: 400, body: refusal('BOOKING', 'ALREADY_BOOKED_BY_YOU') });
    expect(await watch(aram.token, apartmentAt(8))).toMatchObject({ status: 400, body: refusal('USER_NOTIFICATION', 'PROPERTY_NOT_BOOKED') });
    expect(await watch(aram.token, 999_999)).toMatchObject({ status: 404, body: refusal('APARTMENT', 'APARTMENT_NOT_FOUND') });
  });

  it('unbooks by booking id: the property is for sale again and whoever waited is told in the app and by e-mail', async () => {
    const ani = await person();
    const aram = await person();
    const { body: booking } = await book(ani.token, apartmentAt(9));
    await watch(aram.token, apartmentAt(9));
    expect(await unbook(aram.token, booking.id)).toMatchObject({ status: 404, body: refusal('BOOKING', 'BOOKING_NOT_FOUND') });
    expect((await unbook(ani.token, booking.id)).status).toBe(204);
    expect(await availability(apartmentAt(9))).toBe('forSale');
    expect((await count(ani.token)).body.total).toBe(0);
    expect(await unbook(ani.token, booking.id)).toMatchObject({ status: 404, body: refusal('BOOKING', 'BOOKING_NOT_FOUND') });
    const { body } = await notificationsOf(aram.token);
    expect(body.items.map((item) => [item.kind, item.params.apartmentId, item.read])).toEqual([['propertyAvailable', apartmentAt(9), false]]);
    expect(body.unread).toBe(1);
    const [mail] = await mailbox(t, aram.email);
    expect(mail?.body).toContain(`/property/primary/${apartmentAt(9)}`);
    expect((await notificationsOf(ani.token)).body.totalCount).toBe(0);
    // Told once: booking and releasing again tells nobody.
    const again = await book(ani.token, apartmentAt(9));
    await unbook(ani.token, again.body.id);
    expect((await notificationsOf(aram.token)).body.totalCount).toBe(1);
    // The freed slot can be used again.
    expect((await book(ani.token, apartmentAt(10))).status).toBe(201);
  });
});

describe('holds', () => {
  it('releases a primary booking when its 2 days end, telling its holder; a secondary one holds for 5 days', async () => {
    const ani = await person();
    const aram = await person();
    const primary = await book(ani.token, apartmentAt(11));
    const secondary = await book(ani.token, sales[1]?.id ?? 0, '1');
    await watch(aram.token, sales[1]?.id ?? 0, '1');
    await later(days(2) - minutes(1), ani, aram);
    expect((await count(ani.token)).body.total).toBe(2);
    await later(minutes(1), ani, aram);
    expect((await list(ani.token)).body.map((item) => item.id)).toEqual([secondary.body.id]);
    expect(await availability(apartmentAt(11))).toBe('forSale');
    const [row] = await database.db.select().from(bookings).where(eq(bookings.id, primary.body.id));
    expect(row).toMatchObject({ releaseReason: 'expired' });
    const { body } = await notificationsOf(ani.token);
    expect(body.items.map((item) => [item.kind, item.params.bookingId])).toEqual([['bookingExpired', primary.body.id]]);
    expect((await mailbox(t, ani.email))[0]?.subject).toContain(primary.body.title);

    await later(days(3), ani, aram);
    expect((await count(ani.token)).body.total).toBe(0);
    const [listing] = await database.db.select({ availability: listings.availability }).from(listings).where(eq(listings.id, sales[1]?.id ?? 0));
    expect(listing?.availability).toBe('forSale');
    expect((await notificationsOf(aram.token)).body.items.map((item) => item.kind)).toEqual(['propertyAvailable']);
  });

  it('does not release a booking that was unbooked and booked again before the first hold ended', async () => {
    const ani = await person();
    const first = await book(ani.token, apartmentAt(12));
    await unbook(ani.token, first.body.id);
    await later(days(1), ani);
    const second = await book(ani.token, apartmentAt(12));
    await later(days(1), ani);
    const active = await database.db.select().from(bookings).where(and(eq(bookings.apartmentId, apartmentAt(12)), isNull(bookings.releasedAt)));
    expect(active.map((row) => row.id)).toEqual([second.body.id]);
    expect(await availability(apartmentAt(12))).toBe('booked');
  });
});

describe('notifications', () => {
  it('counts unread, marks one or all read, and keeps each user to their own', async () => {
    const ani = await person();
    const aram = await person();
    for (const index of [13, 14]) {
      const { body } = await book(ani.token, apartmentAt(index));
      await watch(aram.token, apartmentAt(index));
      await unbook(ani.token, body.id);
    }
    const unread = () => t.json<{ unread: number }>('/api/notifications/unread-count', get({ token: aram.token }));
    expect((await unread()).body).toEqual({ unread: 2 });
    const { body } = await notificationsOf(aram.token);
    const [newest] = body.items;
    expect((await t.json(`/api/notifications/${newest?.id}/read`, post(undefined, { token: ani.token }))).body).toEqual(refusal('USER_NOTIFICATION', 'NOTIFICATION_NOT_FOUND'));
    expect((await t.json(`/api/notifications/${newest?.id}/read`, post(undefined, { token: aram.token }))).status).toBe(204);
    expect((await unread()).body).toEqual({ unread: 1 });
    expect((await notificationsOf(aram.token, '?unreadOnly=true')).body.items.map((item) => item.params.apartmentId)).toEqual([apartmentAt(13)]);
    expect((await t.json('/api/notifications/read-all', post(undefined, { token: aram.token }))).body).toEqual({ marked: 1 });
    expect((await unread()).body).toEqual({ unread: 0 });
    expect((await t.json('/api/notifications?pageNumber=0', get({ token: aram.token }))).status).toBe(400);
    const stored = await database.db.select().from(notifications).where(eq(notifications.kind, 'propertyAvailable'));
    expect(stored.length).toBeGreaterThanOrEqual(2);
  });
});
