import { Hono } from 'hono';
import { otpCheckResultSchema, otpSentSchema } from '../../contract/otp';
import {
  applicantInfoSchema,
  applicationIdParamSchema,
  currentPrequalSchema,
  eligibilityHistorySchema,
  personalInfoSchema,
  prequalApplicationSchema,
  prequalCheckStatusSchema,
  prequalOtpCheckSchema,
  prequalOtpSendSchema,
  prequalUnsubscribeSchema,
} from '../../contract/prequal';
import type { AppEnv } from '../http/app-env';
import { clientAddress } from '../http/client-address';
import { describe } from '../http/describe';
import { requireSession } from '../http/require-session';
import { input } from '../http/validate';
import * as prequal from '../services/prequal/prequal.service';

const tags = ['Pre-qualification'];

/** Pre-qualification (spec section 7, "Pre-approval"): signed-in users only, but for the e-mails' unsubscribe link. */
export const prequalRoutes = new Hono<AppEnv>()
  .post(
    '/pre-approval/unsubscribe',
    describe({ operationId: 'unsubscribePreApproval', summary: "Stop the pre-qualification reminders to an address (the e-mails' link)", tags, status: 204 }),
    input('json', prequalUnsubscribeSchema),
    async (c) => {
      const { database, clock, secret } = c.get('deps');
      const body = c.req.valid('json');
      await prequal.unsubscribe(database.db, { clock, secret }, body.email, body.token);
      return c.body(null, 204);
    },
  )
  .use('/pre-approval/*', requireSession)
  .use('/pre-approval', requireSession)
  .get('/pre-approval/current', describe({ operationId: 'currentPreApproval', summary: 'The application to resume: the open one, or the last decision while its 7 days run', tags, response: currentPrequalSchema }), async (c) => {
    const { database, clock } = c.get('deps');
    return c.json({ application: await prequal.currentApplication(database.db, clock, c.get('session').userId) });
  })
  .get('/pre-approval/history', describe({ operationId: 'eligibilityCheckHistory', summary: 'Every eligibility decision, newest first', tags, response: eligibilityHistorySchema }), async (c) =>
    c.json(await prequal.eligibilityHistory(c.get('deps').database.db, c.get('session').userId)),
  )
  .post(
    '/pre-approval',
    describe({ operationId: 'createPreApproval', summary: 'Create the draft with the applicant info (or correct the open one); 7 days after a decision at the earliest', tags, response: prequalApplicationSchema }),
    input('json', applicantInfoSchema),
    async (c) => {
      const { database, clock } = c.get('deps');
      return c.json(await prequal.saveApplicantInfo(database.db, clock, c.get('session').userId, c.req.valid('json')));
    },
  )
  .post(
    '/pre-approval/:applicationId/personal-info',
    describe({ operationId: 'savePreApprovalPersonalInfo', summary: 'E-mail and phone of the application', tags, response: prequalApplicationSchema }),
    input('param', applicationIdParamSchema),
    input('json', personalInfoSchema),
    async (c) => {
      const { database, clock } = c.get('deps');
      return c.json(await prequal.savePersonalInfo(database.db, clock, c.get('session').userId, c.req.valid('param').applicationId, c.req.valid('json')));
    },
  )
  .post(
    '/pre-approval/:applicationId/otp/send',
    describe({ operationId: 'sendPreApprovalCode', summary: "Send a six-digit code to the application's phone", tags, response: otpSentSchema, rateLimited: true }),
    input('param', applicationIdParamSchema),
    input('json', prequalOtpSendSchema),
    async (c) => {
      const { database, clock, secret } = c.get('deps');
      const target = { userId: c.get('session').userId, applicationId: c.req.valid('param').applicationId, identificator: c.req.valid('json').identificator, language: c.get('lang'), address: clientAddress(c) };
      return c.json(await prequal.sendApplicationCode(database.db, { clock, secret }, target));
    },
  )
  .post(
    '/pre-approval/:applicationId/otp/check',
    describe({ operationId: 'checkPreApprovalCode', summary: 'Check the code: isValid, and the wrong tries so far (3 spend it)', tags, response: otpCheckResultSchema }),
    input('param', applicationIdParamSchema),
    input('json', prequalOtpCheckSchema),
    async (c) => {
      const { database, clock, secret } = c.get('deps');
      const body = c.req.valid('json');
      return c.json(await prequal.checkApplicationCode(database.db, { clock, secret }, { userId: c.get('session').userId, applicationId: c.req.valid('param').applicationId, ...body }));
    },
  )
  .post(
    '/pre-approval/:applicationId/check-status',
    describe({ operationId: 'checkPreApprovalStatus', summary: 'Decide with the population registry and the credit register (503 while they are unavailable)', tags, response: prequalApplicationSchema, outsideSystem: true }),
    input('param', applicationIdParamSchema),
    input('json', prequalCheckStatusSchema),
    async (c) => {
      const { database, clock, secret, registry, creditRegister, config } = c.get('deps');
      const deps = { clock, secret, registry, creditRegister, publicUrl: config.publicUrl };
      return c.json(await prequal.checkStatus(database.db, deps, c.get('session').userId, c.req.valid('param').applicationId, c.req.valid('json').identificator, c.get('lang')));
    },
  )
  .get(
    '/pre-approval/:applicationId/letter',
    describe({ operationId: 'preApprovalLetter', summary: 'The pre-qualification letter of an eligible decision (PDF, in the language asked for)', tags }),
    input('param', applicationIdParamSchema),
    async (c) => {
      const { database, config } = c.get('deps');
      const pdf = await prequal.letter(database.db, c.get('session').userId, c.req.valid('param').applicationId, c.get('lang'), config.publicUrl);
      return c.body(new Uint8Array(pdf), 200, { 'content-type': 'application/pdf', 'content-disposition': 'attachment; filename="tun-prequalification-letter.pdf"', 'cache-control': 'private, no-store' });
    },
  );
