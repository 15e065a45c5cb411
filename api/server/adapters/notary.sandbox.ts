import { createHash } from 'node:crypto';
import { and, eq, sql } from 'drizzle-orm';
import { hours, minutes } from '../clock';
import type { Queryable, Tx } from '../db/database';
import { deadlines, lendingAppointments, loanApplications } from '../db/schema';
import { retryDelayMs, scheduleDeadline, type DeadlineHandler } from '../jobs/scheduler';
import { OutsideSystemUnavailable, sandboxCall, type SandboxBehaviour } from './outside-system';
import { processAnswerKind, type NotaryAppointmentRequest, type NotaryOffice, type NotaryService, type ProcessAnswerPayload } from './notary';
import type { PropertyRegistry } from './property-registry';
import { processPersonaOf, type ProcessPersona } from './sandbox-personas';
import { sandboxPartyMode } from './sandbox-party-modes';

/** A `[min, max]` milliseconds range an answer takes. */
export type DelayRange = readonly [number, number];

/** A time within the range, by the sandbox's random source. */
export const delayWithin = (range: DelayRange, random: () => number) => Math.round(range[0] + (range[1] - range[0]) * random());

/**
 * Writes an outside system's answer as a deadline row due at `dueAt`, in the caller's transaction. A
 * key it has answered already is not answered again (a request sent twice is one request).
 */
export async function scheduleProcessAnswer(tx: Tx, answer: ProcessAnswerPayload, dueAt: Date): Promise<boolean> {
  const [seen] = await tx
    .select({ id: deadlines.id })
    .from(deadlines)
    .where(and(eq(deadlines.kind, processAnswerKind), sql`${deadlines.payload}->>'idempotencyKey' = ${answer.idempotencyKey}`))
    .limit(1);
  if (seen) return false;
  await scheduleDeadline(tx, { kind: processAnswerKind, dueAt, payload: { ...answer } });
  return true;
}

/** The process persona of an application's main applicant (sandbox-personas.ts `processPersonaOf`, by the social card of their applicant data). */
export async function mainApplicantPersona(q: Queryable, applicationId: string): Promise<ProcessPersona> {
  const [row] = await q.select({ steps: loanApplications.steps }).from(loanApplications).where(eq(loanApplications.id, applicationId));
  const card = (row?.steps as { applicantData?: { socialCardNumber?: string } } | undefined)?.applicantData?.socialCardNumber;
  return card ? processPersonaOf(card) : 'ordinary';
}

/**
 * The notaries of the sandbox: real-looking offices in Yerevan's districts. Their hours are 10:00 to
 * 17:00 Yerevan time on working days, one appointment an hour.
 */
export const sandboxNotaryOffices: readonly NotaryOffice[] = [
  {
    id: 'notary-kentron-sahakyan',
    name: { hy: 'Նոտար Արմինե Սահակյանի գրասենյակ', ru: 'Нотариальная контора Армине Саакян', en: 'Notary office of Armine Sahakyan' },
    address: { hy: 'Երևան, Թումանյան փ. 12', ru: 'Ереван, ул. Туманяна, 12', en: '12 Tumanyan St, Yerevan' },
    phone: '+374 10 52 14 36',
  },
  {
    id: 'notary-arabkir-melkonyan',
    name: { hy: 'Նոտար Գևորգ Մելքոնյանի գրասենյակ', ru: 'Нотариальная контора Геворга Мелконяна', en: 'Notary office of Gevorg Melkonyan' },
    address: { hy: 'Երևան, Կոմիտասի պող. 45', ru: 'Ереван, пр. Комитаса, 45', en: '45 Komitas Ave, Yerevan' },
    phone: '+374 10 22 87 19',
  },
  {
    id: 'notary-erebuni-karapetyan',
    name: { hy: 'Նոտար Լուսինե Կարապետյանի գրասենյակ', ru: 'Нотариальная контора Лусине Карапетян', en: 'Notary office of Lusine Karapetyan' },
    address: { hy: 'Երևան, Տիգրան Մեծի պող. 30', ru: 'Ереван, пр. Тиграна Меца, 30', en: '30 Tigran Mets Ave, Yerevan' },
    phone: '+374 10 57 40 62',
  },
  {
    id: 'notary-malatia-arakelyan',
    name: { hy: 'Նոտար Հովհաննես Առաքելյանի գրասենյակ', ru: 'Нотариальная контора Ованнеса Аракеляна', en: 'Notary office of Hovhannes Arakelyan' },
    address: { hy: 'Երևան, Անդրանիկի փ. 64', ru: 'Ереван, ул. Андраника, 64', en: '64 Andranik St, Yerevan' },
    phone: '+374 10 73 25 08',
  },
  {
    id: 'notary-nor-nork-baghdasaryan',
    name: { hy: 'Նոտար Սիրանուշ Բաղդասարյանի գրասենյակ', ru: 'Нотариальная контора Сирануш Багдасарян', en: 'Notary office of Siranush Baghdasaryan' },
    address: { hy: 'Երևան, Գայի պող. 16', ru: 'Ереван, пр. Гая, 16', en: '16 Gai Ave, Yerevan' },
    phone: '+374 10 65 91 77',
  },
];

/**
 * Whether a calendar's other clients hold an hour: a fixed share of about 30% of the hours, the same
 * ones on every run (a hash of the calendar and the hour), so the sandbox's calendars look lived in
 * and a test can find a free or a held hour.
 */
export function heldByOtherClients(resource: string, slotAt: Date): boolean {
  const digest = createHash('sha256').update(`${resource}|${slotAt.toISOString()}`).digest();
  return (digest[0] ?? 0) < 77;
}

/** How long the sandbox notary takes to prepare, check and make the package available (each step). */
export const defaultNotaryStepDelayMs: DelayRange = [minutes(10), minutes(40)];
/** The notary reports the appointment's outcome an hour after it starts. */
export const notaryAppointmentLengthMs = hours(1);

/** The sandbox notary's own deadline: the appointment's hour has passed. */
export const notaryAppointmentDueKind = 'sandbox.notaryAppointmentDue';

interface AppointmentDuePayload {
  applicationId: string;
  idempotencyKey: string;
  attempts: number;
  /** The sandbox's "move it along" (lending-sandbox-advance.ts): the appointment's hour is taken as come. */
  fastForward?: boolean;
}

export interface SandboxNotaryOptions {
  behaviour: SandboxBehaviour;
  registry: PropertyRegistry;
  stepDelayMs?: DelayRange;
  random?: () => number;
}

/** The application's standing notary booking (lending_appointments), if any. */
async function bookedNotaryAppointment(tx: Tx, applicationId: string) {
  const [row] = await tx
    .select()
    .from(lendingAppointments)
    .where(and(eq(lendingAppointments.applicationId, applicationId), eq(lendingAppointments.kind, 'notary'), eq(lendingAppointments.status, 'booked')));
  return row;
}

/**
 * The sandbox notary. It takes the package (or is unavailable at the sandbox's failure rate) and
 * answers its three stages one after another, each after its delay. At the appointment's hour (+1 h,
 * the appointment's length; later if the appointment was moved meanwhile) it certifies the deal and
 * sends it to the property registry, unless the main applicant is the persona who does not come to
 * the notary (`missesFirstNotaryAppointment`, cards `94…`): their first appointment is answered notary.appointmentMissed, and the
 * one they book after it is kept.
 */
export function sandboxNotary(options: SandboxNotaryOptions): NotaryService {
  const random = options.random ?? Math.random;
  const stepDelay = options.stepDelayMs ?? defaultNotaryStepDelayMs;
  const known = (notaryId: string) => sandboxNotaryOffices.some((office) => office.id === notaryId);

  const appointmentDue: DeadlineHandler = async ({ tx, deadline, now }) => {
    const payload = deadline.payload as unknown as AppointmentDuePayload;
    const appointment = await bookedNotaryAppointment(tx, payload.applicationId);
    // Cancelled or ended meanwhile: there is no appointment to go to.
    if (!appointment) return;
    const endsAt = new Date(appointment.slotAt.getTime() + notaryAppointmentLengthMs);
    if (endsAt > now && !payload.fastForward) {
      // Moved to a later hour: the notary reports after that one.
      await scheduleDeadline(tx, { kind: notaryAppointmentDueKind, dueAt: endsAt, payload: { ...payload } });
      return;
    }
    if ((await mainApplicantPersona(tx, payload.applicationId)) === 'missesFirstNotaryAppointment') {
      const [missedBefore] = await tx
        .select({ id: lendingAppointments.id })
        .from(lendingAppointments)
        .where(and(eq(lendingAppointments.applicationId, payload.applicationId), eq(lendingAppointments.kind, 'notary'), eq(lendingAppointments.status, 'missed')))
        .limit(1);
      if (!missedBefore) {
        const key = `${payload.idempotencyKey}:${appointment.id}`;
        await scheduleProcessAnswer(tx, { applicationId: payload.applicationId, idempotencyKey: `${key}:notary.appointmentMissed`, event: { type: 'notary.appointmentMissed' }, source: 'notary' }, now);
        return;
      }
    }
    try {
      await options.registry.registerRights(tx, { applicationId: payload.applicationId, notaryId: appointment.resource, certifiedAt: now }, `${payload.idempotencyKey}:${appointment.id}`, now);
    } catch (error) {
      if (!(error instanceof OutsideSystemUnavailable)) throw error;
      // The registry is down: the notary sends the certified deal again later.
      const next: AppointmentDuePayload = { ...payload, attempts: payload.attempts + 1 };
      await scheduleDeadline(tx, { kind: notaryAppointmentDueKind, dueAt: new Date(now.getTime() + retryDelayMs(next.attempts)), payload: { ...next } });
    }
  };

  return {
    offices: sandboxNotaryOffices,
    isHeldByOtherClients: (notaryId, slotAt) => heldByOtherClients(notaryId, slotAt),
    async sendPackage(tx, request: NotaryAppointmentRequest, idempotencyKey, now) {
      await sandboxCall(options.behaviour, 'notary');
      if (!known(request.notaryId)) throw new Error(`the sandbox has no notary '${request.notaryId}'`);
      let at = now.getTime();
      // In manual mode the notary checks the package and makes it available in the office.
      const steps = (await sandboxPartyMode(tx, 'notary')) === 'manual' ? (['notary.packagePrepared'] as const) : (['notary.packagePrepared', 'notary.packageChecked', 'notary.packageAvailable'] as const);
      for (const type of steps) {
        at += delayWithin(stepDelay, random);
        await scheduleProcessAnswer(tx, { applicationId: request.applicationId, idempotencyKey: `${idempotencyKey}:${type}`, event: { type }, source: 'notary' }, new Date(at));
      }
    },
    async certifyDeal(tx, request, idempotencyKey, now) {
      await sandboxCall(options.behaviour, 'notary');
      const [seen] = await tx
        .select({ id: deadlines.id })
        .from(deadlines)
        .where(and(eq(deadlines.kind, notaryAppointmentDueKind), sql`${deadlines.payload}->>'idempotencyKey' = ${idempotencyKey}`))
        .limit(1);
      if (seen) return;
      const payload: AppointmentDuePayload = { applicationId: request.applicationId, idempotencyKey, attempts: 0 };
      const dueAt = new Date(Math.max(now.getTime(), request.slotAt.getTime() + notaryAppointmentLengthMs));
      await scheduleDeadline(tx, { kind: notaryAppointmentDueKind, dueAt, payload: { ...payload } });
    },
    deadlineHandlers: { [notaryAppointmentDueKind]: appointmentDue },
  };
}
