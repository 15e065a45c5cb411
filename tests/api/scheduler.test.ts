import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { ManualClock, minutes } from '../../api/server/clock';
import { appMeta, deadlines } from '../../api/server/db/schema';
import { retryDelayMs, scheduleDeadline, Scheduler, type DeadlineHandler } from '../../api/server/jobs/scheduler';
import { silentLogger } from '../../api/server/logger';
import { createTestDatabase, testDatabaseUrl, type TestDatabase } from '../support/test-database';

let database: TestDatabase;
beforeAll(async () => {
  database = await createTestDatabase();
});
afterAll(() => database.close());
beforeEach(async () => {
  await database.db.delete(deadlines);
  await database.db.delete(appMeta);
});

/** A handler with a visible effect: it counts its runs in app_meta, inside the deadline's transaction. */
const countRun: DeadlineHandler = async ({ tx, deadline }) => {
  const key = `runs:${deadline.id}`;
  await tx
    .insert(appMeta)
    .values({ key, value: 1 })
    .onConflictDoUpdate({ target: appMeta.key, set: { value: sql`to_jsonb((${appMeta.value})::int + 1)` } });
};

async function runsOf(id: number): Promise<number> {
  const [row] = await database.db.select().from(appMeta).where(eq(appMeta.key, `runs:${id}`));
  return Number(row?.value ?? 0);
}

async function deadline(id: number) {
  const [row] = await database.db.select().from(deadlines).where(eq(deadlines.id, id));
  return row;
}

describe('scheduler', () => {
  it('leaves a deadline alone until it is due, then runs it once', async () => {
    const clock = new ManualClock('2026-03-01T10:00:00Z');
    const scheduler = new Scheduler({ db: database.db, clock, logger: silentLogger, handlers: { count: countRun } });
    const id = await scheduleDeadline(database.db, { kind: 'count', dueAt: new Date('2026-03-01T10:05:00Z') });
    expect(await scheduler.runDue()).toEqual({ done: 0, retry: 0, failed: 0 });
    clock.advance(minutes(5));
    expect(await scheduler.runDue()).toEqual({ done: 1, retry: 0, failed: 0 });
    expect(await scheduler.runDue()).toEqual({ done: 0, retry: 0, failed: 0 });
    expect(await runsOf(id)).toBe(1);
    expect((await deadline(id))?.doneAt?.toISOString()).toBe('2026-03-01T10:05:00.000Z');
  });

  it('runs each due row exactly once with two workers on two connections', async () => {
    const clock = new ManualClock('2026-03-01T10:00:00Z');
    const ids: number[] = [];
    for (let i = 0; i < 20; i += 1) ids.push(await scheduleDeadline(database.db, { kind: 'count', dueAt: clock.now() }));
    const second = await database.connectAgain();
    const workers = [database.db, second.db].map((db) => new Scheduler({ db, clock, logger: silentLogger, handlers: { count: countRun } }));
    const [a, b] = await Promise.all(workers.map((worker) => worker.runDue()));
    expect((a?.done ?? 0) + (b?.done ?? 0)).toBe(20);
    for (const id of ids) expect(await runsOf(id)).toBe(1);
    if (testDatabaseUrl) expect(Math.min(a?.done ?? 0, b?.done ?? 0)).toBeGreaterThan(0);
  });

  it('retries a failing deadline with back-off, rolling back its writes, then succeeds', async () => {
    const clock = new ManualClock('2026-03-01T10:00:00Z');
    let failuresLeft = 2;
    const flaky: DeadlineHandler = async (work) => {
      await countRun(work);
      if (failuresLeft-- > 0) throw new Error('registry timed out');
    };
    const scheduler = new Scheduler({ db: database.db, clock, logger: silentLogger, handlers: { flaky } });
    const id = await scheduleDeadline(database.db, { kind: 'flaky', dueAt: clock.now() });

    expect(await scheduler.runDue()).toMatchObject({ retry: 1 });
    let row = await deadline(id);
    expect(row).toMatchObject({ attempts: 1, lastError: 'registry timed out', doneAt: null });
    expect(row?.dueAt.getTime()).toBe(clock.now().getTime() + retryDelayMs(1));
    expect(await runsOf(id)).toBe(0);

    clock.advance(retryDelayMs(1));
    expect(await scheduler.runDue()).toMatchObject({ retry: 1 });
    clock.advance(retryDelayMs(2) - 1);
    expect(await scheduler.runDue()).toMatchObject({ retry: 0, done: 0 });
    clock.advance(1);
    expect(await scheduler.runDue()).toMatchObject({ done: 1 });
    row = await deadline(id);
    expect(row).toMatchObject({ attempts: 3, lastError: null });
    expect(await runsOf(id)).toBe(1);
  });

  it('gives up after the last attempt and marks the row failed', async () => {
    const clock = new ManualClock('2026-03-01T10:00:00Z');
    const scheduler = new Scheduler({ db: database.db, clock, logger: silentLogger, handlers: {} });
    const id = await scheduleDeadline(database.db, { kind: 'unknown-kind', dueAt: clock.now(), maxAttempts: 2 });
    expect(await scheduler.runDue()).toMatchObject({ retry: 1 });
    clock.advance(retryDelayMs(1));
    expect(await scheduler.runDue()).toMatchObject({ failed: 1 });
    clock.advance(retryDelayMs(5));
    expect(await scheduler.runDue()).toEqual({ done: 0, retry: 0, failed: 0 });
    expect((await deadline(id))?.failedAt).not.toBeNull();
    expect((await deadline(id))?.lastError).toContain("no handler for deadline kind 'unknown-kind'");
  });

  it('keeps a due row across a restart and runs it on the next start', async () => {
    const clock = new ManualClock('2026-03-01T10:00:00Z');
    const before = new Scheduler({ db: database.db, clock, logger: silentLogger, handlers: { count: countRun }, pollMs: 10 });
    before.start();
    await before.stop();
    const id = await scheduleDeadline(database.db, { kind: 'count', dueAt: new Date('2026-03-01T11:00:00Z') });
    // The instance is gone; a new one starts on the same database after the row fell due.
    const restarted = await database.connectAgain();
    clock.set('2026-03-01T12:00:00Z');
    const after = new Scheduler({ db: restarted.db, clock, logger: silentLogger, handlers: { count: countRun }, pollMs: 10 });
    after.start();
    await expect.poll(() => runsOf(id), { timeout: 5000 }).toBe(1);
    await after.stop();
    expect((await deadline(id))?.doneAt).not.toBeNull();
  });
});
