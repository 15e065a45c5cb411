import { minimumDownPayment, type MortgageReason } from './borrowing';
import { loanLimits, onlineLending, referenceRates, renovationLoan, type LendingMarket } from './lending-rules';
import type { Currency } from './money';

/*
 * The rules between a calculator's fields (spec section 5), on amounts as typed, in major units of
 * the currency. Each broken rule names its field and its bounds; the page words it.
 */

export interface Range {
  min: number;
  max: number;
}

/** A range in drams as whole units of a currency at the reference rate, rounded inwards. */
export function rangeIn(currency: Currency, drams: Range): Range {
  const rate = referenceRates[currency];
  return { min: Math.ceil(drams.min / rate), max: Math.floor(drams.max / rate) };
}

export type InputIssue =
  | { field: 'price'; rule: 'priceRange'; range: Range }
  | { field: 'down'; rule: 'downAbovePrice' }
  | { field: 'down'; rule: 'downBelowMinimum'; minimum: number; share: number }
  | { field: 'loan'; rule: 'loanAbovePrice' }
  | { field: 'loan'; rule: 'loanRange'; range: Range }
  | { field: 'term'; rule: 'termRange'; range: Range }
  | { field: 'salary'; rule: 'salaryRequired' }
  | { field: 'own'; rule: 'ownAboveCost' }
  | { field: 'area'; rule: 'areaRange'; range: Range }
  | { field: 'cost'; rule: 'renovationLoanRange'; range: Range };

export type IssueField = InputIssue['field'];

const outside = (value: number, range: Range) => value < range.min || value > range.max;

export interface PurchaseInput {
  currency: Currency;
  price: number;
  /** The down payment; the loan is the price less it. */
  down: number;
  termMonths: number;
  reason: MortgageReason;
  /** The home's market (a developer's new flat, or a resale home); the primary market's ranges when not given. */
  market?: LendingMarket;
}

/**
 * A property bought with a loan: the price within its market's online range (3.5 to 110 million drams
 * new, 3.5 to 62.5 million resale), the down payment not above the price and at least the reason's
 * share, the loan within the market's online loan range (3 to 100 million new, 3 to 50 million
 * resale) and the term within the bank's (1 to 30 years).
 */
export function purchaseIssues(input: PurchaseInput): InputIssue[] {
  const issues: InputIssue[] = [];
  const limits = onlineLending[input.market ?? 'primary'];
  const priceRange = rangeIn(input.currency, limits.propertyPrice);
  if (outside(input.price, priceRange)) issues.push({ field: 'price', rule: 'priceRange', range: priceRange });
  const loan = input.price - input.down;
  if (input.down > input.price) issues.push({ field: 'down', rule: 'downAbovePrice' });
  else {
    const share = minimumDownPayment(input.reason, input.currency);
    const minimum = Math.ceil(input.price * share);
    if (input.down < minimum) issues.push({ field: 'down', rule: 'downBelowMinimum', minimum, share });
    const loanRange = rangeIn(input.currency, limits.loanAmount);
    if (outside(loan, loanRange)) issues.push({ field: 'loan', rule: 'loanRange', range: loanRange });
  }
  issues.push(...termIssues(input.termMonths, loanLimits.termMonths));
  return issues;
}

export function termIssues(termMonths: number, range: Range): InputIssue[] {
  return outside(termMonths, range) ? [{ field: 'term', rule: 'termRange', range }] : [];
}

/** The refund calculator's loan: the price and the loan within the online ranges, the loan not above the price. */
export function refundLoanIssues(price: number, loan: number, termMonths: number): InputIssue[] {
  const issues: InputIssue[] = [];
  if (outside(price, loanLimits.propertyPrice)) issues.push({ field: 'price', rule: 'priceRange', range: loanLimits.propertyPrice });
  if (loan > price) issues.push({ field: 'loan', rule: 'loanAbovePrice' });
  else if (outside(loan, loanLimits.loanAmount)) issues.push({ field: 'loan', rule: 'loanRange', range: loanLimits.loanAmount });
  issues.push(...termIssues(termMonths, loanLimits.termMonths));
  return issues;
}

export interface RenovationInput {
  /** The cost typed in, or estimated from the area and condition. */
  cost: number;
  own: number;
  /** The area, when the cost is estimated from it. */
  area: number | null;
  termMonths: number;
}

/** A renovation loan: an area the estimate takes, own funds not above the cost, the loan within its range and term. */
export function renovationIssues(input: RenovationInput): InputIssue[] {
  const issues: InputIssue[] = [];
  if (input.area !== null && outside(input.area, renovationLoan.area)) issues.push({ field: 'area', rule: 'areaRange', range: renovationLoan.area });
  if (input.own > input.cost) issues.push({ field: 'own', rule: 'ownAboveCost' });
  else if (outside(input.cost - input.own, renovationLoan.amount)) issues.push({ field: 'cost', rule: 'renovationLoanRange', range: renovationLoan.amount });
  issues.push(...termIssues(input.termMonths, renovationLoan.termMonths));
  return issues;
}
