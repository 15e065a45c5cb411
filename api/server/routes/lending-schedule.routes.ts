import { Hono, type Context } from 'hono';
import { describeRoute } from 'hono-openapi';
import { loanApplicationIdParamSchema } from '../../contract/loan-application';
import { repaymentScheduleSchema } from '../../contract/repayment-schedule';
import type { AppEnv } from '../http/app-env';
import { describe } from '../http/describe';
import { requireSession } from '../http/require-session';
import { input } from '../http/validate';
import * as schedules from '../services/lending/lending-schedule.service';

const tags = ['Lending process'];

const depsOf = (c: Context<AppEnv>) => ({ db: c.get('deps').database.db, clock: c.get('deps').clock });

/** A file to keep: private, never cached, saved under its name. */
const fileAnswer = (c: Context<AppEnv>, file: schedules.ScheduleFile) =>
  c.body(new Uint8Array(file.bytes), 200, {
    'content-type': file.contentType,
    'cache-control': 'private, no-store',
    'x-content-type-options': 'nosniff',
    'content-disposition': `attachment; filename="${file.fileName}"`,
  });

/**
 * The application's repayment schedule (issue 17): the offer's loan month by month, with dates, to
 * its main applicant and co-applicant, as JSON for the page and as a PDF and a CSV in the reader's
 * language (`Accept-Language`). Anyone else, and an application without an offer, gets 404.
 */
export const lendingScheduleRoutes = new Hono<AppEnv>()
  .use('/loan-applications/:applicationId/schedule', requireSession)
  .use('/loan-applications/:applicationId/schedule/*', requireSession)
  .get(
    '/loan-applications/:applicationId/schedule',
    describe({ operationId: 'getRepaymentSchedule', summary: "The offer's repayment schedule: every payment's date, principal, interest, payment and balance, and the totals", tags, response: repaymentScheduleSchema }),
    input('param', loanApplicationIdParamSchema),
    async (c) => {
      const { db, clock } = depsOf(c);
      c.header('cache-control', 'private, no-store');
      return c.json(await schedules.applicationSchedule(db, clock, c.get('session').userId, c.req.valid('param').applicationId));
    },
  )
  .get(
    '/loan-applications/:applicationId/schedule/pdf',
    describe({ operationId: 'getRepaymentSchedulePdf', summary: 'The repayment schedule as a PDF in the reader\'s language (a download, never cached)', tags }),
    describeRoute({ responses: { 200: { description: 'The schedule as an A4 PDF', content: { 'application/pdf': { schema: { type: 'string', format: 'binary' } } } } } }),
    input('param', loanApplicationIdParamSchema),
    async (c) => {
      const { db, clock } = depsOf(c);
      return fileAnswer(c, await schedules.applicationSchedulePdf(db, clock, c.get('session').userId, c.req.valid('param').applicationId, c.get('lang')));
    },
  )
  .get(
    '/loan-applications/:applicationId/schedule/csv',
    describe({ operationId: 'getRepaymentScheduleCsv', summary: "The repayment schedule as CSV (UTF-8 with a byte-order mark): a header row in the reader's language, ISO dates, plain numbers, a totals row", tags }),
    describeRoute({ responses: { 200: { description: 'The schedule as CSV', content: { 'text/csv': { schema: { type: 'string' } } } } } }),
    input('param', loanApplicationIdParamSchema),
    async (c) => {
      const { db, clock } = depsOf(c);
      return fileAnswer(c, await schedules.applicationScheduleCsv(db, clock, c.get('session').userId, c.req.valid('param').applicationId, c.get('lang')));
    },
  );
