import { eq } from 'drizzle-orm';
import type { Currency } from '../../../contract/calculations/money';
import { loanApplicationRules, type LoanInfo } from '../../../contract/loan-application';
import type { LoanApplicationNotice } from '../../../contract/notifications';
import type { Language } from '../../../contract/validation';
import { lendingStatusOf, type LendingEvent, type LendingSnapshot, type LendingStatus } from '../../../../machines/lending/lending.machine';
import { days } from '../../clock';
import type { Queryable } from '../../db/database';
import { loanApplicationCoApplicants, loanApplications } from '../../db/schema';
import { yerevanDate } from '../../lib/armenian-calendar';
import { intlLocale, longDate } from '../../lib/dates';
import { moneyText } from '../../lib/money-text';
import { addMonths } from '../prequal/decision';
import type { MailTemplate } from '../outbox.service';
import hyNotifications from '../../../../locales/hy/notifications.json';
import ruNotifications from '../../../../locales/ru/notifications.json';
import enNotifications from '../../../../locales/en/notifications.json';
import hyPrequal from '../../../../locales/hy/prequal.json';
import ruPrequal from '../../../../locales/ru/prequal.json';
import enPrequal from '../../../../locales/en/prequal.json';
import { mismatchReasonWord, offerAnswerWord, personName } from './lending-notifications';

/*
 * The sentences of the notices the lending chart declares (machines/lending/lending-effects.ts, `tell`):
 * for each notice, what a person is told of the change that caused it, in their language. Which
 * state or event tells whom is the chart's; here is only what the words say.
 */

const refusalTexts = { hy: hyNotifications.loanRefusal, ru: ruNotifications.loanRefusal, en: enNotifications.loanRefusal } satisfies Record<Language, typeof enNotifications.loanRefusal>;
const documentNames = { hy: hyPrequal.decision.manualReview.documents, ru: ruPrequal.decision.manualReview.documents, en: enPrequal.decision.manualReview.documents } satisfies Record<
  Language,
  typeof enPrequal.decision.manualReview.documents
>;
const stageTexts = { hy: hyNotifications.lendingStage, ru: ruNotifications.lendingStage, en: enNotifications.lendingStage } satisfies Record<Language, typeof enNotifications.lendingStage>;
type StageStatus = keyof typeof enNotifications.lendingStage;
/** The process's stages after the offer (issue 17): the statuses the notices name as a stage, each with its name and what comes next in every language. */
export const isStageStatus = (status: LendingStatus): status is StageStatus & LendingStatus => Object.hasOwn(enNotifications.lendingStage, status);

const monthWords: Record<Language, Partial<Record<Intl.LDMLPluralRule, string>> & { other: string }> = {
  en: { one: 'month', other: 'months' },
  hy: { other: 'ամիս' },
  ru: { one: 'месяц', few: 'месяца', many: 'месяцев', other: 'месяца' },
};
const termPhrase = (months: number, lang: Language) => `${months} ${monthWords[lang][new Intl.PluralRules(intlLocale[lang]).select(months)] ?? monthWords[lang].other}`;

/** When a new application is possible after a rejection decided at `decidedAt` (spec: 7 days). */
export const newApplicationFrom = (decidedAt: Date) => new Date(decidedAt.getTime() + days(loanApplicationRules.waitingDaysAfterRejection));
/** When a new application is possible after a loan paid out at `now` (spec: 6 months, from the Yerevan day). */
export const newApplicationAfterLoan = (now: Date) => new Date(`${addMonths(yerevanDate(now), loanApplicationRules.waitingMonthsAfterLoan)}T00:00:00Z`);

/** The change a notice is about, as the interpreter of the chart's effects has it. */
export interface NoticeSource {
  q: Queryable;
  applicationId: string;
  event: LendingEvent;
  before: LendingSnapshot;
  after: LendingSnapshot;
  now: Date;
  /** Who reads it: the main applicant, the co-applicant, or the person of the invitation that just ended. */
  reader: 'applicant' | 'coApplicant' | 'invitee';
}

/** What one person is told: the notification's outcome, the mail's template, its words in a language, and the page the link opens. */
export interface Notice {
  notice: LoanApplicationNotice;
  template: MailTemplate;
  date?: Date;
  /** The process page (the stages after the offer, with the stage's name), or the personal page's applications. */
  page: 'process' | 'applications';
  params: (language: Language) => Record<string, string | number>;
}

type Compose = (source: NoticeSource) => Notice | Promise<Notice>;

/** The loan's currency, as the application's loan step has it. */
async function currencyOf(q: Queryable, applicationId: string): Promise<Currency> {
  const [row] = await q.select({ steps: loanApplications.steps }).from(loanApplications).where(eq(loanApplications.id, applicationId));
  return (row?.steps as { loanInfo?: LoanInfo } | undefined)?.loanInfo?.currency ?? 'AMD';
}

/** The saved applicant data's names of a person on the application (the application's steps, or the co-applicant's part). */
const savedNames = (steps: unknown) => (steps as { applicantData?: { firstName?: string; lastName?: string } } | null)?.applicantData;

/** How each person is named to the other (their saved applicant data, else their account, else the invited e-mail). */
async function namesOf({ q, applicationId, after }: NoticeSource): Promise<{ applicant: string; coApplicant: string }> {
  const { context } = after;
  const [application] = await q.select({ steps: loanApplications.steps }).from(loanApplications).where(eq(loanApplications.id, applicationId));
  const [invitation] = context.coApplicant?.invitationId
    ? await q.select({ steps: loanApplicationCoApplicants.steps, email: loanApplicationCoApplicants.email }).from(loanApplicationCoApplicants).where(eq(loanApplicationCoApplicants.id, context.coApplicant.invitationId))
    : [];
  return {
    applicant: await personName(q, context.mainApplicantId, savedNames(application?.steps), ''),
    coApplicant: await personName(q, context.coApplicant?.userId ?? null, savedNames(invitation?.steps), invitation?.email ?? ''),
  };
}

const simple = (notice: LoanApplicationNotice, template: MailTemplate, params: (language: Language) => Record<string, string | number> = () => ({})): Notice => ({ notice, template, page: 'applications', params });

/** A stage of the process after the offer, with its name and what comes next; `date` when the notice names a day. */
function stageNotice({ after }: NoticeSource, notice: LoanApplicationNotice, template: MailTemplate, date?: Date): Notice {
  const status = lendingStatusOf(after.value);
  return {
    notice,
    template,
    page: 'process',
    ...(date ? { date } : {}),
    params: (lang) => ({ ...(isStageStatus(status) ? { stage: stageTexts[lang][status].name, next: stageTexts[lang][status].next } : {}), ...(date ? { date: longDate(date, lang) } : {}) }),
  };
}

/** The other person's answer to the offer: who answered, and how (the state entered says which). */
async function offerAnswer(source: NoticeSource, answer: 'accept' | 'reject'): Promise<Notice> {
  const names = await namesOf(source);
  // Told to the other person: the applicant reads the co-applicant's answer, and the other way round.
  const person = source.reader === 'applicant' ? names.coApplicant : names.applicant;
  return simple(answer === 'accept' ? 'offerAcceptedByOther' : 'offerRefusedByOther', 'loanOfferAnsweredByOther', (lang) => ({ person, answer: offerAnswerWord(answer, lang) }));
}

/** The registry's answer about the co-applicant, told to each person. */
async function mismatch(source: NoticeSource, notCitizen: boolean, forApplicant: boolean): Promise<Notice> {
  const { applicant, coApplicant } = await namesOf(source);
  if (forApplicant) return simple(notCitizen ? 'coApplicantNotCitizen' : 'coApplicantNotSpouse', notCitizen ? 'coApplicantNotCitizen' : 'coApplicantNotSpouse', () => ({ coApplicant }));
  return simple('coApplicantMismatch', 'coApplicantMismatchForCoApplicant', (lang) => ({ applicant, reason: mismatchReasonWord(notCitizen ? 'notCitizen' : 'notSpouse', lang) }));
}

/** What each declared notice says. The mismatch notices name the co-applicant to the applicant and the reason to the co-applicant. */
export const noticeComposers: Partial<Record<LoanApplicationNotice, Compose>> = {
  approved: async ({ q, applicationId, after }) => {
    const { offer } = after.context;
    if (!offer) throw new Error('an approval without an offer');
    const currency = await currencyOf(q, applicationId);
    const forLess = offer.amount < offer.requestedAmount;
    return simple(forLess ? 'approvedForLess' : 'approved', forLess ? 'loanApprovedForLess' : 'loanApproved', (lang) => ({
      amount: moneyText(offer.amount, currency, lang),
      requested: moneyText(offer.requestedAmount, currency, lang),
      term: termPhrase(offer.termMonths, lang),
      rate: offer.nominalRatePercent,
      actualRate: offer.actualRatePercent,
      payment: moneyText(offer.monthlyPayment, currency, lang),
    }));
  },
  rejected: ({ after, now }) => {
    const reason = after.context.rejection?.reason;
    if (!reason) throw new Error('a rejection without its reason');
    const date = newApplicationFrom(now);
    return { ...simple('rejected', 'loanRejected', (lang) => ({ reason: refusalTexts[lang][reason], date: longDate(date, lang) })), date };
  },
  manualReview: ({ after }) => simple('manualReview', 'loanManualReview', (lang) => ({ documents: after.context.reviewDocuments.map((document) => documentNames[lang][document]).join(', ') })),
  documentMismatch: ({ after }) => simple('documentMismatch', 'loanDocumentMismatch', (lang) => ({ date: longDate(new Date(after.context.submitBy), lang) })),
  expired: ({ after }) => simple('expired', 'loanExpired', (lang) => ({ date: longDate(new Date(after.context.startedAt), lang) })),
  propertyRefused: () => simple('propertyRefused', 'loanPropertyRefused'),
  submittedTogether: async (source) => {
    const { applicant } = await namesOf(source);
    return simple('submittedTogether', 'coApplicantApplicationSubmitted', () => ({ applicant }));
  },
  coApplicantNotCitizen: (source) => mismatch(source, true, true),
  coApplicantNotSpouse: (source) => mismatch(source, false, true),
  coApplicantMismatch: (source) => mismatch(source, source.after.matches('citizenshipMismatch'), false),
  offerAcceptedByOther: (source) => offerAnswer(source, 'accept'),
  offerRefusedByOther: (source) => offerAnswer(source, 'reject'),
  coApplicantLapsed: async (source) => {
    const { applicant } = await namesOf(source);
    return simple('coApplicantLapsed', 'coApplicantLapsed', () => ({ applicant }));
  },
  applicationWithdrawn: async (source) => {
    const { applicant } = await namesOf(source);
    return simple('applicationWithdrawn', 'coApplicantApplicationWithdrawn', () => ({ applicant }));
  },
  identificationToStart: (source) => stageNotice(source, 'identificationToStart', 'loanIdentificationToStart'),
  branchVisitToBook: (source) => stageNotice(source, 'branchVisitToBook', 'loanBranchVisitToBook'),
  videoCallToBook: (source) => stageNotice(source, 'videoCallToBook', 'loanVideoCallToBook'),
  spouseDataToGive: (source) => stageNotice(source, 'spouseDataToGive', 'loanSpouseDataToGive'),
  packageDataToGive: (source) => stageNotice(source, 'packageDataToGive', 'loanPackageDataToGive'),
  packageToSign: (source) => {
    const expiresAt = source.after.context.packageExpiresAt;
    return stageNotice(source, 'packageToSign', 'loanPackageToSign', expiresAt ? new Date(expiresAt) : undefined);
  },
  // Back from a missed notary appointment, the applicant books another.
  notaryToBook: (source) => (source.event.type === 'notary.appointmentMissed' ? stageNotice(source, 'notaryMissed', 'loanNotaryMissed') : stageNotice(source, 'notaryToBook', 'loanNotaryToBook')),
  loanDisbursed: (source) => stageNotice(source, 'loanDisbursed', 'loanDisbursed', newApplicationAfterLoan(source.now)),
  stage: (source) => stageNotice(source, 'stage', 'loanStage'),
};
