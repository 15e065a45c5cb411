import { and, desc, eq, max } from 'drizzle-orm';
import type { LoanInfo } from '../../../contract/loan-application';
import { estimatedRepaymentDay, repaymentSchedule, repaymentScheduleCsv, scheduleFileName, type RepaymentSchedule, type ScheduleBasis } from '../../../contract/repayment-schedule';
import type { Language } from '../../../contract/validation';
import type { LendingContext } from '../../../../machines/lending/lending.machine';
import type { Clock } from '../../clock';
import type { Queryable } from '../../db/database';
import { lendingPackageDocuments, loanApplicationEvents } from '../../db/schema';
import { notFound } from '../../http/app-error';
import { applicationAccess } from './co-applicant-invitations';
import { scheduleTexts, schedulePdf } from './lending-schedule-pdf';

/*
 * The application's repayment schedule (issue 17) for the two people on it: the offer's loan month by
 * month with dates, as the page shows it and as a PDF and a CSV to keep. The dates are the payout's
 * once the loan is paid out, the contract package's once there is one (the same as its repayment
 * schedule document), else an estimate from today. To anyone else the application does not exist (404).
 */

/** When the months are counted from, and on which day of the month: the payout's, the package's, or today's. */
async function datesOf(q: Queryable, applicationId: string, context: LendingContext, now: Date): Promise<{ basis: ScheduleBasis; from: string; repaymentDay: number }> {
  const day = context.repaymentDay;
  if (day !== null) {
    const [payout] = await q
      .select({ at: loanApplicationEvents.at })
      .from(loanApplicationEvents)
      .where(and(eq(loanApplicationEvents.applicationId, applicationId), eq(loanApplicationEvents.toStatus, 'LoanDisbursed')))
      .orderBy(desc(loanApplicationEvents.seq))
      .limit(1);
    if (payout) return { basis: 'payout', from: payout.at.toISOString(), repaymentDay: day };
    const [latest] = await q.select({ packageNo: max(lendingPackageDocuments.packageNo) }).from(lendingPackageDocuments).where(eq(lendingPackageDocuments.applicationId, applicationId));
    if (latest?.packageNo != null) {
      const [document] = await q
        .select({ createdAt: lendingPackageDocuments.createdAt })
        .from(lendingPackageDocuments)
        .where(and(eq(lendingPackageDocuments.applicationId, applicationId), eq(lendingPackageDocuments.packageNo, latest.packageNo)))
        .limit(1);
      if (document) return { basis: 'package', from: document.createdAt.toISOString(), repaymentDay: day };
    }
    return { basis: 'estimate', from: now.toISOString(), repaymentDay: day };
  }
  return { basis: 'estimate', from: now.toISOString(), repaymentDay: estimatedRepaymentDay(now.toISOString()) };
}

/** The schedule of the application's offer, to its main applicant or co-applicant (404 to anyone else, and before an offer). */
export async function applicationSchedule(q: Queryable, clock: Clock, userId: string, applicationId: string): Promise<RepaymentSchedule> {
  const { row } = await applicationAccess(q, userId, applicationId);
  const context = row.context as LendingContext;
  const loanInfo = (row.steps as { loanInfo?: LoanInfo }).loanInfo;
  if (!context.offer) throw notFound();
  const dates = await datesOf(q, applicationId, context, clock.now());
  return repaymentSchedule({
    applicationId,
    currency: loanInfo?.currency ?? 'AMD',
    repaymentType: loanInfo?.repaymentType ?? 'annuity',
    amount: context.offer.amount,
    termMonths: context.offer.termMonths,
    nominalRatePercent: context.offer.nominalRatePercent,
    ...dates,
  });
}

export interface ScheduleFile {
  bytes: Uint8Array;
  contentType: string;
  fileName: string;
}

/** The schedule as a PDF in the reader's language (the package's fonts write Armenian and Cyrillic). */
export async function applicationSchedulePdf(q: Queryable, clock: Clock, userId: string, applicationId: string, lang: Language): Promise<ScheduleFile> {
  const schedule = await applicationSchedule(q, clock, userId, applicationId);
  const bytes = await schedulePdf({ schedule, lang, preparedAt: clock.now() });
  return { bytes: new Uint8Array(bytes), contentType: 'application/pdf', fileName: scheduleFileName(applicationId, lang, 'pdf') };
}

/** The schedule as CSV in UTF-8 with a byte-order mark, its header row in the reader's language. */
export async function applicationScheduleCsv(q: Queryable, clock: Clock, userId: string, applicationId: string, lang: Language): Promise<ScheduleFile> {
  const schedule = await applicationSchedule(q, clock, userId, applicationId);
  const texts = scheduleTexts[lang];
  const csv = repaymentScheduleCsv(schedule, { ...texts.columns, total: texts.total });
  return { bytes: new TextEncoder().encode(`\uFEFF${csv}`), contentType: 'text/csv; charset=utf-8', fileName: scheduleFileName(applicationId, lang, 'csv') };
}
