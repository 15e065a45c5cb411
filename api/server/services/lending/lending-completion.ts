import { and, eq } from 'drizzle-orm';
import type { LoanInfo } from '../../../contract/loan-application';
import type { BranchVisits } from '../../adapters/branch-visit';
import { sandboxBranchVisits } from '../../adapters/branch-visit.sandbox';
import type { CoreBanking } from '../../adapters/core-banking';
import { sandboxCoreBanking } from '../../adapters/core-banking.sandbox';
import type { Insurer } from '../../adapters/insurer';
import { sandboxInsurer } from '../../adapters/insurer.sandbox';
import { processAnswerKind, type NotaryService, type ProcessAnswerPayload } from '../../adapters/notary';
import { sandboxNotary, type DelayRange } from '../../adapters/notary.sandbox';
import { instantSandbox, type SandboxBehaviour } from '../../adapters/outside-system';
import type { PropertyRegistry } from '../../adapters/property-registry';
import { sandboxPropertyRegistry } from '../../adapters/property-registry.sandbox';
import type { Tx } from '../../db/database';
import { lendingAppointments } from '../../db/schema';
import { AppError } from '../../http/app-error';
import type { DeadlineHandler } from '../../jobs/scheduler';
import type { AppointmentKind } from '../../../contract/lending-process';
import { lendingOutboxKinds } from './lending-outbox';
import type { ProcessRequest, ProcessSenders } from './lending-outbox-sender';
import { applyLendingEvent } from './lending-runtime';

/*
 * From the approved loan to the payout (issue 17): the notary's stages, the registration of the
 * rights, the insurance and the disbursement (a new building), or the branch visit and the
 * disbursement (a resale home). The outbox asks each outside system when the chart enters its state
 * (the entry effects the chart declares, machines/lending/lending-effects.ts); their answers come back as answer rows
 * (`processAnswerKind`) that become the chart's events here.
 */

/** The outside systems of the completion. */
export interface LendingCompletionSystems {
  notary: NotaryService;
  propertyRegistry: PropertyRegistry;
  insurer: Insurer;
  coreBanking: CoreBanking;
  branchVisits: BranchVisits;
}

/** How long the sandboxes take, `[min, max]` milliseconds (their defaults are in their files). */
export interface CompletionSandboxDelays {
  notaryStepMs?: DelayRange;
  registrationMs?: DelayRange;
  insuranceMs?: DelayRange;
  disbursementMs?: DelayRange;
}

/** The completion's sandboxes, with the sandbox's latency and failure rate (SANDBOX_LATENCY_MS, SANDBOX_FAILURE_RATE). */
export function sandboxCompletionSystems(behaviour: SandboxBehaviour, delays: CompletionSandboxDelays = {}, random?: () => number): LendingCompletionSystems {
  const propertyRegistry = sandboxPropertyRegistry({ behaviour, delayMs: delays.registrationMs, random });
  return {
    notary: sandboxNotary({ behaviour, registry: propertyRegistry, stepDelayMs: delays.notaryStepMs, random }),
    propertyRegistry,
    insurer: sandboxInsurer({ behaviour, delayMs: delays.insuranceMs, random }),
    coreBanking: sandboxCoreBanking({ behaviour, delayMs: delays.disbursementMs, random }),
    branchVisits: sandboxBranchVisits(),
  };
}

/** The main applicant's booked notary appointment, as the chart holds it. */
const notaryAppointmentOf = (request: ProcessRequest) => {
  const appointment = request.snapshot.context.notaryAppointment;
  return appointment && { applicationId: request.payload.applicationId, notaryId: appointment.notaryId, slotAt: new Date(appointment.at) };
};

/**
 * The process requests of the completion, by outbox kind (sandbox-outside-systems.ts registers them).
 * A request the application no longer waits for (the appointment was missed before the notary got the
 * package) is left as sent without asking.
 */
export function completionSenders(systems: LendingCompletionSystems): ProcessSenders {
  return {
    [lendingOutboxKinds.notaryPackage]: async (tx, request, now) => {
      const appointment = notaryAppointmentOf(request);
      if (appointment) await systems.notary.sendPackage(tx, appointment, request.idempotencyKey, now);
    },
    [lendingOutboxKinds.registerRights]: async (tx, request, now) => {
      const appointment = notaryAppointmentOf(request);
      if (appointment && request.snapshot.matches('notaryPackageAvailable')) await systems.notary.certifyDeal(tx, appointment, request.idempotencyKey, now);
    },
    [lendingOutboxKinds.insureProperty]: async (tx, request, now) => {
      const { context } = request.snapshot;
      if (!context.offer) throw new Error(`application ${request.payload.applicationId} is insured without an offer`);
      await systems.insurer.insureProperty(tx, { applicationId: request.payload.applicationId, price: context.agreedPrice, termMonths: context.offer.termMonths }, request.idempotencyKey, now);
    },
    [lendingOutboxKinds.disburseLoan]: async (tx, request, now) => {
      const { context } = request.snapshot;
      if (!context.offer) throw new Error(`application ${request.payload.applicationId} is paid out without an offer`);
      const currency = (request.application.steps as { loanInfo?: LoanInfo }).loanInfo?.currency ?? 'AMD';
      await systems.coreBanking.disburseLoan(tx, { applicationId: request.payload.applicationId, amount: context.offer.amount, currency, repaymentDay: context.repaymentDay }, request.idempotencyKey, now);
    },
  };
}

/** Ends the application's standing booking of a kind (lending_appointments) as done or missed. */
async function endAppointment(tx: Tx, applicationId: string, kind: AppointmentKind, status: 'done' | 'missed', now: Date): Promise<void> {
  await tx
    .update(lendingAppointments)
    .set({ status, endedAt: now })
    .where(and(eq(lendingAppointments.applicationId, applicationId), eq(lendingAppointments.kind, kind), eq(lendingAppointments.status, 'booked')));
}

/**
 * Applies an outside system's answer to its application, in the caller's transaction: the chart's
 * event logged as that system; the appointment it closes is marked (the notary's deal certified, or
 * missed; the branch visit done). An answer the application no longer takes (it moved on, was
 * cancelled or expired) changes nothing.
 */
export async function applyProcessAnswer(tx: Tx, payload: ProcessAnswerPayload, now: Date, publicUrl: string): Promise<boolean> {
  let changed: boolean;
  try {
    ({ changed } = await applyLendingEvent(tx, payload.applicationId, payload.event, { kind: 'system', source: payload.source }, { now: () => now }, publicUrl));
  } catch (error) {
    if (error instanceof AppError && (error.status === 409 || error.status === 404)) return false;
    throw error;
  }
  if (!changed) return false;
  if (payload.event.type === 'notary.appointmentMissed') await endAppointment(tx, payload.applicationId, 'notary', 'missed', now);
  if (payload.event.type === 'registry.rightsRegistered') await endAppointment(tx, payload.applicationId, 'notary', 'done', now);
  if (payload.event.type === 'branchVisit.attended') await endAppointment(tx, payload.applicationId, 'branchVisit', 'done', now);
  return true;
}

/** The scheduler's hooks of the completion: the systems' answers, and the sandboxes' own calendars. */
export function createLendingCompletionHandlers(publicUrl: string, systems: LendingCompletionSystems = sandboxCompletionSystems(instantSandbox)): Record<string, DeadlineHandler> {
  return {
    [processAnswerKind]: async ({ tx, deadline, now }) => {
      await applyProcessAnswer(tx, deadline.payload as unknown as ProcessAnswerPayload, now, publicUrl);
    },
    ...systems.notary.deadlineHandlers,
    ...systems.branchVisits.deadlineHandlers,
  };
}
