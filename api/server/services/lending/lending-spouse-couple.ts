import type { LendingPartyName } from '../../../contract/lending-process';
import type { ApplicantData } from '../../../contract/loan-application';
import { isSpouseCoupleContext, type LendingContext } from '../../../../machines/lending/lending.machine';
import type { Tx } from '../../db/database';
import { lendingProcessAnswers } from '../../db/schema';
import { applicantDataOf } from './lending-process-people';

/*
 * A married couple on one loan (issue 17, docs/households.md): the co-applicant is the main
 * applicant's spouse, whom the registry confirmed when their data was saved. After the video calls the
 * chart records each as the other's spouse (its `isSpouseCouple` transition) and asks neither for
 * spouse data; the server keeps, in each person's row of lending_process_answers, the other's data as
 * their own part gave it. Both sign the contract themselves, so the spouse's consent is theirs.
 */

/** One person's spouse, from the other's applicant data. */
const spouseFrom = (data: ApplicantData) => ({
  firstName: data.firstName,
  lastName: data.lastName,
  middleName: data.middleName,
  socialCardNumber: data.socialCardNumber,
  documentType: data.documentType,
  documentNumber: data.documentNumber,
});

/** The spouse data of each person of a couple, recorded when the chart takes the couple past the spouse-data phase. */
export async function recordSpouseCouple(tx: Tx, applicationId: string, now: Date): Promise<void> {
  const data: Record<LendingPartyName, ApplicantData> = {
    applicant: await applicantDataOf(tx, applicationId, 'applicant'),
    coApplicant: await applicantDataOf(tx, applicationId, 'coApplicant'),
  };
  for (const [party, other] of [
    ['applicant', 'coApplicant'],
    ['coApplicant', 'applicant'],
  ] as const) {
    const spouseData = { married: true, spouseConsent: true, spouseOnTheLoan: true, spouse: spouseFrom(data[other]), at: now.toISOString() };
    await tx
      .insert(lendingProcessAnswers)
      .values({ applicationId, party, spouseData, updatedAt: now })
      .onConflictDoUpdate({ target: [lendingProcessAnswers.applicationId, lendingProcessAnswers.party], set: { spouseData, updatedAt: now } });
  }
}

/** The event took a couple past the spouse-data phase (nobody had given spouse data, now both are recorded): their spouse data is kept. */
export async function onSpouseCouple(tx: Tx, applicationId: string, before: LendingContext, after: LendingContext, now: Date): Promise<void> {
  if (!isSpouseCoupleContext(after) || !after.progress?.coApplicant || !before.progress?.coApplicant) return;
  const recordedNow = !before.progress.applicant.spouseDataProvided && !before.progress.coApplicant.spouseDataProvided;
  if (recordedNow && after.progress.applicant.spouseDataProvided && after.progress.coApplicant.spouseDataProvided) await recordSpouseCouple(tx, applicationId, now);
}
