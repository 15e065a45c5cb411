import { and, asc, desc, eq, inArray, isNull, max } from 'drizzle-orm';
import { isPreparingStatus, type LendingStatus } from '../../../contract/loan-application';
import { firstPaymentDate } from '../../../contract/calculations/loan';
import {
  lendingProcessActions,
  type LendingActionView,
  type LendingDeadlineView,
  type LendingNextActor,
  type LendingPartyName,
  type LendingPathStep,
  type LendingPersonView,
  type LendingProcessAction,
  type LendingProcessView,
  type NotaryView,
  type PackageDocumentView,
} from '../../../contract/lending-process';
import type { Language } from '../../../contract/validation';
import {
  identificationTries,
  isSpouseCoupleContext,
  lendingRefusal,
  lendingStatusOf,
  type LendingActor,
  type LendingContext,
  type LendingEvent,
  type LendingPersonProgress,
  type LendingSnapshot,
} from '../../../../machines/lending/lending.machine';
import type { Queryable } from '../../db/database';
import {
  branches,
  lendingAppointments,
  lendingIdentifications,
  lendingPackageDocuments,
  lendingPackageSignatures,
  loanApplicationCoApplicants,
  loanApplicationEvents,
} from '../../db/schema';
import { propertyCard, refOfRow } from '../property-tables';
import { applicationAccess } from './co-applicant-invitations';
import { lendingDeadlineKinds, openLendingDeadlines, type LendingDeadlinePayload } from './lending-deadlines';
import { personName } from './lending-notifications';
import { stagesOf } from './lending-stages';
import { processPanelOf } from './lending-process-panel';
import { savedSteps, snapshotOf } from './loan-application-view';

/*
 * The lending process as one of its people reads it (issue 17, GET /loan-applications/:id/process):
 * the chart's context (each person's progress, the stops, the appointments), the rows the process
 * wrote (the viewer's open identification try, their video call, the current package in their
 * language and their signatures), the running deadlines, the path from the event log, and who must
 * act next, derived from the chart itself.
 */

/** Each of the reader's process actions as an event the chart would get from them now (a booking for a time ahead). */
function readerEvents(by: LendingActor, party: LendingPartyName, now: Date): Record<LendingProcessAction, LendingEvent> {
  const at = now.toISOString();
  const slotAt = new Date(now.getTime() + 24 * 60 * 60_000).toISOString();
  return {
    'identification.start': { type: 'identification.start', by },
    'document.correct': { type: 'document.correct', by },
    'onboarding.book': { type: 'onboarding.book', by, slotAt },
    'spouseData.provide': { type: 'spouseData.provide', by },
    'spouseData.decline': { type: 'spouseData.decline', by },
    // Only the main applicant gives the repayment day; the co-applicant presents without one.
    'packageData.present': { type: 'packageData.present', by, repaymentDay: party === 'applicant' ? 1 : null },
    'package.sign': { type: 'package.sign', by, at },
    'package.reject': { type: 'package.reject', by },
    'notary.book': { type: 'notary.book', by, notaryId: 'any', slotAt },
    'branchVisit.book': { type: 'branchVisit.book', by, branchCode: '01', slotAt, repaymentDay: 1 },
    'application.cancel': { type: 'application.cancel', by },
  };
}

/** What the chart lets the reader do now, each refused action with the rule that refuses it. */
export function readerActions(snapshot: LendingSnapshot, party: LendingPartyName, userId: string, now: Date): LendingActionView[] {
  const events = readerEvents({ kind: 'applicant', userId }, party, now);
  return lendingProcessActions.map((action) => {
    const refusal = lendingRefusal(snapshot, events[action]);
    return { action, allowed: refusal === null, reason: refusal?.reason ?? null };
  });
}

/** A person's action that moves the process on, as the chart would take it from `by` (ways out, such as cancelling, are not "next"). */
function progressEvents(by: LendingActor, party: LendingPartyName, context: LendingContext, now: Date): LendingEvent[] {
  const person = context.progress?.[party] ?? null;
  const actions = readerEvents(by, party, now);
  const events: LendingEvent[] = [
    { type: 'application.submit', by, at: now.toISOString() },
    { type: 'offer.accept', by },
    actions['identification.start'],
    actions['document.correct'],
    actions['spouseData.provide'],
    actions['packageData.present'],
    actions['package.sign'],
  ];
  if (context.coApplicant?.partComplete === false) events.push({ type: 'coApplicant.completePart', by });
  // Booking is the next step only for who has none: moving a booked time waits on the appointment itself.
  if (person?.onboarding === 'notBooked') events.push(actions['onboarding.book']);
  if (context.notaryAppointment === null) events.push(actions['notary.book']);
  if (context.branchVisit === null) events.push(actions['branchVisit.book']);
  return events;
}

/**
 * Who must act for the application to move on, from the chart: each person on it is asked whether
 * the state takes one of their progressing actions (with their `by`, at `now`); when both may, it is
 * everyone; when neither, the bank's side (an employee, the provider, the notary, a registry) moves
 * it. A final status waits on nobody.
 */
export function lendingNextActor(snapshot: LendingSnapshot, now: Date): LendingNextActor | null {
  if (snapshot.status === 'done') return null;
  const { context } = snapshot;
  const people: { party: LendingPartyName; by: LendingActor }[] = [{ party: 'applicant', by: { kind: 'applicant', userId: context.mainApplicantId } }];
  const coApplicantId = context.coApplicant?.userId;
  if (coApplicantId) people.push({ party: 'coApplicant', by: { kind: 'applicant', userId: coApplicantId } });
  const acting = people.filter(({ party, by }) => progressEvents(by, party, context, now).some((event) => snapshot.can(event))).map(({ party }) => party);
  if (acting.length === 2) return 'everyone';
  if (acting[0]) return acting[0];
  const status = lendingStatusOf(snapshot.value);
  // Before the submission the draft is the people's to complete (its steps are saved outside the
  // chart): the invited person answers the invitation, anything else is the main applicant's.
  if (isPreparingStatus(status)) return status === 'CoApplicantDecision' ? 'coApplicant' : 'applicant';
  // A stopped identification waits for the person at a branch, whose employee identifies them there.
  if (context.identificationStop) return context.identificationStop.person;
  return 'bank';
}

/** Which way a deadline leads when it passes (the chart's targets of the deadline events). */
const deadlineViews: Record<string, { kind: LendingDeadlineView['kind']; leadsTo: LendingStatus }> = {
  [lendingDeadlineKinds.submission]: { kind: 'submission', leadsTo: 'Expired' },
  [lendingDeadlineKinds.process]: { kind: 'process', leadsTo: 'Expired' },
  [lendingDeadlineKinds.package]: { kind: 'package', leadsTo: 'LendingPackagePreparation' },
};

/**
 * Who moved the application, as the path names it: a person on it, the clock, or the party whose
 * answer the event is, known by the event's family. The notary's steps are the notary's whether its
 * sandbox or a notary in the office sent them, the partner's answer the developer's; the rest of the
 * bank's side (its employees, decision engine, core banking) is the bank.
 */
const outsidePartyOfEvent: Record<string, LendingPathStep['by']> = {
  notary: 'notary',
  property: 'developer',
  registry: 'propertyRegistry',
  insurer: 'insurer',
  identification: 'identificationProvider',
};

function pathActor(row: { actorKind: string; actorId: string; eventType: string }, mainApplicantId: string): LendingPathStep['by'] {
  if (row.actorKind === 'applicant') return row.actorId === mainApplicantId ? 'applicant' : 'coApplicant';
  if (row.actorKind === 'system' && row.actorId.startsWith('deadline:')) return 'system';
  if (row.actorKind === 'system' && row.actorId === 'populationRegistry') return 'populationRegistry';
  const party = outsidePartyOfEvent[row.eventType.split('.')[0] ?? ''];
  // An employee identifying a person at a branch is the bank; one acting as the notary or the developer is that party.
  if (row.actorKind === 'staff') return party === 'notary' || party === 'developer' ? party : 'bank';
  return party ?? 'bank';
}

/**
 * The statuses the application went through, from its log: each change of status once (an event
 * that kept the status, such as the first of two people's answers, is not a step), with its time and
 * who made it.
 */
async function pathOf(q: Queryable, applicationId: string, mainApplicantId: string, reader: LendingPartyName): Promise<LendingPathStep[]> {
  const rows = await q
    .select({ toStatus: loanApplicationEvents.toStatus, fromStatus: loanApplicationEvents.fromStatus, at: loanApplicationEvents.at, actorKind: loanApplicationEvents.actorKind, actorId: loanApplicationEvents.actorId, eventType: loanApplicationEvents.eventType })
    .from(loanApplicationEvents)
    .where(eq(loanApplicationEvents.applicationId, applicationId))
    .orderBy(asc(loanApplicationEvents.seq));
  const path: LendingPathStep[] = [];
  for (const row of rows) {
    if (path.length > 0 && row.fromStatus === row.toStatus) continue;
    const by = pathActor(row, mainApplicantId);
    path.push({ status: row.toStatus as LendingStatus, at: row.at.toISOString(), by, byReader: by === reader });
  }
  return path;
}

function personView(party: LendingPartyName, reader: LendingPartyName, name: string, progress: LendingPersonProgress): LendingPersonView {
  return {
    party,
    reader: party === reader,
    name,
    identification: progress.identification,
    identificationTriesLeft: Math.max(0, identificationTries - progress.identificationFailures),
    onboarding: progress.onboarding,
    spouseDataProvided: progress.spouseDataProvided,
    packageDataPresented: progress.packageDataPresented,
    packageSigned: progress.packageSigned,
  };
}

/** The co-applicant's name from their saved part (or their account). */
async function coApplicantName(q: Queryable, applicationId: string, userId: string): Promise<string> {
  const [invitation] = await q
    .select({ steps: loanApplicationCoApplicants.steps })
    .from(loanApplicationCoApplicants)
    .where(and(eq(loanApplicationCoApplicants.applicationId, applicationId), eq(loanApplicationCoApplicants.userId, userId)))
    .orderBy(desc(loanApplicationCoApplicants.invitedAt))
    .limit(1);
  const saved = (invitation?.steps as { applicantData?: { firstName?: string; lastName?: string } } | null)?.applicantData;
  return personName(q, userId, saved, '');
}

/** Where a package document's PDF is read by the people on the application. */
export const packageDocumentUrl = (applicationId: string, documentId: string) => `/api/loan-applications/${applicationId}/process/package/documents/${documentId}`;

/**
 * The current package (its latest number) in the viewer's language, with the viewer's signature of
 * each document. A package prepared before the viewer's language was known is shown in the
 * language it has (one copy per kind).
 */
async function packageOf(q: Queryable, applicationId: string, expiresAt: string, party: LendingPartyName, lang: Language): Promise<LendingProcessView['package']> {
  const [latest] = await q.select({ packageNo: max(lendingPackageDocuments.packageNo) }).from(lendingPackageDocuments).where(eq(lendingPackageDocuments.applicationId, applicationId));
  const packageNo = latest?.packageNo ?? null;
  if (packageNo === null) return { expiresAt, documents: [] };
  const rows = await q
    .select()
    .from(lendingPackageDocuments)
    .where(and(eq(lendingPackageDocuments.applicationId, applicationId), eq(lendingPackageDocuments.packageNo, packageNo)))
    .orderBy(asc(lendingPackageDocuments.createdAt), asc(lendingPackageDocuments.kind));
  const byKind = new Map<string, (typeof rows)[number]>();
  for (const row of rows) {
    const chosen = byKind.get(row.kind);
    if (!chosen || (chosen.language !== lang && row.language === lang)) byKind.set(row.kind, row);
  }
  const documents = [...byKind.values()];
  const signatures =
    documents.length === 0
      ? []
      : await q
          .select({ documentId: lendingPackageSignatures.documentId, signedAt: lendingPackageSignatures.signedAt })
          .from(lendingPackageSignatures)
          .where(and(inArray(lendingPackageSignatures.documentId, documents.map((document) => document.id)), eq(lendingPackageSignatures.party, party)));
  const signedAt = new Map(signatures.map((signature) => [signature.documentId, signature.signedAt.toISOString()]));
  return {
    expiresAt,
    documents: documents.map(
      (document): PackageDocumentView => ({
        id: document.id,
        kind: document.kind,
        language: document.language,
        sha256: document.sha256,
        bytes: document.bytes,
        url: packageDocumentUrl(applicationId, document.id),
        signedAt: signedAt.get(document.id) ?? null,
      }),
    ),
  };
}

/**
 * A notary of the notary adapter, by id, as the appointment names it. The notary calendar's own
 * module (issue 17, H3) may register a reader; until then the appointment shows the notary's id.
 */
export type NotaryReader = (notaryId: string, lang: Language) => Promise<NotaryView | undefined>;

async function notaryAppointmentOf(context: LendingContext, lang: Language, readNotary?: NotaryReader): Promise<LendingProcessView['notaryAppointment']> {
  if (!context.notaryAppointment) return null;
  const { notaryId, at } = context.notaryAppointment;
  const notary = (await readNotary?.(notaryId, lang)) ?? { id: notaryId, name: notaryId, address: '', phone: '' };
  return { notary, slotAt: at };
}

async function branchVisitOf(q: Queryable, context: LendingContext, lang: Language): Promise<LendingProcessView['branchVisit']> {
  if (!context.branchVisit) return null;
  const { branchCode, at } = context.branchVisit;
  const [branch] = await q.select({ name: branches.name, address: branches.address }).from(branches).where(eq(branches.code, branchCode));
  return { branchCode, branchName: branch?.name[lang] ?? branchCode, address: branch?.address[lang] ?? '', slotAt: at };
}

export interface LendingProcessViewDeps {
  now: Date;
  readNotary?: NotaryReader;
}

/**
 * GET /loan-applications/:id/process: the process as the signed-in person on the application reads
 * it; a stranger gets 404 (the application does not exist for them).
 */
export async function lendingProcessView(q: Queryable, userId: string, applicationId: string, lang: Language, deps: LendingProcessViewDeps): Promise<LendingProcessView> {
  const { row, role } = await applicationAccess(q, userId, applicationId);
  const snapshot = snapshotOf(row);
  const { context } = snapshot;
  const status = lendingStatusOf(snapshot.value);
  const viewer = context.progress?.[role] ?? null;

  const people: LendingPersonView[] = [];
  if (context.progress) {
    const applicantSaved = savedSteps(row).applicantData as { firstName?: string; lastName?: string } | undefined;
    people.push(personView('applicant', role, await personName(q, row.mainApplicantId, applicantSaved, ''), context.progress.applicant));
    const coApplicantId = context.coApplicant?.userId;
    if (context.progress.coApplicant) {
      people.push(personView('coApplicant', role, coApplicantId ? await coApplicantName(q, row.id, coApplicantId) : '', context.progress.coApplicant));
    }
  }

  let identification: LendingProcessView['identification'] = null;
  if (viewer?.identification === 'inProgress') {
    const [open] = await q
      .select({ guid: lendingIdentifications.guid, widgetUrl: lendingIdentifications.widgetUrl })
      .from(lendingIdentifications)
      .where(and(eq(lendingIdentifications.applicationId, row.id), eq(lendingIdentifications.party, role), eq(lendingIdentifications.userId, userId), isNull(lendingIdentifications.outcome)))
      .orderBy(desc(lendingIdentifications.createdAt))
      .limit(1);
    identification = open ?? null;
  }

  let videoCall: LendingProcessView['videoCall'] = null;
  if (viewer?.onboarding === 'booked') {
    const [call] = await q
      .select({ slotAt: lendingAppointments.slotAt, joinUrl: lendingAppointments.joinUrl })
      .from(lendingAppointments)
      .where(and(eq(lendingAppointments.applicationId, row.id), eq(lendingAppointments.kind, 'videoCall'), eq(lendingAppointments.party, role), eq(lendingAppointments.status, 'booked')))
      .limit(1);
    if (call) videoCall = { slotAt: call.slotAt.toISOString(), joinUrl: call.joinUrl ?? '' };
  }

  const deadlines = (await openLendingDeadlines(q, row.id)).flatMap((deadline): LendingDeadlineView[] => {
    const known = deadlineViews[deadline.kind];
    if (!known) return [];
    const payload = deadline.payload as LendingDeadlinePayload;
    return [{ kind: known.kind, dueAt: new Date(payload.dueAt).toISOString(), leadsTo: known.leadsTo }];
  });

  let property: LendingProcessView['property'] = null;
  if (row.apartmentId !== null || row.listingId !== null) {
    const card = await propertyCard(q, refOfRow(row));
    if (card) property = { title: card.title[lang], address: card.address[lang] };
  }

  const path = await pathOf(q, row.id, row.mainApplicantId, role);
  const nextActor = lendingNextActor(snapshot, deps.now);
  const spouseCouple = isSpouseCoupleContext(context);
  const paidOut = status === 'LoanDisbursed';
  const payoutAt = paidOut ? path.findLast((step) => step.status === 'LoanDisbursed')?.at : undefined;
  const view = {
    applicationId: row.id,
    status,
    marketType: context.marketType,
    role,
    property,
    people,
    nextActor,
    readersTurn: nextActor === role || nextActor === 'everyone',
    actions: readerActions(snapshot, role, userId, deps.now),
    panel: processPanelOf(status, context.marketType, snapshot.status === 'done'),
    final: snapshot.status === 'done',
    spouseCouple,
    identification,
    identificationStop: context.identificationStop && { party: context.identificationStop.person, reason: context.identificationStop.reason, reader: context.identificationStop.person === role },
    documentMismatchOf: context.documentMismatch,
    videoCall,
    repaymentDay: context.repaymentDay,
    // The chart takes the repayment day from the main applicant only (the package data's rule).
    repaymentDayAsked: role === 'applicant',
    ownPage: role === 'applicant' ? 'application' : 'coApplicantPart',
    paidOut,
    firstPaymentOn: payoutAt && context.repaymentDay ? firstPaymentDate(payoutAt, context.repaymentDay) : null,
    package: context.packageExpiresAt ? await packageOf(q, row.id, context.packageExpiresAt, role, lang) : null,
    notaryAppointment: await notaryAppointmentOf(context, lang, deps.readNotary),
    branchVisit: await branchVisitOf(q, context, lang),
    deadlines,
    path,
    stages: stagesOf({ marketType: context.marketType, spouseCouple, final: snapshot.status === 'done', path }),
    loan: context.offer && { amount: context.offer.amount, termMonths: context.offer.termMonths, monthlyPayment: context.offer.monthlyPayment, nominalRatePercent: context.offer.nominalRatePercent },
  } satisfies LendingProcessView;
  return view;
}
