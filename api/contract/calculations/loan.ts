import { earlyRepaymentFeeByYear } from './lending-rules';

export const repaymentTypes = ['annuity', 'differentiated'] as const;
export type RepaymentType = (typeof repaymentTypes)[number];

export interface LoanTerms {
  /** The amount lent, in minor units. */
  principal: number;
  /** Nominal annual rate, percent (12 for 12%). */
  annualRatePercent: number;
  termMonths: number;
  repayment: RepaymentType;
  /** A one-time fee taken when the loan is paid out, in minor units. */
  upfrontFee?: number;
  /** A fee added to every monthly payment (account service), in minor units. */
  monthlyFee?: number;
}

export interface ScheduleRow {
  month: number;
  /** What is paid this month for the loan: interest plus principal (fees apart). */
  payment: number;
  interest: number;
  principal: number;
  fee: number;
  /** What is still owed after this month's payment. */
  balance: number;
}

export interface LoanSchedule {
  rows: ScheduleRow[];
  firstPayment: number;
  lastPayment: number;
  totalPrincipal: number;
  totalInterest: number;
  /** The upfront fee and every monthly fee. */
  totalFees: number;
  /** Everything paid: principal, interest and fees. */
  totalPayment: number;
  /** The annual percentage rate with fees (see `actualAnnualRate`), percent, two decimals. */
  actualRatePercent: number;
}

/** Nominal annual percent to the rate of one month: banks in Armenia charge r/12 monthly. */
export const monthlyRate = (annualRatePercent: number) => annualRatePercent / 100 / 12;

/**
 * The present value of 1 a month for n months at the monthly rate r: (1 − (1 + r)^−n) / r, the
 * annuity factor. Written with log1p and expm1 so a rate near zero tends to n instead of 0 / 0.
 */
export function annuityFactor(r: number, months: number): number {
  if (r === 0) return months;
  return -Math.expm1(-months * Math.log1p(r)) / r;
}

/**
 * The equal monthly instalment of an annuity loan: P·r / (1 − (1 + r)^−n) = P / annuity factor, with
 * r the monthly rate (the standard annuity formula, e.g. Wikipedia "Mortgage calculator", monthly
 * payment formula). Unrounded: callers round as their purpose needs.
 */
export function exactAnnuityPayment(principal: number, annualRatePercent: number, months: number): number {
  return principal / annuityFactor(monthlyRate(annualRatePercent), months);
}

/**
 * The schedule month by month. Each month's interest is the balance times the monthly rate, rounded
 * half up to the minor unit; principal is what the payment leaves after interest.
 * - Annuity: each month's instalment is the formula's for the balance and the months left, rounded to
 *   the minor unit. On the first month that is the loan's instalment; afterwards it stays within a
 *   unit or two of it, and a rounding never carries into later months, so even a long loan at a high
 *   rate ends exactly on its last month (a fixed rounded instalment would repay it months early).
 * - Differentiated (equal principal): the loan divided by the months, rounded, plus the interest, so
 *   payments fall month by month.
 * The last month repays exactly what is left: principal sums to the loan and the balance ends at zero.
 */
export function loanSchedule(terms: LoanTerms): LoanSchedule {
  const { principal, annualRatePercent, termMonths: n, repayment } = terms;
  const monthlyFee = terms.monthlyFee ?? 0;
  const upfrontFee = terms.upfrontFee ?? 0;
  const r = monthlyRate(annualRatePercent);
  const equalPrincipal = Math.round(principal / n);
  const rows: ScheduleRow[] = [];
  let balance = principal;
  for (let month = 1; month <= n; month++) {
    const interest = Math.round(balance * r);
    const instalment = () => Math.round(balance / annuityFactor(r, n - month + 1));
    const due = month === n ? balance : repayment === 'annuity' ? instalment() - interest : equalPrincipal;
    const repaid = Math.min(Math.max(due, 0), balance);
    balance -= repaid;
    rows.push({ month, payment: interest + repaid, interest, principal: repaid, fee: monthlyFee, balance });
  }
  const sum = (pick: (row: ScheduleRow) => number) => rows.reduce((total, row) => total + pick(row), 0);
  const totalInterest = sum((row) => row.interest);
  const totalFees = upfrontFee + monthlyFee * n;
  return {
    rows,
    firstPayment: rows[0]?.payment ?? 0,
    lastPayment: rows.at(-1)?.payment ?? 0,
    totalPrincipal: sum((row) => row.principal),
    totalInterest,
    totalFees,
    totalPayment: principal + totalInterest + totalFees,
    actualRatePercent: actualAnnualRate(principal - upfrontFee, rows),
  };
}

/**
 * The annual percentage rate: the yearly rate X at which what the borrower receives equals what they
 * pay, each payment discounted by (1 + X)^(t), t in years (month k at k/12). This is the equation of
 * the EU Consumer Credit Directive 2008/48/EC, Annex I, which the "actual interest rate" banks in
 * Armenia disclose also follows. Solved by bisection to 0.0001 percentage points; in percent, two
 * decimals.
 */
export function actualAnnualRate(received: number, rows: readonly ScheduleRow[]): number {
  if (received <= 0 || rows.length === 0) return 0;
  const presentValue = (yearly: number) => rows.reduce((total, row) => total + (row.payment + row.fee) / (1 + yearly) ** (row.month / 12), 0);
  // The present value falls as the rate rises: find where it crosses what was received.
  let low = -0.99;
  let high = 100;
  for (let step = 0; step < 200 && high - low > 1e-7; step++) {
    const middle = (low + high) / 2;
    if (presentValue(middle) > received) low = middle;
    else high = middle;
  }
  return Math.round(((low + high) / 2) * 10_000) / 100;
}

/** Spec section 9: 0.6% of an amount repaid early in the loan's first year, 0.4% in the second, 0.2% in the third, none after. */
export function earlyRepaymentFeeShare(month: number): number {
  return earlyRepaymentFeeByYear[Math.ceil(month / 12) - 1] ?? 0;
}

/** Each loan year with a fee, its percent of the amount repaid (two decimals at most), and the first year without one. */
export function earlyRepaymentFeeTerms(feeByYear: readonly number[] = earlyRepaymentFeeByYear) {
  const years = feeByYear.map((share, index) => ({ year: index + 1, percent: Math.round(share * 10_000) / 100 })).filter((entry) => entry.percent > 0);
  return { years, freeFromYear: feeByYear.length + 1 };
}

/** The year as the sentence writes it, by the year's number, else `other` (Armenian: "1-ին", then "2-րդ", "21-րդ"), with {{year}}. */
export type OrdinalTexts = Partial<Record<string, string>> & { other: string };

/**
 * The texts the early-repayment sentence is made of, in one language: `text` with {{fees}} (the fee of
 * each year, as a list) and {{freeFrom}} (the first free year); `free` when no year has a fee; `year`
 * with {{percent}} and {{year}}; the list's separators (`separator`, and `lastSeparator` before the
 * last item); the year in the list (`ordinal`) and in the "from year …" phrase (`fromOrdinal`).
 */
export interface EarlyRepaymentTexts {
  text: string;
  free: string;
  year: string;
  separator: string;
  lastSeparator: string;
  ordinal: OrdinalTexts;
  fromOrdinal: OrdinalTexts;
}

const fillText = (template: string, params: Record<string, string | number>) => template.replace(/\{\{\s*(\w+)\s*\}\}/g, (_, name: string) => String(params[name] ?? ''));

/**
 * The early-repayment sentence of the contract's explanations and of the loan agreement's clause,
 * written from the fee rule (lending-rules.ts `earlyRepaymentFeeByYear`) so the texts cannot state
 * other figures than the calculation charges. `formatNumber` writes a percent in the reader's language
 * (0,6 in Armenian and Russian); the page and the server each pass their own formatter.
 */
export function earlyRepaymentText(texts: EarlyRepaymentTexts, formatNumber: (value: number) => string, feeByYear: readonly number[] = earlyRepaymentFeeByYear): string {
  const { years, freeFromYear } = earlyRepaymentFeeTerms(feeByYear);
  if (years.length === 0) return texts.free;
  const ordinal = (forms: OrdinalTexts, year: number) => fillText(forms[String(year)] ?? forms.other, { year });
  const items = years.map((entry) => fillText(texts.year, { percent: formatNumber(entry.percent), year: ordinal(texts.ordinal, entry.year) }));
  const fees = items.length > 1 ? `${items.slice(0, -1).join(texts.separator)}${texts.lastSeparator}${items.at(-1)}` : (items[0] ?? '');
  return fillText(texts.text, { fees, freeFrom: ordinal(texts.fromOrdinal, freeFromYear) });
}

/** Armenia keeps UTC+4 all year (no daylight saving since 2012). */
const yerevanOffsetMs = 4 * 60 * 60 * 1000;

/**
 * The date (YYYY-MM-DD, Yerevan) of the first payment of a loan paid out at `payoutAt` (an ISO instant):
 * the repayment day (1-20, so every month has it) of the month after the payout's.
 */
export function firstPaymentDate(payoutAt: string, repaymentDay: number): string {
  const payout = new Date(Date.parse(payoutAt) + yerevanOffsetMs);
  return new Date(Date.UTC(payout.getUTCFullYear(), payout.getUTCMonth() + 1, repaymentDay)).toISOString().slice(0, 10);
}

export interface EarlyRepayment {
  /** The amount repaid beside the month's payment, in minor units (at most what is owed then). */
  amount: number;
  fee: number;
  feeShare: number;
  /** The monthly payment from the next month on, the term kept (annuity: the new instalment; differentiated: the next payment). */
  nextPayment: number;
  /** Interest that will no longer be paid. */
  interestSaved: number;
}

/**
 * Repaying part of the loan after month `month`'s payment: the fee by the loan year, and, keeping the
 * end date, the lower payment and the interest saved (the rest of the loan rescheduled as a new one).
 */
export function earlyRepayment(terms: LoanTerms, schedule: LoanSchedule, month: number, amount: number): EarlyRepayment | null {
  const row = schedule.rows[month - 1];
  if (!row || month >= terms.termMonths || row.balance <= 0) return null;
  const repaid = Math.min(Math.max(amount, 0), row.balance);
  const feeShare = earlyRepaymentFeeShare(month);
  const rest = loanSchedule({ ...terms, principal: row.balance - repaid, termMonths: terms.termMonths - month, upfrontFee: 0 });
  const interestLeft = schedule.rows.slice(month).reduce((total, later) => total + later.interest, 0);
  return {
    amount: repaid,
    fee: Math.round(repaid * feeShare),
    feeShare,
    nextPayment: row.balance - repaid > 0 ? rest.firstPayment : 0,
    interestSaved: interestLeft - rest.totalInterest,
  };
}

export type ScheduleColumn = 'month' | 'payment' | 'interest' | 'principal' | 'fee' | 'balance';
export const scheduleColumns: readonly ScheduleColumn[] = ['month', 'payment', 'interest', 'principal', 'fee', 'balance'];

/**
 * The schedule as CSV (RFC 4180): a header row in the reader's language, then one row a month with
 * amounts in major units and a dot for decimals, so a spreadsheet reads them as numbers in any locale.
 */
export function scheduleCsv(schedule: LoanSchedule, headers: Record<ScheduleColumn, string>, minorDigits: number): string {
  const quote = (cell: string) => (/[",\n\r]/.test(cell) ? `"${cell.replace(/"/g, '""')}"` : cell);
  const major = (minor: number) => (minor / 10 ** minorDigits).toFixed(minorDigits);
  const lines = [scheduleColumns.map((column) => quote(headers[column])).join(',')];
  for (const row of schedule.rows) {
    lines.push([String(row.month), major(row.payment), major(row.interest), major(row.principal), major(row.fee), major(row.balance)].join(','));
  }
  return `${lines.join('\r\n')}\r\n`;
}
