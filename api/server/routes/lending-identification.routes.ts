import { Hono, type Context } from 'hono';
import * as v from 'valibot';
import type { ApiErrorBody } from '../../contract/errors';
import { documentCorrectionSchema, identificationOutcomes, lendingParties, processSpouseDataSchema, slotBookingSchema, slotsQuerySchema } from '../../contract/lending-process';
import { lendingStatuses, loanApplicationIdParamSchema } from '../../contract/loan-application';
import { videoCallRoomSchema, videoCallViewSchema } from '../../contract/video-call';
import type { AppEnv } from '../http/app-env';
import { notFound } from '../http/app-error';
import { conflictDoc, describe } from '../http/describe';
import { requireSession } from '../http/require-session';
import { input } from '../http/validate';
import { answerSandboxWidget, correctDocument, sandboxSession, startIdentification } from '../services/lending/lending-identification.service';
import { bookVideoCall, joinVideoCall, videoCallOf, videoCallSlots } from '../services/lending/lending-onboarding.service';
import { declineSpouseData, provideSpouseData, SpouseDataMismatch } from '../services/lending/lending-spouse-data.service';

const tags = ['Lending process'];

/** The identification widget's session: its guid and the URL that opens it. */
export const identificationSessionSchema = v.object({ guid: v.string(), widgetUrl: v.string() });
/** The application's status after a person's step of the process. */
export const processStepAnswerSchema = v.object({ status: v.picklist(lendingStatuses) });
export const videoCallSlotSchema = v.object({ at: v.string(), available: v.boolean() });
export const videoCallBookingSchema = v.object({ slotAt: v.string(), joinUrl: v.string(), status: v.picklist(lendingStatuses) });


const dbOf = (c: Context<AppEnv>) => c.get('deps').database.db;
const depsOf = (c: Context<AppEnv>) => {
  const { clock, config, identification, videoCall } = c.get('deps');
  return { clock, publicUrl: config.publicUrl, identification, videoCall };
};

/**
 * The person's own steps of the lending process after the offer (issue 17), for the main applicant
 * and the co-applicant alike: identification with the provider's widget, the correction of a
 * document the provider found mismatched, the video call's booking, and the spouse data. Each is an
 * event of the lending chart, which refuses it (409, `params.rule`) when the status or the person's
 * progress does not allow it; a stranger gets 404.
 */
export const lendingIdentificationRoutes = new Hono<AppEnv>()
  .use('/loan-applications/:applicationId/process/*', requireSession)
  .post(
    '/loan-applications/:applicationId/process/identification',
    describe({
      operationId: 'startIdentification',
      summary: "Open a try of the identification provider's widget: its guid and URL (503 IDENTIFICATION_UNAVAILABLE while the provider cannot open one: nothing changed, try again)",
      tags,
      response: identificationSessionSchema,
      outsideSystem: true,
    }),
    conflictDoc('The chart refuses it (`params.rule`): a try under way or done (IDENTIFICATION_ALREADY_STARTED), a resale home, or the status'),
    input('param', loanApplicationIdParamSchema),
    async (c) => c.json(await startIdentification(dbOf(c), depsOf(c), c.get('session').userId, c.req.valid('param').applicationId, c.get('lang'))),
  )
  .post(
    '/loan-applications/:applicationId/process/document',
    describe({ operationId: 'correctProcessDocument', summary: "Correct the document the provider found mismatched with the authority's records (that person only), then identify again", tags, response: processStepAnswerSchema }),
    conflictDoc("Not this person's mismatch, or not in ProvidedDocumentMismatchedWithAS (`params.rule`)"),
    input('param', loanApplicationIdParamSchema),
    input('json', documentCorrectionSchema),
    async (c) => c.json(await correctDocument(dbOf(c), depsOf(c), c.get('session').userId, c.req.valid('param').applicationId, c.req.valid('json'))),
  )
  .get(
    '/loan-applications/:applicationId/process/video-call/slots',
    describe({ operationId: 'getVideoCallSlots', summary: "The video-call provider's free and taken slots of the next 5 working days (09:00-18:00 Yerevan, every 30 minutes)", tags, response: v.array(videoCallSlotSchema) }),
    input('param', loanApplicationIdParamSchema),
    input('query', slotsQuerySchema),
    async (c) => {
      c.header('Cache-Control', 'no-store');
      return c.json(await videoCallSlots(dbOf(c), depsOf(c), c.get('session').userId, c.req.valid('param').applicationId, c.req.valid('query').from ?? null));
    },
  )
  .get(
    '/loan-applications/:applicationId/process/video-call',
    describe({ operationId: 'getVideoCall', summary: "The person's own video call: the latest booking not moved, its room's hours, how the provider said it went, and whether the person may book now", tags, response: videoCallViewSchema }),
    input('param', loanApplicationIdParamSchema),
    async (c) => {
      c.header('Cache-Control', 'no-store');
      return c.json(await videoCallOf(dbOf(c), depsOf(c), c.get('session').userId, c.req.valid('param').applicationId));
    },
  )
  .post(
    '/loan-applications/:applicationId/process/video-call/join',
    describe({
      operationId: 'joinVideoCall',
      summary: "Enter the provider's room of the person's booked call (from 5 minutes before the slot to its end): the room; the provider answers how the call went (503 SERVICE_UNAVAILABLE while it cannot open the room: nothing changed, try again)",
      tags,
      response: videoCallRoomSchema,
      outsideSystem: true,
    }),
    conflictDoc('No booked call (`params.rule` videoCallBooked), or the room is not open now (`params.rule` videoCallOpen, with `opensAt` and `endsAt`)'),
    input('param', loanApplicationIdParamSchema),
    async (c) => c.json(await joinVideoCall(dbOf(c), depsOf(c), c.get('session').userId, c.req.valid('param').applicationId)),
  )
  .post(
    '/loan-applications/:applicationId/process/video-call',
    describe({ operationId: 'bookVideoCall', summary: "Book (or move) the person's video call to a free slot: the call's link", tags, response: videoCallBookingSchema }),
    conflictDoc('The slot is taken (LOAN_CONTRACT.APPOINTMENT_NOT_AVAILABLE), or the chart refuses it (`params.rule`: mayBookOnboarding once the call is done)'),
    input('param', loanApplicationIdParamSchema),
    input('json', slotBookingSchema),
    async (c) => c.json(await bookVideoCall(dbOf(c), depsOf(c), c.get('session').userId, c.req.valid('param').applicationId, c.req.valid('json').slotAt, c.get('lang'))),
  )
  .post(
    '/loan-applications/:applicationId/process/spouse-data',
    describe({ operationId: 'provideProcessSpouseData', summary: "Confirm the spouse's data and consent (married, as the application says), or that the person is not married", tags, response: processStepAnswerSchema }),
    conflictDoc('Given already (ALREADY_DONE), or the status does not take it (`params.rule`)'),
    input('param', loanApplicationIdParamSchema),
    input('json', processSpouseDataSchema),
    async (c) => {
      try {
        return c.json(await provideSpouseData(dbOf(c), depsOf(c), c.get('session').userId, c.req.valid('param').applicationId, c.req.valid('json')));
      } catch (error) {
        if (!(error instanceof SpouseDataMismatch)) throw error;
        const body: ApiErrorBody = { type: 'COMMON', reason: 'INVALID_INPUT', issues: [{ path: 'married', message: error.married ? 'validation:marriedInApplication' : 'validation:notMarriedInApplication' }] };
        return c.json(body, 400);
      }
    },
  )
  .post(
    '/loan-applications/:applicationId/process/spouse-data/decline',
    describe({ operationId: 'declineProcessSpouseData', summary: "The person's spouse does not give their data and consent: the online process ends", tags, response: processStepAnswerSchema }),
    conflictDoc('The status does not take it (`params.rule`)'),
    input('param', loanApplicationIdParamSchema),
    async (c) => c.json(await declineSpouseData(dbOf(c), depsOf(c), c.get('session').userId, c.req.valid('param').applicationId)),
  );

const guidParamSchema = v.object({ guid: v.pipe(v.string(), v.uuid('validation:invalid')) });
const sandboxSessionSchema = v.object({ guid: v.string(), applicationId: v.string(), party: v.picklist(lendingParties), outcome: v.nullable(v.picklist(identificationOutcomes)) });
const widgetOutcomeSchema = v.object({ outcome: v.picklist(identificationOutcomes, 'validation:required') });

/**
 * The sandbox identification provider's widget (its page is src/features/sandbox-identification):
 * the session a guid opens, and the person's finish in it, whose answer reaches the bank a few seconds
 * later. Absent outside sandbox mode.
 */
export const sandboxIdentificationRoutes = new Hono<AppEnv>()
  .get(
    '/sandbox/identification/:guid',
    describe({ operationId: 'getSandboxIdentification', summary: "Sandbox only: the identification widget's session (whose it is, and the widget's outcome once finished)", tags: ['Sandbox'], response: sandboxSessionSchema }),
    input('param', guidParamSchema),
    async (c) => {
      const { database, config } = c.get('deps');
      if (!config.sandbox) throw notFound();
      c.header('Cache-Control', 'no-store');
      return c.json(await sandboxSession(database.db, c.req.valid('param').guid));
    },
  )
  .post(
    '/sandbox/identification/:guid',
    describe({ operationId: 'answerSandboxIdentification', summary: "Sandbox only: finish the identification widget with an outcome; the provider's answer follows in a few seconds", tags: ['Sandbox'], response: sandboxSessionSchema }),
    conflictDoc('The widget session has finished already (ACTION_NOT_ALLOWED)'),
    input('param', guidParamSchema),
    input('json', widgetOutcomeSchema),
    async (c) => {
      const { database, config, clock } = c.get('deps');
      if (!config.sandbox) throw notFound();
      return c.json(await answerSandboxWidget(database.db, clock, c.req.valid('param').guid, c.req.valid('json').outcome));
    },
  );
