import * as v from 'valibot';
import { loanSchedule, repaymentTypes, type RepaymentType } from './calculations/loan';
import { currencies, minorDigits, type Currency } from './calculations/money';

/*
 * An application's repayment schedule (issue 17): every monthly payment of the offered loan with its
 * date, its principal and interest, the payment and what remains owed, and the totals. The page shows
 * it, and the server gives it as a PDF and a CSV; all three are this one calculation.
 */

/**
 * Where the dates come from:
 * - `estimate`: no contract package yet, as if the loan were paid out today (on the chosen repayment
 *   day, or today's day of the month up to the 20th);
 * - `package`: the contract package's repayment schedule (the month after its preparation);
 * - `payout`: the loan is paid out, the first payment is the month after the payout.
 */
export const scheduleBases = ['estimate', 'package', 'payout'] as const;
export type ScheduleBasis = (typeof scheduleBases)[number];

/** The columns of the schedule in the order the page, the PDF and the CSV show them. */
export const repaymentScheduleColumns = ['number', 'date', 'principal', 'interest', 'payment', 'balance'] as const;
export type RepaymentScheduleColumn = (typeof repaymentScheduleColumns)[number];

const rowSchema = v.object({
  number: v.number(),
  /** The payment's day, YYYY-MM-DD (Yerevan). */
  date: v.string(),
  principal: v.number(),
  interest: v.number(),
  payment: v.number(),
  /** Still owed after this payment. */
  balance: v.number(),
});
export type RepaymentScheduleRow = v.InferOutput<typeof rowSchema>;

/** GET /api/loan-applications/{id}/schedule: the amounts in the currency's minor unit. */
export const repaymentScheduleSchema = v.object({
  applicationId: v.string(),
  currency: v.picklist(currencies),
  repaymentType: v.picklist(repaymentTypes),
  amount: v.number(),
  termMonths: v.number(),
  nominalRatePercent: v.number(),
  basis: v.picklist(scheduleBases),
  /** The day of the month of every payment (1-20). */
  repaymentDay: v.number(),
  rows: v.array(rowSchema),
  totals: v.object({ principal: v.number(), interest: v.number(), payment: v.number() }),
});
export type RepaymentSchedule = v.InferOutput<typeof repaymentScheduleSchema>;

/** Armenia keeps UTC+4 all year. */
const yerevanOffsetMs = 4 * 60 * 60 * 1000;

/** The Yerevan date (YYYY-MM-DD) of the `month`-th payment: the repayment day of the month `month` months after `from`'s. */
export function schedulePaymentDate(from: string, month: number, repaymentDay: number): string {
  const start = new Date(Date.parse(from) + yerevanOffsetMs);
  return new Date(Date.UTC(start.getUTCFullYear(), start.getUTCMonth() + month, repaymentDay)).toISOString().slice(0, 10);
}

/** The repayment day an estimate assumes before one is chosen: today's day of the month in Yerevan, at most the 20th. */
export const estimatedRepaymentDay = (now: string) => Math.min(new Date(Date.parse(now) + yerevanOffsetMs).getUTCDate(), 20);

export interface ScheduleInput {
  applicationId: string;
  currency: Currency;
  repaymentType: RepaymentType;
  amount: number;
  termMonths: number;
  nominalRatePercent: number;
  basis: ScheduleBasis;
  /** The instant the months are counted from (today, the package's preparation, the payout). */
  from: string;
  repaymentDay: number;
}

/** The dated schedule and its totals (loanSchedule's months: principal sums to the loan, the balance ends at zero). */
export function repaymentSchedule(input: ScheduleInput): RepaymentSchedule {
  const schedule = loanSchedule({ principal: input.amount, annualRatePercent: input.nominalRatePercent, termMonths: input.termMonths, repayment: input.repaymentType });
  const rows = schedule.rows.map((row) => ({
    number: row.month,
    date: schedulePaymentDate(input.from, row.month, input.repaymentDay),
    principal: row.principal,
    interest: row.interest,
    payment: row.payment,
    balance: row.balance,
  }));
  const sum = (pick: (row: RepaymentScheduleRow) => number) => rows.reduce((total, row) => total + pick(row), 0);
  return {
    applicationId: input.applicationId,
    currency: input.currency,
    repaymentType: input.repaymentType,
    amount: input.amount,
    termMonths: input.termMonths,
    nominalRatePercent: input.nominalRatePercent,
    basis: input.basis,
    repaymentDay: input.repaymentDay,
    rows,
    totals: { principal: sum((row) => row.principal), interest: sum((row) => row.interest), payment: sum((row) => row.payment) },
  };
}

/** The CSV's header texts: one a column, and the totals row's label. */
export type ScheduleCsvHeaders = Record<RepaymentScheduleColumn | 'total', string>;

/**
 * The schedule as CSV (RFC 4180, CRLF): a header row in the reader's language, a row a payment with
 * ISO dates and plain numbers (major units, a dot for decimals, no grouping), and a totals row. The
 * caller puts a byte-order mark before it so spreadsheet programs read Armenian and Cyrillic as UTF-8.
 */
export function repaymentScheduleCsv(schedule: RepaymentSchedule, headers: ScheduleCsvHeaders): string {
  const quote = (cell: string) => (/[",;\n\r]/.test(cell) ? `"${cell.replace(/"/g, '""')}"` : cell);
  const digits = minorDigits[schedule.currency];
  const major = (minor: number) => (minor / 10 ** digits).toFixed(digits);
  const lines = [repaymentScheduleColumns.map((column) => quote(headers[column])).join(',')];
  for (const row of schedule.rows) lines.push([String(row.number), row.date, major(row.principal), major(row.interest), major(row.payment), major(row.balance)].join(','));
  lines.push([quote(headers.total), '', major(schedule.totals.principal), major(schedule.totals.interest), major(schedule.totals.payment), ''].join(','));
  return `${lines.join('\r\n')}\r\n`;
}

/** The downloads' file name: the application's short number and the reader's language. */
export const scheduleFileName = (applicationId: string, language: string, extension: 'pdf' | 'csv') => `TUN-${applicationId.slice(0, 8).toUpperCase()}-schedule-${language}.${extension}`;
