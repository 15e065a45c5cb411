import { and, asc, count, eq, sql, type SQL } from 'drizzle-orm';
import { loanSchedule } from '../../../contract/calculations/loan';
import { lendingParties, type LendingPartyName } from '../../../contract/lending-process';
import type { ApplicantData, LoanInfo } from '../../../contract/loan-application';
import { caseClaimMinutes, type OfficeCase, type OfficeCaseDecision, type OfficeCaseDecisionType, type OfficeCaseKind, type OfficeCaseSummary } from '../../../contract/office-cases';
import type { StaffMember } from '../../../contract/office';
import { prequalRules } from '../../../contract/prequal';
import type { LendingEvent, LendingSnapshot, LendingStatus } from '../../../../machines/lending/lending.machine';
import type { CreditRegister } from '../../adapters/credit-register';
import { OutsideSystemUnavailable } from '../../adapters/outside-system';
import type { PopulationRegistry } from '../../adapters/population-registry';
import { minutes, type Clock } from '../../clock';
import type { Db, Queryable, Tx } from '../../db/database';
import { branches, loanApplicationCoApplicants, loanApplicationEvents, loanApplications, officeClaims, users } from '../../db/schema';
import { AppError, notFound } from '../../http/app-error';
import { applicationPictures } from '../lending/document-pictures.service';
import { decideManualCheck } from '../lending/lending-identification.service';
import { applyLendingEvent } from '../lending/lending-runtime';
import { snapshotOf } from '../lending/loan-application-view';
import { recordStaffAction } from './audit-log.service';

/*
 * The credit officer's queue (issue 18): applications waiting for a bank employee, oldest first. A
 * case is taken with a claim that expires, so two officers never decide the same case; a decision is
 * an event of the lending chart, refused by it (409, nothing changed) exactly as a customer's action.
 */

export interface CaseDeps {
  db: Db;
  clock: Clock;
  publicUrl: string;
  registry: PopulationRegistry;
  creditRegister: CreditRegister;
}

export const queuePageSize = 25;

/** The log events that put an application in the queue: the wait counts from the latest. */
const queueingEvents = [
  'decision.manualReview',
  'identification.manualProcessing',
  'identification.branchVisitRequired',
  'identification.failed',
  'decision.documentMismatch',
  'identification.documentMismatch',
];

const identificationOf = (party: LendingPartyName) => sql`${loanApplications.context} #>> ${`{progress,${party},identification}`}`;

/**
 * Why the application waits for a person, or null when it does not. A person whose online
 * identification stopped (a branch visit asked for, or too many failed tries) is identified by a bank
 * employee too, as a manual identification.
 */
const caseKindSql = sql<OfficeCaseKind | null>`case
  when ${loanApplications.status} = 'ManualReview' then 'manualReview'
  when ${loanApplications.status} = 'ApplicantsNotIdentificated' then 'manualIdentification'
  when ${loanApplications.status} = 'ApplicantsIdentificationInProgress' and (${identificationOf('applicant')} = 'manualProcessing' or ${identificationOf('coApplicant')} = 'manualProcessing') then 'manualIdentification'
  when ${loanApplications.status} = 'ProvidedDocumentMismatchedWithAS' or ${loanApplications.context} ->> 'documentMismatch' is not null then 'documentMismatch'
  else null end`;

/**
 * The branch whose officers decide an application: a resale home's booked branch visit names it;
 * otherwise it is an online application, decided at the head office.
 */
const branchSql = sql<string>`coalesce(${loanApplications.context} #>> '{branchVisit,branchCode}', (select ${branches.code} from ${branches} where ${branches.isHeadOffice} order by ${branches.position} limit 1), '')`;

const waitingSinceSql = sql<Date>`(select max(${loanApplicationEvents.at}) from ${loanApplicationEvents} where ${loanApplicationEvents.applicationId} = ${loanApplications.id} and ${loanApplicationEvents.eventType} in (${sql.join(
  queueingEvents.map((type) => sql`${type}`),
  sql`, `,
)}))`;

const claimer = sql<string | null>`(select ${users.firstName} || ' ' || ${users.lastName} from ${users} where ${users.id} = ${officeClaims.staffId})`;

/** The officer sees their branch's cases; an administrator every branch's. */
const branchScope = (member: StaffMember): SQL | undefined => (member.roles.includes('administrator') ? undefined : sql`${branchSql} = ${member.branchCode ?? ''}`);

const caseQuery = (q: Queryable, now: Date) =>
  q
    .select({
      applicationId: loanApplications.id,
      kind: caseKindSql,
      status: loanApplications.status,
      firstName: users.firstName,
      lastName: users.lastName,
      branchCode: branchSql,
      waitingSince: waitingSinceSql.mapWith((value: string | Date | null) => (value === null ? null : new Date(value))),
      claimStaffId: officeClaims.staffId,
      claimStaffName: claimer,
      claimExpiresAt: officeClaims.expiresAt,
    })
    .from(loanApplications)
    .innerJoin(users, eq(users.id, loanApplications.mainApplicantId))
    .leftJoin(officeClaims, and(eq(officeClaims.applicationId, loanApplications.id), sql`${officeClaims.expiresAt} > ${now.toISOString()}`));

type CaseRow = Awaited<ReturnType<ReturnType<typeof caseQuery>['where']>>[number];

const summaryOf = (row: CaseRow, member: StaffMember): Omit<OfficeCaseSummary, 'kind'> & { kind: OfficeCaseKind | null } => ({
  applicationId: row.applicationId,
  kind: row.kind,
  status: row.status as LendingStatus,
  applicantName: `${row.firstName} ${row.lastName}`.trim(),
  branchCode: row.branchCode,
  waitingSince: (row.waitingSince ?? new Date(0)).toISOString(),
  claim:
    row.claimStaffId && row.claimExpiresAt
      ? { staffId: row.claimStaffId, staffName: row.claimStaffName ?? '', expiresAt: row.claimExpiresAt.toISOString(), mine: row.claimStaffId === member.userId }
      : null,
});

/** A LIKE pattern's own characters taken literally. */
const literalLike = (text: string) => text.replace(/[\\%_]/g, (character) => `\\${character}`);

/** The names a person's saved data and account give, in the orders people say them: "first last", "last first", "first middle last". */
const namesMatch = (first: SQL | typeof users.firstName, last: SQL | typeof users.lastName, middle: SQL | null, pattern: string) =>
  sql`(lower(${first} || ' ' || ${last}) like ${pattern} or lower(${last} || ' ' || ${first}) like ${pattern}${middle ? sql` or lower(${first} || ' ' || ${middle} || ' ' || ${last}) like ${pattern}` : sql``})`;
const dataField = (steps: SQL | typeof loanApplications.steps, field: string) => sql`(${steps} #>> ${`{applicantData,${field}}`})`;

/**
 * The cases a search names (caseSearchSchema): the application whose number starts with it, an
 * applicant or accepted co-applicant whose name (in their data or their account) contains it in any
 * case, or whose social card number it is exactly.
 */
function searchCondition(search: string): SQL {
  const needle = search.toLowerCase().replace(/\s+/g, ' ');
  const conditions: SQL[] = [];
  if (/^[0-9a-f-]+$/.test(needle)) conditions.push(sql`${loanApplications.id}::text like ${`${literalLike(needle)}%`}`);
  if (/^\d{10}$/.test(needle)) conditions.push(sql`${dataField(loanApplications.steps, 'socialCardNumber')} = ${needle}`);
  if (/[a-z]/.test(needle)) {
    const pattern = `%${literalLike(needle)}%`;
    const steps = loanApplications.steps;
    conditions.push(namesMatch(users.firstName, users.lastName, null, pattern));
    conditions.push(namesMatch(dataField(steps, 'firstName'), dataField(steps, 'lastName'), dataField(steps, 'middleName'), pattern));
  }
  const co = loanApplicationCoApplicants;
  const coSteps = sql`${co.steps}`;
  const coMatches: SQL[] = [];
  if (/^\d{10}$/.test(needle)) coMatches.push(sql`${dataField(coSteps, 'socialCardNumber')} = ${needle}`);
  if (/[a-z]/.test(needle)) {
    const pattern = `%${literalLike(needle)}%`;
    coMatches.push(namesMatch(sql`coalesce(${dataField(coSteps, 'firstName')}, '')`, sql`coalesce(${dataField(coSteps, 'lastName')}, '')`, sql`coalesce(${dataField(coSteps, 'middleName')}, '')`, pattern));
    coMatches.push(sql`exists (select 1 from ${users} co_user where co_user.id = ${co.userId} and (lower(co_user.first_name || ' ' || co_user.last_name) like ${pattern} or lower(co_user.last_name || ' ' || co_user.first_name) like ${pattern}))`);
  }
  if (coMatches.length > 0) {
    conditions.push(sql`exists (select 1 from ${co} where ${co.applicationId} = ${loanApplications.id} and ${co.status} = 'accepted' and (${sql.join(coMatches, sql` or `)}))`);
  }
  return conditions.length > 0 ? sql`(${sql.join(conditions, sql` or `)})` : sql`false`;
}

/**
 * The queue, oldest wait first, optionally of one kind and narrowed by a search, a page at a time:
 * always within the cases the member sees (their branch's, waiting for a person).
 */
export async function caseQueue(q: Queryable, clock: Clock, member: StaffMember, query: { kind?: OfficeCaseKind | undefined; search?: string | undefined; page: number }) {
  const inQueue = query.kind ? sql`${caseKindSql} = ${query.kind}` : sql`${caseKindSql} is not null`;
  const where = and(inQueue, branchScope(member), query.search ? searchCondition(query.search) : undefined);
  const now = clock.now();
  const [rows, [total]] = await Promise.all([
    caseQuery(q, now)
      .where(where)
      .orderBy(asc(waitingSinceSql), asc(loanApplications.id))
      .limit(queuePageSize)
      .offset((query.page - 1) * queuePageSize),
    q.select({ value: count() }).from(loanApplications).innerJoin(users, eq(users.id, loanApplications.mainApplicantId)).where(where),
  ]);
  return { cases: rows.map((row) => summaryOf(row, member) as OfficeCaseSummary), page: query.page, pageSize: queuePageSize, total: total?.value ?? 0 };
}

/** One application in the officer's branch (any other is 404, as if it did not exist). */
export async function caseRow(q: Queryable, clock: Clock, member: StaffMember, applicationId: string) {
  const [row] = await caseQuery(q, clock.now()).where(and(eq(loanApplications.id, applicationId), branchScope(member)));
  if (!row) throw notFound();
  return row;
}

/** What the registries answer now about a person (an outage is shown as such, not as an error). */
/** An outside system's answer, or 'unavailable' when it does not answer now (any other failure stays one). */
const unlessUnavailable = <T, A>(call: Promise<T>, answer: (value: T) => A) =>
  call.then(answer, (error: unknown) => {
    if (error instanceof OutsideSystemUnavailable) return { answer: 'unavailable' as const };
    throw error;
  });

async function registryAnswers(deps: CaseDeps, socialCard: string | undefined) {
  if (!socialCard) return { registry: { answer: 'notFound' as const }, credit: { answer: 'unavailable' as const } };
  const registry = await unlessUnavailable(deps.registry.findPerson(socialCard), (person) => (person ? { answer: 'found' as const, person: { ...person } } : { answer: 'notFound' as const }));
  const credit = await unlessUnavailable(deps.creditRegister.report(socialCard), (report) => ({ answer: 'found' as const, report }));
  return { registry, credit };
}

const staffActor = (member: StaffMember) => ({ kind: 'staff' as const, staffId: member.userId });

/** The offer an approval makes: the amount the officer names, on the application's term, repayment type and the bank's rate. */
function offerOf(loanInfo: LoanInfo | undefined, amount: number) {
  if (!loanInfo) throw new AppError('LOAN_APPLICATION', 'ACTION_NOT_ALLOWED', { rule: 'statusAllows' }, 409);
  if (amount > loanInfo.amount) throw new AppError('OFFICE', 'AMOUNT_ABOVE_REQUESTED', { max: loanInfo.amount });
  const schedule = loanSchedule({ principal: amount, annualRatePercent: prequalRules.annualRatePercent, termMonths: loanInfo.termMonths, repayment: loanInfo.repaymentType });
  return {
    amount,
    requestedAmount: loanInfo.amount,
    termMonths: loanInfo.termMonths,
    nominalRatePercent: prequalRules.annualRatePercent,
    actualRatePercent: schedule.actualRatePercent,
    monthlyPayment: schedule.firstPayment,
  };
}

/** The chart's event for a decision made at `now` (identification decisions are the provider's events, sent by the officer). */
function decisionEvent(decision: OfficeCaseDecision, member: StaffMember, loanInfo: LoanInfo | undefined, now: Date): LendingEvent {
  const by = staffActor(member);
  switch (decision.decision) {
    case 'approve':
      return { type: 'review.approve', by, offer: offerOf(loanInfo, decision.amount), at: now.toISOString() };
    case 'reject':
      return { type: 'review.reject', by, reason: decision.reason };
    case 'requestDocuments':
      return { type: 'review.requestDocuments', by, documents: decision.documents };
    case 'identificationPassed':
      return { type: 'identification.passed', person: decision.party };
    case 'identificationFailed':
      return { type: 'identification.failed', person: decision.party };
  }
}

/** The decisions the application's state takes now, tried on the chart (the same check the decision meets). */
function allowedDecisions(snapshot: LendingSnapshot, member: StaffMember, loanInfo: LoanInfo | undefined, now: Date): OfficeCaseDecisionType[] {
  const by = staffActor(member);
  const at = now.toISOString();
  const candidates: [OfficeCaseDecisionType, LendingEvent][] = [
    ['approve', { type: 'review.approve', by, offer: loanInfo ? offerOf(loanInfo, loanInfo.amount) : { amount: 0, requestedAmount: 0, termMonths: 0, nominalRatePercent: 0, actualRatePercent: 0, monthlyPayment: 0 }, at }],
    ['reject', { type: 'review.reject', by, reason: 'creditHistory' }],
    ['requestDocuments', { type: 'review.requestDocuments', by, documents: ['incomeStatement'] }],
  ];
  const identifications: [OfficeCaseDecisionType, LendingEvent][] = manualIdentificationParties(snapshot).flatMap((person) => [
    ['identificationPassed', { type: 'identification.passed', person }],
    ['identificationFailed', { type: 'identification.failed', person }],
  ]);
  return [...new Set([...candidates, ...identifications].filter(([, event]) => snapshot.can(event)).map(([type]) => type))];
}

/** The people a bank employee identifies now: handed to a manual check, or stopped online (ApplicantsNotIdentificated). */
const manualIdentificationParties = (snapshot: LendingSnapshot): LendingPartyName[] => {
  const stopped = snapshot.context.identificationStop?.person;
  return lendingParties.filter((party) => snapshot.context.progress?.[party]?.identification === 'manualProcessing' || party === stopped);
};

/** The case as the officer reads it: the data, the documents, the registries' answers, the log, the decisions it takes. */
export async function officeCase(deps: CaseDeps, member: StaffMember, applicationId: string): Promise<OfficeCase> {
  const row = await caseRow(deps.db, deps.clock, member, applicationId);
  const [application] = await deps.db.select().from(loanApplications).where(eq(loanApplications.id, applicationId));
  if (!application) throw notFound();
  const snapshot = snapshotOf(application);
  const steps = application.steps as { loanInfo?: LoanInfo; applicantData?: ApplicantData };
  const [coApplicant] = snapshot.context.coApplicant?.userId
    ? await deps.db
        .select({ steps: loanApplicationCoApplicants.steps })
        .from(loanApplicationCoApplicants)
        .where(and(eq(loanApplicationCoApplicants.applicationId, applicationId), eq(loanApplicationCoApplicants.status, 'accepted')))
    : [];
  const parties: { party: LendingPartyName; data: ApplicantData | undefined }[] = [{ party: 'applicant', data: steps.applicantData }];
  if (coApplicant) parties.push({ party: 'coApplicant', data: (coApplicant.steps as { applicantData?: ApplicantData }).applicantData });
  const summary = summaryOf(row, member) as OfficeCaseSummary;
  const people = await Promise.all(
    parties.map(async ({ party, data }) => ({
      party,
      // The applicant's account names them before their data step is saved.
      name: [data?.firstName, data?.lastName].filter((part) => typeof part === 'string' && part).join(' ') || (party === 'applicant' ? summary.applicantName : ''),
      data: data ? { ...data } : null,
      identification: snapshot.context.progress?.[party]?.identification ?? null,
      ...(await registryAnswers(deps, data?.socialCardNumber)),
    })),
  );
  const events = await deps.db
    .select({ seq: loanApplicationEvents.seq, type: loanApplicationEvents.eventType, actorKind: loanApplicationEvents.actorKind, at: loanApplicationEvents.at, fromStatus: loanApplicationEvents.fromStatus, toStatus: loanApplicationEvents.toStatus })
    .from(loanApplicationEvents)
    .where(eq(loanApplicationEvents.applicationId, applicationId))
    .orderBy(asc(loanApplicationEvents.seq));
  const pictures = await applicationPictures(deps.db, applicationId);
  return {
    ...summary,
    kind: row.kind as OfficeCaseKind,
    marketType: application.marketType,
    price: snapshot.context.currentPrice,
    loanInfo: steps.loanInfo ? { ...steps.loanInfo } : null,
    people,
    documents: pictures.map((picture) => ({ owner: picture.owner, kind: picture.kind, url: `/api/office/cases/${applicationId}/pictures/${picture.owner}/${picture.kind}` })),
    reviewDocuments: snapshot.context.reviewDocuments,
    manualIdentification: manualIdentificationParties(snapshot),
    decisions: allowedDecisions(snapshot, member, steps.loanInfo, deps.clock.now()),
    events: events.map((event) => ({ ...event, at: event.at.toISOString() })),
  };
}

/** Whether the case waits for a person now (a claim is taken only then). */
async function lockedCase(tx: Tx, clock: Clock, member: StaffMember, applicationId: string) {
  const row = await caseRow(tx, clock, member, applicationId);
  await tx.select({ id: loanApplications.id }).from(loanApplications).where(eq(loanApplications.id, applicationId)).for('update');
  return row;
}

/**
 * Takes the case for `caseClaimMinutes` (again: extends one's own claim). One upsert that writes only
 * over an expired claim or the officer's own, so of two officers at once exactly one holds it.
 */
export async function claimCase(deps: Pick<CaseDeps, 'db' | 'clock'>, member: StaffMember, applicationId: string) {
  return deps.db.transaction(async (tx) => {
    const row = await lockedCase(tx, deps.clock, member, applicationId);
    if (row.kind === null) throw new AppError('OFFICE', 'CASE_NOT_WAITING', undefined, 409);
    const now = deps.clock.now();
    const expiresAt = new Date(now.getTime() + minutes(caseClaimMinutes));
    const [claimed] = await tx
      .insert(officeClaims)
      .values({ applicationId, staffId: member.userId, claimedAt: now, expiresAt })
      .onConflictDoUpdate({
        target: officeClaims.applicationId,
        set: { staffId: member.userId, claimedAt: now, expiresAt },
        setWhere: sql`${officeClaims.expiresAt} <= ${now.toISOString()} or ${officeClaims.staffId} = ${member.userId}`,
      })
      .returning();
    if (!claimed) throw new AppError('OFFICE', 'CLAIMED_BY_OTHER', undefined, 409);
    await recordStaffAction(tx, now, { actorId: member.userId, action: 'case.claim', subjectKind: 'loanApplication', subjectId: applicationId, before: null, after: { expiresAt: expiresAt.toISOString() } });
    return { staffId: member.userId, staffName: `${member.firstName} ${member.lastName}`, expiresAt: expiresAt.toISOString(), mine: true };
  });
}

/** Gives the case back before the claim expires (only one's own claim). */
export async function releaseCase(deps: Pick<CaseDeps, 'db' | 'clock'>, member: StaffMember, applicationId: string): Promise<void> {
  await deps.db.transaction(async (tx) => {
    await lockedCase(tx, deps.clock, member, applicationId);
    const now = deps.clock.now();
    const released = await tx
      .delete(officeClaims)
      .where(and(eq(officeClaims.applicationId, applicationId), eq(officeClaims.staffId, member.userId), sql`${officeClaims.expiresAt} > ${now.toISOString()}`))
      .returning();
    if (released.length === 0) throw new AppError('OFFICE', 'CLAIM_REQUIRED', undefined, 409);
    await recordStaffAction(tx, now, { actorId: member.userId, action: 'case.release', subjectKind: 'loanApplication', subjectId: applicationId, before: null, after: null });
  });
}

/**
 * A decision on a case the officer holds: the chart's event, applied by the lending runtime (409 with
 * the chart's rule when the state does not take it, and nothing changes), its audit entry and the
 * claim's end, in one transaction.
 */
export async function decideCase(deps: CaseDeps, member: StaffMember, applicationId: string, decision: OfficeCaseDecision): Promise<OfficeCase> {
  await deps.db.transaction(async (tx) => {
    await lockedCase(tx, deps.clock, member, applicationId);
    const now = deps.clock.now();
    const [claim] = await tx.select().from(officeClaims).where(eq(officeClaims.applicationId, applicationId));
    if (!claim || claim.expiresAt <= now) throw new AppError('OFFICE', 'CLAIM_REQUIRED', undefined, 409);
    if (claim.staffId !== member.userId) throw new AppError('OFFICE', 'CLAIMED_BY_OTHER', undefined, 409);
    const [application] = await tx.select({ steps: loanApplications.steps, status: loanApplications.status, context: loanApplications.context }).from(loanApplications).where(eq(loanApplications.id, applicationId));
    if (!application) throw notFound();
    const loanInfo = (application.steps as { loanInfo?: LoanInfo }).loanInfo;
    const event = decisionEvent(decision, member, loanInfo, now);
    const result =
      decision.decision === 'identificationPassed' || decision.decision === 'identificationFailed'
        ? await decideManualCheck(tx, applicationId, decision.decision === 'identificationPassed' ? 'passed' : 'failed', decision.party, staffActor(member), deps.clock, deps.publicUrl)
        : await applyLendingEvent(tx, applicationId, event, staffActor(member), deps.clock, deps.publicUrl);
    await tx.delete(officeClaims).where(eq(officeClaims.applicationId, applicationId));
    await recordStaffAction(tx, now, {
      actorId: member.userId,
      action: `case.${decision.decision}`,
      subjectKind: 'loanApplication',
      subjectId: applicationId,
      before: { status: application.status, reviewDocuments: (application.context as LendingSnapshot['context']).reviewDocuments },
      after: { status: result.status, decision, ...('offer' in event ? { offer: event.offer } : {}), reviewDocuments: result.snapshot.context.reviewDocuments },
    });
  });
  return officeCase(deps, member, applicationId);
}
