import { and, eq, sql } from 'drizzle-orm';
import { borrowingCapacity } from '../../contract/calculations/borrowing';
import { onlineLending, payroll, referenceRates } from '../../contract/calculations/lending-rules';
import { loanSchedule } from '../../contract/calculations/loan';
import { minorDigits, toMajor } from '../../contract/calculations/money';
import { payslip } from '../../contract/calculations/salary';
import { loanApplicationRules } from '../../contract/loan-application';
import { prequalRules, reviewDocuments, type RefusalReason } from '../../contract/prequal';
import type { LendingParty } from '../../../machines/lending/lending.machine';
import { deadlines } from '../db/schema';
import { scheduleDeadline } from '../jobs/scheduler';
import { addMonths, ageOn, checkIdentity, scoreThresholds } from '../services/prequal/decision';
import type { CreditRegister, CreditReport } from './credit-register';
import { decisionAnswerKind, type DecisionAnswer, type DecisionAnswerPayload, type DecisionEngine, type DecisionPerson, type DecisionRequest } from './decision-engine';
import type { PopulationRegistry, RegistryPerson } from './population-registry';

/** The bank answers within 5 minutes (issue 15): a configured delay is kept under it. */
export const maxDecisionDelayMs = 5 * 60_000 - 1_000;

/** A realistic default: the engine's answer takes 20 to 60 seconds (SANDBOX_DECISION_DELAY_MS). */
export const defaultDecisionDelayMs = [20_000, 60_000] as const;

export interface SandboxDecisionOptions {
  registry: PopulationRegistry;
  creditRegister: CreditRegister;
  /** How long the answer takes, `[min, max]` milliseconds (kept under `maxDecisionDelayMs`). */
  delayMs: readonly [number, number];
  random?: () => number;
}

/** The bank's nominal annual rate of the online mortgage, percent (the rate the property pages and pre-qualification show). */
export const bankRatePercent = prequalRules.annualRatePercent;

/**
 * The net monthly income a monthly income tax stands for: the gross salary at the standard income
 * tax rate, less the payroll's withholdings (lending-rules.ts `payroll`; the funded pension for those
 * born in 1974 or later).
 */
export function netIncomeFromIncomeTax(monthlyIncomeTax: number, birthDate: string): number {
  if (monthlyIncomeTax <= 0) return 0;
  const gross = Math.round(monthlyIncomeTax / payroll.incomeTaxRate.standard);
  return payslip(gross, { pension: birthDate >= '1974-01-01' ? 'born1974OrLater' : 'none', itCertificate: false }).net;
}

/** An amount in the loan currency's minor unit, in drams at the reference rate. */
const inDrams = (minor: number, request: DecisionRequest) => toMajor(minor, request.currency) * referenceRates[request.currency];

/** The most the income allows, in the loan currency's minor unit, rounded down to a round sum (1,000 drams; 100 dollars or euros). */
function affordableMinor(drams: number, request: DecisionRequest): number {
  if (request.currency === 'AMD') return Math.floor(drams / 1_000) * 1_000;
  const major = Math.floor(drams / referenceRates[request.currency] / 100) * 100;
  return major * 10 ** minorDigits[request.currency];
}

/** What the population registry and the credit register say of one person the engine decides on. */
export interface PersonRecords {
  person: RegistryPerson | null;
  report: CreditReport;
}

/** The registry's and the credit register's answers about the people of a request. */
export interface DecisionRecords {
  applicant: PersonRecords;
  /** Asked only when the request has a co-applicant. */
  coApplicant: PersonRecords | null;
}

/** The people of a request with their records, the applicant first. */
function peopleOf(request: DecisionRequest, records: DecisionRecords) {
  const people = [{ party: 'applicant' as LendingParty, data: request as DecisionPerson, ...records.applicant }];
  if (request.coApplicant) {
    if (!records.coApplicant) throw new Error(`the co-applicant of application ${request.applicationId} was not looked up`);
    people.push({ party: 'coApplicant', data: request.coApplicant, ...records.coApplicant });
  }
  return people;
}

/** The first age rule (spec sections 5, 6: 18 to 64, at most 65 at the loan's end) the person breaks, or null. */
function ageRefusal(person: RegistryPerson, today: string, termMonths: number): RefusalReason | null {
  const { age } = loanApplicationRules;
  const years = ageOn(person.birthDate, today);
  if (years < age.min) return 'tooYoung';
  if (years > age.max) return 'tooOld';
  if (ageOn(person.birthDate, addMonths(today, termMonths)) > age.maxAtMaturity) return 'tooOldAtMaturity';
  return null;
}

/**
 * The decision, as the bank's engine makes it (spec sections 4-6, 9), on the applicant and, applying
 * together, the co-applicant: each person and document the population registry knows (else that
 * person corrects the document), citizenship (the primary market lends to citizens only, the secondary
 * also to registered non-citizens; a co-applicant is always a citizen), age 18-64 and at most 65 at the
 * loan's end for both, both credit histories (the weaker one refuses or sends to review), and the
 * payment-to-income rule on the joint income less both people's loan payments: each income is derived
 * from the declared income tax, but never taken above the register's tax records. It lends the amount
 * asked, or the largest whose payment fits ("approved for less"); a middling history goes to a bank
 * employee with the documents to bring. The refusal reasons are the applicant's (the catalogue names
 * no person); whose document mismatched is named.
 */
export function decideApplication(request: DecisionRequest, records: DecisionRecords, today: string): DecisionAnswer {
  const people = peopleOf(request, records);
  const known: ((typeof people)[number] & { person: RegistryPerson })[] = [];
  for (const entry of people) {
    if (!entry.person || checkIdentity(entry.person, entry.data).outcome === 'documentMismatch') return { outcome: 'documentMismatch', person: entry.party };
    known.push({ ...entry, person: entry.person });
  }
  for (const { party, person } of known) {
    if (person.citizenship !== 'AM' && (party === 'coApplicant' || request.marketType === '0')) return { outcome: 'rejected', reason: 'notCitizen' };
  }
  for (const { person } of known) {
    const refusal = ageRefusal(person, today, request.termMonths);
    if (refusal) return { outcome: 'rejected', reason: refusal };
  }
  const score = Math.min(...known.map(({ report }) => report.score));
  if (score < scoreThresholds.refuseBelow) return { outcome: 'rejected', reason: 'creditHistory' };
  const netIncome = known.reduce((sum, { data, person, report }) => sum + Math.min(netIncomeFromIncomeTax(data.monthlyIncomeTax, person.birthDate), report.monthlyIncome), 0);
  const existingPayments = known.reduce((sum, { report }) => sum + report.monthlyObligations, 0);
  const capacity = borrowingCapacity({
    netIncome,
    existingPayments,
    annualRatePercent: bankRatePercent,
    termMonths: request.termMonths,
    repayment: request.repaymentType,
    reason: request.reason,
  });
  const limits = onlineLending[request.marketType === '0' ? 'primary' : 'secondary'].loanAmount;
  const allowedDrams = Math.min(capacity.loan, limits.max);
  if (allowedDrams < limits.min) return { outcome: 'rejected', reason: 'lowIncome' };
  if (score < scoreThresholds.manualReviewBelow) return { outcome: 'manualReview', documents: [...reviewDocuments] };
  const amount = inDrams(request.amount, request) <= allowedDrams ? request.amount : affordableMinor(allowedDrams, request);
  if (inDrams(amount, request) < limits.min) return { outcome: 'rejected', reason: 'lowIncome' };
  const schedule = loanSchedule({ principal: amount, annualRatePercent: bankRatePercent, termMonths: request.termMonths, repayment: request.repaymentType });
  return {
    outcome: 'approved',
    offer: {
      amount,
      requestedAmount: request.amount,
      termMonths: request.termMonths,
      nominalRatePercent: bankRatePercent,
      actualRatePercent: schedule.actualRatePercent,
      monthlyPayment: schedule.firstPayment,
    },
  };
}

/** `YYYY-MM-DD` in Yerevan (UTC+4, no daylight saving), the day the bank decides on. */
const yerevanDay = (now: Date) => new Date(now.getTime() + 4 * 3_600_000).toISOString().slice(0, 10);

/**
 * The sandbox engine: it takes a request when it can read the population registry and the credit
 * register about each of its people (either down: the engine is unavailable and the request is sent again later), decides it
 * at once with `decideApplication`, and answers after its delay through a deadline row written in the
 * sender's transaction, so the answer survives a restart and runs on any instance. A key it has seen
 * is not decided again.
 */
export function sandboxDecisionEngine(options: SandboxDecisionOptions): DecisionEngine {
  const random = options.random ?? Math.random;
  return {
    async submit(tx, request, idempotencyKey, now) {
      const [seen] = await tx
        .select({ id: deadlines.id })
        .from(deadlines)
        .where(and(eq(deadlines.kind, decisionAnswerKind), sql`${deadlines.payload}->>'idempotencyKey' = ${idempotencyKey}`))
        .limit(1);
      if (seen) return;
      const recordsOf = async (socialCard: string): Promise<PersonRecords> => {
        const [person, report] = await Promise.all([options.registry.findPerson(socialCard), options.creditRegister.report(socialCard)]);
        return { person, report };
      };
      const [applicant, coApplicant] = await Promise.all([recordsOf(request.socialCard), request.coApplicant ? recordsOf(request.coApplicant.socialCard) : null]);
      const answer = decideApplication(request, { applicant, coApplicant }, yerevanDay(now));
      const [min, max] = options.delayMs;
      const delay = Math.min(Math.round(min + (max - min) * random()), maxDecisionDelayMs);
      const payload: DecisionAnswerPayload = { applicationId: request.applicationId, idempotencyKey, answer };
      await scheduleDeadline(tx, { kind: decisionAnswerKind, dueAt: new Date(now.getTime() + delay), payload: { ...payload } });
    },
  };
}
