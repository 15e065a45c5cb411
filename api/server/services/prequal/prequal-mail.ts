import { createHmac } from 'node:crypto';
import { and, eq, gt } from 'drizzle-orm';
import { prequalRules, type Decision } from '../../../contract/prequal';
import { joinMoneyParts } from '../../../contract/units';
import type { Language } from '../../../contract/validation';
import { days } from '../../clock';
import type { Queryable } from '../../db/database';
import { prequalApplications, prequalMailOptOuts, users } from '../../db/schema';
import { scheduleDeadline, type DeadlineHandler } from '../../jobs/scheduler';
import { enqueueMessage } from '../outbox.service';
import hyTexts from '../../../../locales/hy/prequal.json';
import ruTexts from '../../../../locales/ru/prequal.json';
import enTexts from '../../../../locales/en/prequal.json';
import { intlLocale, longDate } from '../../lib/dates';

export const prequalReminderKind = 'prequal.reminder';

const texts = { hy: hyTexts, ru: ruTexts, en: enTexts } satisfies Record<Language, typeof enTexts>;
const drams = (amount: number, lang: Language) => joinMoneyParts(new Intl.NumberFormat(intlLocale[lang], { style: 'currency', currency: 'AMD', maximumFractionDigits: 0 }).formatToParts(amount), 'AMD', lang);
const yearWords: Record<Language, Partial<Record<Intl.LDMLPluralRule, string>> & { other: string }> = {
  en: { one: 'year', other: 'years' },
  hy: { other: 'տարի' },
  ru: { one: 'год', few: 'года', many: 'лет', other: 'года' },
};
/** "20 years", "21 год": the term with the word its number takes in the language. */
const yearsPhrase = (years: number, lang: Language) => `${years} ${yearWords[lang][new Intl.PluralRules(intlLocale[lang]).select(years)] ?? yearWords[lang].other}`;

/** The token of an address's unsubscribe link: an HMAC (hex), so links need no table and cannot be guessed. */
export const unsubscribeToken = (secret: string, email: string) => createHmac('sha256', secret).update(`prequal-unsubscribe:${email}`).digest('hex');

// `key`, not `token`: every page reads `userId` and `token` as an e-mail confirmation or reset link.
const unsubscribeLink = (publicUrl: string, secret: string, email: string, lang: Language) =>
  `${publicUrl}/${lang}/apply-now/unsubscribe?email=${encodeURIComponent(email)}&key=${unsubscribeToken(secret, email)}`;

/** A refusal or a manual review in a sentence, as the decision page words it. */
function resultSentence(decision: Exclude<Decision, { outcome: 'eligible' }>, lang: Language): string {
  const t = texts[lang].decision;
  if (decision.outcome === 'manualReview') return `${t.manualReview.title} ${t.manualReview.lead}`;
  return `${t.refused.title} ${t.refused.reason[decision.reason].replace('{{years}}', String(Math.floor((decision.maxTermMonths ?? 0) / 12)))}`;
}

interface MailDeps {
  publicUrl: string;
  secret: string;
  now: Date;
}

/**
 * Mails the decision to the address of the personal-data step, in the language the person used.
 * Unless eligible, it books the reminder for the day a new check is allowed.
 */
export async function decisionMail(q: Queryable, deps: MailDeps, row: typeof prequalApplications.$inferSelect, lang: Language): Promise<void> {
  const [user] = await q.select({ firstName: users.firstName, email: users.email }).from(users).where(eq(users.id, row.userId));
  const decision = row.decision;
  if (!user || !decision) return;
  const recipient = row.email ?? user.email;
  const common = { firstName: user.firstName, unsubscribeLink: unsubscribeLink(deps.publicUrl, deps.secret, recipient, lang) };
  if (decision.outcome === 'eligible') {
    await enqueueMessage(q, deps.now, {
      channel: 'email',
      recipient,
      template: 'prequalEligible',
      language: lang,
      params: {
        ...common,
        amount: drams(decision.amount, lang),
        term: yearsPhrase(Math.round(decision.termMonths / 12), lang),
        payment: drams(decision.monthlyPayment, lang),
        rate: decision.annualRatePercent,
        link: `${deps.publicUrl}/${lang}/buildings`,
      },
    });
    return;
  }
  const nextAllowed = new Date(deps.now.getTime() + days(prequalRules.waitingDays));
  await enqueueMessage(q, deps.now, {
    channel: 'email',
    recipient,
    template: 'prequalNotNow',
    language: lang,
    params: { ...common, result: resultSentence(decision, lang), date: longDate(nextAllowed, lang) },
  });
  await scheduleDeadline(q, { kind: prequalReminderKind, dueAt: nextAllowed, payload: { applicationId: row.id, language: lang } });
}

/**
 * The reminder that a new check is allowed: not sent to an address that unsubscribed, nor to someone
 * who has already started a new pre-qualification.
 */
export function sendPrequalReminder(publicUrl: string, secret: string): DeadlineHandler {
  return async ({ tx, deadline, now }) => {
    const { applicationId, language } = deadline.payload as { applicationId?: string; language?: Language };
    if (!applicationId) return;
    const lang: Language = language ?? 'hy';
    const [row] = await tx.select().from(prequalApplications).where(eq(prequalApplications.id, applicationId));
    if (!row?.decidedAt) return;
    const [user] = await tx.select({ firstName: users.firstName, email: users.email }).from(users).where(eq(users.id, row.userId));
    if (!user) return;
    const recipient = row.email ?? user.email;
    const [optedOut] = await tx.select().from(prequalMailOptOuts).where(eq(prequalMailOptOuts.email, recipient));
    const [newer] = await tx
      .select({ id: prequalApplications.id })
      .from(prequalApplications)
      .where(and(eq(prequalApplications.userId, row.userId), gt(prequalApplications.createdAt, row.decidedAt)));
    if (optedOut || newer) return;
    await enqueueMessage(tx, now, {
      channel: 'email',
      recipient,
      template: 'prequalReminder',
      language: lang,
      params: { firstName: user.firstName, link: `${publicUrl}/${lang}/apply-now`, unsubscribeLink: unsubscribeLink(publicUrl, secret, recipient, lang) },
    });
  };
}
