import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { TestProject } from 'vitest/node';
import { execFileSync } from 'node:child_process';
import { startServer } from '../../api/server/main';
import { useTestPasswordHashing } from './password-hashing';

declare module 'vitest' {
  export interface ProvidedContext {
    /** Origin of the whole product, started for the browser suite. */
    baseUrl: string;
    /** The started product's data folder: the browser files keep what they share there (office-keys.ts). */
    e2eDataDir: string;
  }
}

/** The product the browser suite runs against: started once per run, shared by its projects (the parallel and the exclusive part). */
interface SharedServer {
  started: Promise<{ url: string; close: () => Promise<void>; dataDir: string }>;
  users: number;
}
const shared = globalThis as { tunE2eServer?: SharedServer };

/** Builds the app (the browser's and the server's renderer) and starts the product as `npm start` does, on a fresh database and a free port. */
async function buildAndStart() {
  // A child process: vitest sets NODE_ENV=test, which would make Vite build React's development bundle.
  // E2E_REUSE_BUILD=1 runs against the build already in dist (a file rerun while writing a test); CI always builds.
  if (!(process.env.E2E_REUSE_BUILD === '1' && existsSync('dist-server'))) {
    execFileSync(process.execPath, ['--import', 'tsx', 'scripts/build.ts'], {
      stdio: 'inherit',
      env: { ...process.env, NODE_ENV: 'production' },
    });
  }
  const dataDir = mkdtempSync(join(tmpdir(), 'tun-e2e-'));
  const port = String(4100 + Math.floor(Math.random() * 800));
  // The browser suite runs on embedded PGlite, like a fresh `npm start`.
  const { DATABASE_URL: _unused, ...env } = process.env;
  useTestPasswordHashing();
  const server = await startServer({
    ...env,
    PORT: port,
    DATA_DIR: dataDir,
    LOG_LEVEL: 'warn',
    // A light proof of work keeps the captcha step of the browser tests quick.
    CAPTCHA_WORK: '500',
    // Browser tests never reach out to a tile server: the maps draw their markers on a plain background.
    MAP_TILE_URL: 'none',
    // The loan application's journey waits for the partner's confirmation and the bank's decision: seconds here, not the sandbox's realistic minute.
    SANDBOX_PARTNER_DELAY_MS: '500-1500',
    SANDBOX_DECISION_DELAY_MS: '2000-4000',
    PUBLIC_URL: `http://localhost:${port}`,
    // Behind a proxy, as in production: the loan tests, which sign up many people, give their requests addresses of their own (x-forwarded-for).
    TRUST_PROXY: 'true',
  });
  return { url: server.url, close: () => server.close(), dataDir };
}

export default async function setup(project: TestProject) {
  shared.tunE2eServer ??= { started: buildAndStart(), users: 0 };
  const entry = shared.tunE2eServer;
  entry.users += 1;
  const server = await entry.started;
  project.provide('baseUrl', server.url);
  project.provide('e2eDataDir', server.dataDir);
  return async () => {
    entry.users -= 1;
    if (entry.users > 0) return;
    await server.close();
    rmSync(server.dataDir, { recursive: true, force: true });
  };
}
