import { Hono } from 'hono';
import { interestApplicationAnswerSchema, interestApplicationSchema } from '../../contract/requests';
import type { AppEnv } from '../http/app-env';
import { clientAddress } from '../http/client-address';
import { describe } from '../http/describe';
import { input } from '../http/validate';
import { submitInterestApplication } from '../services/catalogue/requests.service';

/** Requests a visitor sends from a property page. */
export const requestRoutes = new Hono<AppEnv>().post(
  '/apartments/interest-application',
  describe({ operationId: 'sendInterestApplication', summary: 'Ask the bank to call back about a property', tags: ['Requests'], response: interestApplicationAnswerSchema, status: 201 }),
  input('json', interestApplicationSchema),
  async (c) => {
    const { database, clock, config } = c.get('deps');
    return c.json(await submitInterestApplication({ db: database.db, clock, salesEmail: config.salesEmail }, c.req.valid('json'), c.get('lang'), clientAddress(c)), 201);
  },
);
