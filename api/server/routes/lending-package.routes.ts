import { Hono, type Context } from 'hono';
import { describeRoute } from 'hono-openapi';
import * as v from 'valibot';
import { packageDataSchema, packageSignSchema } from '../../contract/lending-process';
import { loanApplicationIdParamSchema } from '../../contract/loan-application';
import { otpSentSchema } from '../../contract/otp';
import { messages } from '../../contract/validation';
import { sandboxESignature } from '../adapters/e-signature.sandbox';
import type { AppEnv } from '../http/app-env';
import { clientAddress } from '../http/client-address';
import { conflictDoc, describe } from '../http/describe';
import { requireSession } from '../http/require-session';
import { input } from '../http/validate';
import * as pkg from '../services/lending/lending-package.service';

const tags = ['Lending process'];

const documentParamSchema = v.object({
  applicationId: v.pipe(v.string(messages.required), v.uuid(messages.invalid)),
  documentId: v.pipe(v.string(messages.required), v.uuid(messages.invalid)),
});


/** The e-signature provider of the deployment (the sandbox's one-time codes unless another is given). */
const eSignatureOf = (c: Context<AppEnv>) => c.get('deps').eSignature ?? sandboxESignature();

const depsOf = (c: Context<AppEnv>): pkg.LendingPackageDeps => {
  const { clock, secret, config, storage } = c.get('deps');
  return { clock, secret, publicUrl: config.publicUrl, storage, eSignature: eSignatureOf(c) };
};
const dbOf = (c: Context<AppEnv>) => c.get('deps').database.db;

/**
 * The contract's data, the contract package and its signing (issue 17): each person on the
 * application presents their part of the contract's data (the main applicant with the repayment
 * day), reads the package's PDFs in their language, signs them all with a one-time code sent to
 * their verified phone, or cancels the package. A stranger gets 404; a refusal of the lending chart
 * is a 409 naming its rule.
 */
export const lendingPackageRoutes = new Hono<AppEnv>()
  .use('/loan-applications/:applicationId/process/package-data', requireSession)
  .use('/loan-applications/:applicationId/process/package', requireSession)
  .use('/loan-applications/:applicationId/process/package/*', requireSession)
  .post(
    '/loan-applications/:applicationId/process/package-data',
    describe({ operationId: 'presentPackageData', summary: "Present the person's part of the contract's data (the main applicant with the repayment day 1-20)", tags, response: pkg.lendingPackageViewSchema }),
    conflictDoc('The chart refuses it (`params.rule`): a day outside 1-20 (LOAN_CONTRACT.PAYMENT_DAY_OUT_OF_RANGE), a day from the co-applicant (REPAYMENT_DAY_MAIN_APPLICANT_ONLY), presented already (ALREADY_DONE), or not now'),
    input('param', loanApplicationIdParamSchema),
    input('json', packageDataSchema),
    async (c) => c.json(await pkg.presentPackageData(dbOf(c), depsOf(c), c.get('session').userId, c.req.valid('param').applicationId, c.req.valid('json'))),
  )
  .get(
    '/loan-applications/:applicationId/process/package',
    describe({ operationId: 'getLendingPackage', summary: "The contract package as the person reads it: the documents in their language, whether they signed, until when it may be signed", tags, response: pkg.lendingPackageViewSchema }),
    input('param', loanApplicationIdParamSchema),
    async (c) => c.json(await pkg.packageView(dbOf(c), c.get('session').userId, c.req.valid('param').applicationId)),
  )
  .get(
    '/loan-applications/:applicationId/process/package/documents/:documentId',
    describe({ operationId: 'getLendingPackageDocument', summary: 'One document of the package as a PDF (private, never cached)', tags }),
    describeRoute({ responses: { 200: { description: 'The PDF as the bank prepared it (its SHA-256 is the listed one)', content: { 'application/pdf': { schema: { type: 'string', format: 'binary' } } } } } }),
    input('param', documentParamSchema),
    async (c) => {
      const { applicationId, documentId } = c.req.valid('param');
      const file = await pkg.packageDocumentFile(dbOf(c), c.get('deps').storage, c.get('session').userId, applicationId, documentId);
      return c.body(new Uint8Array(file.bytes), 200, {
        'content-type': 'application/pdf',
        'cache-control': 'private, no-store',
        'x-content-type-options': 'nosniff',
        'content-disposition': `inline; filename="${file.fileName}"`,
      });
    },
  )
  .post(
    '/loan-applications/:applicationId/process/package/signing-code',
    describe({ operationId: 'sendPackageSigningCode', summary: "Text a one-time signing code to the person's verified phone (the e-signature provider)", tags, response: otpSentSchema, rateLimited: true }),
    conflictDoc('The person may not sign now (`params.rule`): not checked yet, expired (PACKAGE_EXPIRED), or signed already (ALREADY_DONE)'),
    input('param', loanApplicationIdParamSchema),
    async (c) => c.json(await pkg.sendSigningCode(dbOf(c), depsOf(c), c.get('session').userId, c.req.valid('param').applicationId, clientAddress(c))),
  )
  .post(
    '/loan-applications/:applicationId/process/package/sign',
    describe({ operationId: 'signLendingPackage', summary: "Sign every document of the package with the one-time code: a wrong code is LOAN_CONTRACT.OTP_INVALID (the wrong tries so far), an expired or used one OTP_NO_LONGER_VALID", tags, response: pkg.lendingPackageViewSchema }),
    conflictDoc('The chart refuses the signature (`params.rule`): the package expired (PACKAGE_EXPIRED), signed already (ALREADY_DONE), or not now'),
    input('param', loanApplicationIdParamSchema),
    input('json', packageSignSchema),
    async (c) => c.json(await pkg.signPackage(dbOf(c), depsOf(c), c.get('session').userId, c.req.valid('param').applicationId, c.req.valid('json').code)),
  )
  .post(
    '/loan-applications/:applicationId/process/package/reject',
    describe({ operationId: 'rejectLendingPackage', summary: 'Cancel the package: the application is rejected (RejectedByApplicant or RejectedByCoApplicant) and the booking released', tags, response: pkg.lendingPackageViewSchema }),
    conflictDoc('The chart refuses it (`params.rule`): there is no package to cancel now'),
    input('param', loanApplicationIdParamSchema),
    async (c) => c.json(await pkg.rejectPackage(dbOf(c), depsOf(c), c.get('session').userId, c.req.valid('param').applicationId)),
  );
