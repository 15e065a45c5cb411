import { and, asc, eq, inArray, isNull, lt, or, sql } from 'drizzle-orm';
import { savedFilterHref } from '../../contract/saved-filters';
import { hours, type Clock } from '../clock';
import type { Db } from '../db/database';
import { deadlines, savedFilters } from '../db/schema';
import { notify } from '../services/notifications.service';
import { countNewMatches } from '../services/saved-filter-matches.service';
import { scheduleDeadline, type DeadlineHandler } from './scheduler';

export const savedFilterAlertsKind = 'savedFilters.alerts';
/** How often each saved search with alerts is looked at. */
export const alertsEveryMs = hours(1);
/** Filters per run: one run is one transaction, so thousands of filters take several short ones. */
export const alertsBatchSize = 100;

/** A batch that continues a round carries when the round began; the first batch begins one. */
function roundStartOf(payload: unknown, now: Date): Date {
  const started = (payload as { roundStartedAt?: unknown } | null)?.roundStartedAt;
  return typeof started === 'string' ? new Date(started) : now;
}

/**
 * One batch of a round of alerts. A round looks at every filter with alerts on that was last checked
 * before the round began, oldest first: it counts what appeared since, notifies (and mails) the owner
 * when something did, and marks the filter checked up to now. A full batch books the next one at once
 * (the same round); the last books the next round an hour after this one began. The rows are locked
 * and locked ones skipped, so a second instance's run never mails the same news twice.
 */
export function checkSavedFilterAlerts(deps: { publicUrl: string; batchSize?: number }): DeadlineHandler {
  const batchSize = deps.batchSize ?? alertsBatchSize;
  return async ({ tx, deadline, now }) => {
    const roundStartedAt = roundStartOf(deadline.payload, now);
    const due = await tx
      .select()
      .from(savedFilters)
      .where(and(eq(savedFilters.alerts, true), or(isNull(savedFilters.alertsCheckedAt), lt(savedFilters.alertsCheckedAt, roundStartedAt))))
      .orderBy(sql`${savedFilters.alertsCheckedAt} asc nulls first`, asc(savedFilters.id))
      .limit(batchSize)
      .for('update', { skipLocked: true });
    for (const filter of due) {
      // Never checked (alerts on without a start): counting begins now.
      if (!filter.alertsCheckedAt) continue;
      const matches = await countNewMatches(tx, filter, filter.alertsCheckedAt, now);
      if (matches === 0) continue;
      await notify(
        tx,
        now,
        filter.userId,
        { kind: 'savedFilterMatches', params: { filterId: filter.id, name: filter.name, count: matches, page: filter.page } },
        { email: { template: 'savedFilterAlert', params: (lang) => ({ name: filter.name, count: matches, link: `${deps.publicUrl}${savedFilterHref(lang, filter.page, filter.search)}` }) } },
      );
    }
    if (due.length) await tx.update(savedFilters).set({ alertsCheckedAt: now }).where(inArray(savedFilters.id, due.map((filter) => filter.id)));
    const roundUnfinished = due.length === batchSize;
    await scheduleDeadline(
      tx,
      roundUnfinished
        ? { kind: savedFilterAlertsKind, dueAt: now, payload: { roundStartedAt: roundStartedAt.toISOString() } }
        : { kind: savedFilterAlertsKind, dueAt: new Date(Math.max(now.getTime(), roundStartedAt.getTime() + alertsEveryMs)) },
    );
  };
}

/** Books the first round when none is pending (at start; two instances at once cost one extra run). */
export async function ensureSavedFilterAlertsScheduled(db: Db, clock: Clock): Promise<void> {
  const [pending] = await db
    .select({ id: deadlines.id })
    .from(deadlines)
    .where(and(eq(deadlines.kind, savedFilterAlertsKind), isNull(deadlines.doneAt), isNull(deadlines.failedAt)))
    .limit(1);
  if (!pending) await scheduleDeadline(db, { kind: savedFilterAlertsKind, dueAt: clock.now() });
}
