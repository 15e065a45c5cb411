/**
 * Money in the calculations is an integer count of the currency's minor unit (design: Time, money,
 * identity): whole drams for AMD, cents for USD and EUR. Rates and shares are plain numbers.
 */
export const currencies = ['AMD', 'USD', 'EUR'] as const;
export type Currency = (typeof currencies)[number];

/** Digits of the minor unit (ISO 4217 gives AMD two, but prices and payments are in whole drams). */
export const minorDigits: Record<Currency, number> = { AMD: 0, USD: 2, EUR: 2 };

/** An amount typed in major units (drams, dollars) as minor units. */
export const toMinor = (major: number, currency: Currency) => Math.round(major * 10 ** minorDigits[currency]);

/** Minor units as major units, for a CSV cell or an input field. */
export const toMajor = (minor: number, currency: Currency) => minor / 10 ** minorDigits[currency];

/** A drams amount in the currency's minor units at a rate of drams per unit, rounded to the minor unit. */
export const dramsIn = (drams: number, currency: Currency, dramsPerUnit: number) => toMinor(drams / dramsPerUnit, currency);
