import { Hono, type Context } from 'hono';
import {
  contactAnswerSchema,
  contactMessageSchema,
  partnershipAnswerSchema,
  partnershipApplicationSchema,
  partnershipApplicationsSchema,
  subscriptionAnswerSchema,
  subscriptionConfirmedSchema,
  subscriptionConfirmSchema,
  subscriptionSchema,
  unsubscribeSchema,
} from '../../contract/site-messages';
import type { AppEnv } from '../http/app-env';
import { clientAddress } from '../http/client-address';
import { describe } from '../http/describe';
import { optionalSessionUser } from '../http/optional-session';
import { requireStaff } from '../http/require-staff';
import { input } from '../http/validate';
import { sendContactMessage } from '../services/site/contact.service';
import { confirmSubscription, subscribe, unsubscribe } from '../services/site/newsletter.service';
import { listPartnershipApplications, submitPartnershipApplication } from '../services/site/partnership.service';

const contactDeps = (c: Context<AppEnv>) => {
  const { database, clock, config } = c.get('deps');
  return { db: database.db, clock, bankEmail: config.bankEmail };
};
const newsletterDeps = (c: Context<AppEnv>) => {
  const { database, clock, config, secret } = c.get('deps');
  return { db: database.db, clock, secret, publicUrl: config.publicUrl };
};

/** What visitors send the bank (issue 19): contact messages, newsletter subscriptions, partnership applications. No account needed. */
export const siteMessageRoutes = new Hono<AppEnv>()
  .post(
    '/contact-messages',
    describe({ operationId: 'sendContactMessage', summary: 'Write to the bank: mailed to its mailbox and confirmed to the sender, answered within one working day', tags: ['Contact'], response: contactAnswerSchema, status: 201, rateLimited: true }),
    input('json', contactMessageSchema),
    async (c) => {
      const sender = { lang: c.get('lang'), address: clientAddress(c), userId: await optionalSessionUser(c) };
      return c.json(await sendContactMessage(contactDeps(c), c.req.valid('json'), sender), 201);
    },
  )
  .post(
    '/subscriptions',
    describe({ operationId: 'subscribeNewsletter', summary: 'Subscribe an address to the newsletter: a confirmation link is mailed (double opt-in)', tags: ['Newsletter'], response: subscriptionAnswerSchema, status: 201, rateLimited: true }),
    input('json', subscriptionSchema),
    async (c) => c.json(await subscribe(newsletterDeps(c), c.req.valid('json').email, c.get('lang'), clientAddress(c)), 201),
  )
  .post(
    '/subscriptions/confirm',
    describe({ operationId: 'confirmNewsletter', summary: "The confirmation link's token makes the address a subscriber", tags: ['Newsletter'], response: subscriptionConfirmedSchema }),
    input('json', subscriptionConfirmSchema),
    async (c) => c.json(await confirmSubscription(newsletterDeps(c), c.req.valid('json').token)),
  )
  .post(
    '/subscriptions/unsubscribe',
    describe({ operationId: 'unsubscribeNewsletter', summary: "Every newsletter mail's unsubscribe link", tags: ['Newsletter'], status: 204 }),
    input('json', unsubscribeSchema),
    async (c) => {
      const { email, key } = c.req.valid('json');
      await unsubscribe(newsletterDeps(c), email, key);
      return c.body(null, 204);
    },
  )
  .post(
    '/partnership-applications',
    describe({ operationId: 'applyForPartnership', summary: 'Become a partner: mailed to the bank and listed for its administrators', tags: ['Partnership'], response: partnershipAnswerSchema, status: 201, rateLimited: true }),
    input('json', partnershipApplicationSchema),
    async (c) => c.json(await submitPartnershipApplication(contactDeps(c), c.req.valid('json'), { lang: c.get('lang'), address: clientAddress(c) }), 201),
  )
  .get(
    '/office/partnership-applications',
    describe({ operationId: 'listPartnershipApplications', summary: 'The partnership applications, newest first (administrators)', tags: ['Office'], response: partnershipApplicationsSchema }),
    requireStaff('administrator'),
    async (c) => c.json(await listPartnershipApplications(c.get('deps').database.db)),
  );
