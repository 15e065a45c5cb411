import { incomeTaxRefund, type RefundRegion } from './lending-rules';
import type { ScheduleRow } from './loan';

export type RefundRefusal = 'aboveCeiling' | 'notNewBuild' | 'regionEnded';

export interface RefundInput {
  /** The home's price in drams. */
  price: number;
  /** Bought new from its developer, or built by the person. */
  newBuild: boolean;
  region: RefundRegion;
  /** The loan contract's date, `YYYY-MM-DD`; the first payment falls in the month after it. */
  contractDate: string;
  /** Income tax withheld from the person's salary each month, in drams. */
  monthlyIncomeTax: number;
  /** The loan's schedule in drams. */
  rows: readonly ScheduleRow[];
}

export interface RefundYear {
  year: number;
  interest: number;
  incomeTax: number;
  refund: number;
}

export interface RefundResult {
  eligible: boolean;
  refusal: RefundRefusal | null;
  /** The most refunded in one quarter for this contract's date. */
  quarterlyCap: number;
  /** The first contract date without a refund in this region, or null where it stays. */
  endsFor: string | null;
  years: RefundYear[];
  totalInterest: number;
  totalRefund: number;
}

/** Why a home does not qualify, or null when it does (lending-rules: `incomeTaxRefund`). */
export function refundRefusal(price: number, newBuild: boolean, region: RefundRegion, contractDate: string): RefundRefusal | null {
  if (price > incomeTaxRefund.priceCeiling) return 'aboveCeiling';
  if (!newBuild) return 'notNewBuild';
  const ends = incomeTaxRefund.endsFor[region];
  if (ends !== null && contractDate >= ends) return 'regionEnded';
  return null;
}

export const quarterlyRefundCap = (contractDate: string) =>
  incomeTaxRefund.quarterlyCap.find((cap) => cap.contractsBefore === null || contractDate < cap.contractsBefore)?.amount ?? 0;

/**
 * The refund quarter by calendar quarter: the interest paid in it, at most the income tax withheld in
 * the same months, at most the quarterly cap; then summed by calendar year.
 */
export function incomeTaxRefundSchedule(input: RefundInput): RefundResult {
  const refusal = refundRefusal(input.price, input.newBuild, input.region, input.contractDate);
  const quarterlyCap = quarterlyRefundCap(input.contractDate);
  const [startYear = 0, startMonth = 1] = input.contractDate.split('-').map(Number);
  const quarters = new Map<number, { year: number; interest: number; incomeTax: number }>();
  for (const row of input.rows) {
    // Month index from year 0: the contract's month plus the row's month (row 1 is the next month).
    const index = startYear * 12 + (startMonth - 1) + row.month;
    const year = Math.floor(index / 12);
    const key = year * 4 + Math.floor((index % 12) / 3);
    const quarter = quarters.get(key) ?? { year, interest: 0, incomeTax: 0 };
    quarter.interest += row.interest;
    quarter.incomeTax += input.monthlyIncomeTax;
    quarters.set(key, quarter);
  }
  const years = new Map<number, RefundYear>();
  for (const quarter of quarters.values()) {
    const refund = refusal ? 0 : Math.min(quarter.interest, quarter.incomeTax, quarterlyCap);
    const year = years.get(quarter.year) ?? { year: quarter.year, interest: 0, incomeTax: 0, refund: 0 };
    year.interest += quarter.interest;
    year.incomeTax += quarter.incomeTax;
    year.refund += refund;
    years.set(quarter.year, year);
  }
  const list = [...years.values()].sort((a, b) => a.year - b.year);
  return {
    eligible: refusal === null,
    refusal,
    quarterlyCap,
    endsFor: incomeTaxRefund.endsFor[input.region],
    years: list,
    totalInterest: list.reduce((total, year) => total + year.interest, 0),
    totalRefund: list.reduce((total, year) => total + year.refund, 0),
  };
}

/** Regions next to Yerevan, whose refund ends with contracts from 2027 (the catalogue's district keys). */
const regionsNearYerevan = new Set(['aragatsotn', 'ararat', 'armavir', 'kotayk']);
/** The six regions further out, whose refund ends with contracts from 2029. */
const otherRegions = new Set(['shirak', 'lori', 'tavush', 'gegharkunik', 'vayotsDzor', 'syunik']);

/** The refund's region of a catalogue district key: a district of Yerevan, or a region (marz). */
export function refundRegionOf(district: string): RefundRegion {
  if (regionsNearYerevan.has(district)) return 'nearYerevan';
  if (otherRegions.has(district)) return 'otherRegions';
  return 'yerevan';
}
