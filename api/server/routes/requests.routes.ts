import { Hono, type Context } from 'hono';
import { idParamSchema } from '../../contract/catalogue';
import { foreignRequestSchema, interestApplicationSchema, projectRequestSchema, rentalRequestSchema, requestAnswerSchema, sentRequestsSchema } from '../../contract/requests';
import type { AppEnv } from '../http/app-env';
import { clientAddress } from '../http/client-address';
import { describe } from '../http/describe';
import { optionalSessionUser } from '../http/optional-session';
import { requireSession } from '../http/require-session';
import { input } from '../http/validate';
import * as requests from '../services/catalogue/requests.service';

const tags = ['Requests'];

/** The services' dependencies and the sender (signed in or a visitor) of a request. */
async function senderOf(c: Context<AppEnv>) {
  const { database, clock, config } = c.get('deps');
  const sender: requests.Sender = { lang: c.get('lang'), address: clientAddress(c), userId: await optionalSessionUser(c) };
  return { deps: { db: database.db, clock, salesEmail: config.salesEmail }, sender };
}

/**
 * Requests sent from the catalogue (spec section 7), open to visitors: each goes to the developer,
 * agency or broker who answers it, and a signed-in sender finds it in their list.
 */
export const requestRoutes = new Hono<AppEnv>()
  .post(
    '/apartments/interest-application',
    describe({ operationId: 'sendInterestApplication', summary: 'Ask about a property from its page', tags, response: requestAnswerSchema, status: 201, rateLimited: true }),
    input('json', interestApplicationSchema),
    async (c) => {
      const { deps, sender } = await senderOf(c);
      return c.json(await requests.submitInterestApplication(deps, c.req.valid('json'), sender), 201);
    },
  )
  .post(
    '/apartments/rental-request',
    describe({ operationId: 'sendRentalRequest', summary: 'Ask to rent a property on terms it accepts', tags, response: requestAnswerSchema, status: 201, rateLimited: true }),
    input('json', rentalRequestSchema),
    async (c) => {
      const { deps, sender } = await senderOf(c);
      return c.json(await requests.submitRentalRequest(deps, c.req.valid('json'), sender), 201);
    },
  )
  .post(
    '/projects/:id/request',
    describe({ operationId: 'sendProjectRequest', summary: "Ask a developer about a project (a building)", tags, response: requestAnswerSchema, status: 201, rateLimited: true }),
    input('param', idParamSchema),
    input('json', projectRequestSchema),
    async (c) => {
      const { deps, sender } = await senderOf(c);
      return c.json(await requests.submitProjectRequest(deps, c.req.valid('param').id, c.req.valid('json'), sender), 201);
    },
  )
  .post(
    '/foreign-market/projects/:id/request',
    describe({ operationId: 'sendForeignRequest', summary: 'Ask a broker about a foreign-market project', tags, response: requestAnswerSchema, status: 201, rateLimited: true }),
    input('param', idParamSchema),
    input('json', foreignRequestSchema),
    async (c) => {
      const { deps, sender } = await senderOf(c);
      return c.json(await requests.submitForeignRequest(deps, c.req.valid('param').id, c.req.valid('json'), sender), 201);
    },
  )
  .get(
    '/requests',
    describe({ operationId: 'listSentRequests', summary: 'The requests the signed-in user sent, newest first', tags, response: sentRequestsSchema }),
    requireSession,
    async (c) => {
      const { database, config } = c.get('deps');
      return c.json(await requests.listSentRequests(database.db, config.salesEmail, c.get('session').userId, c.get('lang')));
    },
  );
