import { Hono, type Context } from 'hono';
import { describeRoute } from 'hono-openapi';
import * as v from 'valibot';
import { apiErrorSchema } from '../../contract/errors';
import { branchVisitBookingSchema, branchVisitSlotsQuerySchema, notaryBookingSchema, slotsQuerySchema } from '../../contract/lending-process';
import { lendingStatusSchema, loanApplicationIdParamSchema } from '../../contract/loan-application';
import { messages } from '../../contract/validation';
import type { AppEnv } from '../http/app-env';
import { describe, jsonContent } from '../http/describe';
import { requireSession } from '../http/require-session';
import { input } from '../http/validate';
import { appointmentCalendar, appointmentPaths } from '../services/lending/appointment-calendar';
import { bookBranchVisit, branchVisitSlots } from '../services/lending/lending-branch-visit.service';
import { bookNotary, listNotaries, notarySlots } from '../services/lending/lending-notary.service';

const tags = ['Lending process'];

const slotSchema = v.object({ at: v.string(), available: v.boolean() });
const notaryViewSchema = v.object({ id: v.string(), name: v.string(), address: v.string(), phone: v.string() });
const notaryBookedSchema = v.object({ status: lendingStatusSchema, notary: notaryViewSchema, slotAt: v.string() });
const branchVisitBookedSchema = v.object({ status: lendingStatusSchema, branchCode: v.string(), branchName: v.string(), address: v.string(), slotAt: v.string(), repaymentDay: v.number() });
const notaryParamSchema = v.object({ ...loanApplicationIdParamSchema.entries, notaryId: v.pipe(v.string(messages.required), v.nonEmpty(messages.required), v.maxLength(40, messages.invalid)) });

const refusals = (conflict: string, forbidden: string | null) =>
  describeRoute({
    responses: {
      409: { description: conflict, content: jsonContent(apiErrorSchema) },
      ...(forbidden ? { 403: { description: forbidden, content: jsonContent(apiErrorSchema) } } : {}),
    },
  });

const calendarParamSchema = v.object({ ...loanApplicationIdParamSchema.entries, appointment: v.picklist(Object.keys(appointmentPaths) as (keyof typeof appointmentPaths)[], messages.invalid) });

const dbOf = (c: Context<AppEnv>) => c.get('deps').database.db;
const depsOf = (c: Context<AppEnv>) => {
  const { clock, config, completion } = c.get('deps');
  return { clock, publicUrl: config.publicUrl, notary: completion.notary, branchVisits: completion.branchVisits };
};

const base = '/loan-applications/:applicationId/process';

/**
 * The completion's appointments (issue 17): the notary after the loan is approved (a new building),
 * the branch visit of a resale home. Both people of the application see the calendars; only the main
 * applicant books (the co-applicant 403, a stranger 404). Each person adds their booked appointments
 * (their video call, the notary, the branch visit) to their calendar as an iCalendar file.
 */
export const lendingAppointmentRoutes = new Hono<AppEnv>()
  .use(`${base}/notaries`, requireSession)
  .use(`${base}/notaries/*`, requireSession)
  .use(`${base}/notary`, requireSession)
  .use(`${base}/branch-visit`, requireSession)
  .use(`${base}/branch-visit/*`, requireSession)
  .use(`${base}/appointments/*`, requireSession)
  .get(
    `${base}/notaries`,
    describe({ operationId: 'listNotaries', summary: "The bank's notaries in Yerevan, in the request's language", tags, response: v.array(notaryViewSchema) }),
    input('param', loanApplicationIdParamSchema),
    async (c) => c.json(await listNotaries(dbOf(c), depsOf(c), c.get('session').userId, c.req.valid('param').applicationId, c.get('lang'))),
  )
  .get(
    `${base}/notaries/:notaryId/slots`,
    describe({ operationId: 'listNotarySlots', summary: "A notary's hours on the next 5 working days from `from` (10:00-17:00 Yerevan), each free or taken", tags, response: v.array(slotSchema) }),
    input('param', notaryParamSchema),
    input('query', slotsQuerySchema),
    async (c) => {
      const { applicationId, notaryId } = c.req.valid('param');
      return c.json(await notarySlots(dbOf(c), depsOf(c), c.get('session').userId, applicationId, notaryId, c.req.valid('query').from));
    },
  )
  .post(
    `${base}/notary`,
    describe({ operationId: 'bookNotary', summary: 'Book or move the notary appointment (the main applicant): one of the notary’s free hours', tags, response: notaryBookedSchema }),
    refusals('The hour is taken (LOAN_CONTRACT.APPOINTMENT_NOT_AVAILABLE), or the lending chart refuses it in this status (`params.rule`)', 'Only the main applicant books (COMMON.FORBIDDEN)'),
    input('param', loanApplicationIdParamSchema),
    input('json', notaryBookingSchema),
    async (c) => c.json(await bookNotary(dbOf(c), depsOf(c), c.get('session').userId, c.req.valid('param').applicationId, c.req.valid('json'), c.get('lang'))),
  )
  .get(
    `${base}/branch-visit/slots`,
    describe({ operationId: 'listBranchVisitSlots', summary: "A Yerevan branch's hours for a resale home's visit on the next 5 working days from `from`, each free or taken", tags, response: v.array(slotSchema) }),
    input('param', loanApplicationIdParamSchema),
    input('query', branchVisitSlotsQuerySchema),
    async (c) => c.json(await branchVisitSlots(dbOf(c), depsOf(c), c.get('session').userId, c.req.valid('param').applicationId, c.req.valid('query'))),
  )
  .post(
    `${base}/branch-visit`,
    describe({ operationId: 'bookBranchVisit', summary: "Book or move a resale home's branch visit (the main applicant): a Yerevan branch, one of its free hours, and the loan's repayment day (1-20)", tags, response: branchVisitBookedSchema }),
    refusals('The hour is taken (LOAN_CONTRACT.APPOINTMENT_NOT_AVAILABLE), or the lending chart refuses it (a new building, this status, or a repayment day outside 1-20: LOAN_CONTRACT.PAYMENT_DAY_OUT_OF_RANGE; `params.rule`)', 'Only the main applicant books (COMMON.FORBIDDEN)'),
    input('param', loanApplicationIdParamSchema),
    input('json', branchVisitBookingSchema),
    async (c) => c.json(await bookBranchVisit(dbOf(c), depsOf(c), c.get('session').userId, c.req.valid('param').applicationId, c.req.valid('json'), c.get('lang'))),
  )
  .get(
    `${base}/appointments/:appointment/calendar.ics`,
    describe({
      operationId: 'getAppointmentCalendar',
      summary: "The person's booked appointment (`video-call`: their own call; `notary`, `branch-visit`: both people's) as an iCalendar file (RFC 5545) in their account's language: when, where, what to bring. 404 when it is not booked",
      tags,
    }),
    describeRoute({ responses: { 200: { description: 'One VEVENT in a VCALENDAR (UTF-8, CRLF lines folded at 75 octets), a download', content: { 'text/calendar': { schema: { type: 'string' } } } } } }),
    input('param', calendarParamSchema),
    async (c) => {
      const { applicationId, appointment } = c.req.valid('param');
      const { clock, config, completion } = c.get('deps');
      const file = await appointmentCalendar(dbOf(c), { now: clock.now(), publicUrl: config.publicUrl, notaryOffices: completion.notary.offices }, c.get('session').userId, applicationId, appointmentPaths[appointment]);
      return c.body(file.body, 200, {
        'content-type': 'text/calendar; charset=utf-8',
        'cache-control': 'private, no-store',
        'x-content-type-options': 'nosniff',
        'content-disposition': `attachment; filename="${file.fileName}"`,
      });
    },
  );
