import { isDeepStrictEqual } from 'node:util';
import { eq, sql } from 'drizzle-orm';
import { initialTransition, transition } from 'xstate';
import type { ErrorReason, ErrorType } from '../../../contract/errors';
import type { MarketType } from '../../../contract/property-ref';
import {
  lendingMachine,
  lendingRefusal,
  lendingStatusOf,
  type LendingActor,
  type LendingEvent,
  type LendingInput,
  type LendingSnapshot,
  type LendingStatus,
} from '../../../../machines/lending/lending.machine';
import type { Clock } from '../../clock';
import type { Queryable, Tx } from '../../db/database';
import { loanApplicationEvents, loanApplications, type LendingActorKind } from '../../db/schema';
import { AppError, notFound } from '../../http/app-error';
import { envelopeOf, restoreEnvelope } from './lending-envelope';
import { syncLendingDeadlines } from './lending-deadlines';
import { runLendingEffects } from './lending-effects';
import { requestPropertyConfirmation } from './lending-outbox';
import { onSpouseCouple } from './lending-spouse-couple';

/** Who sent an event, as the log records it: a person on the application, a bank employee, or a part of the system. */
export type LendingLogActor = LendingActor | { kind: 'system'; source: string };

const actorColumns = (actor: LendingLogActor): { actorKind: LendingActorKind; actorId: string } => {
  if (actor.kind === 'applicant') return { actorKind: 'applicant', actorId: actor.userId };
  if (actor.kind === 'staff') return { actorKind: 'staff', actorId: actor.staffId };
  return { actorKind: 'system', actorId: actor.source };
};

export interface LendingApplicationState {
  applicationId: string;
  status: LendingStatus;
  snapshot: LendingSnapshot;
  /** The log entry this state was written with. */
  seq: number;
}

/** What a person gives to start an application: the property (or none, with a price they give) and its price. */
export interface NewLendingApplication {
  mainApplicantId: string;
  marketType: MarketType;
  /** The catalogue property's id in its market's table (an apartment, or a listing), or null. */
  apartmentId: number | null;
  price: number;
  /** The booking taken on the property in the same transaction (released when the application ends). */
  bookingId?: number | null;
}

/**
 * Starts an application in the chart's initial state (a draft), logs its creation and books its
 * submission deadline, in one transaction. "One active application per person" is a unique index,
 * so it holds with any number of server instances: a second start is refused and writes nothing.
 */
export async function startLendingApplication(db: Queryable, clock: Clock, application: NewLendingApplication): Promise<LendingApplicationState> {
  return db.transaction(async (tx) => {
    const now = clock.now();
    const input: LendingInput = {
      mainApplicantId: application.mainApplicantId,
      marketType: application.marketType,
      apartmentId: application.apartmentId,
      price: application.price,
      startedAt: now.toISOString(),
    };
    const [snapshot] = initialTransition(lendingMachine, input);
    const envelope = envelopeOf(snapshot);
    const status = lendingStatusOf(snapshot.value);
    const [row] = await tx
      .insert(loanApplications)
      .values({
        mainApplicantId: application.mainApplicantId,
        marketType: application.marketType,
        apartmentId: application.marketType === '0' ? application.apartmentId : null,
        listingId: application.marketType === '1' ? application.apartmentId : null,
        price: application.price,
        bookingId: application.bookingId ?? null,
        machineVersion: envelope.machineVersion,
        stateValue: envelope.value,
        context: envelope.context,
        status,
        createdAt: now,
        updatedAt: now,
      })
      // The only unique index a new row can meet is the active applicant's.
      .onConflictDoNothing()
      .returning({ id: loanApplications.id });
    if (!row) throw new AppError('LOAN_APPLICATION', 'ACTIVE_APPLICATION_EXISTS');
    await tx.insert(loanApplicationEvents).values({
      applicationId: row.id,
      seq: 1,
      eventType: 'application.start',
      event: input,
      ...actorColumns({ kind: 'applicant', userId: application.mainApplicantId }),
      at: now,
      fromStatus: null,
      toStatus: status,
    });
    await syncLendingDeadlines(tx, row.id, snapshot, now);
    // A catalogue property waits for its developer's or agency's confirmation.
    if (application.apartmentId !== null) await requestPropertyConfirmation(tx, row.id, { marketType: application.marketType, apartmentId: application.apartmentId }, clock);
    return { applicationId: row.id, status, snapshot, seq: 1 };
  });
}

/** The chart's refusal as the catalogued error the API answers (409: the application's state refuses it). */
function refusalError(snapshot: LendingSnapshot, event: LendingEvent): AppError {
  const refusal = lendingRefusal(snapshot, event);
  const [type, reason] = (refusal?.reason ?? 'LOAN_APPLICATION.ACTION_NOT_ALLOWED').split('.') as [ErrorType, ErrorReason];
  return new AppError(type, reason, refusal ? { rule: refusal.rule, ...refusal.params } : undefined, 409);
}

/** The application row, locked until the transaction ends, restored to the chart's snapshot. */
export async function lockLendingApplication(tx: Tx, applicationId: string) {
  const [row] = await tx.select().from(loanApplications).where(eq(loanApplications.id, applicationId)).for('update');
  if (!row) return undefined;
  return { row, snapshot: restoreEnvelope({ machineVersion: row.machineVersion, value: row.stateValue as LendingSnapshot['value'], context: row.context }) };
}

/**
 * Applies one event to an application (DESIGN.md, "The lending process"), in one transaction: the
 * row is locked, its envelope migrated and restored, the next state computed with the pure
 * `transition()`, and the new envelope, its log entry, the deadlines the new state needs and the
 * outbox rows it asks for are written together. An event the chart refuses is a 409 with the rule's
 * catalogued reason, and nothing changes. An allowed event that changes nothing (a partner confirming
 * twice) writes nothing and answers the state as it is.
 */
export async function applyLendingEvent(
  db: Queryable,
  applicationId: string,
  event: LendingEvent,
  actor: LendingLogActor,
  clock: Clock,
  publicUrl?: string,
): Promise<LendingApplicationState & { changed: boolean }> {
  // The chart's guards read `by`; the log must name the same sender.
  if ('by' in event && !isDeepStrictEqual(event.by, actor)) throw new Error(`a lending event's 'by' is not the actor it is logged for`);
  return db.transaction(async (tx) => {
    const locked = await lockLendingApplication(tx, applicationId);
    if (!locked) throw notFound();
    const { row, snapshot } = locked;
    const [next] = transition(lendingMachine, snapshot, event);
    const [last] = await tx
      .select({ seq: sql<number>`max(${loanApplicationEvents.seq})`.mapWith(Number) })
      .from(loanApplicationEvents)
      .where(eq(loanApplicationEvents.applicationId, applicationId));
    const lastSeq = last?.seq ?? 0;
    if (isDeepStrictEqual(next.value, snapshot.value) && isDeepStrictEqual(next.context, snapshot.context)) {
      if (!snapshot.can(event)) throw refusalError(snapshot, event);
      return { applicationId, status: lendingStatusOf(snapshot.value), snapshot, seq: lastSeq, changed: false };
    }
    const now = clock.now();
    const envelope = envelopeOf(next);
    const fromStatus = row.status;
    const toStatus = lendingStatusOf(next.value);
    const seq = lastSeq + 1;
    await tx
      .update(loanApplications)
      .set({ machineVersion: envelope.machineVersion, stateValue: envelope.value, context: envelope.context, status: toStatus, updatedAt: now })
      .where(eq(loanApplications.id, applicationId));
    await tx.insert(loanApplicationEvents).values({ applicationId, seq, eventType: event.type, event, ...actorColumns(actor), at: now, fromStatus, toStatus });
    await syncLendingDeadlines(tx, applicationId, next, now);
    // What the event and the state it entered declare they cause (machines/lending/lending-effects.ts).
    await runLendingEffects(tx, row, seq, event, snapshot, next, { clock, publicUrl });
    await onSpouseCouple(tx, applicationId, snapshot.context, next.context, now);
    return { applicationId, status: toStatus, snapshot: next, seq, changed: true };
  });
}
