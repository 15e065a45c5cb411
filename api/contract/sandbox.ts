import * as v from 'valibot';
import { singleLine } from './validation';

/** A message of the stored outbox, as the sandbox mailbox shows it. */
export const outboxMessageSchema = v.object({
  id: v.number(),
  channel: v.picklist(['email', 'sms']),
  recipient: v.string(),
  subject: v.string(),
  body: v.string(),
  language: v.string(),
  createdAt: v.string(),
  deliveredAt: v.nullable(v.string()),
});
export type OutboxMessage = v.InferOutput<typeof outboxMessageSchema>;
export const outboxListSchema = v.array(outboxMessageSchema);

export const mailboxQuerySchema = v.object({
  to: v.optional(v.pipe(v.string(), v.trim(), singleLine, v.maxLength(150, 'validation:tooLong'))),
});
