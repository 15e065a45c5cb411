import { defineConfig } from 'vitest/config';
import react from '@vitejs/plugin-react';
import { vanillaExtractPlugin } from '@vanilla-extract/vite-plugin';
import { fontPreload } from './scripts/font-preload.vite';

export default defineConfig({
  plugins: [react(), vanillaExtractPlugin(), fontPreload()],
  build: {
    outDir: 'dist',
    manifest: true,
    sourcemap: true,
    target: 'es2022',
  },
  test: {
    // Each project runs on its own: `npm test` runs unit and api, `npm run test:e2e` the browser suite.
    projects: [
      {
        extends: true,
        test: { name: 'unit', include: ['tests/unit/**/*.test.ts', 'tests/machines/**/*.test.ts', 'tests/model/machine-level.test.ts'], environment: 'node' },
      },
      {
        extends: true,
        test: {
          name: 'api',
          include: ['tests/api/**/*.test.ts', 'tests/model/api-level.test.ts'],
          environment: 'node',
          globalSetup: ['tests/support/database.global-setup.ts'],
          testTimeout: 30_000,
          hookTimeout: 60_000,
        },
      },
      {
        extends: true,
        test: {
          name: 'e2e',
          include: ['tests/e2e/**/*.test.ts', 'tests/model/ui-level.test.ts'],
          environment: 'node',
          globalSetup: ['tests/support/database.global-setup.ts', 'tests/support/e2e.global-setup.ts'],
          testTimeout: 60_000,
          hookTimeout: 120_000,
          fileParallelism: false,
          // A busy CI machine answers slower than a laptop: polled expectations get 10 s, not 1 s.
          expect: { poll: { timeout: 10_000 } },
          // No `retry`: a browser test that loses a race is fixed (it polls for what it waits on), not repeated.
        },
      },
    ],
  },
});
