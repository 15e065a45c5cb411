import { serve } from '@hono/node-server';
import { createApp } from './app';
import { systemClock } from './clock';
import { readConfig, refuseExposedSandbox } from './config';
import { openDatabase } from './db/database';
import { applyMigrations } from './db/migrate';
import { loadSiteContent, seedDemoData } from './db/seed/seed';
import { ensureNewsletterDigestScheduled } from './jobs/newsletter-digest';
import { sandboxTransport, smtpTransport } from './adapters/mail-transport';
import { sandboxLendingSystems, sandboxOutsideSystems, sandboxProcessProviders } from './adapters/sandbox-outside-systems';
import { createDeadlineHandlers } from './jobs/deadline-handlers';
import { ensureMaintenanceScheduled } from './jobs/maintenance';
import { ensureSavedFilterAlertsScheduled } from './jobs/saved-filter-alerts';
import { serverSecret } from './security/server-secret';
import { Scheduler } from './jobs/scheduler';
import { createLogger } from './logger';
import { createFileStorage } from './storage/create-file-storage';
import { createApplicationChangeHub } from './live/application-change-hub';

/** Starts the whole product: database, migrations, demo data, scheduler, API and the built app on one port. */
export async function startServer(env: NodeJS.ProcessEnv = process.env) {
  const config = readConfig(env);
  // Before anything is opened: a refused start leaves nothing behind.
  refuseExposedSandbox(config);
  const logger = createLogger({ level: config.logLevel, base: { service: 'tun' } });
  const database = await openDatabase({ url: config.databaseUrl, dataDir: config.dataDir });
  const migrations = await applyMigrations(database);
  logger.info('database ready', { kind: database.kind, migration: migrations.version });
  if (await loadSiteContent(database)) logger.info('site content loaded');
  if (config.seed) {
    const { seeded } = await seedDemoData(database, { sandbox: config.sandbox });
    if (seeded.length) logger.info('demo data seeded', { parts: seeded });
  }
  const clock = systemClock;
  const secret = await serverSecret(database.db, config.serverSecret);
  const mail = config.smtpUrl ? smtpTransport(config.smtpUrl, config.mailFrom) : sandboxTransport;
  // The uploads' store, shared by the API and the contract system's sandbox (which prints the package into it).
  const storage = createFileStorage(config.storage);
  const lending = sandboxLendingSystems(clock, config.sandboxLatency, config.lendingSandboxDelays, storage);
  const scheduler = new Scheduler({ db: database.db, clock, logger, handlers: createDeadlineHandlers({ mail, publicUrl: config.publicUrl, secret, lending }) });
  if (config.scheduler) {
    await ensureMaintenanceScheduled(database.db, clock);
    await ensureSavedFilterAlertsScheduled(database.db, clock);
    await ensureNewsletterDigestScheduled(database.db, clock);
    scheduler.start();
  }

  const outsideSystems = sandboxOutsideSystems(clock, config.sandboxLatency);
  const liveChanges = createApplicationChangeHub(database, { logger });
  const app = createApp({ database, clock, logger, config, secret, mail, ...outsideSystems, ...sandboxProcessProviders(config.publicUrl, config.sandboxLatency), storage, liveChanges, startedAt: clock.now() });
  const server = await new Promise<ReturnType<typeof serve>>((resolve) => {
    const s = serve({ fetch: app.fetch, port: config.port, hostname: config.host }, () => resolve(s));
  });
  const url = config.publicUrl;

  let closing: Promise<void> | undefined;
  /** Stops taking requests, lets the ones in flight and the deadline in hand finish, then closes the database. */
  const close = () =>
    (closing ??= (async () => {
      logger.info('shutting down');
      const stopped = new Promise<void>((resolve) => server.close(() => resolve()));
      // Open live streams would keep the server from closing: they end here, and their browsers reconnect to another instance.
      await liveChanges.close();
      await stopped;
      await scheduler.stop();
      await database.close();
      logger.info('stopped');
    })());

  return { url, close, database, logger };
}

/** Exit on SIGINT/SIGTERM once the server has closed, or after 10 s whatever it is doing. */
export function closeOnSignals(close: () => Promise<void>) {
  for (const signal of ['SIGINT', 'SIGTERM'] as const) {
    process.once(signal, () => {
      setTimeout(() => process.exit(1), 10_000).unref();
      close().then(
        () => process.exit(0),
        () => process.exit(1),
      );
    });
  }
}
