import { defaultStringifySearch } from '@tanstack/react-router';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sandboxTransport } from '../../api/server/adapters/mail-transport';
import { days, hours, minutes } from '../../api/server/clock';
import { apartments, buildings, deadlines, developers, listings, notifications, outboxMessages, savedFilters, users } from '../../api/server/db/schema';
import { createDeadlineHandlers } from '../../api/server/jobs/deadline-handlers';
import { checkSavedFilterAlerts, ensureSavedFilterAlertsScheduled, savedFilterAlertsKind } from '../../api/server/jobs/saved-filter-alerts';
import { Scheduler, type RunOutcome } from '../../api/server/jobs/scheduler';
import { silentLogger } from '../../api/server/logger';
import { confirmedUser, post, refusal, signIn, unauthorizedBody, type TestUser } from '../support/account-helpers';
import { apartmentRow, buildingRow, developerRow, listingRow } from '../support/catalogue-fixtures';
import { createTestApp, testSecret, type TestApp } from '../support/test-app';
import { createTestDatabase, type TestDatabase } from '../support/test-database';

type Saved = { id: number; name: string; page: 'buildings' | 'search' | 'rentals'; search: Record<string, unknown>; alerts: boolean };

let database: TestDatabase;
let t: TestApp;
let scheduler: Scheduler;
beforeAll(async () => {
  database = await createTestDatabase();
  t = createTestApp(database);
  scheduler = new Scheduler({ db: database.db, clock: t.clock, logger: silentLogger, handlers: createDeadlineHandlers({ mail: sandboxTransport, publicUrl: 'http://localhost', secret: testSecret }) });
  await ensureSavedFilterAlertsScheduled(database.db, t.clock);
});
afterAll(() => database.close());

const save = async (token: string, body: { name: string; page: Saved['page']; search: Record<string, unknown> }) => {
  const { status, body: saved } = await t.json<Saved>('/api/saved-filters', post(body, { token }));
  expect(status).toBe(201);
  return saved;
};
const setAlerts = (token: string | undefined, id: number, alerts: unknown) =>
  t.json<Saved>(`/api/saved-filters/${id}/alerts`, {
    method: 'PUT',
    headers: { 'content-type': 'application/json', ...(token ? { authorization: `Bearer ${token}` } : {}) },
    body: JSON.stringify({ alerts }),
  });

/** Runs every deadline due now, as the server's scheduler would; none of them may fail. */
async function runDue(): Promise<void> {
  const outcomes: RunOutcome[] = [];
  for (let outcome = await scheduler.runNext(); outcome; outcome = await scheduler.runNext()) outcomes.push(outcome);
  expect(outcomes.filter((outcome) => outcome !== 'done')).toEqual([]);
}

const alertsOf = (userId: string) =>
  database.db
    .select()
    .from(notifications)
    .where(and(eq(notifications.userId, userId), eq(notifications.kind, 'savedFilterMatches')));
const alertMailsTo = (email: string) =>
  database.db
    .select()
    .from(outboxMessages)
    .where(and(eq(outboxMessages.recipient, email), eq(outboxMessages.template, 'savedFilterAlert')));
const languageOf = async (userId: string) => (await database.db.select({ language: users.language }).from(users).where(eq(users.id, userId)))[0]?.language ?? '';

let listingNumber = 0;
const addListing = (fields: Partial<Parameters<typeof listingRow>[1]> & { createdAt: Date }) =>
  database.db.insert(listings).values(listingRow((listingNumber += 1), { deal: 'sale', type: 'apartment', district: 'kentron', rooms: 2, price: 50_000_000, area: 70, ...fields }));

describe('saved filter alerts: turning them on and off', () => {
  let owner: TestUser;
  let token: string;
  let filter: Saved;
  beforeAll(async () => {
    owner = await confirmedUser(t);
    token = await signIn(t, owner);
    filter = await save(token, { name: 'Kentron', page: 'search', search: { market: 'secondary', district: 'kentron' } });
  });

  it('starts off, turns on from now and off again, and answers the filter', async () => {
    expect(filter.alerts).toBe(false);
    expect(await setAlerts(token, filter.id, true)).toMatchObject({ status: 200, body: { id: filter.id, name: 'Kentron', alerts: true } });
    const [row] = await database.db.select().from(savedFilters).where(eq(savedFilters.id, filter.id));
    expect(row?.alertsCheckedAt?.toISOString()).toBe(t.clock.now().toISOString());
    expect((await t.json<Saved[]>('/api/saved-filters', { headers: { authorization: `Bearer ${token}` } })).body[0]?.alerts).toBe(true);
    // Asking again while on keeps the start: nothing that appeared meanwhile is skipped.
    const turnedOnAt = t.clock.now().toISOString();
    t.clock.advance(minutes(5));
    expect((await setAlerts(token, filter.id, true)).body.alerts).toBe(true);
    const [again] = await database.db.select().from(savedFilters).where(eq(savedFilters.id, filter.id));
    expect(again?.alertsCheckedAt?.toISOString()).toBe(turnedOnAt);
    expect(await setAlerts(token, filter.id, false)).toMatchObject({ status: 200, body: { alerts: false } });
  });

  it("refuses another person's filter, one that does not exist, a bad body and no session", async () => {
    const other = await signIn(t, await confirmedUser(t));
    expect(await setAlerts(other, filter.id, true)).toMatchObject({ status: 404, body: refusal('FILTER', 'FILTER_NOT_FOUND') });
    expect(await setAlerts(token, 999_999, true)).toMatchObject({ status: 404, body: refusal('FILTER', 'FILTER_NOT_FOUND') });
    expect((await setAlerts(token, filter.id, 'yes')).status).toBe(400);
    expect(await setAlerts(undefined, filter.id, true)).toMatchObject({ status: 401, body: unauthorizedBody });
    const [row] = await database.db.select().from(savedFilters).where(eq(savedFilters.id, filter.id));
    expect(row?.alerts).toBe(false);
  });
});

describe('saved filter alerts: the hourly check', () => {
  let owner: TestUser;
  let token: string;
  let matching: Saved;
  let nothingNew: Saved;
  beforeAll(async () => {
    owner = await confirmedUser(t);
    token = await signIn(t, owner);
    matching = await save(token, { name: 'Two rooms in Kentron', page: 'search', search: { market: 'secondary', rooms: [2], district: 'kentron', maxPrice: 60_000_000 } });
    await save(token, { name: 'Anything in Kentron', page: 'search', search: { district: 'kentron' } });
    nothingNew = await save(token, { name: 'Houses in Avan', page: 'search', search: { types: ['house'], district: 'avan' } });
    await runDue();
    expect((await setAlerts(token, matching.id, true)).status).toBe(200);
    expect((await setAlerts(token, nothingNew.id, true)).status).toBe(200);
  });

  it('notifies and mails once, with the count and the link of the search, about what appeared after alerts were turned on', async () => {
    const on = t.clock.now();
    await addListing({ createdAt: new Date(on.getTime() - days(1)) }); // older than the alerts
    await addListing({ createdAt: new Date(on.getTime() + minutes(10)) }); // matches
    await addListing({ rooms: 3, createdAt: new Date(on.getTime() + minutes(20)) }); // other rooms
    await addListing({ price: 70_000_000, createdAt: new Date(on.getTime() + minutes(25)) }); // too dear
    await addListing({ deal: 'rent', price: 500_000, createdAt: new Date(on.getTime() + minutes(30)) }); // a rental
    t.clock.advance(hours(1));
    await runDue();

    // "Anything in Kentron" would match too, but its alerts are off; "Houses in Avan" finds nothing.
    const alerts = await alertsOf(owner.userId);
    expect(alerts.map((row) => row.params)).toEqual([{ filterId: matching.id, name: 'Two rooms in Kentron', count: 1, page: 'search' }]);
    const mails = await alertMailsTo(owner.email);
    expect(mails).toHaveLength(1);
    // The same URL the personal page's "Run" opens: the router's own encoding of the saved search.
    const link = `http://localhost/${await languageOf(owner.userId)}/search${defaultStringifySearch(matching.search)}`;
    expect(link).toContain('rooms=%5B2%5D');
    expect(mails[0]?.body).toContain(link);
    expect(mails[0]?.subject).toContain('1');
  });

  it('says nothing when the next check finds nothing new', async () => {
    t.clock.advance(hours(1));
    await runDue();
    expect(await alertsOf(owner.userId)).toHaveLength(1);
    expect(await alertMailsTo(owner.email)).toHaveLength(1);
  });

  it('counts, after alerts are turned on again, only what appeared from then on', async () => {
    token = await signIn(t, owner); // an hour has passed: the session has idled out
    expect((await setAlerts(token, matching.id, false)).status).toBe(200);
    await addListing({ createdAt: new Date(t.clock.now().getTime() + minutes(5)) }); // while off
    t.clock.advance(hours(1));
    await runDue();
    token = await signIn(t, owner);
    expect((await setAlerts(token, matching.id, true)).status).toBe(200);
    await addListing({ createdAt: new Date(t.clock.now().getTime() + minutes(5)) });
    await addListing({ rooms: 5, createdAt: new Date(t.clock.now().getTime() + minutes(6)) }); // other rooms
    t.clock.advance(hours(1));
    await runDue();
    expect((await alertsOf(owner.userId)).map((row) => row.params)).toEqual([
      { filterId: matching.id, name: 'Two rooms in Kentron', count: 1, page: 'search' },
      { filterId: matching.id, name: 'Two rooms in Kentron', count: 1, page: 'search' },
    ]);
    expect(await alertMailsTo(owner.email)).toHaveLength(2);
  });

  it('counts new apartments for sale of new buildings by rooms and price, partner developers only on the buildings page', async () => {
    const buyer = await confirmedUser(t);
    const buyerToken = await signIn(t, buyer);
    const partnersOnly = await save(buyerToken, { name: 'Four rooms and more', page: 'buildings', search: { rooms: [4], maxPrice: 90_000_000 } });
    const everyDeveloper = await save(buyerToken, { name: 'Four rooms, any developer', page: 'search', search: { market: 'primary', rooms: [4], maxPrice: 90_000_000 } });
    await setAlerts(buyerToken, partnersOnly.id, true);
    await setAlerts(buyerToken, everyDeveloper.id, true);
    const [partner, other] = await database.db.insert(developers).values([developerRow(1, true), developerRow(2, false)]).returning({ id: developers.id });
    const longAgo = new Date(t.clock.now().getTime() - days(300));
    const building = (developerId: number, n: number) => buildingRow(n, { developerId, market: 'primary', district: 'arabkir', stage: 2, completionDate: '2027-06-30', createdAt: longAgo });
    const [partnerBuilding, otherBuilding] = await database.db
      .insert(buildings)
      .values([building(partner?.id ?? 0, 1), building(other?.id ?? 0, 2)])
      .returning({ id: buildings.id });
    const soon = new Date(t.clock.now().getTime() + minutes(1));
    const flat = (n: number, buildingId: number, rooms: number, price: number, availability: 'forSale' | 'booked' = 'forSale') => ({
      ...apartmentRow(n, { buildingId, rooms, price, area: 120, availability }),
      createdAt: soon,
    });
    await database.db.insert(apartments).values([
      flat(1, partnerBuilding?.id ?? 0, 4, 80_000_000),
      flat(2, partnerBuilding?.id ?? 0, 5, 85_000_000), // "4" means four or more
      flat(3, partnerBuilding?.id ?? 0, 4, 95_000_000), // too dear
      flat(4, partnerBuilding?.id ?? 0, 4, 80_000_000, 'booked'),
      flat(5, partnerBuilding?.id ?? 0, 3, 50_000_000), // other rooms
      flat(6, otherBuilding?.id ?? 0, 4, 80_000_000), // not a partner's
    ]);
    t.clock.advance(hours(1));
    await runDue();
    const counts = Object.fromEntries((await alertsOf(buyer.userId)).map((row) => [(row.params as { name: string }).name, (row.params as { count: number }).count]));
    expect(counts).toEqual({ 'Four rooms and more': 2, 'Four rooms, any developer': 3 });
    const mails = await alertMailsTo(buyer.email);
    expect(mails.map((mail) => /http:\/\/localhost\/\S+/.exec(mail.body)?.[0]?.split('?')[0]).sort()).toEqual(
      [`http://localhost/${await languageOf(buyer.userId)}/buildings`, `http://localhost/${await languageOf(buyer.userId)}/search`].sort(),
    );
  });
});

describe('saved filter alerts: batches', () => {
  it('checks many filters in several short runs, oldest first, and books the next round an hour after this one began', async () => {
    const batches = new Scheduler({
      db: database.db,
      clock: t.clock,
      logger: silentLogger,
      handlers: { ...createDeadlineHandlers({ mail: sandboxTransport, publicUrl: 'http://localhost', secret: testSecret }), [savedFilterAlertsKind]: checkSavedFilterAlerts({ publicUrl: 'http://localhost', batchSize: 2 }) },
    });
    const person = await confirmedUser(t);
    const token = await signIn(t, person);
    for (let i = 1; i <= 5; i += 1) await setAlerts(token, (await save(token, { name: `Search ${i}`, page: 'rentals', search: {} })).id, true);
    await addListing({ deal: 'rent', price: 400_000, createdAt: new Date(t.clock.now().getTime() + minutes(1)) });
    t.clock.advance(hours(1));
    const roundStart = t.clock.now();
    const before = (await database.db.select().from(deadlines).where(eq(deadlines.kind, savedFilterAlertsKind))).filter((row) => row.doneAt).length;
    for (let outcome = await batches.runNext(); outcome; outcome = await batches.runNext()) expect(outcome).toBe('done');

    const runs = await database.db.select().from(deadlines).where(eq(deadlines.kind, savedFilterAlertsKind));
    // Every filter with alerts on in this database (more than two batches' worth) took a run of its own batch.
    const alertsOn = (await database.db.select().from(savedFilters).where(eq(savedFilters.alerts, true))).length;
    expect(runs.filter((row) => row.doneAt).length - before).toBe(Math.floor(alertsOn / 2) + 1);
    expect(runs.filter((row) => !row.doneAt).map((row) => row.dueAt.toISOString())).toEqual([new Date(roundStart.getTime() + hours(1)).toISOString()]);
    const checked = await database.db.select({ at: savedFilters.alertsCheckedAt }).from(savedFilters).where(eq(savedFilters.alerts, true));
    expect(checked.every((row) => row.at?.getTime() === roundStart.getTime())).toBe(true);
    expect((await alertsOf(person.userId)).map((row) => (row.params as { count: number }).count)).toEqual([1, 1, 1, 1, 1]);
  });
});
