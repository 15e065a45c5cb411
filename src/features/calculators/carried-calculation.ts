import type { MortgageReason } from '../../../api/contract/calculations/borrowing';
import type { RepaymentType } from '../../../api/contract/calculations/loan';
import type { Currency } from '../../../api/contract/calculations/money';

/**
 * The figures a calculator hands to pre-qualification (issue 8 reads them): kept in sessionStorage,
 * so they survive the sign-in that "apply" may ask for, and are forgotten with the tab.
 */
export const carriedCalculationKey = 'tun.carriedCalculation';

export interface CarriedCalculation {
  /** The calculator the figures come from. */
  calculator: 'loan' | 'borrowing' | 'renovation' | 'incomeTaxRefund';
  /** The loan amount, in major units of `currency`. */
  amount: number;
  /** The property price (the renovation's cost for a renovation loan); null when the calculator has none. */
  price: number | null;
  /** The person's own money toward the price; null when the calculator has none. */
  downPayment: number | null;
  termMonths: number;
  repayment: RepaymentType;
  currency: Currency;
  /** The reason for the mortgage; null when the calculator did not ask. */
  reason: MortgageReason | null;
  /** ISO time of carrying, so a later step can tell a stale calculation. */
  carriedAt: string;
}

export function storeCarriedCalculation(calculation: Omit<CarriedCalculation, 'carriedAt'>) {
  const carried: CarriedCalculation = { ...calculation, carriedAt: new Date().toISOString() };
  sessionStorage.setItem(carriedCalculationKey, JSON.stringify(carried));
}
