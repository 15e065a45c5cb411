import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sandboxTransport } from '../../api/server/adapters/mail-transport';
import { days, ManualClock } from '../../api/server/clock';
import { deadlines, rateLimitCounters, singleUseTokens } from '../../api/server/db/schema';
import { createDeadlineHandlers } from '../../api/server/jobs/deadline-handlers';
import { ensureMaintenanceScheduled, maintenanceKind } from '../../api/server/jobs/maintenance';
import { Scheduler } from '../../api/server/jobs/scheduler';
import { silentLogger } from '../../api/server/logger';
import { testSecret } from '../support/test-app';
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
});
