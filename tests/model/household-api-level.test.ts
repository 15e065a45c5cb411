import { afterAll, beforeAll, describe, it } from 'vitest';
import { registry } from '../../machines/registry';
import { sandboxProcessWorld, type ProcessWorld } from '../drivers/lending-process.api';
import type { TestDatabase } from '../support/test-database';
import { apiLevelPaths, walkAtApiLevel } from './api-level-walk';
import { householdScenarios } from './household-scenarios';

/*
 * The mortgage's client machines against the real server (issue 34): the co-applicant's part, each
 * path a household applying together through the API, the bank's sandboxes at their delays, the
 * clock moved and the scheduler run when the path expects the page to see what they did.
 */

/** The part's 67 transitions lie behind some 20 first loads (a household each): more chosen paths than the small flows' 60. */
const pathLimit = 100;

let world: ProcessWorld & { database: TestDatabase };
beforeAll(async () => {
  world = await sandboxProcessWorld(400);
});
afterAll(() => world.database.close());

describe.each(registry.filter((entry) => householdScenarios[entry.id]).map((entry) => [entry.id, entry] as const))('model paths of %s (API level, households)', (id, entry) => {
  const paths = apiLevelPaths(entry, pathLimit);
  it(`agrees with the server on every path a household can produce (${paths.length} chosen paths)`, async () => {
    const scenario = householdScenarios[id]?.(() => world);
    if (scenario) await walkAtApiLevel({ t: world.t, database: world.database }, entry, scenario, pathLimit);
  }, 900_000);
});
