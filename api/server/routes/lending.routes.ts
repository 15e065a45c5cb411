import { Hono, type Context } from 'hono';
import { describeRoute } from 'hono-openapi';
import { apiErrorSchema } from '../../contract/errors';
import {
  loanApplicationIdParamSchema,
  loanApplicationSchema,
  loanApplicationsSchema,
  loanApplicationStartSchema,
  loanStepSaveSchema,
  priceConfirmSchema,
} from '../../contract/loan-application';
import type { AppEnv } from '../http/app-env';
import { describe, jsonContent } from '../http/describe';
import { requireSession } from '../http/require-session';
import { input } from '../http/validate';
import * as loans from '../services/lending/loan-applications.service';

const tags = ['Loan applications'];

/** The lending chart refuses the action in the application's status, or one of its rules does (`params.rule`); nothing changed. */
const chartRefusal = describeRoute({
  responses: {
    409: { description: "The application's status or a rule of the lending chart refuses it (`params.rule`); nothing changed", content: jsonContent(apiErrorSchema) },
    403: { description: "The co-applicant asks for one of the main applicant's actions (COMMON.FORBIDDEN)", content: jsonContent(apiErrorSchema) },
  },
});

const depsOf = (c: Context<AppEnv>): loans.LoanApplicationDeps => {
  const { clock, registry, config } = c.get('deps');
  return { clock, registry, publicUrl: config.publicUrl };
};

/** The mortgage application (issue 15): the signed-in person's own applications; anyone else's is a 404. */
export const lendingRoutes = new Hono<AppEnv>()
  .use('/loan-applications/*', requireSession)
  .use('/loan-applications', requireSession)
  .get('/loan-applications', describe({ operationId: 'listLoanApplications', summary: "The person's loan applications, the newest first", tags, response: loanApplicationsSchema }), async (c) =>
    c.json(await loans.listApplications(c.get('deps').database.db, depsOf(c), c.get('session').userId, c.get('lang'))),
  )
  .post(
    '/loan-applications',
    describe({
      operationId: 'startLoanApplication',
      summary: 'Start an application (a draft); a catalogue property is booked in the same transaction',
      tags,
      response: loanApplicationSchema,
      status: 201,
    }),
    input('json', loanApplicationStartSchema),
    async (c) => c.json(await loans.startApplication(c.get('deps').database.db, depsOf(c), c.get('session').userId, c.req.valid('json'), c.get('lang')), 201),
  )
  .get(
    '/loan-applications/:applicationId',
    describe({ operationId: 'getLoanApplication', summary: 'One application, with its saved steps and the step to resume at', tags, response: loanApplicationSchema }),
    input('param', loanApplicationIdParamSchema),
    async (c) => c.json(await loans.getApplication(c.get('deps').database.db, depsOf(c), c.get('session').userId, c.req.valid('param').applicationId, c.get('lang'))),
  )
  .put(
    '/loan-applications/:applicationId/steps',
    describe({ operationId: 'saveLoanApplicationStep', summary: 'Save one wizard step of a draft; the step to resume at moves on', tags, response: loanApplicationSchema, outsideSystem: true }),
    chartRefusal,
    input('param', loanApplicationIdParamSchema),
    input('json', loanStepSaveSchema),
    async (c) =>
      c.json(await loans.saveStep(c.get('deps').database.db, depsOf(c), c.get('session').userId, c.req.valid('param').applicationId, c.req.valid('json'), c.get('lang'))),
  )
  .post(
    '/loan-applications/:applicationId/submit',
    describe({ operationId: 'submitLoanApplication', summary: "Submit a draft to the bank's decision engine", tags, response: loanApplicationSchema }),
    chartRefusal,
    input('param', loanApplicationIdParamSchema),
    async (c) => c.json(await loans.submitApplication(c.get('deps').database.db, depsOf(c), c.get('session').userId, c.req.valid('param').applicationId, c.get('lang'))),
  )
  .post(
    '/loan-applications/:applicationId/price-confirmation',
    describe({ operationId: 'confirmLoanApplicationPrice', summary: "Agree to the property's new price (the price the person was shown)", tags, response: loanApplicationSchema }),
    chartRefusal,
    input('param', loanApplicationIdParamSchema),
    input('json', priceConfirmSchema),
    async (c) =>
      c.json(await loans.confirmPrice(c.get('deps').database.db, depsOf(c), c.get('session').userId, c.req.valid('param').applicationId, c.req.valid('json').price, c.get('lang'))),
  )
  .delete(
    '/loan-applications/:applicationId',
    describe({ operationId: 'deleteLoanApplication', summary: 'Delete a draft (only while pre-saved); its booking is released', tags, status: 204 }),
    chartRefusal,
    input('param', loanApplicationIdParamSchema),
    async (c) => {
      await loans.deleteApplication(c.get('deps').database.db, depsOf(c), c.get('session').userId, c.req.valid('param').applicationId);
      return c.body(null, 204);
    },
  )
  .post(
    '/loan-applications/:applicationId/offer/accept',
    describe({ operationId: 'acceptLoanOffer', summary: "Accept the bank's offer", tags, response: loanApplicationSchema }),
    chartRefusal,
    input('param', loanApplicationIdParamSchema),
    async (c) => c.json(await loans.answerOffer(c.get('deps').database.db, depsOf(c), c.get('session').userId, c.req.valid('param').applicationId, 'accept', c.get('lang'))),
  )
  .post(
    '/loan-applications/:applicationId/offer/reject',
    describe({ operationId: 'rejectLoanOffer', summary: "Refuse the bank's offer", tags, response: loanApplicationSchema }),
    chartRefusal,
    input('param', loanApplicationIdParamSchema),
    async (c) => c.json(await loans.answerOffer(c.get('deps').database.db, depsOf(c), c.get('session').userId, c.req.valid('param').applicationId, 'reject', c.get('lang'))),
  )
  .post(
    '/loan-applications/:applicationId/cancel',
    describe({ operationId: 'cancelLoanApplication', summary: 'Ask the bank to cancel a submitted or agreed application; its booking is released', tags, response: loanApplicationSchema }),
    chartRefusal,
    input('param', loanApplicationIdParamSchema),
    async (c) => c.json(await loans.cancelApplication(c.get('deps').database.db, depsOf(c), c.get('session').userId, c.req.valid('param').applicationId, c.get('lang'))),
  );
