import * as v from 'valibot';
import { applicationChangeEventSchema, slotChangeEventSchema, type SlotChangeEvent } from '../../contract/application-events';
import type { Database } from '../db/database';
import type { StopListening } from '../db/notification-listener';
import type { Logger } from '../logger';
import { membersOfApplication, type ApplicationChange } from './application-change-feed';

/** The channels the triggers of migration 0026 notify. */
export const changeChannel = 'loan_application_changes';
export const slotChannel = 'lending_slot_changes';

const changePayloadSchema = v.object({ ...applicationChangeEventSchema.entries, id: v.pipe(v.number(), v.safeInteger(), v.minValue(1)), at: v.string() });

/** What an open stream hears from its instance's hub. */
export interface ChangeSubscriber {
  change(change: ApplicationChange): void;
  slots(change: SlotChangeEvent): void;
  /** Notifications may have been missed (the listening connection came back): read the feed again. */
  resync(): void;
  /** The hub closed (the server is stopping): end the stream. */
  end(): void;
}

export interface ApplicationChangeHub {
  /** How often an open stream sends a heartbeat, milliseconds. */
  readonly heartbeatMs: number;
  /** Resolves once the instance listens (the first subscriber starts it); the answer unsubscribes. */
  subscribe(subscriber: ChangeSubscriber): Promise<() => void>;
  /** Who may see a change (its main applicant and member co-applicants), read once per change for every stream. */
  membersOf(change: ApplicationChange): Promise<ReadonlySet<string>>;
  /** Stops listening and ends every open stream. */
  close(): Promise<void>;
}

export interface ApplicationChangeHubOptions {
  logger: Logger;
  /** 15 s unless a test shortens it. */
  heartbeatMs?: number;
}

/** Recent changes' members kept, so the streams of one change share one query. */
const rememberedMembers = 256;

/**
 * One listener per server instance on the change feed's channels, fanned out to the instance's
 * open streams. It starts with the first stream, so an instance nobody watches holds no connection.
 */
export function createApplicationChangeHub(database: Database, options: ApplicationChangeHubOptions): ApplicationChangeHub {
  const subscribers = new Set<ChangeSubscriber>();
  const members = new Map<number, Promise<ReadonlySet<string>>>();
  let listening: Promise<StopListening[]> | undefined;
  let closed = false;

  const each = (deliver: (subscriber: ChangeSubscriber) => void) => {
    for (const subscriber of subscribers) {
      try {
        deliver(subscriber);
      } catch (error) {
        options.logger.error('a live stream failed to take a change', { err: error });
      }
    }
  };

  const onChange = (payload: string) => {
    const parsed = v.safeParse(changePayloadSchema, parseJson(payload));
    if (!parsed.success) return options.logger.warn('an unreadable change notification was ignored', { channel: changeChannel });
    const change = { ...parsed.output, at: new Date(parsed.output.at).toISOString() };
    each((subscriber) => subscriber.change(change));
  };
  const onSlots = (payload: string) => {
    const parsed = v.safeParse(slotChangeEventSchema, parseJson(payload));
    if (!parsed.success) return options.logger.warn('an unreadable slot notification was ignored', { channel: slotChannel });
    each((subscriber) => subscriber.slots(parsed.output));
  };
  const onRelisten = () => each((subscriber) => subscriber.resync());

  const start = () =>
    (listening ??= Promise.all([database.listen(changeChannel, onChange, onRelisten), database.listen(slotChannel, onSlots)]).catch((error: unknown) => {
      // The next stream tries again.
      listening = undefined;
      throw error;
    }));

  return {
    heartbeatMs: options.heartbeatMs ?? 15_000,
    async subscribe(subscriber) {
      if (closed) throw new Error('the live change hub is closed');
      subscribers.add(subscriber);
      try {
        await start();
      } catch (error) {
        subscribers.delete(subscriber);
        throw error;
      }
      return () => {
        subscribers.delete(subscriber);
      };
    },
    membersOf(change) {
      let known = members.get(change.id);
      if (!known) {
        known = membersOfApplication(database.db, change.applicationId);
        // A failed read is not remembered: the next stream asks again.
        known.catch(() => members.delete(change.id));
        members.set(change.id, known);
        for (const oldest of members.keys()) {
          if (members.size <= rememberedMembers) break;
          members.delete(oldest);
        }
      }
      return known;
    },
    async close() {
      closed = true;
      const stops = listening;
      listening = undefined;
      each((subscriber) => subscriber.end());
      subscribers.clear();
      const stopped = await stops?.catch(() => []);
      await Promise.all((stopped ?? []).map((stop) => stop()));
    },
  };
}

function parseJson(text: string): unknown {
  try {
    return JSON.parse(text) as unknown;
  } catch {
    return undefined;
  }
}
