import * as v from 'valibot';
import { propertyRefSchema } from './property-ref';
import { singleLine, wholeNumber } from './validation';

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

/** Sandbox only: a catalogue property's new price, as a demo or a test changes it ("Price changed"). */
export const propertyPriceChangeSchema = v.object({ ...propertyRefSchema.entries, price: wholeNumber(1, 100_000_000_000) });
/** The new price and the application drafts on the property that must now confirm it. */
export const propertyPriceChangedSchema = v.object({ price: v.number(), applicationIds: v.array(v.string()) });
