import { and, count, desc, eq, isNull, type SQL } from 'drizzle-orm';
import { notificationsPageSize, type Notification, type NotificationEvent, type NotificationsPage } from '../../contract/notifications';
import type { Language } from '../../contract/validation';
import type { Db, Queryable } from '../db/database';
import { notifications, users } from '../db/schema';
import { AppError } from '../http/app-error';
import { enqueueMessage, type MailTemplate } from './outbox.service';

export interface NotifyOptions {
  /** Also by e-mail, in the user's language, with this template and parameters (`firstName` is added). */
  email?: { template: MailTemplate; params: (language: Language) => Record<string, string | number> };
}

/**
 * Records an event for a user's notifications, in the caller's transaction (it exists exactly when
 * the change that caused it commits), and mails it when asked.
 */
export async function notify(q: Queryable, now: Date, userId: string, event: NotificationEvent, options: NotifyOptions = {}): Promise<void> {
  await q.insert(notifications).values({ userId, kind: event.kind, params: event.params, createdAt: now });
  if (!options.email) return;
  const [user] = await q.select({ email: users.email, language: users.language, firstName: users.firstName }).from(users).where(eq(users.id, userId));
  if (!user) return;
  const language = user.language as Language;
  await enqueueMessage(q, now, { channel: 'email', recipient: user.email, template: options.email.template, language, params: { firstName: user.firstName, ...options.email.params(language) } });
}

const unreadOf = (userId: string): SQL => and(eq(notifications.userId, userId), isNull(notifications.readAt)) as SQL;

export async function countUnread(q: Queryable, userId: string): Promise<number> {
  const [row] = await q.select({ value: count() }).from(notifications).where(unreadOf(userId));
  return Number(row?.value ?? 0);
}

/** A page of a user's notifications, newest first, with the totals the section's tabs show. */
export async function listNotifications(q: Queryable, userId: string, pageNumber: number, unreadOnly: boolean): Promise<NotificationsPage> {
  const where = unreadOnly ? unreadOf(userId) : eq(notifications.userId, userId);
  const [rows, [total], unread] = await Promise.all([
    q
      .select()
      .from(notifications)
      .where(where)
      .orderBy(desc(notifications.createdAt), desc(notifications.id))
      .limit(notificationsPageSize)
      .offset((pageNumber - 1) * notificationsPageSize),
    q.select({ value: count() }).from(notifications).where(where),
    countUnread(q, userId),
  ]);
  const items = rows.map((row) => ({ id: row.id, kind: row.kind, params: row.params, createdAt: row.createdAt.toISOString(), read: row.readAt !== null }) as Notification);
  return { items, totalCount: Number(total?.value ?? 0), unread };
}

/** Marks one of the user's notifications read; reading it again changes nothing. */
export async function markRead(db: Db, now: Date, userId: string, id: number): Promise<void> {
  const [row] = await db.select({ id: notifications.id, readAt: notifications.readAt }).from(notifications).where(and(eq(notifications.id, id), eq(notifications.userId, userId)));
  if (!row) throw new AppError('USER_NOTIFICATION', 'NOTIFICATION_NOT_FOUND', undefined, 404);
  if (!row.readAt) await db.update(notifications).set({ readAt: now }).where(eq(notifications.id, id));
}

export async function markAllRead(db: Db, now: Date, userId: string): Promise<{ marked: number }> {
  const rows = await db.update(notifications).set({ readAt: now }).where(unreadOf(userId)).returning({ id: notifications.id });
  return { marked: rows.length };
}
