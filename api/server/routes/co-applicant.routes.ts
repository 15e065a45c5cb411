import { Hono, type Context } from 'hono';
import { describeRoute } from 'hono-openapi';
import { coApplicantInvitationViewSchema, coApplicantInviteSchema, coApplicantStepSaveSchema, invitationTokenParamSchema } from '../../contract/co-applicant';
import { apiErrorSchema } from '../../contract/errors';
import { loanApplicationIdParamSchema, loanApplicationSchema } from '../../contract/loan-application';
import type { AppEnv } from '../http/app-env';
import { describe, jsonContent } from '../http/describe';
import { requireSession } from '../http/require-session';
import { input } from '../http/validate';
import * as co from '../services/lending/co-applicant.service';
import type { LoanApplicationDeps } from '../services/lending/loan-applications.service';

const tags = ['Co-applicant'];

const refusals = (conflict: string | null, forbidden: string) =>
  describeRoute({
    responses: {
      ...(conflict ? { 409: { description: conflict, content: jsonContent(apiErrorSchema) } } : {}),
      403: { description: forbidden, content: jsonContent(apiErrorSchema) },
    },
  });

const depsOf = (c: Context<AppEnv>): LoanApplicationDeps => {
  const { clock, registry, config } = c.get('deps');
  return { clock, registry, publicUrl: config.publicUrl };
};
const dbOf = (c: Context<AppEnv>) => c.get('deps').database.db;

/**
 * Applying together (issue 16): the main applicant invites and recalls a co-applicant; the invited
 * person answers the mailed link from the account of the invited e-mail; the accepted co-applicant
 * does their own part. A stranger gets 404 for anything of the application; the other person 403.
 */
export const coApplicantRoutes = new Hono<AppEnv>()
  .use('/co-applicant-invitations/*', requireSession)
  .use('/loan-applications/:applicationId/co-applicant', requireSession)
  .use('/loan-applications/:applicationId/co-applicant/*', requireSession)
  .post(
    '/loan-applications/:applicationId/co-applicant',
    describe({ operationId: 'inviteCoApplicant', summary: 'Invite a co-applicant (the main applicant): the invitation is mailed with its link', tags, response: loanApplicationSchema, rateLimited: true }),
    refusals('An active invitation exists (CO_APPLICANT_INVITATION_EXISTS), or the lending chart refuses it (`params.rule`)', 'The co-applicant cannot invite (COMMON.FORBIDDEN)'),
    input('param', loanApplicationIdParamSchema),
    input('json', coApplicantInviteSchema),
    async (c) => c.json(await co.invite(dbOf(c), depsOf(c), c.get('session').userId, c.req.valid('param').applicationId, c.req.valid('json'), c.get('lang'))),
  )
  .delete(
    '/loan-applications/:applicationId/co-applicant',
    describe({ operationId: 'recallCoApplicant', summary: 'Recall the invitation (the main applicant): the invited person is told; invite someone else or apply alone', tags, response: loanApplicationSchema }),
    refusals("The lending chart refuses it in the application's status (`params.rule`)", 'The co-applicant cannot recall (COMMON.FORBIDDEN)'),
    input('param', loanApplicationIdParamSchema),
    async (c) => c.json(await co.recall(dbOf(c), depsOf(c), c.get('session').userId, c.req.valid('param').applicationId, c.get('lang'))),
  )
  .put(
    '/loan-applications/:applicationId/co-applicant/steps',
    describe({ operationId: 'saveCoApplicantStep', summary: "Save one step of the co-applicant's own part", tags, response: loanApplicationSchema, outsideSystem: true }),
    refusals('The part cannot be changed in this status (ACTION_NOT_ALLOWED)', 'Only the co-applicant saves their part (COMMON.FORBIDDEN)'),
    input('param', loanApplicationIdParamSchema),
    input('json', coApplicantStepSaveSchema),
    async (c) => c.json(await co.saveCoApplicantStep(dbOf(c), depsOf(c), c.get('session').userId, c.req.valid('param').applicationId, c.req.valid('json'), c.get('lang'))),
  )
  .post(
    '/loan-applications/:applicationId/co-applicant/complete',
    describe({ operationId: 'completeCoApplicantPart', summary: 'The co-applicant confirms their part: the main applicant may then submit', tags, response: loanApplicationSchema }),
    refusals("The lending chart refuses it in the application's status (`params.rule`)", 'Only the co-applicant confirms their part (COMMON.FORBIDDEN)'),
    input('param', loanApplicationIdParamSchema),
    async (c) => c.json(await co.completeCoApplicantPart(dbOf(c), depsOf(c), c.get('session').userId, c.req.valid('param').applicationId, c.get('lang'))),
  )
  .post(
    '/loan-applications/:applicationId/co-applicant/cancel',
    describe({ operationId: 'cancelCoApplicantPart', summary: 'The co-applicant leaves the application before it is submitted', tags, response: loanApplicationSchema }),
    refusals("The lending chart refuses it in the application's status (`params.rule`)", 'Only the co-applicant leaves (COMMON.FORBIDDEN)'),
    input('param', loanApplicationIdParamSchema),
    async (c) => c.json(await co.cancelCoApplicantPart(dbOf(c), depsOf(c), c.get('session').userId, c.req.valid('param').applicationId, c.get('lang'))),
  )
  .get(
    '/co-applicant-invitations/:token',
    describe({ operationId: 'getCoApplicantInvitation', summary: 'The invitation of a mailed link: who invites to what (only for the account of the invited e-mail)', tags, response: coApplicantInvitationViewSchema }),
    refusals(null, 'The account is not of the invited e-mail (INVITATION_FOR_ANOTHER_EMAIL)'),
    input('param', invitationTokenParamSchema),
    async (c) => c.json(await co.getInvitation(dbOf(c), c.get('session').userId, c.req.valid('param').token, c.get('lang'))),
  )
  .post(
    '/co-applicant-invitations/:token/accept',
    describe({ operationId: 'acceptCoApplicantInvitation', summary: 'Accept the invitation: the person becomes the co-applicant of the application', tags, response: loanApplicationSchema }),
    refusals('The invitation is no longer active (INVITATION_NOT_ACTIVE)', 'The account is not of the invited e-mail (INVITATION_FOR_ANOTHER_EMAIL)'),
    input('param', invitationTokenParamSchema),
    async (c) => c.json(await co.acceptInvitation(dbOf(c), depsOf(c), c.get('session').userId, c.req.valid('param').token, c.get('lang'))),
  )
  .post(
    '/co-applicant-invitations/:token/decline',
    describe({ operationId: 'declineCoApplicantInvitation', summary: 'Decline the invitation: the main applicant is told', tags, response: coApplicantInvitationViewSchema }),
    refusals('The invitation is no longer active (INVITATION_NOT_ACTIVE)', 'The account is not of the invited e-mail (INVITATION_FOR_ANOTHER_EMAIL)'),
    input('param', invitationTokenParamSchema),
    async (c) => c.json(await co.declineInvitation(dbOf(c), depsOf(c), c.get('session').userId, c.req.valid('param').token, c.get('lang'))),
  );
