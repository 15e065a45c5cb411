import { serve } from '@hono/node-server';
import type { AddressInfo } from 'node:net';
import { join } from 'node:path';
import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { getInitialSnapshot, type AnyStateMachine, type AnyStateNode } from 'xstate';
import { registry } from '../../machines/registry';
import { rateLimitCounters } from '../../api/server/db/schema';
import { bookingUi } from '../drivers/model/booking.ui';
import { prequalUi } from '../drivers/model/prequal.ui';
import { otpUi, phoneVerificationUi } from '../drivers/model/phone.ui';
import { signInUi } from '../drivers/model/sign-in.ui';
import { signUpUi } from '../drivers/model/sign-up.ui';
import { passwordResetUi } from '../drivers/model/password-reset.ui';
import type { UiScenario } from '../drivers/model/ui-scenario';
import { launchBrowser, viewports } from '../support/browser';
import { inventory, MachineCoverage } from '../support/machine-coverage';
import { createTestApp, type TestApp } from '../support/test-app';
import { createTestDatabase, type TestDatabase } from '../support/test-database';
import { apiScenarios } from './api-scenarios';
import { ApiWorld } from './api-world';
import { answerOf, answersAfter, modelPaths, pathsPerTransition, type ModelPath } from './model-paths';
import { recordModelCoverage } from './model-report';
import { missingPageObjects } from './ui-completeness';

/** The flows with page objects; a registered machine not here is reported as not run in the browser. */
const uiScenarios: Partial<Record<string, UiScenario>> = {
  signIn: signInUi,
  signUp: signUpUi,
  passwordReset: passwordResetUi,
  otp: otpUi,
  phoneVerification: phoneVerificationUi,
  booking: bookingUi,
  prequal: prequalUi,
};

let database: TestDatabase;
let t: TestApp;
let browser: Browser;
let baseUrl: string;
let server: ReturnType<typeof serve>;
const coverage = new MachineCoverage();

beforeAll(async () => {
  database = await createTestDatabase();
  // Its own server on the built app, so the paths can arrange each answer in its database.
  t = createTestApp(database, { staticDir: join(import.meta.dirname, '../../dist') });
  server = serve({ fetch: t.app.fetch, port: 0, hostname: '127.0.0.1' });
  await new Promise((resolve) => server.once('listening', resolve));
  baseUrl = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser.close();
  await new Promise((resolve) => server.close(resolve));
  await database.close();
});

const valueOf = (serialized: string) => JSON.stringify((JSON.parse(serialized) as unknown[])[0]);

async function runPath(entryId: string, machine: AnyStateMachine, ui: UiScenario, path: ModelPath): Promise<boolean> {
  const api = apiScenarios[entryId];
  if (!api) return false;
  // The browser calls from one address: each path starts with no rate-limit counts of earlier paths.
  await database.db.delete(rateLimitCounters);
  const world = new ApiWorld(t, database);
  api.prepare?.(world, path);
  const input = api.input ? await api.input(world, path.input) : path.input;
  const arrange = async (answers: ReturnType<typeof answersAfter>, value: unknown) => {
    for (const answer of answers) if (answer.failure || !(await api.arrange(world, answer.actorId, answer.output, { value, context: {} }))) return false;
    return true;
  };
  const initial = getInitialSnapshot(machine, input) as unknown as { value: unknown; _nodes: AnyStateNode[] };
  const startedAtOnce = new Set(initial._nodes.flatMap((node) => node.invoke.map((invoke) => invoke.id)));
  const firstAnswerSteps = new Set<number>();
  for (const actorId of startedAtOnce) {
    const index = path.steps.findIndex((step) => answerOf(step.event)?.[2] === actorId);
    if (index >= 0) firstAnswerSteps.add(index);
  }
  if (!(await arrange([...firstAnswerSteps].flatMap((index) => answersAfter(path, index - 1).slice(0, 1)), initial.value))) return false;

  const context = await browser.newContext({ viewport: viewports.desktop });
  await context.addInitScript((token) => {
    localStorage.setItem('tun.modelCoverage', 'on');
    if (token) localStorage.setItem('tun.token', token);
  }, world.token);
  const page = await context.newPage();
  try {
    await ui.start(page, world, baseUrl);
    for (const [index, step] of path.steps.entries()) {
      const expected = valueOf(step.expected);
      const answer = answerOf(step.event);
      // A child flow the person completes in the page (the code step) answers once they do their part.
      if (answer && ui.answers?.[answer[2] ?? '']) await ui.answers[answer[2] ?? '']?.(page, world);
      if (!answer) {
        const answers = answersAfter(path, index).filter((answer, i) => !(startedAtOnce.has(answer.actorId) && firstAnswerSteps.has(index + 1 + i)));
        const event = api.event ? await api.event(world, world.rewrite(step.event), answers) : world.rewrite(step.event);
        const previous = index === 0 ? JSON.stringify(initial.value) : valueOf(path.steps[index - 1]?.expected ?? '[null]');
        if (!(await arrange(answers, JSON.parse(previous)))) return false;
        const execute = ui.executors[event.type];
        expect(execute, `${entryId}: no page-object executor for '${event.type}'`).toBeDefined();
        await execute?.(page, event as never, world);
      }
      if (ui.busy.includes(expected)) continue;
      const check = ui.checks[expected];
      expect(check, `${entryId}: no page-object check for the state ${expected}`).toBeDefined();
      await check?.(page, world).catch(async (error: unknown) => {
        // What the page showed instead, for whoever reads the failure.
        await page.screenshot({ path: join(import.meta.dirname, `../../test-results/ui-${entryId}-${index}.png`) }).catch(() => undefined);
        throw new Error(`${path.description}: step ${index} (${step.event.type}) should show ${expected}: ${String(error).split('\n')[0]}`);
      });
    }
    return true;
  } finally {
    const reached = await page.evaluate(() => window.__tunModelCoverage ?? {}).catch(() => ({}));
    for (const [machineId, taken] of Object.entries(reached)) coverage.add(machineId, taken);
    await context.close();
  }
}

const pathsRun = new Map<string, number>();

// After every flow ran: a flow's page also runs other machines (the header's auth), so figures are counted last.
afterAll(() => {
  for (const entry of registry) {
    const all = inventory(entry.machine);
    const missing = coverage.missing(entry.machine);
    recordModelCoverage(entry.id, 'ui', {
      states: [all.states.length - missing.states.length, all.states.length],
      transitions: [all.transitions.length - missing.transitions.length, all.transitions.length],
      paths: pathsRun.get(entry.id) ?? 0,
      missing,
    });
  }
});

describe.each(registry.map((entry) => [entry.id, entry] as const))('model paths of %s (UI level, Chromium)', (id, entry) => {
  const ui = uiScenarios[id];
  let ran = 0;
  const paths = ui ? pathsPerTransition(modelPaths(entry), ui.pathLimit ?? 30).filter((path) => ui.startsWith(path.input)) : [];
  afterAll(() => {
    pathsRun.set(id, ran);
  });

  it(`walks the paths the real screens and server can produce (${paths.length} candidates)`, async () => {
    if (ui) expect(missingPageObjects(ui, paths), `${id}: page objects missing`).toEqual({ executors: [], checks: [] });
    for (const path of paths) if (await runPath(id, entry.machine as AnyStateMachine, ui as UiScenario, path)) ran += 1;
    // Machines without page objects still report their figures (reached through other flows, or none).
    if (ui) expect(ran).toBeGreaterThan(0);
    if (ui?.mustReach) expect(coverage.missing(entry.machine as AnyStateMachine).states.filter((state) => ui.mustReach?.includes(state)), `${id}: not reached in the browser`).toEqual([]);
  }, 600_000);
});
