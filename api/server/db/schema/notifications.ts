import { sql } from 'drizzle-orm';
import { bigserial, index, jsonb, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import type { NotificationKind } from '../../../contract/notifications';
import { users } from '../schema';

const timestamptz = (name: string) => timestamp(name, { withTimezone: true, mode: 'date' });

/**
 * The personal page's notifications (spec section 2). A row keeps the event's kind and its
 * parameters, not a sentence: the app words it in whatever language the person reads in.
 */
export const notifications = pgTable(
  'notifications',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    kind: text('kind').$type<NotificationKind>().notNull(),
    params: jsonb('params').$type<Record<string, unknown>>().notNull(),
    createdAt: timestamptz('created_at').notNull(),
    readAt: timestamptz('read_at'),
  },
  (table) => [index('notifications_user_created_idx').on(table.userId, table.createdAt), index('notifications_unread_idx').on(table.userId).where(sql`${table.readAt} is null`)],
);
