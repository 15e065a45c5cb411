import { payroll } from './lending-rules';

/** Spec section 9: "Pension options: born 1974 or later, voluntary, none". */
export const pensionTypes = ['born1974OrLater', 'voluntary', 'none'] as const;
export type PensionType = (typeof pensionTypes)[number];

export interface SalaryProfile {
  pension: PensionType;
  /** Works for a company holding an IT-sector certificate (a lower income tax). */
  itCertificate: boolean;
}

export interface Payslip {
  gross: number;
  incomeTax: number;
  pension: number;
  stampDuty: number;
  healthInsurance: number;
  net: number;
}

const bandAmount = (bands: readonly { upTo: number; amount: number }[], gross: number) => bands.find((band) => gross <= band.upTo)?.amount ?? 0;

/** The funded-pension contribution the employee pays (lending-rules: `payroll.pension`). */
export function pensionContribution(gross: number, pension: PensionType): number {
  if (pension === 'none') return 0;
  const rule = payroll.pension;
  if (gross <= rule.threshold) return Math.round(gross * rule.lowerRate);
  return Math.round(Math.min(gross, rule.base) * rule.upperRate) - rule.stateShare;
}

/** What the employer withholds from a gross monthly salary in drams, and what reaches the person. */
export function payslip(gross: number, profile: SalaryProfile): Payslip {
  const incomeTax = Math.round(gross * (profile.itCertificate ? payroll.incomeTaxRate.itCertificate : payroll.incomeTaxRate.standard));
  const pension = pensionContribution(gross, profile.pension);
  const stampDuty = gross > 0 ? bandAmount(payroll.stampDuty, gross) : 0;
  const healthInsurance = bandAmount(payroll.healthInsurance, gross);
  return { gross, incomeTax, pension, stampDuty, healthInsurance, net: gross - incomeTax - pension - stampDuty - healthInsurance };
}

/**
 * The smallest gross salary whose net is at least `net`. Within each band of the withholding rules the
 * net is a straight line in the gross (the fixed amounts change only at the bands' edges), so the line
 * is solved in each band from the lowest, and the answer is corrected to the dram for rounding.
 */
export function grossForNet(net: number, profile: SalaryProfile): number {
  if (net <= 0) return 0;
  const edges = [0, 200_000, payroll.pension.threshold, 1_000_000, payroll.pension.base, Infinity];
  for (let band = 0; band < edges.length - 1; band++) {
    const low = (edges[band] ?? 0) + 1;
    const high = edges[band + 1] ?? Infinity;
    // Two points of the band's line give its slope and where it meets `net`.
    const a = payslip(low, profile).net;
    const b = payslip(low + 100_000, profile).net;
    const slope = (b - a) / 100_000;
    let gross = Math.max(low, Math.floor(low + (net - a) / slope) - 3);
    if (gross > high) continue;
    while (gross <= high && payslip(gross, profile).net < net) gross++;
    if (gross <= high) return gross;
  }
  return Infinity;
}
