import { Hono } from 'hono';
import { lendingProcessViewSchema } from '../../contract/lending-process';
import { loanApplicationIdParamSchema } from '../../contract/loan-application';
import type { AppEnv } from '../http/app-env';
import { describe } from '../http/describe';
import { requireSession } from '../http/require-session';
import { input } from '../http/validate';
import { lendingProcessView, type NotaryReader } from '../services/lending/lending-process-view';
import { notaryViewOf } from '../services/lending/lending-notary.service';

const tags = ['Lending process'];

/**
 * The lending process after the offer (issue 17) as the applicant's and the co-applicant's screen
 * reads it: the status, each person's part, the viewer's bookings and package, the running deadlines,
 * the path taken and who must act next. A stranger gets 404.
 */
export const lendingProcessRoutes = new Hono<AppEnv>().use('/loan-applications/:applicationId/process', requireSession).get(
  '/loan-applications/:applicationId/process',
  describe({
    operationId: 'getLendingProcess',
    summary: 'The lending process as the person on the application reads it: stage, parts, bookings, package, deadlines, the path and who acts next',
    tags,
    response: lendingProcessViewSchema,
  }),
  input('param', loanApplicationIdParamSchema),
  async (c) => {
    const deps = c.get('deps');
    // The booked notary as the notary adapter names it, in the reader's language.
    const readNotary: NotaryReader = async (notaryId, lang) => {
      const office = deps.completion.notary.offices.find((candidate) => candidate.id === notaryId);
      return office && notaryViewOf(office, lang);
    };
    return c.json(await lendingProcessView(deps.database.db, c.get('session').userId, c.req.valid('param').applicationId, c.get('lang'), { now: deps.clock.now(), readNotary }));
  },
);
