import { createHmac } from 'node:crypto';
import { eq, ne } from 'drizzle-orm';
import type { Language } from '../../../contract/validation';
import { days, hours, type Clock } from '../../clock';
import type { Db, Queryable } from '../../db/database';
import { newsletterSubscriptions } from '../../db/schema';
import { AppError } from '../../http/app-error';
import { enforce } from '../../security/rate-limit';
import { hashToken, newToken, sameHash } from '../../security/tokens';
import { enqueueMessage } from '../outbox.service';

/** A confirmation link works for two days. */
export const confirmationLifetimeMs = days(2);

/** One address gets at most 3 confirmation mails an hour (nobody floods another's mailbox); an address of callers 10 subscriptions an hour. */
export const newsletterLimits = {
  address: (address: string) => ({ key: `newsletter:address:${address}`, max: 10, windowMs: hours(1) }),
  email: (email: string) => ({ key: `newsletter:email:${email}`, max: 3, windowMs: hours(1) }),
};

export interface NewsletterDeps {
  db: Db;
  clock: Clock;
  secret: string;
  publicUrl: string;
}

/** The key of an address's unsubscribe link: an HMAC, so every mail can carry the link and nobody can forge it. */
export const newsletterUnsubscribeKey = (secret: string, email: string) => createHmac('sha256', secret).update(`newsletter-unsubscribe:${email}`).digest('hex');

export const newsletterUnsubscribeLink = (deps: Pick<NewsletterDeps, 'publicUrl' | 'secret'>, email: string, lang: Language) =>
  `${deps.publicUrl}/${lang}/newsletter/unsubscribe?email=${encodeURIComponent(email)}&key=${newsletterUnsubscribeKey(deps.secret, email)}`;

/**
 * Subscribes an address (no account needed) with double opt-in: it stays pending until the mailed
 * link confirms it. A confirmed address is refused ('E-mail already subscribed'); a pending or
 * unsubscribed one gets a new link, and the old link stops working.
 */
export async function subscribe(deps: NewsletterDeps, email: string, lang: Language, address: string): Promise<{ email: string; status: 'confirmationSent' }> {
  const { db, clock } = deps;
  await enforce(db, clock, newsletterLimits.address(address));
  const [existing] = await db.select({ status: newsletterSubscriptions.status }).from(newsletterSubscriptions).where(eq(newsletterSubscriptions.email, email));
  if (existing?.status === 'confirmed') throw new AppError('SUBSCRIPTION', 'EMAIL_ALREADY_SUBSCRIBED');
  await enforce(db, clock, newsletterLimits.email(email));
  const token = newToken();
  const now = clock.now();
  await db.transaction(async (tx) => {
    const values = { language: lang, status: 'pending' as const, confirmTokenHash: hashToken(token), confirmExpiresAt: new Date(now.getTime() + confirmationLifetimeMs), unsubscribedAt: null };
    const [row] = await tx
      .insert(newsletterSubscriptions)
      .values({ email, createdAt: now, ...values })
      .onConflictDoUpdate({ target: newsletterSubscriptions.email, set: values, setWhere: ne(newsletterSubscriptions.status, 'confirmed') })
      .returning({ id: newsletterSubscriptions.id });
    // Confirmed between the read above and this write (another tab's link): the same refusal.
    if (!row) throw new AppError('SUBSCRIPTION', 'EMAIL_ALREADY_SUBSCRIBED');
    await enqueueMessage(tx, now, {
      channel: 'email',
      recipient: email,
      template: 'newsletterConfirm',
      language: lang,
      params: { link: `${deps.publicUrl}/${lang}/newsletter/confirm?subscription=${token}`, unsubscribeLink: newsletterUnsubscribeLink(deps, email, lang) },
    });
  });
  return { email, status: 'confirmationSent' };
}

/** The confirmation link: a pending address whose link is the latest and unexpired becomes a subscriber, once. */
export async function confirmSubscription(deps: NewsletterDeps, token: string): Promise<{ email: string }> {
  const now = deps.clock.now();
  return deps.db.transaction(async (tx) => {
    const [row] = await tx.select().from(newsletterSubscriptions).where(eq(newsletterSubscriptions.confirmTokenHash, hashToken(token))).for('update');
    if (!row || row.status !== 'pending' || !row.confirmExpiresAt || row.confirmExpiresAt <= now) throw new AppError('SUBSCRIPTION', 'LINK_NOT_ACTIVE');
    await tx.update(newsletterSubscriptions).set({ status: 'confirmed', confirmedAt: now, confirmTokenHash: null, confirmExpiresAt: null }).where(eq(newsletterSubscriptions.id, row.id));
    const lang = row.language as Language;
    await enqueueMessage(tx, now, { channel: 'email', recipient: row.email, template: 'newsletterWelcome', language: lang, params: { link: `${deps.publicUrl}/${lang}/blog`, unsubscribeLink: newsletterUnsubscribeLink(deps, row.email, lang) } });
    return { email: row.email };
  });
}

/** Every newsletter mail's unsubscribe link: the address stops getting mail at once. Repeating it changes nothing. */
export async function unsubscribe(deps: NewsletterDeps, email: string, key: string): Promise<void> {
  if (!sameHash(key, newsletterUnsubscribeKey(deps.secret, email))) throw new AppError('SUBSCRIPTION', 'LINK_NOT_ACTIVE');
  const now = deps.clock.now();
  await deps.db
    .update(newsletterSubscriptions)
    .set({ status: 'unsubscribed', unsubscribedAt: now, confirmTokenHash: null, confirmExpiresAt: null })
    .where(eq(newsletterSubscriptions.email, email));
}

/** The confirmed subscribers of a language (the office's newsletter mails go to them). */
export const confirmedSubscribers = (q: Queryable) => q.select({ email: newsletterSubscriptions.email, language: newsletterSubscriptions.language }).from(newsletterSubscriptions).where(eq(newsletterSubscriptions.status, 'confirmed'));
