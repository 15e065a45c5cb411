import { randomUUID } from 'node:crypto';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { Hono } from 'hono';
import { createApp } from '../../api/server/app';
import { ManualClock } from '../../api/server/clock';
import type { Database } from '../../api/server/db/database';
import type { AppEnv } from '../../api/server/http/app-env';
import { createLogger, type Logger } from '../../api/server/logger';
import { sandboxTransport } from '../../api/server/adapters/mail-transport';
import { instantSandbox, OutsideSystemUnavailable, type SandboxBehaviour } from '../../api/server/adapters/outside-system';
import type { PopulationRegistry } from '../../api/server/adapters/population-registry';
import { sandboxOutsideSystems, sandboxProcessProviders } from '../../api/server/adapters/sandbox-outside-systems';
import type { FileStorage } from '../../api/server/storage/file-storage';
import { folderStorage } from '../../api/server/storage/folder-storage';
import { createApplicationChangeHub, type ApplicationChangeHub } from '../../api/server/live/application-change-hub';

/** The server secret of test apps: tests use it to arrange one-time codes. */
export const testSecret = 'test-secret-test-secret-test-secret-0001';

export interface TestApp {
  app: ReturnType<typeof createApp>;
  clock: ManualClock;
  /** Set `next` and the population registry's next call fails as if it were down (then it is back). */
  registryOutage: { next: boolean };
  /** Every structured log line the app wrote, parsed. */
  logs: Record<string, unknown>[];
  /** The app's listener on the change feed (its live streams' hub); closing it ends their streams. */
  liveChanges: ApplicationChangeHub;
  request(path: string, init?: RequestInit): Promise<Response>;
  json<T = unknown>(path: string, init?: RequestInit): Promise<{ status: number; body: T; headers: Headers }>;
}

/** The real app on a test database, answering in-process (no port), with a clock the test moves. */
export function createTestApp(
  database: Database,
  options: {
    staticDir?: string;
    extraApiRoutes?: Hono<AppEnv>;
    sandbox?: boolean;
    mapTiles?: AppEnv['Variables']['deps']['config']['mapTiles'];
    publicUrl?: string;
    /** Uploads' store; by default a folder of its own under the system's temporary folder (made on the first upload). */
    storage?: FileStorage;
    /** How the video-call provider's room behaves (read at each entry, so a test may change its failure rate). */
    processBehaviour?: SandboxBehaviour;
    /** The live streams' heartbeat interval (15 s by default). */
    heartbeatMs?: number;
  } = {},
): TestApp {
  const clock = new ManualClock();
  // The registry and the credit register answer at once in tests, and fail as personas do or when told to.
  const outside = sandboxOutsideSystems(clock, instantSandbox);
  const registryOutage = { next: false };
  const registry: PopulationRegistry = {
    async findPerson(socialCard) {
      if (registryOutage.next) {
        registryOutage.next = false;
        throw new OutsideSystemUnavailable('populationRegistry');
      }
      return outside.registry.findPerson(socialCard);
    },
  };
  const logs: Record<string, unknown>[] = [];
  const logger: Logger = createLogger({ level: 'debug', write: (line) => logs.push(JSON.parse(line) as Record<string, unknown>) });
  const liveChanges = createApplicationChangeHub(database, { logger, ...(options.heartbeatMs ? { heartbeatMs: options.heartbeatMs } : {}) });
  const app = createApp(
    {
      database,
      clock,
      logger,
      config: {
        sandbox: options.sandbox ?? true,
        version: 'test',
        staticDir: options.staticDir,
        publicUrl: options.publicUrl ?? 'http://localhost',
        // Tests set the caller's address with X-Forwarded-For; a light captcha keeps them fast.
        trustProxy: true,
        captchaWork: 200,
        mapTiles: options.mapTiles ?? null,
        salesEmail: 'sales@tun.test',
        bankEmail: 'info@tun.test',
      },
      secret: testSecret,
      mail: sandboxTransport,
      registry,
      creditRegister: outside.creditRegister,
      ...sandboxProcessProviders(options.publicUrl ?? 'http://localhost', options.processBehaviour),
      storage: options.storage ?? folderStorage(join(tmpdir(), `tun-test-uploads-${randomUUID()}`)),
      liveChanges,
      startedAt: clock.now(),
    },
    options.extraApiRoutes ? { extraApiRoutes: options.extraApiRoutes } : {},
  );
  const request = (path: string, init?: RequestInit) => Promise.resolve(app.request(path, init));
  return {
    app,
    clock,
    registryOutage,
    logs,
    liveChanges,
    request,
    async json<T>(path: string, init?: RequestInit) {
      const response = await request(path, init);
      const text = await response.text();
      return { status: response.status, headers: response.headers, body: (text ? JSON.parse(text) : undefined) as T };
    },
  };
}
