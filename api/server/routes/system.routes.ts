import { Hono } from 'hono';
import { appConfigSchema, healthSchema, type AppConfig, type Health } from '../../contract/system';
import { migrationStatus } from '../db/migrate';
import type { AppEnv } from '../http/app-env';
import { describe } from '../http/describe';

export const systemRoutes = new Hono<AppEnv>()
  .get(
    '/health',
    describe({ operationId: 'getHealth', summary: 'Status, database kind and migration version', tags: ['System'], response: healthSchema }),
    async (c) => {
      const { database, clock, startedAt } = c.get('deps');
      const migrations = await migrationStatus(database);
      const body: Health = {
        status: migrations.pending === 0 ? 'ok' : 'degraded',
        database: { kind: database.kind, migration: migrations.version, migrationsApplied: migrations.applied },
        uptimeSeconds: Math.round((clock.now().getTime() - startedAt.getTime()) / 1000),
      };
      c.header('Cache-Control', 'no-store');
      return c.json(body);
    },
  )
  .get(
    '/config',
    describe({ operationId: 'getAppConfig', summary: 'What the app needs to know about this server', tags: ['System'], response: appConfigSchema }),
    (c) => {
      const { config } = c.get('deps');
      const body: AppConfig = { sandbox: config.sandbox, version: config.version, mapTiles: config.mapTiles };
      return c.json(body);
    },
  );
