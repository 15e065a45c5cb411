import { mkdirSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import pg from 'pg';
import type { TestProject } from 'vitest/node';
import { openDatabase, pgliteExtensions } from '../../api/server/db/database';
import { applyMigrations } from '../../api/server/db/migrate';
import { loadSiteContent } from '../../api/server/db/seed/seed';

declare module 'vitest' {
  export interface ProvidedContext {
    /** PGlite runs: a dump of a migrated database each test file starts from. */
    pgliteTemplate: string;
    /** PostgreSQL runs: the migrated template database each test file copies. */
    postgresTemplate: string;
  }
}

export const postgresTemplateName = 'tun_test_template';

/**
 * Migrates one database before the suite; every test file then starts from a copy of it, which takes
 * milliseconds instead of running the migrations again.
 */
export default async function setup(project: TestProject) {
  const url = process.env.TEST_DATABASE_URL;
  if (url) {
    const admin = new pg.Client({ connectionString: url });
    await admin.connect();
    // Leftovers of an interrupted run would pile up; copies are named tun_test_*.
    const stale = await admin.query<{ datname: string }>("select datname from pg_database where datname like 'tun_test_%'");
    for (const { datname } of stale.rows) await admin.query(`drop database if exists "${datname}" with (force)`);
    await admin.query(`create database ${postgresTemplateName}`);
    await admin.end();
    const template = await openDatabase({ url: withDatabase(url, postgresTemplateName), poolSize: 1 });
    await applyMigrations(template);
    await loadSiteContent(template);
    await template.close();
    project.provide('postgresTemplate', postgresTemplateName);
    project.provide('pgliteTemplate', '');
    return;
  }
  const fresh = await PGlite.create({ extensions: pgliteExtensions });
  const migrated = await openDatabase({ pglite: fresh });
  await applyMigrations(migrated);
  // Every server loads the site's texts at start (legal documents included), so every test database has them.
  await loadSiteContent(migrated);
  const dump = await fresh.dumpDataDir('none');
  await fresh.close();
  const dir = join(tmpdir(), 'tun-test');
  mkdirSync(dir, { recursive: true });
  const file = join(dir, `pglite-template-${process.pid}.tar`);
  writeFileSync(file, Buffer.from(await dump.arrayBuffer()));
  project.provide('pgliteTemplate', file);
  project.provide('postgresTemplate', '');
}

export function withDatabase(url: string, name: string): string {
  const parsed = new URL(url);
  parsed.pathname = `/${name}`;
  return parsed.toString();
}
