import * as v from 'valibot';
import { appointmentKinds } from './lending-process';

/*
 * The live streams of loan applications (server-sent events): a person's open page hears that an
 * application they are on changed and reads it again, without polling. The events name what changed,
 * never its content; the page reads the content through the ordinary routes, with their checks.
 *
 *   retry: 3000                                  first, the reconnection delay the browser takes
 *   id: 42 / event: change / data: {...}         a change of the application (the id resumes)
 *   event: slots / data: {"kind","resource"}     a calendar's free times changed (no id)
 *   event: heartbeat / data: {}                  every 15 s, so proxies keep the stream open
 *
 * A reconnection sends `Last-Event-ID` (or `?lastEventId=`) and gets every change after it first.
 */

/** What changed of an application: the table its write touched. */
export const applicationChangeKinds = ['application', 'coApplicant', 'event', 'document', 'appointment', 'identification', 'package', 'answers', 'deadline'] as const;
export type ApplicationChangeKind = (typeof applicationChangeKinds)[number];

/** The `data` of an `event: change`; its SSE `id` is the change's id. */
export const applicationChangeEventSchema = v.object({
  applicationId: v.pipe(v.string(), v.uuid()),
  kind: v.picklist(applicationChangeKinds),
  /** When the change was written, ISO 8601. */
  at: v.pipe(v.string(), v.isoTimestamp()),
});
export type ApplicationChangeEvent = v.InferOutput<typeof applicationChangeEventSchema>;

/** The `data` of an `event: slots`: whose calendar's free times to read again. */
export const slotChangeEventSchema = v.object({
  kind: v.picklist(appointmentKinds),
  /** The calendar: a call room, a notary's id, a branch code. */
  resource: v.string(),
});
export type SlotChangeEvent = v.InferOutput<typeof slotChangeEventSchema>;

/** The SSE event names of the streams. */
export const applicationStreamEvents = { change: 'change', slots: 'slots', heartbeat: 'heartbeat' } as const;

/** The reconnection delay sent first (`retry:`), milliseconds. */
export const applicationStreamRetryMs = 3000;

/** `?lastEventId=` for clients that reconnect by address rather than with the `Last-Event-ID` header. */
export const applicationStreamQuerySchema = v.object({ lastEventId: v.optional(v.string()) });
