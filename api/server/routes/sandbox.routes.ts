import { desc, eq } from 'drizzle-orm';
import { Hono } from 'hono';
import { mailboxQuerySchema, outboxListSchema, propertyPriceChangedSchema, propertyPriceChangeSchema, sandboxAdvanceSchema, type OutboxMessage } from '../../contract/sandbox';
import { loanApplicationIdParamSchema } from '../../contract/loan-application';
import { requireSession } from '../http/require-session';
import { advanceSandbox } from '../services/lending/lending-sandbox-advance';
import { outboxMessages } from '../db/schema';
import type { AppEnv } from '../http/app-env';
import { notFound } from '../http/app-error';
import { describe } from '../http/describe';
import { input } from '../http/validate';
import { changePropertyPrice } from '../services/lending/lending-price-changes';

/**
 * The sandbox mailbox: what would have been mailed or texted; and a control that changes a catalogue
 * property's price (the application drafts on it must confirm the new price). Absent outside sandbox mode.
 */
export const sandboxRoutes = new Hono<AppEnv>()
  .get(
  '/sandbox/mailbox',
  describe({ operationId: 'getSandboxMailbox', summary: 'Sandbox only: the newest mail and SMS of the outbox', tags: ['Sandbox'], response: outboxListSchema }),
  input('query', mailboxQuerySchema),
  async (c) => {
    const { database, config } = c.get('deps');
    if (!config.sandbox) throw notFound();
    const { to } = c.req.valid('query');
    // A phone number may be typed with spaces, brackets and dashes; an e-mail address keeps its own.
    const recipient = to?.includes('@') ? to.toLowerCase() : to?.replace(/[\s()-]/g, '');
    c.header('Cache-Control', 'no-store');
    const rows = await database.db
      .select()
      .from(outboxMessages)
      .where(recipient ? eq(outboxMessages.recipient, recipient) : undefined)
      .orderBy(desc(outboxMessages.id))
      .limit(50);
    const body: OutboxMessage[] = rows.map((row) => ({
      id: row.id,
      channel: row.channel,
      recipient: row.recipient,
      subject: row.subject,
      body: row.body,
      language: row.language,
      createdAt: row.createdAt.toISOString(),
      deliveredAt: row.deliveredAt?.toISOString() ?? null,
    }));
    return c.json(body);
  },
  )
  .post(
    '/sandbox/loan-applications/:applicationId/advance',
    describe({
      operationId: 'advanceSandboxApplication',
      summary: "Sandbox only: the application's next pending answer of an outside system's sandbox comes now (a person on the application)",
      tags: ['Sandbox'],
      response: sandboxAdvanceSchema,
    }),
    requireSession,
    input('param', loanApplicationIdParamSchema),
    async (c) => {
      const { database, config, clock } = c.get('deps');
      if (!config.sandbox) throw notFound();
      return c.json(await advanceSandbox(database.db, clock, c.get('session').userId, c.req.valid('param').applicationId));
    },
  )
  .put(
    '/sandbox/property-price',
    describe({ operationId: 'changeSandboxPropertyPrice', summary: "Sandbox only: change a catalogue property's price; its application drafts take price.changed", tags: ['Sandbox'], response: propertyPriceChangedSchema }),
    input('json', propertyPriceChangeSchema),
    async (c) => {
      const { database, config, clock } = c.get('deps');
      if (!config.sandbox) throw notFound();
      const { price, ...property } = c.req.valid('json');
      return c.json(await changePropertyPrice(database.db, clock, property, price, config.publicUrl));
    },
  );
