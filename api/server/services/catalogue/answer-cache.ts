import { sql } from 'drizzle-orm';
import type { Context, MiddlewareHandler } from 'hono';
import { yerevanDate } from '../../../contract/requests';
import type { Database, Queryable } from '../../db/database';
import type { AppEnv } from '../../http/app-env';

/**
 * The catalogue's data version (migration 0012_catalogue_version): every statement that writes a
 * catalogue table raises it in its own transaction, so once a write has committed, every later read
 * of the version sees the raised one.
 */
export async function catalogueVersion(q: Queryable): Promise<string> {
  const result = (await q.execute(sql`select version::text as version from catalogue_version`)) as unknown as { rows: { version: string }[] };
  const version = result.rows[0]?.version;
  if (version === undefined) throw new Error('catalogue_version has no row: migration 0012 is not applied');
  return version;
}

const ignore = () => undefined;

/**
 * One read at a time, shared by the callers that wait for it together. A caller gets the next read
 * that *starts* after it called, never one already under way: that one may have begun before a write
 * the caller has seen committed (its own booking, say). Under load the version is then read once for
 * every few requests instead of once each, and no answer is older than its request.
 */
export class SharedReads<T> {
  #running: Promise<T> | undefined;
  #queued: Promise<T> | undefined;

  constructor(private readonly read: () => Promise<T>) {}

  next(): Promise<T> {
    const running = this.#running;
    if (!running) return this.#start();
    this.#queued ??= running.then(ignore, ignore).then(() => {
      this.#queued = undefined;
      return this.#start();
    });
    return this.#queued;
  }

  #start(): Promise<T> {
    const reading = this.read();
    this.#running = reading;
    const done = () => {
      if (this.#running === reading) this.#running = undefined;
    };
    reading.then(done, done);
    return reading;
  }
}

/** A stored answer: its JSON text and the headers it came with. */
interface StoredAnswer {
  body: string;
  headers: [string, string][];
}

/** The headers of an answer that are part of it; the rest (caching, request id, security) each request sets again. */
const storedHeaders = ['content-type', 'x-pagination'];

/**
 * Catalogue answers of one data version, the least recently used dropped first beyond a count and
 * a size. An answer is stored under the version read before its queries ran, so it holds that
 * version's data or newer; once a write raises the version, no request asks for the older entries,
 * and they are dropped at the first answer stored under the new one.
 */
export class AnswerCache {
  #version: string | undefined;
  #answers = new Map<string, StoredAnswer>();
  #bytes = 0;

  constructor(
    readonly maxEntries = 2000,
    readonly maxBytes = 16 * 1024 * 1024,
  ) {}

  get(version: string, key: string): StoredAnswer | undefined {
    if (version !== this.#version) return undefined;
    const answer = this.#answers.get(key);
    if (answer) {
      // Most recently used last: Map keeps insertion order.
      this.#answers.delete(key);
      this.#answers.set(key, answer);
    }
    return answer;
  }

  set(version: string, key: string, answer: StoredAnswer): void {
    if (version !== this.#version) {
      // Versions only grow, but two requests may finish out of order: an older version's answer
      // must not clear the newer one's entries.
      if (this.#version !== undefined && BigInt(version) < BigInt(this.#version)) return;
      this.#version = version;
      this.#answers.clear();
      this.#bytes = 0;
    }
    const size = sizeOf(key, answer);
    if (size > this.maxBytes) return;
    this.#remove(key);
    this.#answers.set(key, answer);
    this.#bytes += size;
    for (const [oldest] of this.#answers) {
      if (this.#answers.size <= this.maxEntries && this.#bytes <= this.maxBytes) break;
      this.#remove(oldest);
    }
  }

  get size(): number {
    return this.#answers.size;
  }

  #remove(key: string): void {
    const answer = this.#answers.get(key);
    if (!answer) return;
    this.#answers.delete(key);
    this.#bytes -= sizeOf(key, answer);
  }
}

/** UTF-16 code units, two bytes each: what the strings hold in memory, near enough. */
const sizeOf = (key: string, answer: StoredAnswer) => 2 * (key.length + answer.body.length + answer.headers.reduce((sum, [name, value]) => sum + name.length + value.length, 0));

interface CatalogueAnswers {
  cache: AnswerCache;
  versions: SharedReads<string>;
}

/** One cache per database: tests run several apps, each on its own database, in one process. */
const perDatabase = new WeakMap<Database, CatalogueAnswers>();

function answersOf(database: Database): CatalogueAnswers {
  let answers = perDatabase.get(database);
  if (!answers) perDatabase.set(database, (answers = { cache: new AnswerCache(), versions: new SharedReads(() => catalogueVersion(database.db)) }));
  return answers;
}

export const answerCacheOf = (database: Database): AnswerCache => answersOf(database).cache;

/**
 * What an answer depends on: the route and what the request asked, as validated (so two spellings of
 * one filter share an entry), the language, and Yerevan's date (a building's stage and the tax refund
 * follow it). No session is read by these routes: the answer is the same for everybody.
 */
function keyOf(c: Context<AppEnv>): string {
  const asked = (['param', 'query', 'json'] as const).map((target) => (c.req.valid as (target: string) => unknown)(target) ?? null);
  return JSON.stringify([c.req.method, c.req.routePath, c.get('lang'), yerevanDate(c.get('deps').clock.now()), asked]);
}

/**
 * Serves a catalogue answer from the cache of its data version, or makes it and stores it when it
 * is a 200. Goes after the route's input validation, so refused requests are answered as before.
 * Each request takes a read of the version that starts after it came (shared with the requests
 * waiting beside it): a committed write (a booking, a price, availability, a load by a script or
 * another instance) is seen by the very next request.
 */
export function cachedAnswer(): MiddlewareHandler<AppEnv> {
  return async (c, next) => {
    const { cache, versions } = answersOf(c.get('deps').database);
    const version = await versions.next();
    const key = keyOf(c);
    const stored = cache.get(version, key);
    if (stored) return c.body(stored.body, 200, Object.fromEntries(stored.headers));
    await next();
    if (c.res.status !== 200) return;
    const headers = storedHeaders.flatMap((name): [string, string][] => {
      const value = c.res.headers.get(name);
      return value === null ? [] : [[name, value]];
    });
    cache.set(version, key, { body: await c.res.clone().text(), headers });
  };
}
