import { and, inArray, isNull, sql } from 'drizzle-orm';
import { getNextTransitions } from 'xstate';
import type { MarketType } from '../../../contract/property-ref';
import { type LendingContext, type LendingEvent, type LendingSnapshot } from '../../../../machines/lending/lending.machine';
import { days } from '../../clock';
import type { Queryable, Tx } from '../../db/database';
import { deadlines } from '../../db/schema';
import { scheduleDeadline } from '../../jobs/scheduler';
import { appointmentReminderKind, sameReminder, wantedReminders, type AppointmentReminderPayload } from './appointment-bookings';

/**
 * How long the process may wait on the clients or the bank's service, by market (spec section 4,
 * Flow, and section 9, Business constants): "The primary process takes at most 7 calendar days"
 * (from the submission); the secondary market's is the 30 days of "branch visit within 30 days of
 * approval" (see `lendingProcessEndsAt`).
 */
export const lendingProcessDays = { '0': 7, '1': 30 } as const satisfies Record<MarketType, number>;

/**
 * When the process window ends, or null before the submission. A new building's counts from the
 * submission; a resale home's from the bank's approval (before the approval, while the bank's service
 * is awaited, from the submission; and so for an application approved before the chart recorded the
 * approval's time). Fixed times, so leaving and re-entering a waiting status (pending after a retry,
 * the offer after a manual review) does not lengthen it. The process deadline and the branch visit's
 * bookable hours both end here.
 */
export function lendingProcessEndsAt(context: Pick<LendingContext, 'marketType' | 'submittedAt' | 'approvedAt'>): Date | null {
  const from = context.marketType === '1' ? (context.approvedAt ?? context.submittedAt) : context.submittedAt;
  return from === null ? null : new Date(Date.parse(from) + days(lendingProcessDays[context.marketType]));
}

/** The deadline kinds of the lending chart, named by the event each sends. */
export const lendingDeadlineKinds = {
  submission: 'lending.submissionPassed',
  process: 'lending.processPassed',
  /** The prepared contract package expires unsigned at the end of the next working day (issue 17). */
  package: 'lending.packagePassed',
} as const;
export type LendingDeadlineKind = (typeof lendingDeadlineKinds)[keyof typeof lendingDeadlineKinds];

/** The event a deadline sends, without its time: `at` is the scheduler's clock when it fires. */
export type LendingDeadlineEvent = { type: 'deadline.submissionPassed' } | { type: 'deadline.processPassed' } | { type: 'deadline.packagePassed' };

/** A deadline row's payload. `dueAt` is the due time the state asked for (the row's own due time moves on retries). */
export interface LendingDeadlinePayload {
  applicationId: string;
  dueAt: string;
  event: LendingDeadlineEvent;
}

export interface NeededDeadline {
  kind: LendingDeadlineKind;
  dueAt: Date;
  event: LendingDeadlineEvent;
}

/** When each deadline falls due, from the context: null while it cannot (no submission yet, no package). */
const dueOf: Record<LendingDeadlineEvent['type'], { kind: LendingDeadlineKind; dueAt: (context: LendingContext) => Date | null }> = {
  'deadline.submissionPassed': { kind: lendingDeadlineKinds.submission, dueAt: (context) => new Date(context.submitBy) },
  'deadline.processPassed': { kind: lendingDeadlineKinds.process, dueAt: lendingProcessEndsAt },
  'deadline.packagePassed': { kind: lendingDeadlineKinds.package, dueAt: (context) => (context.packageExpiresAt === null ? null : new Date(context.packageExpiresAt)) },
};

/**
 * The deadlines a state needs, as the chart declares them: a state that takes a `deadline.*` event
 * holds that deadline (the draft its submission window; waiting on the bank's service or on the
 * clients, the process window; a prepared package, its signing window), due when the context says.
 */
export function neededDeadlines(snapshot: LendingSnapshot): NeededDeadline[] {
  return (Object.keys(dueOf) as LendingDeadlineEvent['type'][]).flatMap((type) => {
    if (!acceptsEvent(snapshot, type)) return [];
    const dueAt = dueOf[type].dueAt(snapshot.context);
    return dueAt === null ? [] : [{ kind: dueOf[type].kind, dueAt, event: { type } }];
  });
}

/** Whether the state has a transition for the event type at all (guards aside). */
const acceptsEvent = (snapshot: LendingSnapshot, type: LendingEvent['type']) => getNextTransitions(snapshot).some((candidate) => candidate.eventType === type);

/** The event a due deadline sends, with the time it fires. */
export function deadlineEvent(event: LendingDeadlineEvent, now: Date): LendingEvent {
  return event.type === 'deadline.processPassed' ? { type: event.type } : { type: event.type, at: now.toISOString() };
}

const sameDeadline = (needed: NeededDeadline, payload: LendingDeadlinePayload, kind: string) =>
  kind === needed.kind && Date.parse(payload.dueAt) === needed.dueAt.getTime();

/** Whether the state still needs a deadline of this kind, due when the payload says. */
export const isDeadlineNeeded = (snapshot: LendingSnapshot, kind: string, payload: LendingDeadlinePayload): boolean =>
  neededDeadlines(snapshot).some((needed) => sameDeadline(needed, payload, kind));

/** An application's lending deadlines not yet run (read through deadlines_lending_application_idx). */
const openOf = (applicationId: string) =>
  and(sql`${deadlines.kind} like 'lending.%'`, sql`${deadlines.payload}->>'applicationId' = ${applicationId}`, isNull(deadlines.doneAt), isNull(deadlines.failedAt));

/**
 * Makes an application's open deadline rows what its new state needs, in the caller's transaction:
 * rows it no longer needs are closed (a stale process deadline must not expire a later offer), and
 * needed ones that are missing are added. Rows the scheduler holds right now are skipped, not
 * waited for (the scheduler locks its row before the application's, so waiting could deadlock):
 * such a row fires, and its handler finds the state no longer needs it.
 *
 * The appointments' reminders are kept the same way (appointment-bookings.ts): each booked
 * appointment wants one the day before and one an hour before for each person who has it; a moved
 * or forgotten appointment's, or an ended application's, are closed; and one whose time has already
 * come is not written (booked less than a day or an hour ahead, or sent already).
 */
export async function syncLendingDeadlines(tx: Tx, applicationId: string, snapshot: LendingSnapshot, now: Date): Promise<void> {
  const open = await tx
    .select({ id: deadlines.id, kind: deadlines.kind, payload: deadlines.payload })
    .from(deadlines)
    .where(openOf(applicationId))
    .for('update', { skipLocked: true });
  const needed = neededDeadlines(snapshot);
  const openReminders = open.filter((row) => row.kind === appointmentReminderKind);
  const openDeadlines = open.filter((row) => row.kind !== appointmentReminderKind);
  const reminders = wantedReminders(applicationId, snapshot);
  const stale = [
    ...openDeadlines.filter((row) => !needed.some((want) => sameDeadline(want, row.payload as LendingDeadlinePayload, row.kind))),
    ...openReminders.filter((row) => !reminders.some((want) => sameReminder(want, row.payload as unknown as AppointmentReminderPayload))),
  ];
  if (stale.length > 0) {
    await tx
      .update(deadlines)
      .set({ doneAt: now })
      .where(
        inArray(
          deadlines.id,
          stale.map((row) => row.id),
        ),
      );
  }
  for (const want of needed) {
    if (openDeadlines.some((row) => sameDeadline(want, row.payload as LendingDeadlinePayload, row.kind))) continue;
    const payload: LendingDeadlinePayload = { applicationId, dueAt: want.dueAt.toISOString(), event: want.event };
    await scheduleDeadline(tx, { kind: want.kind, dueAt: want.dueAt, payload: { ...payload } });
  }
  for (const want of reminders) {
    if (Date.parse(want.dueAt) <= now.getTime() || openReminders.some((row) => sameReminder(want, row.payload as unknown as AppointmentReminderPayload))) continue;
    await scheduleDeadline(tx, { kind: appointmentReminderKind, dueAt: new Date(want.dueAt), payload: { ...want } });
  }
}

/** The open lending deadline rows of an application (for tests and the back office). */
export async function openLendingDeadlines(q: Queryable, applicationId: string) {
  return q
    .select()
    .from(deadlines)
    .where(openOf(applicationId))
    .orderBy(deadlines.dueAt);
}
