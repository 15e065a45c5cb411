import { borrowingCapacity } from '../../../contract/calculations/borrowing';
import { loanSchedule } from '../../../contract/calculations/loan';
import { prequalRules, type Decision, type DocumentType } from '../../../contract/prequal';
import type { CreditReport } from '../../adapters/credit-register';
import type { RegistryPerson } from '../../adapters/population-registry';

/** Credit scores below this are refused; up to `manualReviewBelow`, a bank employee looks at the case. */
export const scoreThresholds = { refuseBelow: 500, manualReviewBelow: 650 } as const;

/** Whole years between a birth date and a day (both `YYYY-MM-DD`). */
export function ageOn(birthDate: string, day: string): number {
  const [by = 0, bm = 1, bd = 1] = birthDate.split('-').map(Number);
  const [y = 0, m = 1, d = 1] = day.split('-').map(Number);
  return y - by - (m < bm || (m === bm && d < bd) ? 1 : 0);
}

/** The day `months` after `day` (both `YYYY-MM-DD`; the end of a shorter month when needed). */
export function addMonths(day: string, months: number): string {
  const [y = 0, m = 1, d = 1] = day.split('-').map(Number);
  const target = new Date(Date.UTC(y, m - 1 + months, 1));
  const lastDay = new Date(Date.UTC(target.getUTCFullYear(), target.getUTCMonth() + 1, 0)).getUTCDate();
  target.setUTCDate(Math.min(d, lastDay));
  return target.toISOString().slice(0, 10);
}

/** What the applicant gave at the first step, and today. */
export interface DecisionRequest {
  amount: number;
  termMonths: number;
  documentType: DocumentType;
  documentNumber: string;
  /** `YYYY-MM-DD`, in Yerevan. */
  today: string;
}

/** The first check: the person and document the registry knows. A mismatch is for the person to correct. */
export type IdentityCheck = { outcome: 'matched' } | { outcome: 'documentMismatch' };

export function checkIdentity(person: RegistryPerson, request: Pick<DecisionRequest, 'documentType' | 'documentNumber'>): IdentityCheck {
  const document = person.documents.find((candidate) => candidate.number === request.documentNumber && candidate.valid);
  // A biometric passport and an ordinary one are both passports: the registry may file either way.
  const sameKind = document && (document.type === request.documentType || (document.type !== 'idCard' && request.documentType !== 'idCard'));
  return sameKind ? { outcome: 'matched' } : { outcome: 'documentMismatch' };
}

/**
 * The rules that need only the registry (spec sections 5, 6, 9): a citizen of Armenia, aged 18 to 64,
 * at most 65 at the end of the loan. Null when the person may go on to the credit check.
 */
export function personalRefusal(person: RegistryPerson, request: DecisionRequest): Decision | null {
  if (person.citizenship !== 'AM') return { outcome: 'refused', reason: 'notCitizen' };
  const age = ageOn(person.birthDate, request.today);
  if (age < prequalRules.age.min) return { outcome: 'refused', reason: 'tooYoung' };
  if (age > prequalRules.age.max) return { outcome: 'refused', reason: 'tooOld' };
  const maturity = addMonths(request.today, request.termMonths);
  if (ageOn(person.birthDate, maturity) > prequalRules.age.maxAtMaturity) {
    // The longest term, in whole years, that ends before the 66th birthday.
    let years = Math.floor(request.termMonths / 12);
    while (years > 0 && ageOn(person.birthDate, addMonths(request.today, years * 12)) > prequalRules.age.maxAtMaturity) years -= 1;
    return { outcome: 'refused', reason: 'tooOldAtMaturity', maxTermMonths: years * 12 };
  }
  return null;
}

/**
 * The credit decision: a poor history is refused, a middling one goes to a bank employee, and
 * otherwise the bank lends what the payment-to-income limit allows, up to the amount asked.
 */
export function creditDecision(report: CreditReport, request: DecisionRequest): Decision {
  if (report.score < scoreThresholds.refuseBelow) return { outcome: 'refused', reason: 'creditHistory' };
  const capacity = borrowingCapacity({
    netIncome: report.monthlyIncome,
    existingPayments: report.monthlyObligations,
    annualRatePercent: prequalRules.annualRatePercent,
    termMonths: request.termMonths,
    repayment: 'annuity',
    reason: 'firstHome',
  });
  if (capacity.loan === 0) return { outcome: 'refused', reason: 'lowIncome' };
  if (report.score < scoreThresholds.manualReviewBelow) {
    return { outcome: 'manualReview', documents: ['identityDocument', 'socialCard', 'incomeStatement', 'employmentContract', 'creditObligations'] };
  }
  const amount = Math.min(request.amount, capacity.loan);
  const schedule = loanSchedule({ principal: amount, annualRatePercent: prequalRules.annualRatePercent, termMonths: request.termMonths, repayment: 'annuity' });
  return {
    outcome: 'eligible',
    amount,
    requestedAmount: request.amount,
    termMonths: request.termMonths,
    annualRatePercent: prequalRules.annualRatePercent,
    monthlyPayment: schedule.firstPayment,
  };
}
