import { and, asc, eq, gt, isNull, lte } from 'drizzle-orm';
import type { Language } from '../../contract/validation';
import { days, hours, type Clock } from '../clock';
import type { Db } from '../db/database';
import { blogArticles, deadlines, newsletterSubscriptions } from '../db/schema';
import { enqueueMessage } from '../services/outbox.service';
import { newsletterUnsubscribeLink } from '../services/site/newsletter.service';
import { scheduleDeadline, type DeadlineHandler } from './scheduler';

export const newsletterDigestKind = 'newsletter.digest';
/** Subscribers per run: one run is one transaction, so a long list takes several short ones. */
export const digestBatchSize = 500;

/** The next Monday 10:00 in Yerevan (UTC+4 all year) after `now`: the newsletter's day. */
export function nextDigestTime(now: Date): Date {
  const yerevan = new Date(now.getTime() + hours(4));
  const monday = new Date(Date.UTC(yerevan.getUTCFullYear(), yerevan.getUTCMonth(), yerevan.getUTCDate(), 10) - hours(4));
  const daysAhead = (8 - yerevan.getUTCDay()) % 7;
  const candidate = new Date(monday.getTime() + days(daysAhead));
  return candidate > now ? candidate : new Date(candidate.getTime() + days(7));
}

interface DigestPayload {
  /** The articles published after this time and up to `until` go in this week's letter. */
  since: string;
  until?: string;
  /** The last subscriber mailed in this round, when a batch continues it. */
  afterId?: number;
}

/**
 * The newsletter: on Mondays, when articles were published since the last letter, every confirmed
 * subscriber gets their titles and links in their language, with the unsubscribe link. A week without
 * a new article sends nothing. Each batch books the next; the last books next Monday's.
 */
export function sendNewsletterDigest(deps: { publicUrl: string; secret: string; batchSize?: number }): DeadlineHandler {
  const batchSize = deps.batchSize ?? digestBatchSize;
  return async ({ tx, deadline, now }) => {
    const payload = deadline.payload as DigestPayload;
    const since = new Date(payload.since);
    const until = payload.until ? new Date(payload.until) : now;
    const articles = await tx
      .select({ slug: blogArticles.slug, title: blogArticles.title })
      .from(blogArticles)
      .where(and(gt(blogArticles.publishedAt, since), lte(blogArticles.publishedAt, until)))
      .orderBy(asc(blogArticles.publishedAt));
    const subscribers = articles.length
      ? await tx
          .select({ id: newsletterSubscriptions.id, email: newsletterSubscriptions.email, language: newsletterSubscriptions.language })
          .from(newsletterSubscriptions)
          .where(and(eq(newsletterSubscriptions.status, 'confirmed'), gt(newsletterSubscriptions.id, payload.afterId ?? 0)))
          .orderBy(asc(newsletterSubscriptions.id))
          .limit(batchSize)
      : [];
    for (const subscriber of subscribers) {
      const lang = subscriber.language as Language;
      const list = articles.map((article) => `- ${article.title[lang]}\n  ${deps.publicUrl}/${lang}/blog/${article.slug}`).join('\n');
      await enqueueMessage(tx, now, {
        channel: 'email',
        recipient: subscriber.email,
        template: 'newsletterDigest',
        language: lang,
        params: { count: articles.length, articles: list, link: `${deps.publicUrl}/${lang}/blog`, unsubscribeLink: newsletterUnsubscribeLink(deps, subscriber.email, lang) },
      });
    }
    const last = subscribers.at(-1);
    if (last && subscribers.length === batchSize) {
      await scheduleDeadline(tx, { kind: newsletterDigestKind, dueAt: now, payload: { since: payload.since, until: until.toISOString(), afterId: last.id } });
      return;
    }
    await scheduleDeadline(tx, { kind: newsletterDigestKind, dueAt: nextDigestTime(now), payload: { since: until.toISOString() } });
  };
}

/** Books the next letter when none is pending: it will carry what is published from now on. */
export async function ensureNewsletterDigestScheduled(db: Db, clock: Clock): Promise<void> {
  const [pending] = await db
    .select({ id: deadlines.id })
    .from(deadlines)
    .where(and(eq(deadlines.kind, newsletterDigestKind), isNull(deadlines.doneAt), isNull(deadlines.failedAt)))
    .limit(1);
  const now = clock.now();
  if (!pending) await scheduleDeadline(db, { kind: newsletterDigestKind, dueAt: nextDigestTime(now), payload: { since: now.toISOString() } });
}
