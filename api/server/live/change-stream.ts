import type { Context } from 'hono';
import { streamSSE, type SSEStreamingApi } from 'hono/streaming';
import { applicationStreamEvents, applicationStreamRetryMs, type SlotChangeEvent } from '../../contract/application-events';
import type { AppEnv } from '../http/app-env';
import { latestChangeId, type ApplicationChange } from './application-change-feed';

/** Which changes one stream carries, and where it reads what it missed. */
export interface ChangeStreamScope {
  /** The stream's changes with an id above `afterId`, in order. */
  missedAfter(afterId: number): Promise<ApplicationChange[]>;
  /** Whether a live change is the stream's: `end` closes the stream (the person lost the application). */
  admits(change: ApplicationChange): Promise<'send' | 'skip' | 'end'>;
  /** Calendars' free times: the application's stream carries them, the personal one not. */
  slots: boolean;
}

const idPattern = /^\d{1,15}$/;

/**
 * Where a reconnecting client left off: `Last-Event-ID` (what EventSource sends), else the
 * `lastEventId` query parameter; anything but a change id is ignored, as if it were not sent.
 */
export function lastEventIdOf(c: Context): number | undefined {
  const given = c.req.header('Last-Event-ID')?.trim() || c.req.query('lastEventId')?.trim();
  return given && idPattern.test(given) ? Number(given) : undefined;
}

/**
 * A server-sent event stream of changes: `retry:` first, then what the client missed after its last
 * id, then live changes, each exactly once and in order, and a heartbeat. It subscribes before it
 * reads the missed changes, holds live ones meanwhile and drops those it already sent.
 */
export function changeStream(c: Context<AppEnv>, scope: ChangeStreamScope) {
  const hub = c.get('deps').liveChanges;
  const log = c.get('log');
  const db = c.get('deps').database.db;
  const resumeAfter = lastEventIdOf(c);
  const response = streamSSE(c, async (stream) => {
    try {
      await runChangeStream(stream);
    } catch (error) {
      // The client reconnects after `retry`; the stream's status (200) is already sent.
      log.error('a live stream failed', { err: error });
    }
  });
  // Never stored, and not held back or transformed by a proxy (streamSSE sets a bare no-cache).
  response.headers.set('Cache-Control', 'no-cache, no-transform');
  response.headers.set('X-Accel-Buffering', 'no');
  return response;

  async function runChangeStream(stream: SSEStreamingApi) {
    const sent = new Set<number>();
    let finish = () => undefined as void;
    const finished = new Promise<void>((resolve) => (finish = resolve));
    stream.onAbort(() => finish());
    // One write at a time, in arrival order; live changes wait behind the gate until the missed ones are sent.
    let openGate = () => undefined as void;
    let queue = new Promise<void>((resolve) => (openGate = resolve));
    const enqueue = (job: () => Promise<void>) => {
      queue = queue.then(job).catch((error: unknown) => {
        log.warn('a live stream ends after a failed write', { err: error });
        finish();
      });
    };
    let lastSent = 0;
    /** Where the stream starts: a live change at or below it was the client's already. */
    let floor = 0;
    const sendChange = async (change: ApplicationChange) => {
      if (sent.has(change.id)) return;
      sent.add(change.id);
      lastSent = Math.max(lastSent, change.id);
      await writeChange(stream, change);
    };
    const catchUp = async () => {
      for (const change of await scope.missedAfter(lastSent)) await sendChange(change);
    };

    const unsubscribe = await hub.subscribe({
      change: (change) =>
        enqueue(async () => {
          if (sent.has(change.id) || change.id <= floor) return;
          const verdict = await scope.admits(change);
          if (verdict === 'end') return finish();
          if (verdict === 'send') await sendChange(change);
        }),
      slots: (change) => {
        if (scope.slots) enqueue(() => writeSlots(stream, change));
      },
      resync: () => enqueue(catchUp),
      end: () => finish(),
    });
    const heartbeat = setInterval(() => enqueue(() => stream.writeSSE({ event: applicationStreamEvents.heartbeat, data: '{}' })), hub.heartbeatMs);
    try {
      await stream.write(`retry: ${applicationStreamRetryMs}\n\n`);
      // Listening already, so nothing committed from here on is missed: a resumed stream sends what
      // came after its last id, a new one starts after the newest change.
      if (resumeAfter !== undefined) {
        lastSent = floor = resumeAfter;
        await catchUp();
      } else {
        lastSent = floor = await latestChangeId(db);
      }
      openGate();
      await finished;
    } finally {
      clearInterval(heartbeat);
      unsubscribe();
    }
  }
}

const writeChange = (stream: SSEStreamingApi, change: ApplicationChange) =>
  stream.writeSSE({ id: String(change.id), event: applicationStreamEvents.change, data: JSON.stringify({ applicationId: change.applicationId, kind: change.kind, at: change.at }) });

const writeSlots = (stream: SSEStreamingApi, change: SlotChangeEvent) =>
  stream.writeSSE({ event: applicationStreamEvents.slots, data: JSON.stringify({ kind: change.kind, resource: change.resource }) });
