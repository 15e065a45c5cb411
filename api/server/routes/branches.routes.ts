import { Hono } from 'hono';
import { branchCodeParamSchema, branchListSchema, creditOfficerListSchema } from '../../contract/branches';
import type { AppEnv } from '../http/app-env';
import { describe } from '../http/describe';
import { input } from '../http/validate';
import { listBranches, listCreditOfficers } from '../services/branches.service';

export const branchRoutes = new Hono<AppEnv>()
  .get(
    '/branches',
    describe({ operationId: 'getBranches', summary: 'Branches of the bank, head office first', tags: ['Bank'], response: branchListSchema }),
    async (c) => c.json(await listBranches(c.get('deps').database.db, c.get('lang'))),
  )
  .get(
    '/branches/:branchCode/credit-officers',
    describe({ operationId: 'getCreditOfficers', summary: 'Credit officers of a branch', tags: ['Bank'], response: creditOfficerListSchema }),
    input('param', branchCodeParamSchema),
    async (c) => {
      const { branchCode } = c.req.valid('param');
      return c.json(await listCreditOfficers(c.get('deps').database.db, branchCode, c.get('lang')));
    },
  );
