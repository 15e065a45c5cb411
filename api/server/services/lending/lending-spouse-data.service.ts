import type { LendingPartyName, ProcessSpouseData } from '../../../contract/lending-process';
import type { LendingStatus } from '../../../contract/loan-application';
import type { Clock } from '../../clock';
import type { Queryable, Tx } from '../../db/database';
import { lendingProcessAnswers } from '../../db/schema';
import { applicationAccess } from './co-applicant-invitations';
import { actorOf, applicantDataOf, partyOf } from './lending-process-people';
import { applyLendingEvent } from './lending-runtime';

/*
 * Spouse data in the lending process (issue 17, spec section 4): after the video calls each person
 * confirms their spouse's data and consent as the application gave them, or that they are not married
 * (spouseData.provide); or says their spouse does not give them (spouseData.decline), which ends the
 * online process. What each person gave is kept in their row of lending_process_answers.
 */

/** The person's answer contradicts the marital status of their application data: a field error on `married`. */
export class SpouseDataMismatch extends Error {
  constructor(readonly married: boolean) {
    super('spouse data: married does not match the application data');
    this.name = 'SpouseDataMismatch';
  }
}

async function saveAnswer(tx: Tx, applicationId: string, party: LendingPartyName, spouseData: Record<string, unknown>, now: Date) {
  await tx
    .insert(lendingProcessAnswers)
    .values({ applicationId, party, spouseData, updatedAt: now })
    .onConflictDoUpdate({ target: [lendingProcessAnswers.applicationId, lendingProcessAnswers.party], set: { spouseData, updatedAt: now } });
}

/**
 * The person confirms their spouse data: `married: true` only when their application data says they
 * are married (and then with the spouse's consent), `married: false` only when it does not
 * (SpouseDataMismatch otherwise); the chart decides whether they may (409 with its rule).
 */
export async function provideSpouseData(db: Queryable, deps: { clock: Clock; publicUrl: string }, userId: string, applicationId: string, answer: ProcessSpouseData): Promise<{ status: LendingStatus }> {
  return db.transaction(async (tx) => {
    const access = await applicationAccess(tx, userId, applicationId);
    const party = partyOf(access);
    const by = actorOf(userId);
    // The chart first (409 when the status takes no spouse data: a draft has no applicant data to compare
    // with yet); a mismatch then throws and the transaction undoes the event.
    const applied = await applyLendingEvent(tx, applicationId, { type: 'spouseData.provide', by }, by, deps.clock, deps.publicUrl);
    const data = await applicantDataOf(tx, applicationId, party);
    if ((data.maritalStatus === 'married') !== answer.married) throw new SpouseDataMismatch(data.maritalStatus === 'married');
    await saveAnswer(tx, applicationId, party, { ...answer, at: deps.clock.now().toISOString() }, deps.clock.now());
    return { status: applied.status };
  });
}

/** The person's spouse does not give their data and consent: the online process ends (SpouseDataNotProvided). */
export async function declineSpouseData(db: Queryable, deps: { clock: Clock; publicUrl: string }, userId: string, applicationId: string): Promise<{ status: LendingStatus }> {
  return db.transaction(async (tx) => {
    const access = await applicationAccess(tx, userId, applicationId);
    const party = partyOf(access);
    const by = actorOf(userId);
    const applied = await applyLendingEvent(tx, applicationId, { type: 'spouseData.decline', by }, by, deps.clock, deps.publicUrl);
    await saveAnswer(tx, applicationId, party, { declined: true, at: deps.clock.now().toISOString() }, deps.clock.now());
    return { status: applied.status };
  });
}
