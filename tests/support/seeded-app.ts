import { seedDemoData } from '../../api/server/db/seed/seed';
import { createTestApp, type TestApp } from './test-app';
import { createTestDatabase, type TestDatabase } from './test-database';

/**
 * A test file's own migrated database holding the demo catalogue, and the app on it, as a visitor
 * of a fresh `npm start` finds them: `beforeAll(async () => ({ database, t } = await seededApp()))`.
 */
export async function seededApp(): Promise<{ database: TestDatabase; t: TestApp }> {
  const database = await createTestDatabase();
  const t = createTestApp(database);
  await seedDemoData(database);
  return { database, t };
}

/** A JSON POST in a language, as the catalogue's search forms send it. */
export const jsonPost = (body: unknown, lang = 'en') => ({ method: 'POST', headers: { 'content-type': 'application/json', 'accept-language': lang }, body: JSON.stringify(body) });

/** A page of a list answer. */
export type Page<T> = { items: T[]; totalCount: number };
