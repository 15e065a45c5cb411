import * as v from 'valibot';
import { resolve } from 'node:path';
import type { SandboxBehaviour } from './adapters/outside-system';
import type { StorageConfig } from './storage/create-file-storage';

/** Server configuration from the environment; every variable is listed in the README. */
const envSchema = v.object({
  PORT: v.optional(v.pipe(v.string(), v.regex(/^\d+$/), v.transform(Number)), '3000'),
  HOST: v.optional(v.string(), '127.0.0.1'),
  DATABASE_URL: v.optional(v.pipe(v.string(), v.url())),
  DATA_DIR: v.optional(v.string(), '.data'),
  PUBLIC_URL: v.optional(v.pipe(v.string(), v.url())),
  LOG_LEVEL: v.optional(v.picklist(['debug', 'info', 'warn', 'error']), 'info'),
  SANDBOX: v.optional(v.picklist(['true', 'false']), 'true'),
  /** A sandbox may listen on a non-loopback HOST only when this says so (its mailbox shows every account's links and codes). */
  SANDBOX_PUBLIC: v.optional(v.picklist(['true', 'false']), 'false'),
  SEED: v.optional(v.picklist(['true', 'false']), 'true'),
  SCHEDULER: v.optional(v.picklist(['true', 'false']), 'true'),
  TRUST_PROXY: v.optional(v.picklist(['true', 'false']), 'false'),
  SERVER_SECRET: v.optional(v.pipe(v.string(), v.minLength(32))),
  SMTP_URL: v.optional(v.pipe(v.string(), v.url())),
  MAIL_FROM: v.optional(v.string(), 'Tun <no-reply@tun.am>'),
  SALES_EMAIL: v.optional(v.pipe(v.string(), v.email()), 'sales@tun.am'),
  BANK_EMAIL: v.optional(v.pipe(v.string(), v.email()), 'info@tun.am'),
  /** A `{z}/{x}/{y}` tile URL template for the maps, or `none` for maps without tiles. */
  MAP_TILE_URL: v.optional(v.union([v.literal('none'), v.pipe(v.string(), v.regex(/^https:\/\/[^\s"'<>]+\{z\}[^\s"'<>]*$/))]), 'https://tile.openstreetmap.org/{z}/{x}/{y}.png'),
  MAP_TILE_ATTRIBUTION: v.optional(v.string(), '© OpenStreetMap contributors'),
  CAPTCHA_WORK: v.optional(v.pipe(v.string(), v.regex(/^\d+$/), v.transform(Number)), '20000'),
  /** How long the sandboxes of outside systems take to answer, `min-max` milliseconds. */
  SANDBOX_LATENCY_MS: v.optional(v.pipe(v.string(), v.regex(/^\d{1,5}-\d{1,5}$/)), '300-1200'),
  /** How long the sandbox decision engine takes to answer a submitted mortgage application, `min-max` milliseconds (always under 5 minutes). */
  SANDBOX_DECISION_DELAY_MS: v.optional(v.pipe(v.string(), v.regex(/^\d{1,6}-\d{1,6}$/)), '20000-60000'),
  /** How long the sandbox developer or agency takes to confirm a booked property, `min-max` milliseconds. */
  SANDBOX_PARTNER_DELAY_MS: v.optional(v.pipe(v.string(), v.regex(/^\d{1,7}-\d{1,7}$/)), '10000-30000'),
  /** The share of calls a sandbox fails on its own, like a dropped connection (0 to 1). */
  SANDBOX_FAILURE_RATE: v.optional(v.pipe(v.string(), v.regex(/^(0(\.\d+)?|1(\.0+)?)$/), v.transform(Number)), '0'),
  /** Uploads go to this S3-compatible bucket when it is set (with the keys below); otherwise to DATA_DIR/uploads. */
  S3_BUCKET: v.optional(v.pipe(v.string(), v.regex(/^[a-z0-9][a-z0-9.-]{1,61}[a-z0-9]$/))),
  S3_ENDPOINT: v.optional(v.pipe(v.string(), v.url())),
  S3_REGION: v.optional(v.string(), 'us-east-1'),
  S3_ACCESS_KEY_ID: v.optional(v.string()),
  S3_SECRET_ACCESS_KEY: v.optional(v.string()),
  S3_FORCE_PATH_STYLE: v.optional(v.picklist(['true', 'false']), 'false'),
  S3_PREFIX: v.optional(v.pipe(v.string(), v.regex(/^[A-Za-z0-9_-]+(\/[A-Za-z0-9_-]+)*$/))),
});

export interface ServerConfig {
  port: number;
  host: string;
  databaseUrl: string | undefined;
  /** PGlite's data folder (used when there is no DATABASE_URL). */
  dataDir: string;
  /** Where people reach the app, without a trailing slash: every mailed link starts with it, never with a request's Host. */
  publicUrl: string;
  logLevel: 'debug' | 'info' | 'warn' | 'error';
  /** Outside systems are simulated and mail stays in the outbox. */
  sandbox: boolean;
  /** The sandbox is meant to be reached from other machines (a shared demo): see `refuseExposedSandbox`. */
  sandboxPublic: boolean;
  seed: boolean;
  scheduler: boolean;
  /** Read the caller's address from X-Forwarded-For (only behind a trusted proxy). */
  trustProxy: boolean;
  serverSecret: string | undefined;
  /** Deliver mail over SMTP; unset keeps it in the outbox (sandbox mailbox). */
  smtpUrl: string | undefined;
  mailFrom: string;
  /** The sales desk's mailbox: requests from property pages go there. */
  salesEmail: string;
  /** The bank's mailbox: contact messages and partnership applications go there. */
  bankEmail: string;
  /** Average hashes a captcha takes to solve; the exact work is drawn between half and one and a half times it. */
  captchaWork: number;
  /** How the sandboxes of the registry and the credit register behave. */
  sandboxLatency: SandboxBehaviour;
  /** How long the lending sandboxes (decision engine, partner) take to answer, `[min, max]` milliseconds. */
  lendingSandboxDelays: { decisionDelayMs: readonly [number, number]; partnerDelayMs: readonly [number, number] };
  /** Where the maps' tiles come from; null draws the markers on a plain background. */
  mapTiles: { url: string; attribution: string } | null;
  /** Where uploaded document pictures are stored: a folder under DATA_DIR, or an S3-compatible bucket. */
  storage: StorageConfig;
  /** The built app (vite build output); absent in API-only runs. */
  staticDir: string | undefined;
  version: string;
}

export function readConfig(env: NodeJS.ProcessEnv = process.env): ServerConfig {
  // An empty variable means unset (`DATABASE_URL= npm start` runs on PGlite).
  const present = Object.fromEntries(Object.entries(env).filter(([, value]) => value !== ''));
  const parsed = v.safeParse(envSchema, present);
  if (!parsed.success) {
    const problems = parsed.issues.map((issue) => `${v.getDotPath(issue) ?? '?'}: ${issue.message}`).join('; ');
    throw new Error(`Invalid configuration: ${problems}`);
  }
  const e = parsed.output;
  return {
    port: e.PORT,
    host: e.HOST,
    databaseUrl: e.DATABASE_URL,
    dataDir: resolve(e.DATA_DIR, 'pglite'),
    publicUrl: (e.PUBLIC_URL ?? `http://localhost:${e.PORT}`).replace(/\/+$/, ''),
    logLevel: e.LOG_LEVEL,
    sandbox: e.SANDBOX === 'true',
    sandboxPublic: e.SANDBOX_PUBLIC === 'true',
    seed: e.SEED === 'true',
    scheduler: e.SCHEDULER === 'true',
    trustProxy: e.TRUST_PROXY === 'true',
    serverSecret: e.SERVER_SECRET,
    smtpUrl: e.SMTP_URL,
    mailFrom: e.MAIL_FROM,
    salesEmail: e.SALES_EMAIL,
    bankEmail: e.BANK_EMAIL,
    captchaWork: e.CAPTCHA_WORK,
    sandboxLatency: sandboxBehaviour(e.SANDBOX_LATENCY_MS, e.SANDBOX_FAILURE_RATE),
    lendingSandboxDelays: { decisionDelayMs: delayRange(e.SANDBOX_DECISION_DELAY_MS), partnerDelayMs: delayRange(e.SANDBOX_PARTNER_DELAY_MS) },
    mapTiles: e.MAP_TILE_URL === 'none' ? null : { url: e.MAP_TILE_URL, attribution: e.MAP_TILE_ATTRIBUTION },
    storage: storageConfig(e),
    staticDir: resolve('dist'),
    version: process.env.npm_package_version ?? '0.1.0',
  };
}

/** S3 when a bucket is named (then its keys are required), else the uploads folder under DATA_DIR. */
function storageConfig(e: v.InferOutput<typeof envSchema>): StorageConfig {
  if (!e.S3_BUCKET) {
    const stray = (['S3_ENDPOINT', 'S3_ACCESS_KEY_ID', 'S3_SECRET_ACCESS_KEY', 'S3_PREFIX'] as const).filter((name) => e[name] !== undefined);
    // A half-configured store would silently keep the files on this machine's disk.
    if (stray.length) throw new Error(`Invalid configuration: ${stray.join(', ')} set without S3_BUCKET`);
    return { kind: 'folder', root: resolve(e.DATA_DIR, 'uploads') };
  }
  if (!e.S3_ACCESS_KEY_ID || !e.S3_SECRET_ACCESS_KEY) throw new Error('Invalid configuration: S3_BUCKET needs S3_ACCESS_KEY_ID and S3_SECRET_ACCESS_KEY');
  return {
    kind: 's3',
    bucket: e.S3_BUCKET,
    endpoint: e.S3_ENDPOINT,
    region: e.S3_REGION,
    accessKeyId: e.S3_ACCESS_KEY_ID,
    secretAccessKey: e.S3_SECRET_ACCESS_KEY,
    forcePathStyle: e.S3_FORCE_PATH_STYLE === 'true',
    ...(e.S3_PREFIX ? { prefix: e.S3_PREFIX } : {}),
  };
}

/** `min-max` milliseconds, either way round. */
function delayRange(range: string): [number, number] {
  const [a = 0, b = 0] = range.split('-').map(Number);
  return [Math.min(a, b), Math.max(a, b)];
}

/** `min-max` milliseconds (either way round) and a failure rate, as the sandboxes take them. */
function sandboxBehaviour(latency: string, failureRate: number): SandboxBehaviour {
  const [a = 0, b = 0] = latency.split('-').map(Number);
  return { latencyMs: [Math.min(a, b), Math.max(a, b)], failureRate };
}

/** Names and addresses only this machine can reach (`0.0.0.0` and `::` listen on every interface). */
export function isLoopbackHost(host: string): boolean {
  const name = host.trim().replace(/^\[(.*)\]$/, '$1').toLowerCase();
  return name === 'localhost' || name === '::1' || /^127(\.\d{1,3}){3}$/.test(name) || /^::ffff:127(\.\d{1,3}){3}$/.test(name);
}

/**
 * A sandbox's mailbox page shows every account's confirmation and reset links and one-time codes, so a
 * sandbox listens beyond this machine only when SANDBOX_PUBLIC=true says that is meant (a shared demo).
 */
export function refuseExposedSandbox(config: Pick<ServerConfig, 'sandbox' | 'sandboxPublic' | 'host'>): void {
  if (!config.sandbox || config.sandboxPublic || isLoopbackHost(config.host)) return;
  throw new Error(
    `Refusing to start: SANDBOX=true on HOST=${config.host} would let anyone who reaches this server read the sandbox mailbox, ` +
      "which shows every account's confirmation and reset links and one-time codes. Listen on this machine only (HOST=127.0.0.1), " +
      'turn the sandbox off (SANDBOX=false, with SMTP_URL for mail), or set SANDBOX_PUBLIC=true if this sandbox is meant to be public.',
  );
}
