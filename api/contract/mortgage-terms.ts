import { loanSchedule } from './calculations/loan';
import { refundRefusal, refundRegionOf } from './calculations/refund';

/**
 * The terms behind the monthly payment shown beside a price (spec section 9: "Monthly payment shown
 * assumes 360 months"). The rate and down payment are the bank's standard AMD mortgage offer; the
 * calculators let a person change them. The figures come from the calculation module, so the property
 * page and the loan calculator agree to the dram.
 */
export const shownPaymentTerms = {
  months: 360,
  /** Nominal annual rate, percent. */
  annualRatePercent: 12,
  /** Share of the price the buyer pays, percent; the loan covers the rest. */
  downPaymentPercent: 10,
} as const;

/** The monthly payment shown for a property of this price, on the terms above: the annuity's first instalment. */
export function shownMonthlyPayment(price: number): number {
  const principal = Math.round((price * (100 - shownPaymentTerms.downPaymentPercent)) / 100);
  return loanSchedule({ principal, annualRatePercent: shownPaymentTerms.annualRatePercent, termMonths: shownPaymentTerms.months, repayment: 'annuity' }).firstPayment;
}

/**
 * Whether a loan signed today for this home would earn the income-tax refund: new-built, within the
 * price ceiling, and where the refund has not yet ended (`today` as `YYYY-MM-DD`).
 */
export const qualifiesForIncomeTaxRefund = (price: number, isNewBuilt: boolean, district: string, today: string) =>
  refundRefusal(price, isNewBuilt, refundRegionOf(district), today) === null;
