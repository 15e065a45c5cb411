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

/**
 * "Move this application along" (issue 17): the sandbox's outside systems answer now what they would
 * answer next about the application (the widget's provider, the video call, the contract system, the
 * notary at the appointment's hour, the registry, the insurer, core banking, a branch, the decision
 * engine, the partner). `answered` names the answer brought forward (its deadline kind) and when it was
 * due, or null when none is pending.
 */
export const sandboxAdvanceSchema = v.object({ answered: v.nullable(v.object({ kind: v.string(), wasDueAt: v.string() })) });
export type SandboxAdvance = v.InferOutput<typeof sandboxAdvanceSchema>;
