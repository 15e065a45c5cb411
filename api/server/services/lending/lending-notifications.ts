import { desc, eq, sql } from 'drizzle-orm';
import type { Currency } from '../../../contract/calculations/money';
import { lendingPreparingStatuses, loanApplicationRules, type LoanInfo } from '../../../contract/loan-application';
import type { LoanApplicationNotice } from '../../../contract/notifications';
import { moneyText } from '../../lib/money-text';
import { languages, type Language } from '../../../contract/validation';
import type { CoApplicantRelationship } from '../../../contract/co-applicant';
import type { LendingContext, LendingParty, LendingStatus } from '../../../../machines/lending/lending.machine';
import { days } from '../../clock';
import type { Queryable } from '../../db/database';
import { loanApplicationCoApplicants, loanApplicationEvents, loanApplications, users } from '../../db/schema';
import { yerevanDate } from '../../lib/armenian-calendar';
import { addMonths } from '../prequal/decision';
import { notify } from '../notifications.service';
import { enqueueMessage, type MailTemplate } from '../outbox.service';
import hyNotifications from '../../../../locales/hy/notifications.json';
import ruNotifications from '../../../../locales/ru/notifications.json';
import enNotifications from '../../../../locales/en/notifications.json';
import hyPrequal from '../../../../locales/hy/prequal.json';
import ruPrequal from '../../../../locales/ru/prequal.json';
import enPrequal from '../../../../locales/en/prequal.json';
import { intlLocale, longDate } from '../../lib/dates';
import { bookingEvents, scheduleBookingConfirmations } from './appointment-bookings';

const refusalTexts = { hy: hyNotifications.loanRefusal, ru: ruNotifications.loanRefusal, en: enNotifications.loanRefusal } satisfies Record<Language, typeof enNotifications.loanRefusal>;
const documentNames = { hy: hyPrequal.decision.manualReview.documents, ru: ruPrequal.decision.manualReview.documents, en: enPrequal.decision.manualReview.documents } satisfies Record<
  Language,
  typeof enPrequal.decision.manualReview.documents
>;
const monthWords: Record<Language, Partial<Record<Intl.LDMLPluralRule, string>> & { other: string }> = {
  en: { one: 'month', other: 'months' },
  hy: { other: 'ամիս' },
  ru: { one: 'месяц', few: 'месяца', many: 'месяцев', other: 'месяца' },
};

const money = moneyText;
const termPhrase = (months: number, lang: Language) => `${months} ${monthWords[lang][new Intl.PluralRules(intlLocale[lang]).select(months)] ?? monthWords[lang].other}`;
/** Where the person answers: the loan applications of the personal page (a path when the site's address is not known). */
const applicationsLink = (publicUrl: string | undefined, lang: Language) => `${publicUrl ?? ''}/${lang}/profile?section=applications`;

/** When a new application is possible after a rejection decided at `decidedAt` (spec: 7 days). */
export const newApplicationFrom = (decidedAt: Date) => new Date(decidedAt.getTime() + days(loanApplicationRules.waitingDaysAfterRejection));

interface Notice {
  notice: LoanApplicationNotice;
  template: MailTemplate;
  date?: Date;
  params: (language: Language) => Record<string, string | number>;
}

/** What the person is told of a status change, or null when the change is theirs to know already (their own submit, accept, delete). */
function noticeOf(context: LendingContext, currency: Currency, fromStatus: LendingStatus, toStatus: LendingStatus, now: Date, publicUrl: string | undefined): Notice | null {
  const link = (lang: Language) => applicationsLink(publicUrl, lang);
  if (toStatus === 'ApprovedByBank' && context.offer) {
    const { offer } = context;
    const forLess = offer.amount < offer.requestedAmount;
    return {
      notice: forLess ? 'approvedForLess' : 'approved',
      template: forLess ? 'loanApprovedForLess' : 'loanApproved',
      params: (lang) => ({
        amount: money(offer.amount, currency, lang),
        requested: money(offer.requestedAmount, currency, lang),
        term: termPhrase(offer.termMonths, lang),
        rate: offer.nominalRatePercent,
        actualRate: offer.actualRatePercent,
        payment: money(offer.monthlyPayment, currency, lang),
        link: link(lang),
      }),
    };
  }
  if (toStatus === 'RejectedByBank' && context.rejection) {
    const { reason } = context.rejection;
    const date = newApplicationFrom(now);
    return { notice: 'rejected', template: 'loanRejected', date, params: (lang) => ({ reason: refusalTexts[lang][reason], date: longDate(date, lang), link: link(lang) }) };
  }
  if (toStatus === 'ManualReview') {
    return {
      notice: 'manualReview',
      template: 'loanManualReview',
      params: (lang) => ({ documents: context.reviewDocuments.map((document) => documentNames[lang][document]).join(', '), link: link(lang) }),
    };
  }
  // Back before the submission to correct a document (to the draft, or to the co-applicant's part applying together).
  if ((toStatus === 'Draft' || toStatus === 'InvitationAccepted') && fromStatus === 'SentToBank' && context.documentMismatch) {
    return { notice: 'documentMismatch', template: 'loanDocumentMismatch', params: (lang) => ({ date: longDate(new Date(context.submitBy), lang), link: link(lang) }) };
  }
  if (toStatus === 'Expired') {
    return { notice: 'expired', template: 'loanExpired', params: (lang) => ({ date: longDate(new Date(context.startedAt), lang), link: link(lang) }) };
  }
  return null;
}

/** The application as it is now in the transaction: its chart context and the loan's currency. */
async function applicationOf(q: Queryable, applicationId: string) {
  const [row] = await q.select({ mainApplicantId: loanApplications.mainApplicantId, context: loanApplications.context, steps: loanApplications.steps }).from(loanApplications).where(eq(loanApplications.id, applicationId));
  if (!row) return undefined;
  const loanInfo = (row.steps as { loanInfo?: LoanInfo }).loanInfo;
  return { mainApplicantId: row.mainApplicantId, context: row.context as LendingContext, currency: loanInfo?.currency ?? 'AMD' };
}

/**
 * Tells the main applicant, in the transaction of the change, of every decision of the bank (the
 * offer; the reason and the day a new application is possible; the documents to bring; the document
 * to correct) and of the application's expiry: a notification on the personal page and a mail in the
 * person's language (users.language).
 */
export async function notifyLendingStatusChange(q: Queryable, applicationId: string, fromStatus: LendingStatus, toStatus: LendingStatus, now: Date, publicUrl?: string): Promise<void> {
  const application = await applicationOf(q, applicationId);
  if (!application) return;
  await confirmBooking(q, applicationId, application.context, now);
  if (fromStatus === toStatus) return;
  await notifyTogetherChange(q, applicationId, application.mainApplicantId, application.context, fromStatus, toStatus, now, publicUrl);
  await notifyProcessStage(q, applicationId, application.mainApplicantId, application.context, fromStatus, toStatus, now, publicUrl);
  const notice = noticeOf(application.context, application.currency, fromStatus, toStatus, now, publicUrl);
  if (notice) await tellEveryone(q, applicationId, application, notice, now);
}

/**
 * An appointment was booked or moved (the change just logged is a booking: a move keeps the status):
 * each person who has it gets its confirmation by mail, with what to bring and the way to add it to
 * their calendar (appointment-reminders.ts).
 */
async function confirmBooking(q: Queryable, applicationId: string, context: LendingContext, now: Date): Promise<void> {
  const [last] = await q
    .select({ eventType: loanApplicationEvents.eventType, actorKind: loanApplicationEvents.actorKind, actorId: loanApplicationEvents.actorId })
    .from(loanApplicationEvents)
    .where(eq(loanApplicationEvents.applicationId, applicationId))
    .orderBy(desc(loanApplicationEvents.seq))
    .limit(1);
  const booked = last && bookingEvents[last.eventType];
  if (!last || !booked) return;
  await scheduleBookingConfirmations(q, applicationId, booked, last.actorKind === 'applicant' ? last.actorId : null, context, now);
}

/** The bank's decisions and the expiry are told to the accepted co-applicant too (issue 16), each in their language. */
async function tellEveryone(q: Queryable, applicationId: string, application: { mainApplicantId: string; context: LendingContext }, notice: Notice, now: Date) {
  const people = [application.mainApplicantId, ...(application.context.coApplicant?.userId ? [application.context.coApplicant.userId] : [])];
  for (const userId of people) {
    await notify(
      q,
      now,
      userId,
      { kind: 'loanApplication', params: { applicationId, outcome: notice.notice, ...(notice.date ? { date: notice.date.toISOString() } : {}) } },
      { email: { template: notice.template, params: notice.params } },
    );
  }
}

/** The saved applicant data's names of a person on the application (the application's steps, or the co-applicant's part). */
const savedNames = (steps: unknown) => (steps as { applicantData?: { firstName?: string; lastName?: string } } | null)?.applicantData;

/**
 * Applying together (issue 16): what one person's change, or the registry's answer about the
 * co-applicant, means for the other, told in their language: the submission, the registry's
 * mismatches, and each answer to the offer.
 */
async function notifyTogetherChange(
  q: Queryable,
  applicationId: string,
  mainApplicantId: string,
  context: LendingContext,
  fromStatus: LendingStatus,
  toStatus: LendingStatus,
  now: Date,
  publicUrl: string | undefined,
): Promise<void> {
  const coUserId = context.coApplicant?.userId;
  if (!coUserId) return;
  const [application] = await q.select({ steps: loanApplications.steps }).from(loanApplications).where(eq(loanApplications.id, applicationId));
  const [invitation] = await q.select({ steps: loanApplicationCoApplicants.steps, email: loanApplicationCoApplicants.email }).from(loanApplicationCoApplicants).where(eq(loanApplicationCoApplicants.id, context.coApplicant?.invitationId ?? ''));
  const applicant = await personName(q, mainApplicantId, savedNames(application?.steps), '');
  const coApplicant = await personName(q, coUserId, savedNames(invitation?.steps), invitation?.email ?? '');
  const link = (lang: Language) => applicationsLink(publicUrl, lang);
  const tell = (userId: string, outcome: LoanApplicationNotice, template: MailTemplate, params: (lang: Language) => Record<string, string | number>) =>
    tellPerson(q, now, userId, applicationId, outcome, template, (lang) => ({ ...params(lang), link: link(lang) }));
  if (toStatus === 'Sent' && (lendingPreparingStatuses as readonly string[]).includes(fromStatus)) {
    await tell(coUserId, 'submittedTogether', 'coApplicantApplicationSubmitted', () => ({ applicant }));
  }
  if (toStatus === 'CitizenshipMismatch' || toStatus === 'MaritalStatusMismatch') {
    const notCitizen = toStatus === 'CitizenshipMismatch';
    await tell(mainApplicantId, notCitizen ? 'coApplicantNotCitizen' : 'coApplicantNotSpouse', notCitizen ? 'coApplicantNotCitizen' : 'coApplicantNotSpouse', () => ({ coApplicant }));
    await tell(coUserId, 'coApplicantMismatch', 'coApplicantMismatchForCoApplicant', (lang) => ({ applicant, reason: mismatchReasonWord(notCitizen ? 'notCitizen' : 'notSpouse', lang) }));
  }
  // Each answer to the offer is told to the other person (the one who answered knows it).
  const answered: { by: LendingParty; answer: 'accept' | 'reject' } | null =
    toStatus === 'ApprovedByClient'
      ? { by: 'applicant', answer: 'accept' }
      : toStatus === 'ApprovedByCoapplicant'
        ? { by: 'coApplicant', answer: 'accept' }
        : toStatus === 'OfferAccepted' && fromStatus === 'ApprovedByClient'
          ? { by: 'coApplicant', answer: 'accept' }
          : toStatus === 'OfferAccepted' && fromStatus === 'ApprovedByCoapplicant'
            ? { by: 'applicant', answer: 'accept' }
            : toStatus === 'RejectedByClient' && context.offerRefusedBy
              ? { by: context.offerRefusedBy, answer: 'reject' }
              : null;
  if (answered) {
    const other = answered.by === 'applicant' ? coUserId : mainApplicantId;
    const person = answered.by === 'applicant' ? applicant : coApplicant;
    await tell(other, answered.answer === 'accept' ? 'offerAcceptedByOther' : 'offerRefusedByOther', 'loanOfferAnsweredByOther', (lang) => ({ person, answer: offerAnswerWord(answered.answer, lang) }));
  }
}

/**
 * A bank employee asked for other documents in a manual review (issue 18): the people on the
 * application get the manual review's notice again, naming the documents to bring now.
 */
export async function notifyReviewDocuments(q: Queryable, applicationId: string, now: Date, publicUrl?: string): Promise<void> {
  const application = await applicationOf(q, applicationId);
  const notice = application && noticeOf(application.context, application.currency, 'SentToBank', 'ManualReview', now, publicUrl);
  if (application && notice) await tellEveryone(q, applicationId, application, notice, now);
}

/** Tells the main applicant that the developer or agency refused the booked property (the draft cannot be submitted). */
export async function notifyPropertyRefused(q: Queryable, applicationId: string, now: Date, publicUrl?: string): Promise<void> {
  const application = await applicationOf(q, applicationId);
  if (!application) return;
  await notify(
    q,
    now,
    application.mainApplicantId,
    { kind: 'loanApplication', params: { applicationId, outcome: 'propertyRefused' } },
    { email: { template: 'loanPropertyRefused', params: (lang) => ({ link: applicationsLink(publicUrl, lang) }) } },
  );
}

/** The words the co-applicant's mails put in their sentences, by language. */
const coApplicantWords = { hy: hyNotifications, ru: ruNotifications, en: enNotifications } satisfies Record<Language, typeof enNotifications>;
export const relationshipWord = (relationship: CoApplicantRelationship, lang: Language) => coApplicantWords[lang].coApplicantRelationship[relationship];
export const partyWord = (party: LendingParty, lang: Language) => coApplicantWords[lang].lendingParty[party];
export const offerAnswerWord = (answer: 'accept' | 'reject', lang: Language) => coApplicantWords[lang].offerAnswer[answer];
export const mismatchReasonWord = (reason: 'notCitizen' | 'notSpouse', lang: Language) => coApplicantWords[lang].coApplicantMismatchReason[reason];
export const noPropertyWord = (lang: Language) => coApplicantWords[lang].noProperty;
export { applicationsLink, longDate };

/**
 * Tells one person on an application (an account) what the other did: a notification and a mail in
 * their language, in the caller's transaction.
 */
export async function tellPerson(
  q: Queryable,
  now: Date,
  userId: string,
  applicationId: string,
  outcome: LoanApplicationNotice,
  template: MailTemplate,
  params: (lang: Language) => Record<string, string | number>,
): Promise<void> {
  await notify(q, now, userId, { kind: 'loanApplication', params: { applicationId, outcome } }, { email: { template, params } });
}

/** The language of the account of an e-mail address (any case), or undefined when the address has no account. */
export async function accountLanguageOf(q: Queryable, email: string): Promise<Language | undefined> {
  const [account] = await q
    .select({ language: users.language })
    .from(users)
    .where(sql`lower(${users.email}) = ${email.trim().toLowerCase()}`)
    .limit(1);
  return account?.language as Language | undefined;
}

/**
 * Mails an invited e-mail that may have no account yet (the invitation, its recall or lapse): in the
 * language of the address's account when it has one (users.language), else in `fallback` (the
 * inviter's page, or the applicant's language); `params` are written in the language chosen, and
 * are told whether the reader has an account (a person without one gets the other languages' links).
 */
export async function mailInvitee(
  q: Queryable,
  now: Date,
  email: string,
  fallback: Language,
  template: MailTemplate,
  params: (language: Language, reader: { hasAccount: boolean }) => Record<string, string | number>,
): Promise<Language> {
  const accountLanguage = await accountLanguageOf(q, email);
  const language = accountLanguage ?? fallback;
  await enqueueMessage(q, now, { channel: 'email', recipient: email, template, language, params: params(language, { hasAccount: accountLanguage !== undefined }) });
  return language;
}

/** The three languages, each named in itself, for a mail's links to its other languages. */
const languageAutonyms: Record<Language, string> = { hy: 'Հայերեն', ru: 'Русский', en: 'English' };

/**
 * The block after a mailed link that gives the same link in the two other languages ("The invitation
 * in other languages:" and one line a language, each named in itself), or '' when none is wanted.
 */
export function otherLanguageLinks(language: Language, linkIn: (lang: Language) => string): string {
  const others = languages.filter((lang) => lang !== language);
  return `\n\n${coApplicantWords[language].invitationInOtherLanguages}\n${others.map((lang) => `${languageAutonyms[lang]}: ${linkIn(lang)}`).join('\n')}`;
}

/** The language an account reads its mail in (a person without an account: the main applicant's). */
export async function languageOf(q: Queryable, userId: string): Promise<Language> {
  const [user] = await q.select({ language: users.language }).from(users).where(eq(users.id, userId));
  return (user?.language as Language | undefined) ?? 'hy';
}

/** How a person is named to the other: the name of their saved applicant data, else their account's, else the e-mail. */
export async function personName(q: Queryable, userId: string | null, saved: { firstName?: string; lastName?: string } | undefined, fallback: string): Promise<string> {
  if (saved?.firstName && saved.lastName) return `${saved.firstName} ${saved.lastName}`;
  if (userId) {
    const [user] = await q.select({ firstName: users.firstName, lastName: users.lastName }).from(users).where(eq(users.id, userId));
    if (user) return `${user.firstName} ${user.lastName}`.trim();
  }
  return fallback;
}

/*
 * The lending process after the offer (issue 17): every stage is told, in the app and by mail, to each
 * person on the application in their language, with what comes next; where a person must act (start
 * identification, book a call, give spouse or contract data, sign the package before it expires,
 * book the notary or the branch visit) the notice says so, and the payout says when a new application
 * is possible. The person whose own action made the change is not told of it.
 */

const stageTexts = { hy: hyNotifications.lendingStage, ru: ruNotifications.lendingStage, en: enNotifications.lendingStage } satisfies Record<Language, typeof enNotifications.lendingStage>;
type StageStatus = keyof typeof enNotifications.lendingStage;
/** The process's stages after the offer (issue 17): the statuses the notices name as a stage, each with its name and what comes next in every language. */
const isStageStatus = (status: LendingStatus): status is StageStatus & LendingStatus => Object.hasOwn(enNotifications.lendingStage, status);

/** The process screen of an application, where the person follows it (a path when the site's address is not known). */
export const processLink = (publicUrl: string | undefined, lang: Language, applicationId: string) => `${publicUrl ?? ''}/${lang}/loan-applications/${applicationId}/process`;

/** When a new application is possible after a loan paid out at `now` (spec: 6 months, from the Yerevan day). */
export const newApplicationAfterLoan = (now: Date) => new Date(`${addMonths(yerevanDate(now), loanApplicationRules.waitingMonthsAfterLoan)}T00:00:00Z`);

/** The account whose own action the change was (the log's newest entry, if a person's), or null. */
async function actingUser(q: Queryable, applicationId: string): Promise<string | null> {
  const [last] = await q
    .select({ actorKind: loanApplicationEvents.actorKind, actorId: loanApplicationEvents.actorId })
    .from(loanApplicationEvents)
    .where(eq(loanApplicationEvents.applicationId, applicationId))
    .orderBy(desc(loanApplicationEvents.seq))
    .limit(1);
  return last?.actorKind === 'applicant' ? last.actorId : null;
}

/** What one person is told of entering `toStatus`: a specific call to act, the stage, or nothing. */
function stageNoticeOf(context: LendingContext, fromStatus: LendingStatus, toStatus: LendingStatus, isMainApplicant: boolean, now: Date): Notice | null {
  const stage = (lang: Language): Record<string, string> => (isStageStatus(toStatus) ? { stage: stageTexts[lang][toStatus].name, next: stageTexts[lang][toStatus].next } : {});
  const act = (notice: LoanApplicationNotice, template: MailTemplate, date?: Date): Notice => ({
    notice,
    template,
    ...(date ? { date } : {}),
    params: (lang) => ({ ...stage(lang), ...(date ? { date: longDate(date, lang) } : {}) }),
  });
  switch (toStatus) {
    case 'OfferAccepted':
      if (context.marketType === '0') return act('identificationToStart', 'loanIdentificationToStart');
      // Only the main applicant books the resale home's branch visit.
      return isMainApplicant ? act('branchVisitToBook', 'loanBranchVisitToBook') : null;
    case 'ApplicantsIdentificated':
      return act('videoCallToBook', 'loanVideoCallToBook');
    case 'ApplicantsOnboardingCompleted':
      return act('spouseDataToGive', 'loanSpouseDataToGive');
    case 'LendingPackageDataNotPresented':
      return act('packageDataToGive', 'loanPackageDataToGive');
    case 'LendingPackageChecked':
      return context.packageExpiresAt ? act('packageToSign', 'loanPackageToSign', new Date(context.packageExpiresAt)) : act('stage', 'loanStage');
    case 'LoanApproved':
      if (!isMainApplicant) return act('stage', 'loanStage');
      return fromStatus === 'NotaryPackageAvailable' ? act('notaryMissed', 'loanNotaryMissed') : act('notaryToBook', 'loanNotaryToBook');
    case 'LoanDisbursed':
      return act('loanDisbursed', 'loanDisbursed', newApplicationAfterLoan(now));
    default:
      return isStageStatus(toStatus) ? act('stage', 'loanStage') : null;
  }
}

/** Tells each person on the application, but the one who acted, that the process entered `toStatus` (OfferAccepted and every later stage). */
async function notifyProcessStage(
  q: Queryable,
  applicationId: string,
  mainApplicantId: string,
  context: LendingContext,
  fromStatus: LendingStatus,
  toStatus: LendingStatus,
  now: Date,
  publicUrl: string | undefined,
): Promise<void> {
  if (toStatus !== 'OfferAccepted' && !isStageStatus(toStatus)) return;
  const actor = await actingUser(q, applicationId);
  const people = [mainApplicantId, ...(context.coApplicant?.userId ? [context.coApplicant.userId] : [])];
  for (const userId of people) {
    if (userId === actor) continue;
    const notice = stageNoticeOf(context, fromStatus, toStatus, userId === mainApplicantId, now);
    if (!notice) continue;
    await notify(
      q,
      now,
      userId,
      { kind: 'loanApplication', params: { applicationId, outcome: notice.notice, status: toStatus, ...(isStageStatus(toStatus) ? { stage: toStatus } : {}), ...(notice.date ? { date: notice.date.toISOString() } : {}) } },
      { email: { template: notice.template, params: (lang) => ({ ...notice.params(lang), link: processLink(publicUrl, lang, applicationId) }) } },
    );
  }
}
