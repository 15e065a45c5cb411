import type { MortgageReason } from '../../api/contract/calculations/borrowing';
import type { RepaymentType } from '../../api/contract/calculations/loan';
import { referenceRates } from '../../api/contract/calculations/lending-rules';
import type { Currency } from '../../api/contract/calculations/money';

/**
 * The figures a calculator hands to pre-qualification: kept in sessionStorage,
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

/**
 * What pre-qualification takes of them: the amount in drams (a loan in dollars or euros at the
 * reference rate, as the bank would quote it), the term and the calculator's name. Null when nothing
 * was carried or it cannot be read.
 */
export function carriedFigures(): { calculator: CarriedCalculation['calculator']; amount: number; termMonths: number } | null {
  try {
    const stored = JSON.parse(sessionStorage.getItem(carriedCalculationKey) ?? 'null') as CarriedCalculation | null;
    if (!stored || typeof stored.amount !== 'number' || typeof stored.termMonths !== 'number') return null;
    const amount = Math.round(stored.amount * referenceRates[stored.currency]);
    return { calculator: stored.calculator, amount, termMonths: stored.termMonths };
  } catch {
    return null;
  }
}
