import type { Hono } from 'hono';
import { createApp } from '../../api/server/app';
import { ManualClock } from '../../api/server/clock';
import type { Database } from '../../api/server/db/database';
import type { AppEnv } from '../../api/server/http/app-env';
import { createLogger, type Logger } from '../../api/server/logger';
import { sandboxTransport } from '../../api/server/adapters/mail-transport';

/** The server secret of test apps: tests use it to arrange one-time codes. */
export const testSecret = 'test-secret-test-secret-test-secret-0001';

export interface TestApp {
  app: ReturnType<typeof createApp>;
  clock: ManualClock;
  /** Every structured log line the app wrote, parsed. */
  logs: Record<string, unknown>[];
  request(path: string, init?: RequestInit): Promise<Response>;
  json<T = unknown>(path: string, init?: RequestInit): Promise<{ status: number; body: T; headers: Headers }>;
}

/** The real app on a test database, answering in-process (no port), with a clock the test moves. */
export function createTestApp(
  database: Database,
  options: { staticDir?: string; extraApiRoutes?: Hono<AppEnv>; sandbox?: boolean; mapTiles?: AppEnv['Variables']['deps']['config']['mapTiles'] } = {},
): TestApp {
  const clock = new ManualClock();
  const logs: Record<string, unknown>[] = [];
  const logger: Logger = createLogger({ level: 'debug', write: (line) => logs.push(JSON.parse(line) as Record<string, unknown>) });
  const app = createApp(
    {
      database,
      clock,
      logger,
      config: {
        sandbox: options.sandbox ?? true,
        version: 'test',
        staticDir: options.staticDir,
        publicUrl: 'http://localhost',
        // Tests set the caller's address with X-Forwarded-For; a light captcha keeps them fast.
        trustProxy: true,
        captchaWork: 200,
        mapTiles: options.mapTiles ?? null,
        salesEmail: 'sales@tun.test',
      },
      secret: testSecret,
      mail: sandboxTransport,
      startedAt: clock.now(),
    },
    options.extraApiRoutes ? { extraApiRoutes: options.extraApiRoutes } : {},
  );
  const request = (path: string, init?: RequestInit) => Promise.resolve(app.request(path, init));
  return {
    app,
    clock,
    logs,
    request,
    async json<T>(path: string, init?: RequestInit) {
      const response = await request(path, init);
      const text = await response.text();
      return { status: response.status, headers: response.headers, body: (text ? JSON.parse(text) : undefined) as T };
    },
  };
}
