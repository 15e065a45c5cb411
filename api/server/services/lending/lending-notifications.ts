import { eq, sql } from 'drizzle-orm';
import { languages, type Language } from '../../../contract/validation';
import type { CoApplicantRelationship } from '../../../contract/co-applicant';
import type { LoanApplicationNotice } from '../../../contract/notifications';
import type { LendingParty } from '../../../../machines/lending/lending.machine';
import type { Queryable } from '../../db/database';
import { users } from '../../db/schema';
import { longDate } from '../../lib/dates';
import { notify } from '../notifications.service';
import { enqueueMessage, type MailTemplate } from '../outbox.service';
import hyNotifications from '../../../../locales/hy/notifications.json';
import ruNotifications from '../../../../locales/ru/notifications.json';
import enNotifications from '../../../../locales/en/notifications.json';

/*
 * What the lending services use to tell people: the words of their mails, the links, the reader's
 * language, how a person is named to the other, and telling one person (a notification and a mail).
 * What the chart's states and events tell whom is declared in machines/lending/lending-effects.ts
 * and written by lending-notices.ts.
 */
/** Where the person answers: the loan applications of the personal page (a path when the site's address is not known). */
const applicationsLink = (publicUrl: string | undefined, lang: Language) => `${publicUrl ?? ''}/${lang}/profile?section=applications`;

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


/** The process screen of an application, where the person follows it (a path when the site's address is not known). */
export const processLink = (publicUrl: string | undefined, lang: Language, applicationId: string) => `${publicUrl ?? ''}/${lang}/loan-applications/${applicationId}/process`;
