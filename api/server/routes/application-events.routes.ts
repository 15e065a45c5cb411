import { Hono } from 'hono';
import { describeRoute } from 'hono-openapi';
import { applicationStreamQuerySchema } from '../../contract/application-events';
import { loanApplicationIdParamSchema } from '../../contract/loan-application';
import type { AppEnv } from '../http/app-env';
import { describe } from '../http/describe';
import { requireSession } from '../http/require-session';
import { input } from '../http/validate';
import { applicationChangesAfter, personChangesAfter } from '../live/application-change-feed';
import { changeStream } from '../live/change-stream';
import { applicationAccess } from '../services/lending/co-applicant-invitations';

const tags = ['Live changes'];

/** The stream's answer in the OpenAPI document: an event stream, not JSON (api/contract/application-events.ts). */
const eventStream = (summary: string) =>
  describeRoute({
    parameters: [
      { in: 'header', name: 'Last-Event-ID', required: false, description: 'The id of the last change received: the stream sends every later one first', schema: { type: 'string' } },
    ],
    responses: {
      200: {
        description: `${summary}. \`retry: 3000\` first; then \`id: <change id>\` \`event: change\` \`data: {"applicationId","kind","at"}\` per change, \`event: slots\` \`data: {"kind","resource"}\` when a calendar's free times changed (an application's stream only), and \`event: heartbeat\` every 15 s`,
        content: { 'text/event-stream': { schema: { type: 'string' } } },
      },
    },
  });

/**
 * Live changes of loan applications as server-sent events (issue: live events), so both people's
 * open pages read an application again within a second of a change, from whichever instance.
 */
export const applicationEventRoutes = new Hono<AppEnv>()
  .use('/loan-applications/events', requireSession)
  .use('/loan-applications/:applicationId/events', requireSession)
  .get(
    '/loan-applications/events',
    describe({ operationId: 'streamMyApplicationChanges', summary: 'Changes of every loan application the person is on (main applicant or co-applicant), as server-sent events', tags }),
    eventStream('Changes of the applications the person is on'),
    input('query', applicationStreamQuerySchema),
    (c) => {
      const { userId } = c.get('session');
      const hub = c.get('deps').liveChanges;
      const db = c.get('deps').database.db;
      return changeStream(c, {
        missedAfter: (afterId) => personChangesAfter(db, userId, afterId),
        admits: async (change) => ((await hub.membersOf(change)).has(userId) ? 'send' : 'skip'),
        slots: false,
      });
    },
  )
  .get(
    '/loan-applications/:applicationId/events',
    describe({ operationId: 'streamApplicationChanges', summary: "Changes of one loan application and of the calendars' free times, as server-sent events; read as its process view is", tags }),
    eventStream("Changes of the application and of the calendars' free times"),
    input('param', loanApplicationIdParamSchema),
    input('query', applicationStreamQuerySchema),
    async (c) => {
      const { userId } = c.get('session');
      const { applicationId } = c.req.valid('param');
      const deps = c.get('deps');
      // The process view's check: the main applicant or a member co-applicant; to anyone else it does not exist (404).
      await applicationAccess(deps.database.db, userId, applicationId);
      return changeStream(c, {
        missedAfter: (afterId) => applicationChangesAfter(deps.database.db, applicationId, afterId),
        // A person who is no longer on the application hears nothing more of it; the reconnection gets the 404.
        admits: async (change) => (change.applicationId !== applicationId ? 'skip' : (await deps.liveChanges.membersOf(change)).has(userId) ? 'send' : 'end'),
        slots: true,
      });
    },
  );
