import pg from 'pg';

/** Called with each notification's payload on a channel. */
export type NotificationHandler = (payload: string) => void;
/** Stops one handler; the channel is unlistened when its last handler goes. */
export type StopListening = () => Promise<void>;

export interface NotificationListener {
  listen(channel: string, onPayload: NotificationHandler, onRelisten?: () => void): Promise<StopListening>;
  close(): Promise<void>;
}

interface Registration {
  onPayload: NotificationHandler;
  onRelisten: (() => void) | undefined;
}

/** Waits after a dropped connection: 250 ms, doubled up to 10 s while it keeps failing. */
export const reconnectDelays = { firstMs: 250, maxMs: 10_000 };

/**
 * PostgreSQL's LISTEN on one dedicated connection per server instance (a pooled connection would be
 * handed to queries, and LISTEN belongs to a session). When the connection drops it reconnects with
 * backoff and listens again to every channel; a notification sent meanwhile is lost, so each
 * handler's `onRelisten` lets its owner read what it missed from the tables.
 */
export function postgresNotificationListener(connectionString: string): NotificationListener {
  const channels = new Map<string, Set<Registration>>();
  /** The connection in use or being made; a drop of any other is old news. */
  let current: pg.Client | undefined;
  let client: pg.Client | undefined;
  let connecting: Promise<pg.Client> | undefined;
  let reconnectTimer: NodeJS.Timeout | undefined;
  let failures = 0;
  let closed = false;

  const quoted = (channel: string) => pg.escapeIdentifier(channel);

  const connect = (): Promise<pg.Client> =>
    (connecting ??= (async () => {
      const next = new pg.Client({ connectionString });
      current = next;
      next.on('notification', (message) => {
        for (const registration of channels.get(message.channel) ?? []) registration.onPayload(message.payload ?? '');
      });
      // A dropped connection ends this client; the next one is made after a pause.
      next.on('error', () => dropped(next));
      next.on('end', () => dropped(next));
      try {
        await next.connect();
        for (const channel of channels.keys()) await next.query(`LISTEN ${quoted(channel)}`);
      } catch (error) {
        if (current === next) current = undefined;
        connecting = undefined;
        await next.end().catch(() => undefined);
        throw error;
      }
      client = next;
      failures = 0;
      return next;
    })());

  const dropped = (which: pg.Client) => {
    // A connection that fails while being made is its caller's failure (connect() rejects).
    if (which !== current || client !== which) return;
    current = undefined;
    client = undefined;
    connecting = undefined;
    which.end().catch(() => undefined);
    if (!closed && channels.size > 0) scheduleReconnect();
  };

  const scheduleReconnect = () => {
    if (reconnectTimer || closed) return;
    const delay = Math.min(reconnectDelays.firstMs * 2 ** failures, reconnectDelays.maxMs);
    reconnectTimer = setTimeout(() => {
      reconnectTimer = undefined;
      connect().then(
        () => {
          for (const registrations of channels.values()) for (const registration of registrations) registration.onRelisten?.();
        },
        () => {
          failures += 1;
          scheduleReconnect();
        },
      );
    }, delay);
    reconnectTimer.unref();
  };

  return {
    async listen(channel, onPayload, onRelisten) {
      if (closed) throw new Error('the notification listener is closed');
      const registration: Registration = { onPayload, onRelisten };
      const registrations = channels.get(channel) ?? new Set<Registration>();
      const first = registrations.size === 0;
      registrations.add(registration);
      channels.set(channel, registrations);
      try {
        const connection = await connect();
        if (first) await connection.query(`LISTEN ${quoted(channel)}`);
      } catch (error) {
        registrations.delete(registration);
        if (registrations.size === 0) channels.delete(channel);
        throw error;
      }
      return async () => {
        registrations.delete(registration);
        if (registrations.size > 0 || channels.get(channel) !== registrations) return;
        channels.delete(channel);
        await client?.query(`UNLISTEN ${quoted(channel)}`).catch(() => undefined);
      };
    },
    async close() {
      closed = true;
      clearTimeout(reconnectTimer);
      channels.clear();
      const open = current;
      current = undefined;
      client = undefined;
      connecting = undefined;
      await open?.end().catch(() => undefined);
    },
  };
}
