import { and, eq, inArray, isNull } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { apartments, bookings, buildings, deadlines, developers } from '../../api/server/db/schema';
import { bookingReleaseKind } from '../../api/server/services/bookings.service';
import { apartmentRow, buildingRow, developerRow } from '../support/catalogue-fixtures';
import { confirmedUser, post, refusal, signIn } from '../support/account-helpers';
import { createTestApp, type TestApp } from '../support/test-app';
import { createTestDatabase, expectedKind, type TestDatabase } from '../support/test-database';

let database: TestDatabase;
/** Two server instances, each with its own connection pool, on one database. */
let instances: [TestApp, TestApp];
let apartmentIds: number[];

beforeAll(async () => {
  database = await createTestDatabase();
  const first = createTestApp(database);
  const second = createTestApp(await database.connectAgain());
  second.clock.set(first.clock.now());
  instances = [first, second];
  const [developer] = await database.db.insert(developers).values(developerRow(1, true)).returning({ id: developers.id });
  const [building] = await database.db
    .insert(buildings)
    .values(buildingRow(1, { developerId: developer?.id ?? 0, market: 'primary', district: 'kentron', stage: 2, completionDate: '2027-06-30', createdAt: first.clock.now() }))
    .returning({ id: buildings.id });
  const rows = Array.from({ length: 60 }, (_, n) => apartmentRow(n + 1, { buildingId: building?.id ?? 0, rooms: 2, price: 40_000_000 + n, area: 70, availability: 'forSale' }));
  apartmentIds = (await database.db.insert(apartments).values(rows).returning({ id: apartments.id })).map((row) => row.id);
});
afterAll(() => database.close());

/** Sends each request to one instance or the other, all at once. */
const bookEverywhere = (requests: { token: string; apartmentId: number }[]) =>
  Promise.all(requests.map(({ token, apartmentId }, i) => (i % 2 === 0 ? instances[0] : instances[1]).json(`/api/bookings`, post({ marketType: '0', apartmentId }, { token }))));

/** The ids among `ids` that are booked, in ascending order (the database promises no order of its own). */
const booked = async (ids: number[]) =>
  (await database.db.select({ id: apartments.id }).from(apartments).where(and(inArray(apartments.id, ids), eq(apartments.availability, 'booked')))).map((row) => row.id).sort((a, b) => a - b);

describe(`booking limits under concurrency (${expectedKind}, two server instances)`, () => {
  it('50 concurrent bookings by one user give exactly 2; nothing else changes for the refused ones', async () => {
    const [t] = instances;
    const token = await signIn(t, await confirmedUser(t));
    const wanted = apartmentIds.slice(0, 50);
    const answers = await bookEverywhere(wanted.map((apartmentId) => ({ token, apartmentId })));
    const accepted = answers.filter((answer) => answer.status === 201);
    expect(accepted).toHaveLength(2);
    for (const answer of answers.filter((a) => a.status !== 201)) expect(answer).toMatchObject({ status: 400, body: refusal('BOOKING', 'MAX_BOOKINGS_REACHED', { max: 2 }) });
    const acceptedIds = accepted.map((answer) => (answer.body as { apartmentId: number }).apartmentId).sort((a, b) => a - b);
    expect(await booked(wanted)).toEqual(acceptedIds);
    const rows = await database.db.select().from(bookings);
    expect(rows.map((row) => row.apartmentId).sort((a, b) => (a ?? 0) - (b ?? 0))).toEqual(acceptedIds);
    const holds = await database.db.select().from(deadlines).where(eq(deadlines.kind, bookingReleaseKind));
    expect(holds.map((row) => (row.payload as { bookingId: number }).bookingId).sort()).toEqual(rows.map((row) => row.id).sort());
  });

  it('20 users booking the same apartment give exactly 1 booking', async () => {
    const [t] = instances;
    const apartmentId = apartmentIds[55] ?? 0;
    const users = await Promise.all(Array.from({ length: 20 }, async () => signIn(t, await confirmedUser(t))));
    const answers = await bookEverywhere(users.map((token) => ({ token, apartmentId })));
    expect(answers.filter((answer) => answer.status === 201)).toHaveLength(1);
    for (const answer of answers.filter((a) => a.status !== 201)) expect(answer).toMatchObject({ status: 400, body: refusal('BOOKING', 'APARTMENT_ALREADY_BOOKED') });
    const active = await database.db.select().from(bookings).where(and(eq(bookings.apartmentId, apartmentId), isNull(bookings.releasedAt)));
    expect(active).toHaveLength(1);
    expect(await booked([apartmentId])).toEqual([apartmentId]);
    // The refused users hold nothing: each can still book two others.
    const loser = users.find((_, i) => answers[i]?.status !== 201) ?? '';
    expect((await t.json(`/api/bookings`, post({ marketType: '0', apartmentId: apartmentIds[56] }, { token: loser }))).status).toBe(201);
  });
});
