/**
 * Every parameter the calculators (and the bank's decisions that reuse them) depend on, in one place,
 * each with its source. Amounts are whole drams. When a law or the bank's policy changes, this file
 * changes and nothing else does. Sources were read on 2026-11-24.
 */

/**
 * Spec section 9: what the bank lends online, by market. "Minimum property price AMD 3.5 million";
 * "Property price ceiling primary 110 million; secondary 62.5 million (one text says 125 million)":
 * 62.5 million is taken, the price at which the secondary loan ceiling is 80% of the price;
 * "Online loan, primary AMD 3-100 million; secondary AMD 3-50 million". A property priced outside its
 * market's range gets no online offer.
 */
export const onlineLending = {
  primary: { propertyPrice: { min: 3_500_000, max: 110_000_000 }, loanAmount: { min: 3_000_000, max: 100_000_000 } },
  secondary: { propertyPrice: { min: 3_500_000, max: 62_500_000 }, loanAmount: { min: 3_000_000, max: 50_000_000 } },
} as const;
export type LendingMarket = keyof typeof onlineLending;

/** Spec section 9 and 5: the online mortgage's ranges as the calculators use them (the primary ones, the wider). */
export const loanLimits = {
  propertyPrice: onlineLending.primary.propertyPrice,
  loanAmount: onlineLending.primary.loanAmount,
  /** Terms the bank offers: up to 30 years (the shown payment assumes 360 months, spec section 9). */
  termMonths: { min: 12, max: 360 },
} as const;

/**
 * Reference exchange rates (drams for one unit) that turn the ranges above into dollars and euros.
 * Indicative: the Central Bank of Armenia's published rates moved around 380 (USD) and 440–450 (EUR)
 * through 2026 (armbanks.am market rates). The bank quotes the day's rate in the offer.
 */
export const referenceRates = { AMD: 1, USD: 380, EUR: 445 } as const;

/**
 * The share of the price the buyer must bring, by the reason for the mortgage (the bank's policy).
 * The Central Bank of Armenia's loan-to-value standards 5/1 and 5/2 (in force since 1 April 2022) allow
 * at most 90% of the collateral's value for a loan in drams and 70% in a foreign currency
 * (ArmInfo, 26 April 2022, finport.am/full_news.php?id=45938). The bank lends the full 90% for a home
 * the person will live in (first home, a new home, moving out of a rented one) and 70% for a second
 * home or an investment, whatever the currency.
 */
export const minimumDownPaymentShare = {
  livingIn: { AMD: 0.1, USD: 0.3, EUR: 0.3 },
  secondOrInvestment: { AMD: 0.3, USD: 0.3, EUR: 0.3 },
} as const;

/**
 * Payment-to-income: the most of a person's net monthly income that all loan payments together may
 * take. The Central Bank of Armenia announced a PTI limit for every kind of consumer lending, mortgages
 * included, naming 40–60% of monthly income as what a borrower can withstand (ARKA, 29 November 2019,
 * armbanks.am/en/2019/11/29/125720). The bank applies 50%, the middle of that range.
 */
export const paymentToIncomeLimit = 0.5;

/** Spec section 9: the early-repayment fee, as a share of the amount repaid, by loan year. */
export const earlyRepaymentFeeByYear: readonly number[] = [0.006, 0.004, 0.002];

/**
 * Payroll deductions from a gross monthly salary, as withheld by the employer in 2026.
 * - Income tax: a flat 20% of salary since 1 January 2023 (Tax Code of the Republic of Armenia as
 *   amended on 25 June 2019: 23% in 2020, one point less each year, 20% from 2023; PwC Worldwide Tax
 *   Summaries, Armenia; BDO Global Employer Services News, March 2022). Employees of companies holding an IT-sector certificate pay 10% (Law "On State
 *   Support to the Information Technology Sector"; bestlogic.am salary calculator notes).
 * - Funded pension ("social payment", Law "On Funded Pensions"): compulsory for those born on or after
 *   1 January 1974, voluntary for those born before who have joined. 5% of a salary up to 500,000;
 *   above that, 10% of the salary (counted up to 15 minimum wages, 1,125,000) less 25,000 paid by the
 *   state, so at most 87,500 (PwC, reviewed 12 September 2025; American University of Armenia payroll
 *   policy FINA20200005, effective 15 January 2026).
 * - Stamp duty to the Insurance Foundation for Servicemen: 1,000 for a salary up to 1,000,000 and
 *   15,000 above, from December 2025 (same two sources).
 * - Universal health insurance contribution (Law "On Universal Health Insurance", in force
 *   25 December 2025, first phase from 1 January 2026): none up to 200,000; 4,800 for 200,001–500,000;
 *   10,800 above (PwC; uhif.am).
 */
export const payroll = {
  incomeTaxRate: { standard: 0.2, itCertificate: 0.1 },
  pension: { lowerRate: 0.05, threshold: 500_000, upperRate: 0.1, stateShare: 25_000, base: 1_125_000 },
  stampDuty: [
    { upTo: 1_000_000, amount: 1_000 },
    { upTo: Infinity, amount: 15_000 },
  ],
  healthInsurance: [
    { upTo: 200_000, amount: 0 },
    { upTo: 500_000, amount: 4_800 },
    { upTo: Infinity, amount: 10_800 },
  ],
} as const;

/** Where the home is, for the refund's phase-out by region. */
export const refundRegions = ['yerevan', 'nearYerevan', 'otherRegions', 'borderSettlement'] as const;
export type RefundRegion = (typeof refundRegions)[number];

/**
 * The income-tax refund on mortgage interest (Law "On the Refund of Income Tax in the Amount of
 * Interest Paid on Mortgage Loans", in force since 1 November 2014, as amended; State Revenue Committee's notice of 26 December 2024,
 * ARKA, armbanks.am/en/2024/12/26/159262):
 * - a home built new, bought from the developer or built by the person, priced up to AMD 55 million
 *   (also spec section 5 and 9);
 * - the refund each quarter is the interest paid in it, at most the income tax withheld in it, at most
 *   1,500,000 a quarter for loan contracts signed before 1 January 2025 and 750,000 from that day;
 * - none for contracts signed from 1 January 2025 on a home in Yerevan, from 1 January 2027 in the
 *   Aragatsotn, Ararat, Armavir and Kotayk regions, from 1 January 2029 in the other six regions; a home
 *   in a border settlement keeps the refund.
 */
export const incomeTaxRefund = {
  priceCeiling: 55_000_000,
  quarterlyCap: [
    { contractsBefore: '2025-01-01', amount: 1_500_000 },
    { contractsBefore: null, amount: 750_000 },
  ],
  /** The first contract date with no refund, by region; null keeps the refund. */
  endsFor: { yerevan: '2025-01-01', nearYerevan: '2027-01-01', otherRegions: '2029-01-01', borderSettlement: null } satisfies Record<RefundRegion, string | null>,
} as const;

/** The renovation loan (the bank's product): amounts, terms and the cost estimate by a home's condition. */
export const renovationLoan = {
  amount: { min: 500_000, max: 20_000_000 },
  termMonths: { min: 6, max: 120 },
  /** Area a cost estimate takes, m². */
  area: { min: 10, max: 1_000 },
  /**
   * Indicative cost per m² of bringing a home to a finished state, by its present condition: the
   * bank's appraisers' averages for Yerevan in 2026, labour and materials. The estimate is a guide;
   * the loan follows the contractor's estimate.
   */
  costPerSquareMetre: { unrepaired: 140_000, partiallyRefurbished: 90_000, cosmeticRefurbished: 55_000, majorRefurbished: 25_000 },
} as const;
export type HomeCondition = keyof typeof renovationLoan.costPerSquareMetre;
