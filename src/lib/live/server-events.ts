/*
 * Server-sent events read over fetch, not EventSource: the API authorizes with a bearer token, which
 * EventSource cannot send. The parser follows the WHATWG event-stream rules (fields, comments, `id`,
 * `retry`, multi-line `data`); the stream reconnects on its own, resuming with `Last-Event-ID`.
 */

export interface ServerEvent {
  /** `message` when the server names none. */
  event: string;
  data: string;
  /** The last `id` seen so far in the stream (what a reconnect resumes from). */
  lastEventId: string;
}

/** Turns chunks of an event stream into events; keeps what a chunk left unfinished. */
export function createEventStreamParser(onEvent: (event: ServerEvent) => void, onRetry: (ms: number) => void = () => undefined) {
  let buffer = '';
  let event = '';
  let data: string[] = [];
  let lastEventId = '';
  const line = (text: string) => {
    if (text === '') {
      if (data.length > 0) onEvent({ event: event || 'message', data: data.join('\n'), lastEventId });
      event = '';
      data = [];
      return;
    }
    if (text.startsWith(':')) return;
    const colon = text.indexOf(':');
    const field = colon === -1 ? text : text.slice(0, colon);
    const value = colon === -1 ? '' : text.slice(colon + 1).replace(/^ /, '');
    if (field === 'event') event = value;
    else if (field === 'data') data.push(value);
    else if (field === 'id' && !value.includes('\0')) lastEventId = value;
    else if (field === 'retry' && /^\d+$/.test(value)) onRetry(Number(value));
  };
  return {
    push(chunk: string) {
      buffer += chunk;
      // A lone `\r` at the end may be the first half of `\r\n`: wait for the next chunk.
      const lines = buffer.split(/\r\n|\r(?!$)|\n/);
      buffer = lines.pop() ?? '';
      for (const text of lines) line(text);
    },
    get lastEventId() {
      return lastEventId;
    },
    resume(id: string) {
      lastEventId = id;
    },
  };
}

export type StreamState = 'connecting' | 'live' | 'down';

export interface LiveStreamOptions {
  /** Opens the stream; `lastEventId` is empty on the first connection. A non-2xx answer counts as down. */
  open: (lastEventId: string, signal: AbortSignal) => Promise<Response>;
  onEvent: (event: ServerEvent) => void;
  onState: (state: StreamState) => void;
  /** After a 401 or 404 the stream is not retried: the person has no access (any more). */
  onRefused?: (status: number) => void;
  /** The first wait before reconnecting; doubled up to `maxRetryMs`. The server's `retry:` replaces it. */
  retryMs?: number;
  maxRetryMs?: number;
}

/** Keeps one stream open until closed: reconnects with backoff and says when it is live or down. */
export function openLiveStream(options: LiveStreamOptions): () => void {
  const controller = new AbortController();
  let baseRetry = options.retryMs ?? 3000;
  const maxRetry = options.maxRetryMs ?? 30_000;
  let failures = 0;
  let resumeFrom = '';
  let timer: ReturnType<typeof setTimeout> | undefined;

  const connect = async () => {
    options.onState('connecting');
    const parser = createEventStreamParser(
      (event) => {
        resumeFrom = event.lastEventId;
        options.onEvent(event);
      },
      (ms) => {
        baseRetry = ms;
      },
    );
    parser.resume(resumeFrom);
    let openedAt: number | undefined;
    // A stream that stood a while was a success: the next failure starts the backoff again.
    const stoodAWhile = () => openedAt !== undefined && Date.now() - openedAt >= 1000;
    try {
      const response = await options.open(resumeFrom, controller.signal);
      if (response.status === 401 || response.status === 404) {
        options.onState('down');
        options.onRefused?.(response.status);
        return;
      }
      if (!response.ok || !response.body) throw new Error(`HTTP ${response.status}`);
      options.onState('live');
      openedAt = Date.now();
      const reader = response.body.pipeThrough(new TextDecoderStream()).getReader();
      for (;;) {
        const { value, done } = await reader.read();
        if (done) break;
        parser.push(value);
      }
      resumeFrom = parser.lastEventId;
      if (controller.signal.aborted) return;
      // The server ended the stream (a restart, a deploy): resume at once, unless it keeps ending at once.
      failures = stoodAWhile() ? 0 : failures + 1;
    } catch {
      if (controller.signal.aborted) return;
      failures = stoodAWhile() ? 1 : failures + 1;
    }
    // A clean end reconnects at once without saying the page is behind; a failure waits, doubling.
    if (failures > 0) options.onState('down');
    const wait = failures === 0 ? 0 : Math.min(maxRetry, baseRetry * 2 ** (failures - 1));
    timer = setTimeout(() => void connect(), wait);
  };

  void connect();
  return () => {
    controller.abort();
    if (timer !== undefined) clearTimeout(timer);
  };
}
