import { loanSchedule } from './calculations/loan';
import { onlineLending, type LendingMarket } from './calculations/lending-rules';
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
  /** Share of the price the buyer pays at least, percent; the loan covers the rest up to the market's ceiling. */
  downPaymentPercent: 10,
} as const;

/** The online mortgage a property page offers: what the buyer brings, what the bank lends, the first instalment. */
export interface ShownMortgageOffer {
  downPayment: number;
  loanAmount: number;
  monthlyPayment: number;
}

/**
 * The offer shown for a property of this price on its market (a developer's flat: primary; a resale
 * home: secondary), on the terms above, or null when the price is outside what the bank lends online
 * (spec section 9). The loan is the price less the down payment, capped at the market's largest
 * online loan, so a dearer home within the ceiling needs a larger down payment.
 */
export function shownMortgageOffer(price: number, market: LendingMarket): ShownMortgageOffer | null {
  const limits = onlineLending[market];
  if (price < limits.propertyPrice.min || price > limits.propertyPrice.max) return null;
  const loanAmount = Math.min(Math.round((price * (100 - shownPaymentTerms.downPaymentPercent)) / 100), limits.loanAmount.max);
  if (loanAmount < limits.loanAmount.min) return null;
  const { firstPayment } = loanSchedule({ principal: loanAmount, annualRatePercent: shownPaymentTerms.annualRatePercent, termMonths: shownPaymentTerms.months, repayment: 'annuity' });
  return { downPayment: price - loanAmount, loanAmount, monthlyPayment: firstPayment };
}

/**
 * The offer a catalogue property shows: none once it is sold or taken off the offer (`notAvailable`),
 * since nobody can buy it with a mortgage any more; otherwise its price's offer on its market.
 */
export const offerForProperty = (property: { price: number; availability: string }, market: LendingMarket): ShownMortgageOffer | null =>
  property.availability === 'notAvailable' ? null : shownMortgageOffer(property.price, market);

/**
 * Whether a loan signed today for this home would earn the income-tax refund: new-built, within the
 * price ceiling, and where the refund has not yet ended (`today` as `YYYY-MM-DD`).
 */
export const qualifiesForIncomeTaxRefund = (price: number, isNewBuilt: boolean, district: string, today: string) =>
  refundRefusal(price, isNewBuilt, refundRegionOf(district), today) === null;
