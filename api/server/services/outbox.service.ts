import { eq } from 'drizzle-orm';
import { withoutDoubledStops } from '../../contract/units';
import type { Language } from '../../contract/validation';
import type { Queryable } from '../db/database';
import { outboxMessages } from '../db/schema';
import type { MailTransport } from '../adapters/mail-transport';
import type { DeadlineHandler } from '../jobs/scheduler';
import { scheduleDeadline } from '../jobs/scheduler';
import hyMail from '../../../locales/hy/mail.json';
import ruMail from '../../../locales/ru/mail.json';
import enMail from '../../../locales/en/mail.json';

const templates = { hy: hyMail, ru: ruMail, en: enMail } satisfies Record<Language, Record<string, { subject: string; body: string }>>;
export type MailTemplate = keyof typeof enMail;

/** The template's text with its parameters; a date's "г." that ends a sentence keeps one full stop. */
const fill = (text: string, params: Record<string, string | number>) =>
  withoutDoubledStops(text.replace(/\{\{\s*(\w+)\s*\}\}/g, (_, name: string) => String(params[name] ?? '')));

export interface NewMessage {
  channel: 'email' | 'sms';
  recipient: string;
  template: MailTemplate;
  language: Language;
  params: Record<string, string | number>;
}

/**
 * Puts a message in the outbox inside the caller's transaction, with a deadline to deliver it: the
 * message exists exactly when the change that caused it commits, and delivery is retried if it fails.
 */
export async function enqueueMessage(q: Queryable, now: Date, message: NewMessage): Promise<number> {
  const template = templates[message.language][message.template];
  const [row] = await q
    .insert(outboxMessages)
    .values({
      channel: message.channel,
      recipient: message.recipient,
      subject: fill(template.subject, message.params),
      body: fill(template.body, message.params),
      language: message.language,
      template: message.template,
      createdAt: now,
    })
    .returning({ id: outboxMessages.id });
  if (!row) throw new Error('outbox insert returned nothing');
  await scheduleDeadline(q, { kind: 'outbox.deliver', dueAt: now, payload: { messageId: row.id }, maxAttempts: 8 });
  return row.id;
}

export function deliverOutboxMessage(transport: MailTransport): DeadlineHandler {
  return async ({ tx, deadline, now }) => {
    const messageId = Number((deadline.payload as { messageId?: number }).messageId);
    const [message] = await tx.select().from(outboxMessages).where(eq(outboxMessages.id, messageId)).for('update');
    if (!message || message.deliveredAt) return;
    await transport.deliver(message);
    await tx.update(outboxMessages).set({ deliveredAt: now }).where(eq(outboxMessages.id, messageId));
  };
}
