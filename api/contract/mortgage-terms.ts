/**
 * The terms behind the monthly payment shown beside a price (spec section 9: "Monthly payment shown
 * assumes 360 months") and the income-tax refund ceiling. The rate and down payment are the bank's
 * standard AMD mortgage offer; the calculators (their own module) let a person change them.
 */
export const shownPaymentTerms = {
  months: 360,
  /** Nominal annual rate, percent. */
  annualRatePercent: 12,
  /** Share of the price the buyer pays, percent; the loan covers the rest. */
  downPaymentPercent: 10,
} as const;

/** Spec section 9: the income-tax refund applies to a property up to AMD 55 million. */
export const incomeTaxRefundCeiling = 55_000_000;

/**
 * Annuity payment: P·r / (1 − (1 + r)^−n), with r the monthly rate (nominal ÷ 12), the standard
 * formula for equal monthly instalments. Whole drams, rounded up so the figure is never understated.
 */
export function annuityPayment(principal: number, annualRatePercent: number, months: number): number {
  if (principal <= 0) return 0;
  const rate = annualRatePercent / 100 / 12;
  if (rate === 0) return Math.ceil(principal / months);
  return Math.ceil((principal * rate) / (1 - (1 + rate) ** -months));
}

/** The monthly payment shown for a property of this price, on the terms above. */
export function shownMonthlyPayment(price: number): number {
  const loan = Math.round((price * (100 - shownPaymentTerms.downPaymentPercent)) / 100);
  return annuityPayment(loan, shownPaymentTerms.annualRatePercent, shownPaymentTerms.months);
}

/** A new-built home bought from a developer, up to the ceiling, qualifies for the refund. */
export const qualifiesForIncomeTaxRefund = (price: number, isNewBuilt: boolean) => isNewBuilt && price <= incomeTaxRefundCeiling;
