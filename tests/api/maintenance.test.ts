import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sandboxTransport } from '../../api/server/adapters/mail-transport';
import { days, ManualClock } from '../../api/server/clock';
import { deadlines, loanApplicationChanges, rateLimitCounters, singleUseTokens } from '../../api/server/db/schema';
import { startLendingApplication } from '../../api/server/services/lending/lending-runtime';
import { confirmedUser } from '../support/account-helpers';
import { createDeadlineHandlers } from '../../api/server/jobs/deadline-handlers';
import { ensureMaintenanceScheduled, maintenanceKind } from '../../api/server/jobs/maintenance';
import { Scheduler } from '../../api/server/jobs/scheduler';
import { silentLogger } from '../../api/server/logger';
import { createTestApp, testSecret } from '../support/test-app';
import { createTestDatabase, type TestDatabase } from '../support/test-database';

let database: TestDatabase;
beforeAll(async () => {
  database = await createTestDatabase();
});
afterAll(() => database.close());

describe('daily maintenance', () => {
  it('forgets old rate-limit windows and long-expired tokens, keeps current ones, and books its next run', async () => {
    const clock = new ManualClock('2026-05-10T03:00:00Z');
    const at = (offsetDays: number) => new Date(clock.now().getTime() + days(offsetDays));
    await database.db.insert(rateLimitCounters).values([
      { key: 'old', windowStart: at(-2), count: 3 },
      { key: 'current', windowStart: at(0), count: 1 },
    ]);
    await database.db.insert(singleUseTokens).values([
      { purpose: 'captcha-pass', tokenHash: 'old', expiresAt: at(-8), createdAt: at(-9) },
      { purpose: 'captcha-pass', tokenHash: 'recent', expiresAt: at(-1), createdAt: at(-2) },
    ]);
    await ensureMaintenanceScheduled(database.db, clock);
    await ensureMaintenanceScheduled(database.db, clock);
    const scheduler = new Scheduler({ db: database.db, clock, logger: silentLogger, handlers: createDeadlineHandlers({ mail: sandboxTransport, publicUrl: 'http://localhost', secret: testSecret }) });
    expect(await scheduler.runDue()).toMatchObject({ done: 1, retry: 0 });
    expect((await database.db.select().from(rateLimitCounters)).map((row) => row.key)).toEqual(['current']);
    expect((await database.db.select().from(singleUseTokens)).map((row) => row.tokenHash)).toEqual(['recent']);
    const next = await database.db.select().from(deadlines).where(eq(deadlines.kind, maintenanceKind));
    expect(next.filter((row) => !row.doneAt).map((row) => row.dueAt.toISOString())).toEqual([at(1).toISOString()]);
  });

  it("forgets the applications' change feed older than a week and keeps the rest", async () => {
    const clock = new ManualClock('2026-06-10T03:00:00Z');
    const at = (offsetDays: number) => new Date(clock.now().getTime() + days(offsetDays));
    const person = await confirmedUser(createTestApp(database));
    const { applicationId } = await startLendingApplication(database.db, clock, { mainApplicantId: person.userId, marketType: '1', apartmentId: null, price: 30_000_000 });
    // The feed's own row of the start (written at the database's time), and two written by hand in their own transactions.
    await database.db.insert(loanApplicationChanges).values({ applicationId, kind: 'event', at: at(-8) });
    await database.db.insert(loanApplicationChanges).values({ applicationId, kind: 'event', at: at(-6) });
    const before = await database.db.select().from(loanApplicationChanges).where(eq(loanApplicationChanges.applicationId, applicationId));
    expect(before.length).toBe(3);
    await database.db.update(deadlines).set({ dueAt: clock.now() }).where(eq(deadlines.kind, maintenanceKind));
    const scheduler = new Scheduler({ db: database.db, clock, logger: silentLogger, handlers: createDeadlineHandlers({ mail: sandboxTransport, publicUrl: 'http://localhost', secret: testSecret }) });
    expect((await scheduler.runDue()).done).toBeGreaterThanOrEqual(1);
    const after = await database.db.select().from(loanApplicationChanges).where(eq(loanApplicationChanges.applicationId, applicationId));
    expect(after.map((row) => row.at.toISOString()).sort()).toEqual(before.filter((row) => row.at >= at(-7)).map((row) => row.at.toISOString()).sort());
    expect(after.length).toBe(2);
  });
});
