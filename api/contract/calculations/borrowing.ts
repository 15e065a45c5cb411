import { minimumDownPaymentShare, onlineLending, paymentToIncomeLimit, type LendingMarket } from './lending-rules';
import { annuityFactor, monthlyRate, type RepaymentType } from './loan';
import type { Currency } from './money';

/** Spec section 3: the reason for a mortgage. */
export const mortgageReasons = ['firstHome', 'newHome', 'secondHome', 'renting', 'investment'] as const;
export type MortgageReason = (typeof mortgageReasons)[number];

/** A home to live in (first, moving, leaving a rented one) is lent more of its price than a second home or an investment. */
export const isHomeToLiveIn = (reason: MortgageReason) => reason === 'firstHome' || reason === 'newHome' || reason === 'renting';

/** The least share of the price the buyer brings, by reason and currency (lending-rules). */
export const minimumDownPayment = (reason: MortgageReason, currency: Currency) =>
  minimumDownPaymentShare[isHomeToLiveIn(reason) ? 'livingIn' : 'secondOrInvestment'][currency];

export interface BorrowingInput {
  /** Net monthly income in drams (from `payslip` when a gross salary was given). */
  netIncome: number;
  /** Payments on loans the person already has, each month, in drams. */
  existingPayments: number;
  annualRatePercent: number;
  termMonths: number;
  repayment: RepaymentType;
  reason: MortgageReason;
  /** The home's market: its online loan range and price ceiling bound the loan (the primary market's when not given). */
  market?: LendingMarket;
}

export type BorrowingLimit = 'income' | 'bankMaximum' | 'priceCeiling';

export interface BorrowingCapacity {
  /** The most all loan payments may take each month: the payment-to-income limit of the net income. */
  paymentLimit: number;
  /** What is left of it for the new loan after existing payments; zero or less means nothing can be lent. */
  availablePayment: number;
  /** The loan the bank would lend, rounded down to 1,000 drams; 0 below the online minimum. */
  loan: number;
  /** What bounds the loan: the income, the online maximum, or the price ceiling with the least down payment. */
  limitedBy: BorrowingLimit;
  /** Whether the loan the income allows is below the smallest online loan. */
  belowMinimum: boolean;
  /** The home this loan buys with the least down payment the reason allows (within the price ceiling). */
  price: number;
  downPayment: number;
  minimumDownPaymentShare: number;
}

/**
 * How much the bank would lend: the payment the income leaves (net income × payment-to-income limit,
 * less existing payments) turned into a loan. Annuity: the present value of that payment over the term,
 * L = A·(1 − (1 + r)^−n) / r. Differentiated: the first payment is the largest, L/n + L·r, so
 * L = A / (1/n + r). Then the market's online range and the price the down payment rule allows
 * within its price ceiling.
 */
export function borrowingCapacity(input: BorrowingInput): BorrowingCapacity {
  const limits = onlineLending[input.market ?? 'primary'];
  const paymentLimit = Math.floor(input.netIncome * paymentToIncomeLimit);
  const availablePayment = paymentLimit - input.existingPayments;
  const r = monthlyRate(input.annualRatePercent);
  const n = input.termMonths;
  const share = minimumDownPayment(input.reason, 'AMD');
  const byIncome =
    availablePayment <= 0
      ? 0
      : input.repayment === 'annuity'
        ? availablePayment * annuityFactor(r, n)
        : availablePayment / (1 / n + r);
  const rounded = Math.floor(Math.min(byIncome, limits.loanAmount.max) / 1_000) * 1_000;
  const belowMinimum = rounded < limits.loanAmount.min;
  const loanAllowed = belowMinimum ? 0 : rounded;
  const { price, loan } = priceFor(loanAllowed, share, limits.propertyPrice.max);
  const limitedBy: BorrowingLimit = loan < loanAllowed ? 'priceCeiling' : byIncome > limits.loanAmount.max ? 'bankMaximum' : 'income';
  return { paymentLimit, availablePayment, loan, limitedBy, belowMinimum, price, downPayment: price - loan, minimumDownPaymentShare: share };
}

/**
 * The home a loan buys with the least down payment the buyer may bring: the price whose `share` the
 * rest of the loan does not cover, L / (1 − share), within the price ceiling; at the ceiling, the loan
 * is what the price leaves after the least down payment.
 */
function priceFor(loanAllowed: number, share: number, ceiling: number): { price: number; loan: number } {
  if (loanAllowed === 0) return { price: 0, loan: 0 };
  let price = Math.ceil(loanAllowed / (1 - share));
  if (price > ceiling) return { price: ceiling, loan: Math.min(loanAllowed, ceiling - Math.ceil(ceiling * share)) };
  // Floating point may leave the down payment a dram short of its share: the price goes up until it is not.
  while (price - loanAllowed < Math.ceil(price * share)) price += 1;
  return { price, loan: loanAllowed };
}
