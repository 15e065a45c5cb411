import { readdirSync, readFileSync } from 'node:fs';
import { asc, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sandboxTransport } from '../../api/server/adapters/mail-transport';
import { days, ManualClock } from '../../api/server/clock';
import { apartments, buildings, deadlines, developers, loanApplicationEvents, loanApplicationOutbox, loanApplications, lendingFinalStatuses, users } from '../../api/server/db/schema';
import { AppError } from '../../api/server/http/app-error';
import { Scheduler } from '../../api/server/jobs/scheduler';
import { createDeadlineHandlers } from '../../api/server/jobs/deadline-handlers';
import { silentLogger } from '../../api/server/logger';
import { lendingDeadlineKinds, lendingProcessDays, openLendingDeadlines } from '../../api/server/services/lending/lending-deadlines';
import { lendingEnvelopeMigrations, migrateEnvelope, restoreEnvelope, type EnvelopeMigration, type StoredEnvelope } from '../../api/server/services/lending/lending-envelope';
import { lendingOutboxKinds } from '../../api/server/services/lending/lending-outbox';
import { applyLendingEvent, startLendingApplication, type LendingLogActor } from '../../api/server/services/lending/lending-runtime';
import { lendingMachine, lendingMachineVersion, lendingStatusOf, type LendingEvent, type LendingStateKey } from '../../machines/lending/lending.machine';
import { fullOffer } from '../../machines/lending/lending.samples';
import { apartmentRow, buildingRow, developerRow } from '../support/catalogue-fixtures';
import { testSecret } from '../support/test-app';
import { createTestDatabase, expectedKind, type TestDatabase } from '../support/test-database';

let database: TestDatabase;
let apartmentIds: number[];
const clock = new ManualClock('2026-01-15T09:00:00Z');
const bank: LendingLogActor = { kind: 'system', source: 'decision-engine' };
const staff = { kind: 'staff', staffId: 'credit-officer-1' } as const;

beforeAll(async () => {
  database = await createTestDatabase();
  const [developer] = await database.db.insert(developers).values(developerRow(1, true)).returning({ id: developers.id });
  const [building] = await database.db
    .insert(buildings)
    .values(buildingRow(1, { developerId: developer?.id ?? 0, market: 'primary', district: 'kentron', stage: 2, completionDate: '2027-06-30', createdAt: clock.now() }))
    .returning({ id: buildings.id });
  const rows = Array.from({ length: 3 }, (_, n) => apartmentRow(n + 1, { buildingId: building?.id ?? 0, rooms: 2, price: 40_000_000, area: 70, availability: 'forSale' }));
  apartmentIds = (await database.db.insert(apartments).values(rows).returning({ id: apartments.id })).map((row) => row.id);
});
afterAll(() => database.close());

let people = 0;
/** A person with an account, as a row (the runtime needs only the id). */
async function person(): Promise<{ kind: 'applicant'; userId: string }> {
  people += 1;
  const now = clock.now();
  const [row] = await database.db
    .insert(users)
    .values({ email: `lending-${people}@example.am`, firstName: 'Anna', lastName: 'Hakobyan', passwordHash: 'not-a-login', termsAcceptedAt: now, passwordChangedAt: now, createdAt: now })
    .returning({ id: users.id });
  return { kind: 'applicant', userId: row?.id ?? '' };
}

const application = async (id: string) => (await database.db.select().from(loanApplications).where(eq(loanApplications.id, id)))[0];
const log = (id: string) => database.db.select().from(loanApplicationEvents).where(eq(loanApplicationEvents.applicationId, id)).orderBy(asc(loanApplicationEvents.seq));
const outbox = (id: string) => database.db.select().from(loanApplicationOutbox).where(eq(loanApplicationOutbox.applicationId, id));
const apply = (id: string, event: LendingEvent, actor: LendingLogActor) => applyLendingEvent(database.db, id, event, actor, clock);
/** Everything the runtime writes about an application, to compare before and after a refused event. */
const everything = async (id: string) => ({ row: await application(id), log: await log(id), deadlines: await openLendingDeadlines(database.db, id), outbox: await outbox(id) });

/** What an awaited call threw (undefined when it did not). */
async function thrown(call: Promise<unknown>): Promise<unknown> {
  try {
    await call;
  } catch (error) {
    return error;
  }
  return undefined;
}

const scheduler = () => new Scheduler({ db: database.db, clock, logger: silentLogger, handlers: createDeadlineHandlers({ mail: sandboxTransport, publicUrl: 'http://localhost', secret: testSecret }) });

describe(`lending runtime (${expectedKind})`, () => {
  it('runs an application from the draft to the accepted offer, logging every step with its actor and statuses', async () => {
    clock.set('2026-01-15T09:00:00Z');
    const applicant = await person();
    const apartmentId = apartmentIds[0] ?? 0;
    const started = await startLendingApplication(database.db, clock, { mainApplicantId: applicant.userId, marketType: '0', apartmentId, price: 40_000_000 });
    const id = started.applicationId;
    expect(started).toMatchObject({ status: 'Draft', seq: 1 });
    expect(await application(id)).toMatchObject({ status: 'Draft', machineVersion: lendingMachineVersion, stateValue: 'draft', apartmentId, listingId: null, marketType: '0' });
    // A primary draft must be submitted within 2 days: its deadline is at submitBy.
    expect((await openLendingDeadlines(database.db, id)).map((row) => [row.kind, row.dueAt.toISOString()])).toEqual([[lendingDeadlineKinds.submission, '2026-01-17T09:00:00.000Z']]);

    await apply(id, { type: 'property.confirmed' }, { kind: 'system', source: 'partner' });
    clock.set('2026-01-16T09:00:00Z');
    const sent = await apply(id, { type: 'application.submit', by: applicant, at: clock.now().toISOString() }, applicant);
    expect(sent).toMatchObject({ status: 'Sent', seq: 3, changed: true });
    // Submitted: no deadline until the bank answers, and the decision engine is asked, once, by the submission's log entry.
    expect(await openLendingDeadlines(database.db, id)).toEqual([]);
    expect(await outbox(id)).toMatchObject([
      { kind: lendingOutboxKinds.decisionRequest, idempotencyKey: `application:${id}:submit:3`, sentAt: null, attempts: 0, payload: { applicationId: id, apartmentId, price: 40_000_000, marketType: '0' } },
    ]);

    await apply(id, { type: 'bank.unavailable' }, bank);
    // Pending: the process window (7 days for the primary market) counts from the submission.
    expect((await openLendingDeadlines(database.db, id)).map((row) => [row.kind, row.dueAt.toISOString()])).toEqual([[lendingDeadlineKinds.process, new Date(Date.parse('2026-01-16T09:00:00Z') + days(lendingProcessDays['0'])).toISOString()]]);
    await apply(id, { type: 'bank.received' }, bank);
    expect(await openLendingDeadlines(database.db, id)).toEqual([]);
    await apply(id, { type: 'decision.approved', offer: fullOffer, at: clock.now().toISOString() }, bank);
    expect((await openLendingDeadlines(database.db, id)).map((row) => row.dueAt.toISOString())).toEqual(['2026-01-23T09:00:00.000Z']);
    const accepted = await apply(id, { type: 'offer.accept', by: applicant }, applicant);
    // approvedByClient is passed through at once: with no co-applicant the offer is accepted.
    expect(accepted.status).toBe('OfferAccepted');
    // The process after the offer (issue 17) waits on the clients within the same window: the deadline stays.
    expect((await openLendingDeadlines(database.db, id)).map((row) => [row.kind, row.dueAt.toISOString()])).toEqual([['lending.processPassed', '2026-01-23T09:00:00.000Z']]);
    expect(await application(id)).toMatchObject({ status: 'OfferAccepted', stateValue: 'offerAccepted', context: { offer: fullOffer, submittedAt: '2026-01-16T09:00:00.000Z' } });

    expect((await log(id)).map((row) => [row.seq, row.eventType, row.actorKind, row.actorId, row.fromStatus, row.toStatus])).toEqual([
      [1, 'application.start', 'applicant', applicant.userId, null, 'Draft'],
      [2, 'property.confirmed', 'system', 'partner', 'Draft', 'Draft'],
      [3, 'application.submit', 'applicant', applicant.userId, 'Draft', 'Sent'],
      [4, 'bank.unavailable', 'system', 'decision-engine', 'Sent', 'Pending'],
      [5, 'bank.received', 'system', 'decision-engine', 'Pending', 'SentToBank'],
      [6, 'decision.approved', 'system', 'decision-engine', 'SentToBank', 'ApprovedByBank'],
      [7, 'offer.accept', 'applicant', applicant.userId, 'ApprovedByBank', 'OfferAccepted'],
    ]);
    expect((await log(id))[6]?.at.toISOString()).toBe('2026-01-16T09:00:00.000Z');
  });

  it('refuses an event the chart does not allow with the rule\'s catalogued reason (409), changing nothing', async () => {
    clock.set('2026-01-15T09:00:00Z');
    const applicant = await person();
    const other = await person();
    const { applicationId: id } = await startLendingApplication(database.db, clock, { mainApplicantId: applicant.userId, marketType: '0', apartmentId: apartmentIds[1] ?? 0, price: 40_000_000 });
    const before = await everything(id);
    const at = '2026-01-16T09:00:00Z';
    const refusals: [LendingEvent, LendingLogActor, string, string][] = [
      // The developer has not confirmed the flat yet.
      [{ type: 'application.submit', by: applicant, at }, applicant, 'APARTMENT', 'APARTMENT_UNAVAILABLE'],
      [{ type: 'application.delete', by: other }, other, 'COMMON', 'FORBIDDEN'],
      [{ type: 'offer.accept', by: applicant }, applicant, 'LOAN_APPLICATION', 'ACTION_NOT_ALLOWED'],
      [{ type: 'review.approve', by: staff, offer: fullOffer, at: clock.now().toISOString() }, staff, 'LOAN_APPLICATION', 'ACTION_NOT_ALLOWED'],
      // A deadline row that fires early changes nothing.
      [{ type: 'deadline.submissionPassed', at }, { kind: 'system', source: 'deadline:0' }, 'LOAN_APPLICATION', 'ACTION_NOT_ALLOWED'],
    ];
    for (const [event, actor, type, reason] of refusals) {
      const error = await thrown(apply(id, event, actor));
      expect(error, event.type).toBeInstanceOf(AppError);
      expect(error, event.type).toMatchObject({ type, reason, status: 409 });
      // The row, the log, the deadlines and the outbox are as they were.
      expect(await everything(id), event.type).toEqual(before);
    }
    await apply(id, { type: 'price.changed', price: 41_000_000 }, { kind: 'system', source: 'catalogue' });
    await apply(id, { type: 'property.confirmed' }, { kind: 'system', source: 'partner' });
    const changed = await everything(id);
    expect(changed.log).toHaveLength(3);
    const priceRefusals: [LendingEvent, string][] = [
      [{ type: 'application.submit', by: applicant, at }, 'isPriceConfirmed'],
      // The person saw the old price: it has changed since.
      [{ type: 'price.confirm', by: applicant, price: 40_000_000 }, 'isCurrentPrice'],
    ];
    for (const [event, rule] of priceRefusals) {
      expect(await thrown(apply(id, event, applicant))).toMatchObject({ type: 'LOAN_APPLICATION', reason: 'PRICE_CHANGED', params: { rule }, status: 409 });
      expect(await everything(id)).toEqual(changed);
    }
    expect(changed.outbox).toEqual([]);
  });

  it('answers an allowed event that changes nothing without writing anything', async () => {
    clock.set('2026-01-15T09:00:00Z');
    const applicant = await person();
    const { applicationId: id } = await startLendingApplication(database.db, clock, { mainApplicantId: applicant.userId, marketType: '1', apartmentId: null, price: 30_000_000 });
    const before = await everything(id);
    const again = await apply(id, { type: 'price.changed', price: 30_000_000 }, { kind: 'system', source: 'catalogue' });
    expect(again).toMatchObject({ status: 'Draft', seq: 1, changed: false });
    expect(await everything(id)).toEqual(before);
  });

  it('refuses an event whose `by` is not the actor it would be logged for', async () => {
    const applicant = await person();
    const other = await person();
    const { applicationId: id } = await startLendingApplication(database.db, clock, { mainApplicantId: applicant.userId, marketType: '1', apartmentId: null, price: 30_000_000 });
    await expect(apply(id, { type: 'application.delete', by: applicant }, other)).rejects.toThrow(/not the actor/);
    expect(await application(id)).toMatchObject({ status: 'Draft' });
  });

  it('answers 404 for an application that does not exist', async () => {
    const error = await thrown(apply('00000000-0000-4000-8000-000000000000', { type: 'bank.received' }, bank));
    expect(error).toMatchObject({ type: 'COMMON', reason: 'NOT_FOUND', status: 404 });
  });

  it('expires a draft when the scheduler runs its submission deadline after the clock passes it; a stale deadline changes nothing', async () => {
    clock.set('2026-02-01T09:00:00Z');
    const applicant = await person();
    const { applicationId: id } = await startLendingApplication(database.db, clock, { mainApplicantId: applicant.userId, marketType: '1', apartmentId: null, price: 30_000_000 });
    const [deadline] = await openLendingDeadlines(database.db, id);
    // Secondary market: 5 days.
    expect(deadline?.dueAt.toISOString()).toBe('2026-02-06T09:00:00.000Z');
    clock.set('2026-02-06T08:59:59Z');
    await scheduler().runDue();
    expect(await application(id)).toMatchObject({ status: 'Draft' });
    clock.set('2026-02-06T09:00:00Z');
    await scheduler().runDue();
    expect(await application(id)).toMatchObject({ status: 'Expired', stateValue: 'expired' });
    const [row] = await database.db.select().from(deadlines).where(eq(deadlines.id, deadline?.id ?? 0));
    expect(row).toMatchObject({ doneAt: clock.now(), failedAt: null, attempts: 1, lastError: null });
    expect((await log(id)).at(-1)).toMatchObject({ seq: 2, eventType: 'deadline.submissionPassed', actorKind: 'system', actorId: `deadline:${deadline?.id}`, fromStatus: 'Draft', toStatus: 'Expired', event: { at: '2026-02-06T09:00:00.000Z' } });
    expect(await openLendingDeadlines(database.db, id)).toEqual([]);

    // A submitted application's process deadline: closed when the bank answers, so it never fires.
    const second = await person();
    clock.set('2026-02-01T09:00:00Z');
    const { applicationId: other } = await startLendingApplication(database.db, clock, { mainApplicantId: second.userId, marketType: '0', apartmentId: null, price: 30_000_000 });
    await apply(other, { type: 'application.submit', by: second, at: clock.now().toISOString() }, second);
    await apply(other, { type: 'bank.unavailable' }, bank);
    const [process] = await openLendingDeadlines(database.db, other);
    await apply(other, { type: 'bank.received' }, bank);
    const [closed] = await database.db.select().from(deadlines).where(eq(deadlines.id, process?.id ?? 0));
    expect(closed?.doneAt).toEqual(clock.now());
    clock.set('2026-03-01T09:00:00Z');
    await scheduler().runDue();
    expect(await application(other)).toMatchObject({ status: 'SentToBank' });

    // A deadline row the state no longer needs (left open by a crash or a race) fires as done, changing nothing.
    const staleId = (await database.db.insert(deadlines).values({ kind: lendingDeadlineKinds.process, dueAt: clock.now(), payload: { applicationId: other, dueAt: clock.now().toISOString(), event: { type: 'deadline.processPassed' } } }).returning())[0]?.id;
    const logBefore = await log(other);
    expect(await scheduler().runDue()).toMatchObject({ done: 1, retry: 0, failed: 0 });
    expect(await log(other)).toEqual(logBefore);
    expect((await database.db.select().from(deadlines).where(eq(deadlines.id, staleId ?? 0)))[0]).toMatchObject({ doneAt: clock.now(), lastError: null });
  });

  it('expires an offer left unanswered when the process window runs out', async () => {
    clock.set('2026-04-01T09:00:00Z');
    const applicant = await person();
    const { applicationId: id } = await startLendingApplication(database.db, clock, { mainApplicantId: applicant.userId, marketType: '1', apartmentId: null, price: 30_000_000 });
    await apply(id, { type: 'application.submit', by: applicant, at: clock.now().toISOString() }, applicant);
    await apply(id, { type: 'bank.received' }, bank);
    await apply(id, { type: 'decision.approved', offer: fullOffer, at: clock.now().toISOString() }, bank);
    clock.set(new Date(Date.parse('2026-04-01T09:00:00Z') + days(lendingProcessDays['1']) - 1));
    await scheduler().runDue();
    expect(await application(id)).toMatchObject({ status: 'ApprovedByBank' });
    // A row for an earlier window (a resubmission's, left open by a race) is not this offer's deadline: done, nothing changes.
    const earlier = new Date(clock.now().getTime() - days(1));
    await database.db.insert(deadlines).values({ kind: lendingDeadlineKinds.process, dueAt: earlier, payload: { applicationId: id, dueAt: earlier.toISOString(), event: { type: 'deadline.processPassed' } } });
    expect(await scheduler().runDue()).toMatchObject({ done: 1 });
    expect(await application(id)).toMatchObject({ status: 'ApprovedByBank' });
    clock.advance(1);
    await scheduler().runDue();
    expect(await application(id)).toMatchObject({ status: 'Expired' });
    expect((await log(id)).at(-1)).toMatchObject({ eventType: 'deadline.processPassed', fromStatus: 'ApprovedByBank', toStatus: 'Expired' });
  });

  it('sends a draft corrected after a document mismatch back with its submission deadline, and asks the bank again under a new key', async () => {
    clock.set('2026-04-10T09:00:00Z');
    const applicant = await person();
    const { applicationId: id } = await startLendingApplication(database.db, clock, { mainApplicantId: applicant.userId, marketType: '1', apartmentId: null, price: 30_000_000 });
    const submit = () => apply(id, { type: 'application.submit', by: applicant, at: clock.now().toISOString() }, applicant);
    const first = await submit();
    await apply(id, { type: 'bank.received' }, bank);
    await apply(id, { type: 'decision.documentMismatch', person: 'applicant' }, bank);
    expect(await application(id)).toMatchObject({ status: 'Draft', context: { documentMismatch: 'applicant' } });
    expect((await openLendingDeadlines(database.db, id)).map((row) => [row.kind, row.dueAt.toISOString()])).toEqual([[lendingDeadlineKinds.submission, '2026-04-15T09:00:00.000Z']]);
    clock.set('2026-04-12T09:00:00Z');
    const second = await submit();
    expect((await outbox(id)).map((row) => row.idempotencyKey).sort()).toEqual([`application:${id}:submit:${first.seq}`, `application:${id}:submit:${second.seq}`].sort());
    expect(second.seq).toBe(first.seq + 3);
    expect(await openLendingDeadlines(database.db, id)).toEqual([]);
  });

  it('refuses a second active application of one person, and allows a new one once the first has ended', async () => {
    clock.set('2026-05-01T09:00:00Z');
    const applicant = await person();
    const first = await startLendingApplication(database.db, clock, { mainApplicantId: applicant.userId, marketType: '1', apartmentId: null, price: 30_000_000 });
    const countRows = async () => (await database.db.select({ n: sql<number>`count(*)`.mapWith(Number) }).from(loanApplications).where(eq(loanApplications.mainApplicantId, applicant.userId)))[0]?.n;
    const deadlineCount = async () => (await database.db.select({ n: sql<number>`count(*)`.mapWith(Number) }).from(deadlines))[0]?.n;
    const deadlinesBefore = await deadlineCount();
    const error = await thrown(startLendingApplication(database.db, clock, { mainApplicantId: applicant.userId, marketType: '0', apartmentId: apartmentIds[2] ?? 0, price: 45_000_000 }));
    expect(error).toBeInstanceOf(AppError);
    expect(error).toMatchObject({ type: 'LOAN_APPLICATION', reason: 'ACTIVE_APPLICATION_EXISTS', status: 400 });
    expect(await countRows()).toBe(1);
    expect(await deadlineCount()).toBe(deadlinesBefore);
    // Ten at once (two connections on PostgreSQL): none more.
    const second = await database.connectAgain();
    const starts = await Promise.allSettled(
      Array.from({ length: 10 }, (_, i) => startLendingApplication(i % 2 === 0 ? database.db : second.db, clock, { mainApplicantId: applicant.userId, marketType: '1', apartmentId: null, price: 30_000_000 })),
    );
    for (const start of starts) expect(start.status === 'rejected' && start.reason).toMatchObject({ type: 'LOAN_APPLICATION', reason: 'ACTIVE_APPLICATION_EXISTS' });
    await apply(first.applicationId, { type: 'application.delete', by: applicant }, applicant);
    const next = await startLendingApplication(database.db, clock, { mainApplicantId: applicant.userId, marketType: '1', apartmentId: null, price: 30_000_000 });
    expect(next.status).toBe('Draft');
    expect(await countRows()).toBe(2);
  });

  it('serializes concurrent events on one application: every allowed one applied in order, the rest refused, none lost', async () => {
    clock.set('2026-06-01T09:00:00Z');
    const applicant = await person();
    const { applicationId: id } = await startLendingApplication(database.db, clock, { mainApplicantId: applicant.userId, marketType: '0', apartmentId: null, price: 30_000_000 });
    const second = await database.connectAgain();
    const dbs = [database.db, second.db];
    // Ten price changes at once: each is applied (none overwrites another's log entry or context).
    const prices = Array.from({ length: 10 }, (_, i) => 31_000_000 + i);
    await Promise.all(prices.map((price, i) => applyLendingEvent(dbs[i % 2] ?? database.db, id, { type: 'price.changed', price }, { kind: 'system', source: 'catalogue' }, clock)));
    const entries = await log(id);
    expect(entries.map((row) => row.seq)).toEqual(Array.from({ length: 11 }, (_, i) => i + 1));
    const lastPrice = (entries.at(-1)?.event as { price: number }).price;
    expect((await application(id))?.context).toMatchObject({ currentPrice: lastPrice });
    await apply(id, { type: 'price.confirm', by: applicant, price: lastPrice }, applicant);
    await apply(id, { type: 'application.submit', by: applicant, at: clock.now().toISOString() }, applicant);
    await apply(id, { type: 'bank.received' }, bank);
    // Two answers of the decision engine at once: exactly one decides, the other is refused.
    const answers = await Promise.allSettled([
      applyLendingEvent(dbs[0] ?? database.db, id, { type: 'decision.approved', offer: fullOffer, at: clock.now().toISOString() }, bank, clock),
      applyLendingEvent(dbs[1] ?? database.db, id, { type: 'decision.rejected', reason: 'creditHistory' }, bank, clock),
    ]);
    expect(answers.filter((answer) => answer.status === 'fulfilled')).toHaveLength(1);
    const refused = answers.find((answer) => answer.status === 'rejected');
    expect(refused?.status === 'rejected' && refused.reason).toMatchObject({ type: 'LOAN_APPLICATION', reason: 'ACTION_NOT_ALLOWED', status: 409 });
    const final = await log(id);
    expect(final.map((row) => row.seq)).toEqual(Array.from({ length: 15 }, (_, i) => i + 1));
    expect(final.at(-1)?.toStatus).toBe((await application(id))?.status);
  });

  it('keeps the one-active-application index on the chart\'s final statuses', () => {
    const finals = Object.entries(lendingMachine.root.states)
      .filter(([, node]) => node.type === 'final')
      .map(([key]) => lendingStatusOf(key));
    expect([...lendingFinalStatuses].sort()).toEqual(finals.sort());
  });
});

describe('lending envelopes', () => {
  const folder = 'tests/golden/lending';
  const goldens = readdirSync(folder).filter((name) => name.endsWith('.json'));
  const read = (name: string) => JSON.parse(readFileSync(`${folder}/${name}`, 'utf8')) as { status: string; envelope: StoredEnvelope };

  it.each(goldens)('restores the golden envelope %s into the current chart with its status', (name) => {
    const { status, envelope } = read(name);
    const snapshot = restoreEnvelope(envelope);
    expect(lendingStatusOf(snapshot.value)).toBe(status);
    expect(snapshot.status).toBe(lendingMachine.root.states[String(snapshot.value)]?.type === 'final' ? 'done' : 'active');
    if (envelope.machineVersion === lendingMachineVersion) expect(snapshot.context).toEqual(envelope.context);
  });

  it('keeps a golden envelope of every state of the current version a stored row can hold', () => {
    const stored = new Set(goldens.filter((name) => name.startsWith(`v${lendingMachineVersion}-`)).map((name) => name.slice(`v${lendingMachineVersion}-`.length, -'.json'.length)));
    // approvedByClient too: applying together, it waits there for the co-applicant's answer.
    const expected = Object.keys(lendingMachine.root.states) as LendingStateKey[];
    expect([...stored].sort()).toEqual([...expected].sort());
  });

  it('migrates an older envelope one version at a time by the registered functions, and refuses one it cannot read', () => {
    expect(lendingEnvelopeMigrations.size).toBe(lendingMachineVersion - 1);
    // Version 1 to 2 (the co-applicant): whose document mismatched, no co-applicant, the applicant as the one who refused an offer.
    const refused = read('v1-rejectedByClient.json').envelope;
    expect(migrateEnvelope({ ...refused, context: { ...(refused.context as object), documentMismatch: true } }).context).toMatchObject({
      documentMismatch: 'applicant',
      coApplicant: null,
      offerRefusedBy: 'applicant',
    });
    expect(migrateEnvelope(read('v1-draft.json').envelope).context).toMatchObject({ documentMismatch: null, coApplicant: null, offerRefusedBy: null });
    const { envelope } = read(`v1-draft.json`);
    // A made-up chart history: version 2 renamed the draft state, version 3 added a context field.
    const migrations = new Map<number, EnvelopeMigration>([
      [1, (old) => ({ ...old, machineVersion: 2, value: old.value === 'draft' ? 'preSaved' : old.value })],
      [2, (old) => ({ ...old, machineVersion: 3, context: { ...(old.context as object), channel: 'online' } })],
    ]);
    expect(migrateEnvelope(envelope, migrations, 3)).toEqual({ machineVersion: 3, value: 'preSaved', context: { ...(envelope.context as object), channel: 'online' } });
    expect(() => migrateEnvelope(envelope, new Map([[1, migrations.get(1) as EnvelopeMigration]]), 3)).toThrow(/no lending envelope migration from version 2/);
    expect(() => migrateEnvelope({ ...envelope, machineVersion: lendingMachineVersion + 1 })).toThrow(/cannot be read/);
    expect(() => migrateEnvelope(envelope, new Map([[1, (old) => ({ ...old, machineVersion: 3 })]]), 3)).toThrow(/answered version 3/);
  });
});
