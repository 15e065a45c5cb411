import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { registry } from '../../machines/registry';
import { createTestApp, type TestApp } from '../support/test-app';
import { createTestDatabase, type TestDatabase } from '../support/test-database';
import { allowedGaps } from './allowed-gaps';
import { apiScenarios } from './api-scenarios';
import { apiLevelPaths, walkAtApiLevel } from './api-level-walk';
import { householdScenarios } from './household-scenarios';

let database: TestDatabase;
let t: TestApp;
beforeAll(async () => {
  database = await createTestDatabase();
  t = createTestApp(database);
});
afterAll(() => database.close());

/**
 * Charts the server runs are walked through the HTTP API by their own runner (tests/model/lending-api-level.test.ts,
 * which follows the invitation chart beside the lending chart).
 */
const serverCharts = new Set(['lending', 'coApplicantInvitation']);

describe.each(registry.filter((entry) => !serverCharts.has(entry.id) && !householdScenarios[entry.id]).map((entry) => [entry.id, entry] as const))('model paths of %s (API level)', (id, entry) => {
  const scenario = apiScenarios[id];
  const notRun = allowedGaps.api.notRun[id];
  const paths = apiLevelPaths(entry);

  if (notRun) it('is declared not run at the API level', () => {
    console.log(`model coverage  ${id.padEnd(18)} api      NOT RUN: ${notRun}`);
    expect(scenario, `${id} has an API scenario now: take it out of allowedGaps.api.notRun`).toBeUndefined();
  });

  else it(`agrees with the server on every path the server can produce (${paths.length} chosen paths)`, async () => {
    expect(scenario, `no API scenario for ${id} in tests/model/api-scenarios.ts`).toBeDefined();
    if (scenario) await walkAtApiLevel({ t, database }, entry, scenario);
  }, 300_000);
});
