import * as v from 'valibot';
import { mortgageReasons } from '../../../api/contract/calculations/borrowing';
import { onlineLending, refundRegions, type LendingMarket } from '../../../api/contract/calculations/lending-rules';
import { repaymentTypes } from '../../../api/contract/calculations/loan';
import { currencies } from '../../../api/contract/calculations/money';
import { homeConditions } from '../../../api/contract/calculations/renovation';
import { pensionTypes } from '../../../api/contract/calculations/salary';

/*
 * Every input of every calculator lives in the URL, so a result can be shared and reopened as it was.
 * Amounts are in major units (drams, dollars), as people type them. A malformed or out-of-range value
 * falls back to its default rather than failing the page: a shared link always opens. The rules
 * between fields (spec section 5) are the calculation module's and show beside the fields.
 */

const withDefault = <T extends v.GenericSchema>(schema: T, initial: v.InferOutput<T>) => v.optional(v.fallback(schema, initial), initial);
const wholeBetween = (min: number, max: number) => v.pipe(v.number(), v.integer(), v.minValue(min), v.maxValue(max));
const numberBetween = (min: number, max: number) => v.pipe(v.number(), v.minValue(min), v.maxValue(max));

export const termUnits = ['years', 'months'] as const;
export type TermUnit = (typeof termUnits)[number];
export const salaryKinds = ['gross', 'net'] as const;
export const renovationModes = ['estimate', 'cost'] as const;

/** What a field may hold at all; the rules of each calculator narrow it further with a message. */
export const bounds = {
  amount: { min: 0, max: 10_000_000_000 },
  rate: { min: 0, max: 30 },
  termYears: { min: 1, max: 30 },
  termMonths: { min: 1, max: 360 },
  area: { min: 1, max: 10_000 },
  month: { min: 1, max: 360 },
  year: { min: 2014, max: 2100 },
} as const;

const amount = (initial: number) => withDefault(wholeBetween(bounds.amount.min, bounds.amount.max), initial);
const rate = (initial: number) => withDefault(numberBetween(bounds.rate.min, bounds.rate.max), initial);
/** The term's number is checked against its unit by the page (30 years or 360 months at most). */
const term = (years: number) => ({ term: withDefault(wholeBetween(1, bounds.termMonths.max), years), unit: withDefault(v.picklist(termUnits), 'years') });
const repayment = withDefault(v.picklist(repaymentTypes), 'annuity');
const reason = withDefault(v.picklist(mortgageReasons), 'firstHome');
const flag = (initial: boolean) => withDefault(v.boolean(), initial);
/** The home's market: a developer's new flat (primary) or a resale home (secondary), each with its online ranges. */
export const lendingMarkets = Object.keys(onlineLending) as [LendingMarket, ...LendingMarket[]];
const market = withDefault(v.picklist(lendingMarkets), 'primary');

/** The loan calculator: a property bought with a down payment and a loan, with fees and a repay-early question. */
export const loanSearchSchema = v.object({
  market,
  currency: withDefault(v.picklist(currencies), 'AMD'),
  price: amount(40_000_000),
  down: amount(8_000_000),
  ...term(20),
  rate: rate(12),
  repayment,
  reason,
  upfrontFee: amount(0),
  monthlyFee: amount(0),
  earlyAmount: amount(0),
  earlyMonth: withDefault(wholeBetween(bounds.month.min, bounds.month.max), 12),
});

/** How much can I borrow: a salary, its deductions and other debts against the payment-to-income limit. */
export const borrowingSearchSchema = v.object({
  market,
  salary: amount(600_000),
  kind: withDefault(v.picklist(salaryKinds), 'gross'),
  pension: withDefault(v.picklist(pensionTypes), 'born1974OrLater'),
  it: flag(false),
  debts: amount(0),
  rate: rate(12),
  ...term(20),
  repayment,
  reason,
});

/** A renovation paid partly from one's own funds, the rest with a loan. */
export const renovationSearchSchema = v.object({
  mode: withDefault(v.picklist(renovationModes), 'estimate'),
  area: withDefault(wholeBetween(bounds.area.min, bounds.area.max), 70),
  condition: withDefault(v.picklist(homeConditions), 'partiallyRefurbished'),
  cost: amount(6_000_000),
  own: amount(1_000_000),
  rate: rate(14),
  ...term(5),
  repayment,
});

/** The income-tax refund on mortgage interest, year by year from the contract's month. */
export const refundSearchSchema = v.object({
  price: amount(45_000_000),
  loan: amount(36_000_000),
  rate: rate(12),
  ...term(20),
  repayment,
  salary: amount(800_000),
  it: flag(false),
  newBuild: flag(true),
  region: withDefault(v.picklist(refundRegions), 'nearYerevan'),
  /** The contract's month; unset means this month, read when the page opens. */
  start: v.fallback(v.optional(v.pipe(v.string(), v.regex(/^\d{4}-(0[1-9]|1[0-2])$/))), undefined),
});

export type LoanSearch = v.InferOutput<typeof loanSearchSchema>;
export type BorrowingSearch = v.InferOutput<typeof borrowingSearchSchema>;
export type RenovationSearch = v.InferOutput<typeof renovationSearchSchema>;
export type RefundSearch = v.InferOutput<typeof refundSearchSchema>;

/** A term as typed (a number and its unit) in months. */
export const termInMonths = (term: number, unit: TermUnit) => (unit === 'years' ? term * 12 : term);
