import { and, desc, eq, isNull } from 'drizzle-orm';
import type { DocumentCorrection, IdentificationOutcome, LendingPartyName } from '../../../contract/lending-process';
import type { ApplicantData, LendingStatus } from '../../../contract/loan-application';
import type { Language } from '../../../contract/validation';
import type { LendingActor, LendingEvent } from '../../../../machines/lending/lending.machine';
import type { IdentificationAnswerPayload, IdentificationManualDecisionPayload, IdentificationProvider, IdentificationSessionRequest } from '../../adapters/identification-provider';
import { sandboxWidgetAnswered } from '../../adapters/identification-provider.sandbox';
import { OutsideSystemUnavailable } from '../../adapters/outside-system';
import type { Clock } from '../../clock';
import type { Queryable, Tx } from '../../db/database';
import { lendingIdentifications, loanApplicationCoApplicants, loanApplications, users } from '../../db/schema';
import { AppError, notFound } from '../../http/app-error';
import type { DeadlineHandler } from '../../jobs/scheduler';
import { applicationAccess } from './co-applicant-invitations';
import { actorOf, applicantDataOf, partyOf } from './lending-process-people';
import { applyLendingEvent, type LendingLogActor } from './lending-runtime';

/*
 * Identification in the lending process (issue 17, spec section 4): a person on the application opens
 * a session of the identification provider's widget (`identification.start`); the provider's answer
 * comes back later (a deadline row) as the chart's identification.* event about that person; a
 * document the provider found mismatched with the authority's records is corrected by its person
 * (`document.correct`), who identifies again. A passed identification marks the person's account
 * identified.
 */

export interface IdentificationDeps {
  clock: Clock;
  publicUrl: string;
  identification: IdentificationProvider;
}

/** How the provider's answers are logged. */
export const identificationProviderActor: LendingLogActor = { kind: 'system', source: 'identification-provider' };
/** How a bank employee's decision on a manual check is logged (the sandbox's employee; the back office's later). */
export const manualIdentificationActor: LendingLogActor = { kind: 'system', source: 'identification-provider:manual-check' };

/** Opens the provider's session; a provider that cannot is the catalogued 503 IDENTIFICATION_UNAVAILABLE (the caller's transaction then changes nothing). */
async function openSession(tx: Tx, provider: IdentificationProvider, request: IdentificationSessionRequest, idempotencyKey: string, now: Date) {
  try {
    return await provider.startSession(tx, request, idempotencyKey, now);
  } catch (error) {
    if (error instanceof OutsideSystemUnavailable) throw new AppError('LOAN_APPLICATION', 'IDENTIFICATION_UNAVAILABLE', undefined, 503);
    throw error;
  }
}

/**
 * Starts a try of the widget for the signed-in person: the chart's `identification.start` (refused
 * with its rule when the person may not start one: not the primary market, a try under way), the
 * provider's session and its row, in one transaction. A provider that cannot open a session now is
 * 503 IDENTIFICATION_UNAVAILABLE and nothing changes: the person tries again later.
 */
export async function startIdentification(db: Queryable, deps: IdentificationDeps, userId: string, applicationId: string, language: Language) {
  return db.transaction(async (tx) => {
    const access = await applicationAccess(tx, userId, applicationId);
    const party = partyOf(access);
    const by = actorOf(userId);
    const applied = await applyLendingEvent(tx, applicationId, { type: 'identification.start', by }, by, deps.clock, deps.publicUrl);
    const now = deps.clock.now();
    const { socialCardNumber } = await applicantDataOf(tx, applicationId, party);
    const request: IdentificationSessionRequest = { applicationId, party, userId, language, socialCard: socialCardNumber };
    const session = await openSession(tx, deps.identification, request, `identification:${applicationId}:${party}:${applied.seq}`, now);
    await tx.insert(lendingIdentifications).values({ applicationId, party, userId, guid: session.guid, widgetUrl: session.widgetUrl, createdAt: now });
    return { guid: session.guid, widgetUrl: session.widgetUrl };
  });
}

/** The chart's event for the provider's answer about a person's session. */
export function identificationEvent(outcome: IdentificationOutcome, person: LendingPartyName): LendingEvent {
  switch (outcome) {
    case 'passed':
      return { type: 'identification.passed', person };
    case 'failed':
      return { type: 'identification.failed', person };
    case 'manualProcessing':
      return { type: 'identification.manualProcessing', person };
    case 'branchVisitRequired':
      return { type: 'identification.branchVisitRequired', person };
    case 'documentMismatch':
      return { type: 'identification.documentMismatch', person };
  }
}

/** The person's account is identified from now on (the first passed identification counts). */
async function markIdentified(tx: Queryable, userId: string, now: Date) {
  await tx.update(users).set({ identifiedAt: now }).where(and(eq(users.id, userId), isNull(users.identifiedAt)));
}

/** Applies an event of the provider, ignoring one the application no longer takes (it moved on, or was cancelled): a late answer is not an error. */
async function applyProviderEvent(tx: Tx, applicationId: string, event: LendingEvent, actor: LendingLogActor, now: Date, publicUrl: string): Promise<boolean> {
  try {
    const result = await applyLendingEvent(tx, applicationId, event, actor, { now: () => now }, publicUrl);
    return result.changed;
  } catch (error) {
    if (error instanceof AppError && (error.status === 409 || error.status === 404)) return false;
    throw error;
  }
}

/**
 * The provider's answer about a session, in the caller's transaction. Only a session the bank has not
 * had an answer about counts (one answer per session; a person has one open session at a time, as the
 * chart starts a try only after the last one's answer). The chart's refusal (the application moved on)
 * ignores it. Returns whether the application changed.
 */
export async function applyIdentificationAnswer(tx: Tx, payload: IdentificationAnswerPayload, now: Date, publicUrl: string): Promise<boolean> {
  const [session] = await tx.select().from(lendingIdentifications).where(eq(lendingIdentifications.id, payload.sessionId)).for('update');
  if (!session || session.answeredAt !== null) return false;
  const applied = await applyProviderEvent(tx, payload.applicationId, identificationEvent(payload.outcome, payload.party), identificationProviderActor, now, publicUrl);
  if (!applied) return false;
  await tx.update(lendingIdentifications).set({ outcome: payload.outcome, answeredAt: now }).where(eq(lendingIdentifications.id, session.id));
  if (payload.outcome === 'passed') await markIdentified(tx, session.userId, now);
  return true;
}

/** A bank employee's decision on a session the provider handed to a manual check: passed, or a failed try. */
export async function applyManualIdentificationDecision(tx: Tx, payload: IdentificationManualDecisionPayload, now: Date, publicUrl: string): Promise<boolean> {
  const [session] = await tx.select().from(lendingIdentifications).where(eq(lendingIdentifications.id, payload.sessionId)).for('update');
  if (!session || session.answeredAt === null || session.outcome !== 'manualProcessing') return false;
  const applied = await applyProviderEvent(tx, payload.applicationId, identificationEvent(payload.outcome, payload.party), manualIdentificationActor, now, publicUrl);
  if (!applied) return false;
  await tx.update(lendingIdentifications).set({ outcome: payload.outcome, answeredAt: now }).where(eq(lendingIdentifications.id, session.id));
  if (payload.outcome === 'passed') await markIdentified(tx, session.userId, now);
  return true;
}

/**
 * A credit officer's decision in the office on a person's manual check (issue 18): the chart's event,
 * refused by it (409) when the person's identification no longer waits for the check. The session
 * handed over keeps the decision, so the sandbox's own employee, if it was to answer, finds it decided.
 */
export async function decideManualCheck(tx: Tx, applicationId: string, outcome: 'passed' | 'failed', party: LendingPartyName, actor: LendingActor, clock: Clock, publicUrl: string) {
  const [session] = await tx
    .select()
    .from(lendingIdentifications)
    .where(and(eq(lendingIdentifications.applicationId, applicationId), eq(lendingIdentifications.party, party), eq(lendingIdentifications.outcome, 'manualProcessing')))
    .orderBy(desc(lendingIdentifications.createdAt))
    .limit(1)
    .for('update');
  const result = await applyLendingEvent(tx, applicationId, identificationEvent(outcome, party), actor, clock, publicUrl);
  const now = clock.now();
  if (session) await tx.update(lendingIdentifications).set({ outcome, answeredAt: now }).where(eq(lendingIdentifications.id, session.id));
  if (session && outcome === 'passed') await markIdentified(tx, session.userId, now);
  return result;
}

/** The scheduler's hooks: the provider's answers, and the manual checks' decisions, when due. */
export const receiveIdentificationAnswer =
  (publicUrl: string): DeadlineHandler =>
  async ({ tx, deadline, now }) => {
    await applyIdentificationAnswer(tx, deadline.payload as unknown as IdentificationAnswerPayload, now, publicUrl);
  };
export const receiveManualIdentificationDecision =
  (publicUrl: string): DeadlineHandler =>
  async ({ tx, deadline, now }) => {
    await applyManualIdentificationDecision(tx, deadline.payload as unknown as IdentificationManualDecisionPayload, now, publicUrl);
  };

/** The sandbox widget's view of its session: whose it is, and whether the person has finished in it. */
export interface SandboxIdentificationSession {
  guid: string;
  applicationId: string;
  party: LendingPartyName;
  /** What the person chose in the widget; null until they finish. */
  outcome: IdentificationOutcome | null;
}

const sessionByGuid = (q: Queryable, guid: string) => q.select().from(lendingIdentifications).where(eq(lendingIdentifications.guid, guid));

export async function sandboxSession(db: Queryable, guid: string): Promise<SandboxIdentificationSession> {
  const [session] = await sessionByGuid(db, guid);
  if (!session) throw notFound();
  // After a manual check the row holds the employee's decision.
  return { guid: session.guid, applicationId: session.applicationId, party: session.party, outcome: session.outcome };
}

/**
 * The person finishes in the sandbox widget with `outcome`: the session row records it and the
 * provider's answer is scheduled (sandboxWidgetAnswered). A session finishes once (409 after).
 */
export async function answerSandboxWidget(db: Queryable, clock: Clock, guid: string, outcome: IdentificationOutcome): Promise<SandboxIdentificationSession> {
  return db.transaction(async (tx) => {
    const [session] = await sessionByGuid(tx, guid).for('update');
    if (!session) throw notFound();
    if (session.outcome !== null) throw new AppError('LOAN_APPLICATION', 'ACTION_NOT_ALLOWED', undefined, 409);
    const now = clock.now();
    const data = await applicantDataOf(tx, session.applicationId, session.party);
    await tx.update(lendingIdentifications).set({ outcome }).where(eq(lendingIdentifications.id, session.id));
    await sandboxWidgetAnswered(tx, { sessionId: session.id, applicationId: session.applicationId, party: session.party, outcome, socialCard: data.socialCardNumber }, now);
    return { guid: session.guid, applicationId: session.applicationId, party: session.party, outcome };
  });
}

/**
 * The person whose document the provider found mismatched corrects it: the chart's `document.correct`
 * (only that person; they then identify again) and the corrected document in their applicant data, in
 * one transaction.
 */
export async function correctDocument(db: Queryable, deps: { clock: Clock; publicUrl: string }, userId: string, applicationId: string, correction: DocumentCorrection): Promise<{ status: LendingStatus }> {
  return db.transaction(async (tx) => {
    const access = await applicationAccess(tx, userId, applicationId);
    const by = actorOf(userId);
    const applied = await applyLendingEvent(tx, applicationId, { type: 'document.correct', by }, by, deps.clock, deps.publicUrl);
    const now = deps.clock.now();
    const corrected = (steps: unknown) => {
      const saved = steps as { applicantData?: ApplicantData };
      if (!saved.applicantData) throw new Error(`application ${applicationId}: a document corrected without applicant data`);
      return { ...saved, applicantData: { ...saved.applicantData, documentType: correction.documentType, documentNumber: correction.documentNumber } };
    };
    if (access.role === 'applicant') {
      const [row] = await tx.select({ steps: loanApplications.steps }).from(loanApplications).where(eq(loanApplications.id, applicationId));
      await tx.update(loanApplications).set({ steps: corrected(row?.steps), updatedAt: now }).where(eq(loanApplications.id, applicationId));
    } else {
      const invitationId = access.invitation?.id ?? '';
      const [row] = await tx.select({ steps: loanApplicationCoApplicants.steps }).from(loanApplicationCoApplicants).where(eq(loanApplicationCoApplicants.id, invitationId)).for('update');
      await tx.update(loanApplicationCoApplicants).set({ steps: corrected(row?.steps), updatedAt: now }).where(eq(loanApplicationCoApplicants.id, invitationId));
    }
    return { status: applied.status };
  });
}

/** The person's latest identification session on an application (for the process's view). */
export async function latestIdentification(q: Queryable, applicationId: string, party: LendingPartyName) {
  const [row] = await q
    .select()
    .from(lendingIdentifications)
    .where(and(eq(lendingIdentifications.applicationId, applicationId), eq(lendingIdentifications.party, party)))
    .orderBy(desc(lendingIdentifications.createdAt))
    .limit(1);
  return row;
}
