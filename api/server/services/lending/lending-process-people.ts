import { and, eq } from 'drizzle-orm';
import type { LendingPartyName } from '../../../contract/lending-process';
import type { ApplicantData } from '../../../contract/loan-application';
import type { LendingActor } from '../../../../machines/lending/lending.machine';
import type { Queryable } from '../../db/database';
import { loanApplicationCoApplicants, loanApplications } from '../../db/schema';
import type { ApplicationAccess } from './co-applicant-invitations';

/*
 * What the process's calls need of a person on an application (issue 17): their place on it, their
 * chart actor, and their applicant data as the wizard saved it (the main applicant's in the
 * application's steps, the co-applicant's in their invitation row's).
 */

export const partyOf = (access: ApplicationAccess): LendingPartyName => access.role;
export const actorOf = (userId: string): LendingActor => ({ kind: 'applicant', userId });

/** The person's saved applicant data (a submitted application always has it). */
export async function applicantDataOf(q: Queryable, applicationId: string, party: LendingPartyName): Promise<ApplicantData> {
  if (party === 'applicant') {
    const [row] = await q.select({ steps: loanApplications.steps }).from(loanApplications).where(eq(loanApplications.id, applicationId));
    const data = (row?.steps as { applicantData?: ApplicantData } | undefined)?.applicantData;
    if (!data) throw new Error(`application ${applicationId} is in the process without its applicant data`);
    return data;
  }
  const [row] = await q
    .select({ steps: loanApplicationCoApplicants.steps })
    .from(loanApplicationCoApplicants)
    .where(and(eq(loanApplicationCoApplicants.applicationId, applicationId), eq(loanApplicationCoApplicants.status, 'accepted')));
  const data = (row?.steps as { applicantData?: ApplicantData } | undefined)?.applicantData;
  if (!data) throw new Error(`application ${applicationId} is in the process without its co-applicant's applicant data`);
  return data;
}
