// One Vitest run for every workspace; browser journeys live in e2e/ and run under Playwright.
import { availableParallelism } from 'node:os';
import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    // One test file per core at least. Vitest's default for a run is one fewer than the cores: a single worker on
    // a 2-core machine, which sat half idle there (a web subset: 27 s CPU in 51 s wall with one worker, 26 s in
    // 26-32 s with two), since the files wait on PostgreSQL, local HTTP and timers as much as they compute.
    maxWorkers: Math.max(2, availableParallelism()),
    projects: [
      // Property tests run 100 cases each: a backstop, not the 5 s default, so a loaded machine does not fail them.
      {
        test: {
          name: 'domain',
          root: 'packages/domain',
          include: ['src/**/*.test.ts'],
          environment: 'node',
          // Pure functions without module state, mocks or environment: the files share one process per worker
          // instead of a fresh one (and a fresh import of the domain) each.
          isolate: false,
          testTimeout: 60_000,
        },
      },
      {
        test: {
          name: 'contracts',
          root: 'packages/contracts',
          include: ['src/**/*.test.ts'],
          environment: 'node',
          isolate: false,
          testTimeout: 60_000,
        },
      },
      {
        test: {
          name: 'server',
          root: 'apps/server',
          include: ['src/**/*.test.ts'],
          environment: 'node',
          // Builds the PGlite templates once per run; test files only load copies.
          globalSetup: ['src/test/global-setup.ts'],
          // Backstops against a hang, not budgets: on a 2-core machine shared with other suites a test that takes
          // 3 s alone was seen to take 30 s. Time inside the tests is injected (clock, PSP time-outs).
          testTimeout: 120_000,
          hookTimeout: 120_000,
        },
      },
      {
        test: {
          name: 'psp-sandbox',
          root: 'apps/psp-sandbox',
          include: ['src/**/*.test.ts'],
          environment: 'node',
          // Notifications travel over real local HTTP: room for a loaded machine (waitFor bounds at 20 s).
          testTimeout: 60_000,
        },
      },
      'apps/web/vite.config.ts',
      'apps/console/vite.config.ts',
    ],
  },
});
