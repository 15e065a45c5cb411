import * as v from 'valibot';
import { lendingParties } from './lending-process';
import { lendingStatusSchema } from './loan-application';
import { refusalReasons, reviewDocuments } from './prequal';
import { messages, singleLine, wholeNumber } from './validation';

/*
 * The credit officer's workspace (issue 18): the applications waiting for a bank employee, and the
 * decisions on them, which are events of the lending chart like the customer's actions.
 */

/**
 * Why a case waits for a person: the decision engine sent it to manual review; the identification
 * provider handed a person's identification to a manual check; or a document did not match the
 * registry (the applicant corrects it; the officer follows it).
 */
export const officeCaseKinds = ['manualReview', 'manualIdentification', 'documentMismatch'] as const;
export type OfficeCaseKind = (typeof officeCaseKinds)[number];

const page = v.optional(
  v.pipe(v.string(), v.transform(Number), v.number(messages.number), v.integer(messages.integer), v.minValue(1, messages.tooSmall), v.maxValue(10_000, messages.tooLarge)),
  '1',
);

/**
 * What the officer looks a case up by: the start of the application's number (its id), a name of the
 * applicant or co-applicant in Latin letters as on their documents (any case), or a social card
 * number (exactly). Latin letters, digits, spaces, hyphens and apostrophes only, 2 to 60 characters.
 */
export const caseSearchSchema = v.pipe(
  v.string(messages.invalid),
  v.trim(),
  v.minLength(2, messages.tooShort),
  v.maxLength(60, messages.tooLong),
  singleLine,
  v.regex(/^[A-Za-z0-9' -]+$/, 'validation:caseSearch'),
);
export const officeQueueQuerySchema = v.object({ kind: v.optional(v.picklist(officeCaseKinds, messages.invalid)), search: v.optional(caseSearchSchema), page });

/** Who holds a case: one officer at a time, until the claim expires or they decide. */
export const caseClaimSchema = v.object({ staffId: v.string(), staffName: v.string(), expiresAt: v.string(), mine: v.boolean() });

export const officeCaseSummarySchema = v.object({
  applicationId: v.string(),
  kind: v.picklist(officeCaseKinds),
  status: lendingStatusSchema,
  applicantName: v.string(),
  /** The branch whose officers decide it. */
  branchCode: v.string(),
  /** Since when it waits for a person (the log entry that put it in the queue). */
  waitingSince: v.string(),
  claim: v.nullable(caseClaimSchema),
});
export type OfficeCaseSummary = v.InferOutput<typeof officeCaseSummarySchema>;
export const officeQueueSchema = v.object({ cases: v.array(officeCaseSummarySchema), page: v.number(), pageSize: v.number(), total: v.number() });

/** A person on the application as the officer reads them: their saved data and what the registries answer now. */
export const officeCasePersonSchema = v.object({
  party: v.picklist(lendingParties),
  /** Their name as their saved data gives it, else (the applicant) the account's. */
  name: v.string(),
  /** The applicant-data step as the person saved it. */
  data: v.nullable(v.record(v.string(), v.unknown())),
  identification: v.nullable(v.string()),
  registry: v.variant('answer', [
    v.object({ answer: v.literal('found'), person: v.record(v.string(), v.unknown()) }),
    v.object({ answer: v.literal('notFound') }),
    v.object({ answer: v.literal('unavailable') }),
  ]),
  credit: v.variant('answer', [
    v.object({ answer: v.literal('found'), report: v.object({ monthlyIncome: v.number(), monthlyObligations: v.number(), score: v.number() }) }),
    v.object({ answer: v.literal('unavailable') }),
  ]),
});

export const officeCaseDecisionTypes = ['approve', 'reject', 'requestDocuments', 'identificationPassed', 'identificationFailed'] as const;
export type OfficeCaseDecisionType = (typeof officeCaseDecisionTypes)[number];

export const officeCaseSchema = v.object({
  ...officeCaseSummarySchema.entries,
  marketType: v.picklist(['0', '1']),
  price: v.number(),
  loanInfo: v.nullable(v.record(v.string(), v.unknown())),
  people: v.array(officeCasePersonSchema),
  /** Pictures of the spouses' documents, served to the office by `url`. */
  documents: v.array(v.object({ owner: v.string(), kind: v.string(), url: v.string() })),
  reviewDocuments: v.array(v.picklist(reviewDocuments)),
  /** The people whose identification waits for the manual check. */
  manualIdentification: v.array(v.picklist(lendingParties)),
  /** The decisions the case's state takes now (the chart refuses the others). */
  decisions: v.array(v.picklist(officeCaseDecisionTypes)),
  events: v.array(v.object({ seq: v.number(), type: v.string(), actorKind: v.string(), at: v.string(), fromStatus: v.nullable(v.string()), toStatus: v.string() })),
});
export type OfficeCase = v.InferOutput<typeof officeCaseSchema>;

/**
 * A decision. Approving names the amount lent, in the loan's currency (at most the amount asked for):
 * the term, the repayment type and the bank's rate are the application's, and the schedule follows.
 */
export const officeCaseDecisionSchema = v.variant('decision', [
  v.object({ decision: v.literal('approve'), amount: wholeNumber(1, 100_000_000_000) }),
  v.object({ decision: v.literal('reject'), reason: v.picklist(refusalReasons, messages.required) }),
  v.object({
    decision: v.literal('requestDocuments'),
    documents: v.pipe(
      v.array(v.picklist(reviewDocuments, messages.invalid)),
      v.minLength(1, messages.required),
      v.check((documents) => new Set(documents).size === documents.length, messages.invalid),
    ),
  }),
  v.object({ decision: v.literal('identificationPassed'), party: v.picklist(lendingParties, messages.required) }),
  v.object({ decision: v.literal('identificationFailed'), party: v.picklist(lendingParties, messages.required) }),
]);
export type OfficeCaseDecision = v.InferOutput<typeof officeCaseDecisionSchema>;

export const officeCaseParamSchema = v.object({ applicationId: v.pipe(v.string(messages.required), v.uuid(messages.invalid)) });

/** How long a claim holds a case for its officer. */
export const caseClaimMinutes = 15;
