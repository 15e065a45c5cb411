import { afterEach, describe, expect, it, vi } from 'vitest';
import { createEventStreamParser, openLiveStream, type ServerEvent, type StreamState } from '../../src/lib/live/server-events';

describe('the event-stream parser', () => {
  it('reads fields, comments, ids and multi-line data across chunk borders', () => {
    const events: ServerEvent[] = [];
    const retries: number[] = [];
    const parser = createEventStreamParser((event) => events.push(event), (ms) => retries.push(ms));
    parser.push('retry: 3000\n: ping\n\nid: 7\nevent: change\nda');
    expect(events).toEqual([]);
    parser.push('ta: {"kind":"event"}\r\n\r');
    parser.push('\ndata: one\ndata: two\n\nevent: slots\ndata:x\n\n');
    expect(retries).toEqual([3000]);
    expect(events).toEqual([
      { event: 'change', data: '{"kind":"event"}', lastEventId: '7' },
      { event: 'message', data: 'one\ntwo', lastEventId: '7' },
      { event: 'slots', data: 'x', lastEventId: '7' },
    ]);
    expect(parser.lastEventId).toBe('7');
  });

  it('dispatches nothing for a block without data, and resumes from a given id', () => {
    const events: ServerEvent[] = [];
    const parser = createEventStreamParser((event) => events.push(event));
    parser.resume('41');
    parser.push('event: heartbeat\n\nid\n\n');
    expect(events).toEqual([]);
    // An `id` field without a value resets the id, as the standard says.
    expect(parser.lastEventId).toBe('');
  });
});

/** A response whose body the test writes to, and can end or break. */
function openStream() {
  let controller!: ReadableStreamDefaultController<Uint8Array>;
  const body = new ReadableStream<Uint8Array>({ start: (c) => void (controller = c) });
  const encoder = new TextEncoder();
  return {
    response: new Response(body, { status: 200, headers: { 'content-type': 'text/event-stream' } }),
    write: (text: string) => controller.enqueue(encoder.encode(text)),
    end: () => controller.close(),
    fail: () => controller.error(new Error('connection reset')),
  };
}

describe('the live stream', () => {
  afterEach(() => vi.useRealTimers());

  it('says when it is live and down, reconnects with backoff and resumes with the last id', async () => {
    vi.useFakeTimers();
    const opened: string[] = [];
    const streams: ReturnType<typeof openStream>[] = [];
    const states: StreamState[] = [];
    const events: string[] = [];
    const close = openLiveStream({
      open: async (lastEventId) => {
        opened.push(lastEventId);
        if (opened.length === 2) throw new TypeError('Failed to fetch');
        const stream = openStream();
        streams.push(stream);
        return stream.response;
      },
      onEvent: (event) => events.push(`${event.event}:${event.data}`),
      onState: (state) => states.push(state),
      retryMs: 1000,
    });
    await vi.advanceTimersByTimeAsync(0);
    expect(states).toEqual(['connecting', 'live']);
    streams[0]!.write('id: 5\nevent: change\ndata: a\n\n');
    await vi.advanceTimersByTimeAsync(2000);
    streams[0]!.fail();
    await vi.advanceTimersByTimeAsync(0);
    expect(states.at(-1)).toBe('down');
    // The first retry waits the base time and fails; the second waits twice as long.
    await vi.advanceTimersByTimeAsync(1000);
    expect(opened).toEqual(['', '5']);
    await vi.advanceTimersByTimeAsync(1999);
    expect(opened).toHaveLength(2);
    await vi.advanceTimersByTimeAsync(1);
    expect(opened).toEqual(['', '5', '5']);
    expect(states.at(-1)).toBe('live');
    streams[1]!.write('id: 6\nevent: change\ndata: b\n\n');
    await vi.advanceTimersByTimeAsync(0);
    expect(events).toEqual(['change:a', 'change:b']);
    close();
  });

  it('stops for good when the server refuses the stream', async () => {
    const refused: number[] = [];
    let opens = 0;
    openLiveStream({
      open: async () => {
        opens += 1;
        return new Response(null, { status: 404 });
      },
      onEvent: () => undefined,
      onState: () => undefined,
      onRefused: (status) => refused.push(status),
      retryMs: 1,
    });
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(refused).toEqual([404]);
    expect(opens).toBe(1);
  });

  it('reconnects at once when a stream that stood a while ends cleanly, without saying it is down', async () => {
    vi.useFakeTimers();
    const streams: ReturnType<typeof openStream>[] = [];
    const states: StreamState[] = [];
    const close = openLiveStream({
      open: async () => {
        const stream = openStream();
        streams.push(stream);
        return stream.response;
      },
      onEvent: () => undefined,
      onState: (state) => states.push(state),
    });
    await vi.advanceTimersByTimeAsync(5000);
    streams[0]!.end();
    await vi.advanceTimersByTimeAsync(0);
    expect(streams).toHaveLength(2);
    expect(states).toEqual(['connecting', 'live', 'connecting', 'live']);
    close();
  });
});
