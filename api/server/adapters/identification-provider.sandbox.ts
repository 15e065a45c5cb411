import { createHash } from 'node:crypto';
import { and, asc, eq } from 'drizzle-orm';
import type { IdentificationOutcome } from '../../contract/lending-process';
import { minutes } from '../clock';
import { sandboxPartyMode } from './sandbox-party-modes';
import type { Queryable, Tx } from '../db/database';
import { loanApplicationEvents } from '../db/schema';
import { scheduleDeadline } from '../jobs/scheduler';
import {
  identificationAnswerKind,
  identificationManualDecisionKind,
  type IdentificationAnswerPayload,
  type IdentificationManualDecisionPayload,
  type IdentificationProvider,
} from './identification-provider';
import { OutsideSystemUnavailable } from './outside-system';
import { processPersonaOf } from './sandbox-personas';

/** The provider answers a few seconds after the person finishes in its widget. */
export const identificationAnswerDelayMs = 3_000;
/** A bank employee decides a manual check some minutes after the provider handed it over. */
export const manualIdentificationDelayMs = 10 * 60_000;
/** How long the provider is down for the persona it cannot serve (`identificationUnavailable`), from the offer's acceptance. */
export const identificationOutageMs = minutes(5);

/** When the application's offer was accepted (its process began), from its log; null before. */
async function processStartedAt(q: Queryable, applicationId: string): Promise<Date | null> {
  const [entry] = await q
    .select({ at: loanApplicationEvents.at })
    .from(loanApplicationEvents)
    .where(and(eq(loanApplicationEvents.applicationId, applicationId), eq(loanApplicationEvents.toStatus, 'OfferAccepted')))
    .orderBy(asc(loanApplicationEvents.seq))
    .limit(1);
  return entry?.at ?? null;
}

/** The guid of the session an idempotency key asks for: the same key is always the same session. */
export function sandboxSessionGuid(idempotencyKey: string): string {
  const hex = createHash('sha256').update(`identification-session:${idempotencyKey}`).digest('hex');
  // A version-4-shaped uuid (the provider's guids are uuids).
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-4${hex.slice(13, 16)}-${((parseInt(hex.slice(16, 17), 16) & 0x3) | 0x8).toString(16)}${hex.slice(17, 20)}-${hex.slice(20, 32)}`;
}

/** What the person did in the sandbox widget, about the session of the bank's row `sessionId`. */
export interface SandboxWidgetAnswer {
  sessionId: string;
  applicationId: string;
  party: IdentificationAnswerPayload['party'];
  outcome: IdentificationOutcome;
  /** The person's social card (their application data): a persona may make a manual check fail. */
  socialCard: string;
}

/**
 * The sandbox provider: its widget is a page of this app (`/<lang>/sandbox/identification/<guid>`,
 * src/features/sandbox-identification) where the person chooses what the real widget would find.
 * The widget's answer reaches the bank after `identificationAnswerDelayMs` through a deadline row
 * written in the widget's transaction (it survives a restart and runs on any instance). A session
 * handed to a manual check is decided by the sandbox's "bank employee" `manualIdentificationDelayMs`
 * later: passed, or failed for a `93…` social card (sandbox-personas.ts). For a `96…` card the
 * provider is down: it opens no session until `identificationOutageMs` after the offer's acceptance,
 * so the person's first tries are refused and a later one opens the widget.
 */
export function sandboxIdentificationProvider(options: { publicUrl: string }): IdentificationProvider {
  return {
    async startSession(tx, request, idempotencyKey, now) {
      if (processPersonaOf(request.socialCard) === 'identificationUnavailable') {
        const startedAt = await processStartedAt(tx, request.applicationId);
        if (startedAt === null || now.getTime() < startedAt.getTime() + identificationOutageMs) throw new OutsideSystemUnavailable('identificationProvider');
      }
      const guid = sandboxSessionGuid(idempotencyKey);
      return { guid, widgetUrl: `${options.publicUrl}/${request.language}/sandbox/identification/${guid}` };
    },
  };
}

/** The sandbox widget's submit (the sandbox page's choice): schedules the provider's answer, and a manual check's decision. */
export async function sandboxWidgetAnswered(tx: Tx, answer: SandboxWidgetAnswer, now: Date): Promise<void> {
  const answeredAt = now.getTime() + identificationAnswerDelayMs;
  const payload: IdentificationAnswerPayload = { sessionId: answer.sessionId, applicationId: answer.applicationId, party: answer.party, outcome: answer.outcome };
  await scheduleDeadline(tx, { kind: identificationAnswerKind, dueAt: new Date(answeredAt), payload: { ...payload } });
  // In manual mode the check waits for a credit officer in the office.
  if (answer.outcome !== 'manualProcessing' || (await sandboxPartyMode(tx, 'identificationManualCheck')) === 'manual') return;
  const decision: IdentificationManualDecisionPayload = {
    sessionId: answer.sessionId,
    applicationId: answer.applicationId,
    party: answer.party,
    outcome: processPersonaOf(answer.socialCard) === 'failsManualIdentification' ? 'failed' : 'passed',
  };
  await scheduleDeadline(tx, { kind: identificationManualDecisionKind, dueAt: new Date(answeredAt + manualIdentificationDelayMs), payload: { ...decision } });
}
