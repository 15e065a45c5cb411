import { minimumDownPayment } from '../../../contract/calculations/borrowing';
import { rangeIn, type Range } from '../../../contract/calculations/inputs';
import { onlineLending, referenceRates, type LendingMarket } from '../../../contract/calculations/lending-rules';
import { dramsIn, toMajor, toMinor, type Currency } from '../../../contract/calculations/money';
import { loanApplicationRules, type LoanInfo, type MaritalStatus } from '../../../contract/loan-application';
import type { MarketType } from '../../../contract/property-ref';
import type { RegistryPerson } from '../../adapters/population-registry';
import { AppError } from '../../http/app-error';
import { addMonths, ageOn } from '../prequal/decision';

/*
 * The rules of a mortgage application that need no database (spec sections 4, 5, 6, 9): the market's
 * online ranges, the loan info's amounts, the applicant's age and citizenship. Each broken rule is a
 * catalogued refusal with the bounds it names.
 */

export const lendingMarketOf = (marketType: MarketType): LendingMarket => (marketType === '0' ? 'primary' : 'secondary');

/** A market's range in drams as the loan currency's minor unit (whole units at the reference rate, rounded inwards). */
export function minorRange(currency: Currency, drams: Range): Range {
  const major = rangeIn(currency, drams);
  return { min: toMinor(major.min, currency), max: toMinor(major.max, currency) };
}

/** A price in the loan currency's minor unit as drams at the reference rate (the catalogue's and the chart's unit). */
export const minorToDrams = (minor: number, currency: Currency) => Math.round(toMajor(minor, currency) * referenceRates[currency]);

/** Spec section 9: a property priced outside its market's online range gets no online loan; the refusal names the range. */
export function checkPropertyPrice(price: number, marketType: MarketType, currency: Currency = 'AMD'): void {
  const range = minorRange(currency, onlineLending[lendingMarketOf(marketType)].propertyPrice);
  if (price > range.max) throw new AppError('LOAN_APPLICATION', 'PROPERTY_ABOVE_LIMIT', { max: range.max, currency });
  if (price < range.min) throw new AppError('LOAN_APPLICATION', 'PROPERTY_BELOW_MINIMUM', { min: range.min, currency });
}

/**
 * The loan info step (spec sections 5 and 9), all in the loan currency's minor unit: the price in its
 * market's range, the loan in its market's range and at most the price, the down payment at most the
 * price and at least the reason's share of it, and the two together at most the price.
 */
export function checkLoanInfo(info: LoanInfo, marketType: MarketType, price: number): void {
  const market = onlineLending[lendingMarketOf(marketType)];
  const { currency } = info;
  checkPropertyPrice(price, marketType, currency);
  const loanRange = minorRange(currency, market.loanAmount);
  if (info.amount < loanRange.min || info.amount > loanRange.max) throw new AppError('PRODUCT', 'LOAN_AMOUNT_OUT_OF_RANGE', { min: loanRange.min, max: loanRange.max, currency });
  if (info.amount > price) throw new AppError('CONDITION_PRICE', 'LOAN_ABOVE_PRICE');
  if (info.downPayment > price) throw new AppError('CONDITION_PRICE', 'DOWN_PAYMENT_ABOVE_PRICE');
  const share = minimumDownPayment(info.reason, currency);
  const minimum = Math.ceil(price * share);
  if (info.downPayment < minimum) throw new AppError('LOAN_APPLICATION', 'INSUFFICIENT_PREPAYMENT', { minimum, currency, percent: Math.round(share * 100) });
  if (info.amount + info.downPayment > price) throw new AppError('CONDITION_PRICE', 'LOAN_ABOVE_PRICE');
}

/** The price the loan info is checked against, in the loan currency's minor unit: the catalogue's (drams, converted) or the one the person gave. */
export function loanInfoPrice(info: LoanInfo, catalogueDrams: number | null): number {
  if (catalogueDrams !== null) return info.currency === 'AMD' ? catalogueDrams : dramsIn(catalogueDrams, info.currency, referenceRates[info.currency]);
  if (info.propertyPrice === undefined) throw new AppError('CONDITION_PRICE', 'APARTMENT_OR_PRICE_REQUIRED');
  return info.propertyPrice;
}

/**
 * Spec sections 5, 6 and 9, on the registry's person (its birth date and citizenship, not what was
 * typed): aged 18 to 64 today and at most 65 at the loan's end; a citizen of Armenia for the primary
 * market, any resident the registry knows for the secondary.
 */
export function checkApplicant(person: RegistryPerson, marketType: MarketType, today: string, termMonths: number): void {
  if (marketType === '0' && person.citizenship !== 'AM') throw new AppError('LOAN_APPLICATION', 'CITIZENSHIP_MISMATCH');
  const { age } = loanApplicationRules;
  const now = ageOn(person.birthDate, today);
  if (now < age.min || now > age.max) throw new AppError('LOAN_APPLICATION', 'AGE_NOT_ELIGIBLE', { min: age.min, max: age.max });
  if (ageOn(person.birthDate, addMonths(today, termMonths)) > age.maxAtMaturity) throw new AppError('LOAN_APPLICATION', 'AGE_NOT_ELIGIBLE', { min: age.min, max: age.max, maxAtMaturity: age.maxAtMaturity });
}

/**
 * The declared marital status as the population registry has it: married exactly when the registry has
 * the person married (a spouse's data and consent hang on it), so a married person cannot skip the
 * spouse step by declaring themselves single, nor a single one name a spouse the registry does not know.
 * Single, divorced and widowed are alike here: none of them owes a spouse. Checked when the step is saved
 * (as the co-applicant's spouse relationship is checked with the registry when their data is saved).
 */
export function checkMaritalStatus(person: RegistryPerson, declared: MaritalStatus): void {
  if ((declared === 'married') !== (person.maritalStatus === 'married')) throw new AppError('LOAN_APPLICATION', 'MARITAL_STATUS_MISMATCH');
}
