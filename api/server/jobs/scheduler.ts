import { and, asc, eq, isNull, lte } from 'drizzle-orm';
import type { Clock } from '../clock';
import type { Db, Queryable, Tx } from '../db/database';
import { deadlines } from '../db/schema';
import { safeErrorMessage, type Logger } from '../logger';

export type DeadlineRow = typeof deadlines.$inferSelect;

/** Runs inside the transaction that marks the deadline done: its writes and the mark commit together. */
export type DeadlineHandler = (work: { tx: Tx; deadline: DeadlineRow; now: Date }) => Promise<void>;

export interface NewDeadline {
  kind: string;
  dueAt: Date;
  payload?: Record<string, unknown>;
  maxAttempts?: number;
}

/** Adds a deadline in the caller's transaction, so it exists exactly when the change that needs it does. */
export async function scheduleDeadline(q: Queryable, deadline: NewDeadline): Promise<number> {
  const [row] = await q
    .insert(deadlines)
    .values({ kind: deadline.kind, dueAt: deadline.dueAt, payload: deadline.payload ?? {}, maxAttempts: deadline.maxAttempts ?? 5 })
    .returning({ id: deadlines.id });
  if (!row) throw new Error('deadline insert returned nothing');
  return row.id;
}

/** Waits 30 s after the first failure, doubling each time, at most an hour. */
export function retryDelayMs(attempts: number): number {
  return Math.min(30_000 * 2 ** Math.max(0, attempts - 1), 3_600_000);
}

export type RunOutcome = 'done' | 'retry' | 'failed';

export interface SchedulerOptions {
  db: Db;
  clock: Clock;
  logger: Logger;
  handlers: Record<string, DeadlineHandler>;
  /** How often an idle scheduler looks for due rows. */
  pollMs?: number;
}

/**
 * Claims due deadlines one at a time with `FOR UPDATE SKIP LOCKED`: two instances never run the same
 * row, a crash releases the lock with the transaction (the row runs again after a restart), and a
 * failing handler is retried with back-off until its attempts run out.
 */
export class Scheduler {
  readonly #options: SchedulerOptions;
  #timer: NodeJS.Timeout | undefined;
  #running: Promise<unknown> = Promise.resolve();
  #stopped = true;

  constructor(options: SchedulerOptions) {
    this.#options = options;
  }

  /** Runs one due deadline if there is one; `undefined` when nothing is due. */
  async runNext(): Promise<RunOutcome | undefined> {
    const { db, clock, handlers, logger } = this.#options;
    const now = clock.now();
    return db.transaction(async (tx) => {
      const [deadline] = await tx
        .select()
        .from(deadlines)
        .where(and(isNull(deadlines.doneAt), isNull(deadlines.failedAt), lte(deadlines.dueAt, now)))
        .orderBy(asc(deadlines.dueAt), asc(deadlines.id))
        .limit(1)
        .for('update', { skipLocked: true });
      if (!deadline) return undefined;
      const attempts = deadline.attempts + 1;
      try {
        const handler = handlers[deadline.kind];
        if (!handler) throw new Error(`no handler for deadline kind '${deadline.kind}'`);
        // A savepoint: a failing handler's writes roll back, the attempt count below still commits.
        await tx.transaction((work) => handler({ tx: work, deadline, now }));
        await tx.update(deadlines).set({ doneAt: now, attempts, lastError: null }).where(eq(deadlines.id, deadline.id));
        return 'done' as const;
      } catch (error) {
        // Stored and logged: a failed query's message would carry its parameters (what people typed).
        const message = safeErrorMessage(error);
        const exhausted = attempts >= deadline.maxAttempts;
        await tx
          .update(deadlines)
          .set({
            attempts,
            lastError: message.slice(0, 2000),
            ...(exhausted ? { failedAt: now } : { dueAt: new Date(now.getTime() + retryDelayMs(attempts)) }),
          })
          .where(eq(deadlines.id, deadline.id));
        logger.warn('deadline failed', { deadlineId: deadline.id, kind: deadline.kind, attempts, exhausted, error: message });
        return exhausted ? ('failed' as const) : ('retry' as const);
      }
    });
  }

  /** Runs everything due now (bounded, so a handler that keeps rescheduling cannot spin forever). */
  async runDue(limit = 500): Promise<Record<RunOutcome, number>> {
    const counts: Record<RunOutcome, number> = { done: 0, retry: 0, failed: 0 };
    for (let i = 0; i < limit; i += 1) {
      const outcome = await this.runNext();
      if (!outcome) break;
      counts[outcome] += 1;
    }
    return counts;
  }

  start(): void {
    if (!this.#stopped) return;
    this.#stopped = false;
    const tick = () => {
      if (this.#stopped) return;
      this.#running = this.runDue()
        .catch((error: unknown) => this.#options.logger.error('scheduler tick failed', { error }))
        .finally(() => {
          if (!this.#stopped) this.#timer = setTimeout(tick, this.#options.pollMs ?? 1000);
        });
    };
    tick();
  }

  /** Stops polling and waits for the deadline in hand to finish. */
  async stop(): Promise<void> {
    this.#stopped = true;
    if (this.#timer) clearTimeout(this.#timer);
    await this.#running;
  }
}
