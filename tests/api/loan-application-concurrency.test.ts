import { and, eq, inArray, isNull } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { apartments, bookings, loanApplications } from '../../api/server/db/schema';
import { confirmedUser, post, refusal, signIn } from '../support/account-helpers';
import { createTestApp, type TestApp } from '../support/test-app';
import { createTestDatabase, expectedKind, type TestDatabase } from '../support/test-database';
import { seedLoanCatalogue, type LoanCatalogue } from '../drivers/loan-applications.api';

/*
 * Starting an application books its property in the same transaction; the limits are the database's
 * unique indexes (one active application per person, one active booking per property), so they hold
 * with two server instances on one database. On PostgreSQL (TEST_DATABASE_URL) the requests really
 * race on two connection pools; on PGlite the same requests run against its one connection.
 */

let database: TestDatabase;
let instances: [TestApp, TestApp];
let catalogue: LoanCatalogue;

beforeAll(async () => {
  database = await createTestDatabase();
  const first = createTestApp(database);
  const second = createTestApp(await database.connectAgain());
  second.clock.set(first.clock.now());
  instances = [first, second];
  catalogue = await seedLoanCatalogue(database.db, first.clock.now(), 12);
});
afterAll(() => database.close());

/** Sends each start to one instance or the other, all at once. */
const startEverywhere = (requests: { token: string; apartmentId: number }[]) =>
  Promise.all(requests.map(({ token, apartmentId }, i) => instances[i % 2 === 0 ? 0 : 1].json<{ id?: string; type?: string; reason?: string }>('/api/loan-applications', post({ property: { marketType: '0', apartmentId } }, { token }))));

const person = async () => {
  const [t] = instances;
  const user = await confirmedUser(t);
  return { userId: user.userId, token: await signIn(t, user) };
};

describe(`starting loan applications under concurrency (${expectedKind}, two server instances)`, () => {
  it('20 people starting an application on one flat at once give exactly one application and one booking', async () => {
    const apartmentId = catalogue.apartments[0] ?? 0;
    const people = await Promise.all(Array.from({ length: 20 }, person));
    const answers = await startEverywhere(people.map(({ token }) => ({ token, apartmentId })));
    const accepted = answers.filter((answer) => answer.status === 201);
    expect(accepted).toHaveLength(1);
    for (const answer of answers.filter((a) => a.status !== 201)) expect(answer).toMatchObject({ status: 400, body: refusal('BOOKING', 'APARTMENT_ALREADY_BOOKED') });
    const applications = await database.db.select().from(loanApplications).where(inArray(loanApplications.mainApplicantId, people.map((p) => p.userId)));
    expect(applications).toHaveLength(1);
    const booked = await database.db.select().from(bookings).where(and(eq(bookings.apartmentId, apartmentId), isNull(bookings.releasedAt)));
    expect(booked).toHaveLength(1);
    expect(applications[0]).toMatchObject({ id: accepted[0]?.body.id, bookingId: booked[0]?.id, mainApplicantId: booked[0]?.userId });
    expect((await database.db.select().from(bookings).where(inArray(bookings.userId, people.map((p) => p.userId)))).length).toBe(1);
  });

  it('one person starting 10 applications at once on 10 flats gives exactly one application and one booking', async () => {
    const { userId, token } = await person();
    const flats = catalogue.apartments.slice(1, 11);
    const answers = await startEverywhere(flats.map((apartmentId) => ({ token, apartmentId })));
    const accepted = answers.filter((answer) => answer.status === 201);
    expect(accepted).toHaveLength(1);
    for (const answer of answers.filter((a) => a.status !== 201)) expect(answer).toMatchObject({ status: 400, body: refusal('LOAN_APPLICATION', 'ACTIVE_APPLICATION_EXISTS') });
    const applications = await database.db.select().from(loanApplications).where(eq(loanApplications.mainApplicantId, userId));
    expect(applications).toHaveLength(1);
    const held = await database.db.select().from(bookings).where(eq(bookings.userId, userId));
    expect(held).toHaveLength(1);
    expect(applications[0]?.bookingId).toBe(held[0]?.id);
    // Held by the application and not yet confirmed by its developer: waiting for approval; every other flat is free.
    const bookedFlats = await database.db.select({ id: apartments.id }).from(apartments).where(and(inArray(apartments.id, flats), inArray(apartments.availability, ['booked', 'waitingApproval'])));
    expect(bookedFlats.map((row) => row.id)).toEqual([held[0]?.apartmentId]);
  });
});
