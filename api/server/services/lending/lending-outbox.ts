import type { MarketType } from '../../../contract/property-ref';
import { lendingRequestKinds, type LendingRequestKind } from '../../../../machines/lending/lending-effects';
import type { LendingSnapshot } from '../../../../machines/lending/lending.machine';
import type { PropertyConfirmationRequest } from '../../adapters/partner-availability';
import type { Clock } from '../../clock';
import type { Tx } from '../../db/database';
import { loanApplicationOutbox } from '../../db/schema';
import { scheduleDeadline } from '../../jobs/scheduler';

/** The outbox kinds of the lending chart: a request to an outside system each (declared beside the chart, machines/lending/lending-effects.ts). */
export const lendingOutboxKinds = lendingRequestKinds;
export type LendingOutboxKind = LendingRequestKind;

/** What a process request names: the application and the log entry that entered its state. */
export interface ProcessRequestPayload {
  applicationId: string;
  seq: number;
}

/** Writes one outbox row and the deadline that sends it as soon as the transaction commits. */
async function enqueue(tx: Tx, applicationId: string, kind: LendingOutboxKind, idempotencyKey: string, payload: object, now: Date): Promise<void> {
  const [row] = await tx.insert(loanApplicationOutbox).values({ applicationId, kind, idempotencyKey, payload, createdAt: now }).returning({ id: loanApplicationOutbox.id });
  if (!row) throw new Error('lending outbox insert returned nothing');
  // Sent by whichever instance's scheduler claims it (lending-outbox-sender.ts).
  await scheduleDeadline(tx, { kind: lendingOutboxSendKind, dueAt: now, payload: { outboxId: row.id }, maxAttempts: 8 });
}

/** The deadline kind that sends one outbox row (payload `{ outboxId }`); a retry after the receiver was unavailable is a new row of it. */
export const lendingOutboxSendKind = 'lendingOutbox.send';

/** What the decision engine is asked to decide: the submitted application's terms. */
export interface DecisionRequestPayload {
  applicationId: string;
  mainApplicantId: string;
  marketType: LendingSnapshot['context']['marketType'];
  apartmentId: number | null;
  price: number;
  submittedAt: string | null;
}

/**
 * Writes one outbox row of a request a state's entry declares, in the transaction of the event. The
 * key names the application and the log entry that entered the state, so a resubmission (after a
 * document mismatch) is a new request, and sending one row twice is the same request.
 */
export async function enqueueLendingRequest(tx: Tx, applicationId: string, seq: number, kind: LendingRequestKind, after: LendingSnapshot, now: Date): Promise<void> {
  if (kind !== lendingRequestKinds.decisionRequest) {
    const payload: ProcessRequestPayload = { applicationId, seq };
    await enqueue(tx, applicationId, kind, `application:${applicationId}:${kind}:${seq}`, payload, now);
    return;
  }
  const { context } = after;
  const payload: DecisionRequestPayload = {
    applicationId,
    mainApplicantId: context.mainApplicantId,
    marketType: context.marketType,
    apartmentId: context.property?.apartmentId ?? null,
    price: context.agreedPrice,
    submittedAt: context.submittedAt,
  };
  await enqueue(tx, applicationId, kind, `application:${applicationId}:submit:${seq}`, payload, now);
}

/** The deadline kind that asks the developer or agency to confirm a booked property (payload: a PartnerRequestPayload). */
export const partnerRequestKind = 'partner.availabilityRequest';

export interface PartnerRequestPayload extends PropertyConfirmationRequest {
  idempotencyKey: string;
  /** Tries so far that found the partner unreachable. */
  attempts: number;
}

/**
 * Asks the developer or agency behind a booked catalogue property to confirm it is available, in the
 * transaction that starts the application: a deadline row due now, so the request exists exactly when
 * the application does and is sent by whichever instance's scheduler claims it
 * (lending-property-availability.ts). Until the partner answers, the property is "waiting for
 * approval" and the draft cannot be submitted.
 */
export async function requestPropertyConfirmation(tx: Tx, applicationId: string, property: { marketType: MarketType; apartmentId: number }, clock: Clock): Promise<void> {
  const payload: PartnerRequestPayload = { applicationId, marketType: property.marketType, apartmentId: property.apartmentId, idempotencyKey: `application:${applicationId}:property`, attempts: 0 };
  await scheduleDeadline(tx, { kind: partnerRequestKind, dueAt: clock.now(), payload: { ...payload } });
}
