/** One server-sent event as a client sees it (a block with only `retry:` included). */
export interface SseEvent {
  event?: string;
  id?: string;
  data?: string;
  retry?: number;
}

/**
 * Reads a `text/event-stream` answer event by event (the field rules of the HTML standard: comments
 * skipped, data lines joined). `cancel()` ends the stream, which the server takes as the client gone.
 */
export class SseReader {
  readonly #reader: ReadableStreamDefaultReader<Uint8Array>;
  readonly #decoder = new TextDecoder();
  #buffer = '';
  #pending: Promise<ReadableStreamReadResult<Uint8Array>> | undefined;

  constructor(readonly response: Response) {
    if (!response.body) throw new Error('the answer has no body');
    this.#reader = response.body.getReader();
  }

  /** The next event, or an error after `timeoutMs` (the read stays pending for the next call). */
  async next(timeoutMs = 2000): Promise<SseEvent> {
    const deadline = Date.now() + timeoutMs;
    for (;;) {
      const block = this.#takeBlock();
      if (block !== undefined) {
        const parsed = parseBlock(block);
        if (parsed) return parsed;
        continue;
      }
      const left = deadline - Date.now();
      if (left <= 0) throw new Error(`no event within ${timeoutMs} ms`);
      this.#pending ??= this.#reader.read();
      let timer: NodeJS.Timeout | undefined;
      const timeout = new Promise<'timeout'>((resolve) => (timer = setTimeout(() => resolve('timeout'), left)));
      const result = await Promise.race([this.#pending, timeout]).finally(() => clearTimeout(timer));
      if (result === 'timeout') throw new Error(`no event within ${timeoutMs} ms`);
      this.#pending = undefined;
      if (result.done) throw new Error('the stream ended');
      this.#buffer += this.#decoder.decode(result.value, { stream: true });
    }
  }

  /** The next event named `event`, skipping others (heartbeats, slots). */
  async nextOf(event: string, timeoutMs = 2000): Promise<SseEvent> {
    const deadline = Date.now() + timeoutMs;
    for (;;) {
      const next = await this.next(Math.max(1, deadline - Date.now()));
      if (next.event === event) return next;
    }
  }

  /** The events named `event` that arrive within `ms` (none expected is `[]`). */
  async collect(event: string, ms: number): Promise<SseEvent[]> {
    const seen: SseEvent[] = [];
    const deadline = Date.now() + ms;
    for (;;) {
      const left = deadline - Date.now();
      if (left <= 0) return seen;
      try {
        const next = await this.next(left);
        if (next.event === event) seen.push(next);
      } catch (error) {
        if (error instanceof Error && error.message.startsWith('no event within')) return seen;
        throw error;
      }
    }
  }

  /** Whether the server ended the stream within `ms`. */
  async ended(ms: number): Promise<boolean> {
    try {
      for (;;) await this.next(ms);
    } catch (error) {
      return error instanceof Error && error.message === 'the stream ended';
    }
  }

  async cancel(): Promise<void> {
    await this.#reader.cancel().catch(() => undefined);
  }

  #takeBlock(): string | undefined {
    const match = /\r\n\r\n|\n\n|\r\r/.exec(this.#buffer);
    if (!match) return undefined;
    const block = this.#buffer.slice(0, match.index);
    this.#buffer = this.#buffer.slice(match.index + match[0].length);
    return block;
  }
}

function parseBlock(block: string): SseEvent | undefined {
  const event: SseEvent = {};
  const data: string[] = [];
  for (const line of block.split(/\r\n|\n|\r/)) {
    if (!line || line.startsWith(':')) continue;
    const colon = line.indexOf(':');
    const field = colon < 0 ? line : line.slice(0, colon);
    const value = colon < 0 ? '' : line.slice(colon + 1).replace(/^ /, '');
    if (field === 'data') data.push(value);
    else if (field === 'event') event.event = value;
    else if (field === 'id') event.id = value;
    else if (field === 'retry' && /^\d+$/.test(value)) event.retry = Number(value);
  }
  if (data.length) event.data = data.join('\n');
  return Object.keys(event).length ? event : undefined;
}

/** The JSON of an event's data. */
export const dataOf = <T = Record<string, unknown>>(event: SseEvent): T => JSON.parse(event.data ?? 'null') as T;
