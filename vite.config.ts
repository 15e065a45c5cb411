import { defineConfig } from 'vitest/config';
import react from '@vitejs/plugin-react';
import { vanillaExtractPlugin } from '@vanilla-extract/vite-plugin';
import { fontPreload } from './scripts/font-preload.vite';
import { precompress } from './scripts/precompress.vite';
import { scriptsAfterFirstScreen } from './scripts/scripts-after-first-screen.vite';

/**
 * Modules a package's index re-exports that the first load never uses (measured against a build
 * without the group): following `importedIds` would pull them in, so only lazy chunks get them.
 */
const notFirstLoad = /node_modules\/(react-i18next\/dist\/es\/(Trans|TransWithoutContext|IcuTrans\w*)\.js|html-parse-stringify\/|@tanstack\/(query-core\/build\/modern\/(mutationObserver|infiniteQueryObserver)|react-query\/build\/modern\/(useMutation|useSuspenseQuery|useInfiniteQuery))\.js)/;

/**
 * Every module the entry imports statically is loaded before the first paint anyway: one chunk for
 * all of them compresses about 10 KB smaller than the few dozen small shared chunks Rolldown would
 * otherwise cut (each file is compressed on its own). What only lazy chunks import stays with them.
 */
function firstLoadChunk(): (id: string, context: { getModuleInfo(id: string): { importedIds: readonly string[] } | null }) => string | null {
  let firstLoad: Set<string> | undefined;
  return (id, context) => {
    if (!firstLoad) {
      firstLoad = new Set();
      const entry = `${import.meta.dirname}/src/app/main.tsx`;
      const pending = [entry];
      for (let next = pending.pop(); next !== undefined; next = pending.pop()) {
        if (firstLoad.has(next) || notFirstLoad.test(next)) continue;
        firstLoad.add(next);
        pending.push(...(context.getModuleInfo(next)?.importedIds ?? []));
      }
    }
    return firstLoad.has(id) ? 'first-load' : null;
  };
}

/**
 * Browser test files that change the server for every other file while they run: the office journey
 * puts the sandbox's partner in manual mode, so an application of another file waits for a person; the
 * couple's journey does the same to the notaries.
 */
const exclusiveBrowserFiles = ['tests/e2e/office-journey.test.ts', 'tests/e2e/household-couple-journey.test.ts'];

/** The browser suite's settings, shared by its parallel and its exclusive part (one build, one server: e2e.global-setup.ts). */
const browserSuite = {
  environment: 'node' as const,
  globalSetup: ['tests/support/database.global-setup.ts', 'tests/support/e2e.global-setup.ts'],
  testTimeout: 60_000,
  hookTimeout: 120_000,
  // A busy CI machine answers slower than a laptop: polled expectations get 10 s, not 1 s.
  expect: { poll: { timeout: 10_000 } },
  // No `retry`: a browser test that loses a race is fixed (it polls for what it waits on), not repeated.
};

/**
 * The browser's build (`dist`), and with `--ssr` the server's page renderer (src/app/entry-server.tsx,
 * into `dist-server`, see scripts/build.ts): the same screens, with class names identical to the
 * browser's, without the browser-only steps (chunking, precompression, preloads, script priority).
 */
export default defineConfig(({ isSsrBuild }) => ({
  // The renderer carries its packages with it, so a build anywhere (the bench's scratch folder) runs.
  ...(isSsrBuild ? { ssr: { noExternal: true } } : {}),
  plugins: isSsrBuild ? [react(), vanillaExtractPlugin()] : [react(), vanillaExtractPlugin(), fontPreload(), scriptsAfterFirstScreen(), precompress()],
  build: isSsrBuild
    ? { outDir: 'dist-server', target: 'node20', sourcemap: true, copyPublicDir: false }
    : {
        outDir: 'dist',
        manifest: true,
        sourcemap: true,
        target: 'es2022',
        // One stylesheet for the whole app (about 24 KB compressed): a server-rendered page must have
        // the styles of its screen before its scripts run, and every screen's are in it.
        cssCodeSplit: false,
        rolldownOptions: { output: { codeSplitting: { groups: [{ name: firstLoadChunk(), debugName: 'first-load' }] } } },
      },
  test: {
    // Each project runs on its own: `npm test` runs unit and api, `npm run test:e2e` the browser suite.
    projects: [
      {
        extends: true,
        test: {
          name: 'unit',
          include: ['tests/unit/**/*.test.ts', 'tests/machines/**/*.test.ts', 'tests/model/machine-level.test.ts'],
          environment: 'node',
          // Property-based tests run hundreds of cases: a busy machine needs more than vitest's 5 s for them.
          testTimeout: 30_000,
        },
      },
      {
        extends: true,
        test: {
          name: 'api',
          include: ['tests/api/**/*.test.ts', 'tests/model/api-level.test.ts', 'tests/model/lending-api-level.test.ts', 'tests/model/household-api-level.test.ts'],
          environment: 'node',
          globalSetup: ['tests/support/database.global-setup.ts'],
          setupFiles: ['tests/support/password-hashing.setup.ts'],
          testTimeout: 30_000,
          hookTimeout: 60_000,
        },
      },
      {
        extends: true,
        test: {
          name: 'e2e',
          include: ['tests/e2e/**/*.test.ts', 'tests/model/ui-level.test.ts'],
          exclude: [...exclusiveBrowserFiles],
          ...browserSuite,
          // Two files at a time against the one server: a browser test mostly waits (on Chromium, the
          // sandboxes' delays, polls), so two keep a 2-core machine busy where one left it half idle.
          // Each file signs up people of its own and finds its mails, cases and requests by them.
          maxWorkers: 2,
          sequence: { groupOrder: 1 },
        },
      },
      {
        extends: true,
        test: {
          // After the others, alone: these files change what the one server does for everyone.
          name: 'e2e-exclusive',
          include: [...exclusiveBrowserFiles],
          ...browserSuite,
          maxWorkers: 1,
          sequence: { groupOrder: 2 },
        },
      },
    ],
  },
}));
