// One Vitest run for every workspace; browser journeys live in e2e/ and run under Playwright.
import { availableParallelism } from 'node:os';
import { defineConfig } from 'vitest/config';

/** What both server projects share. */
const SERVER_TESTS = {
  root: 'apps/server',
  include: ['src/**/*.test.ts'],
  environment: 'node',
  // Builds the PGlite (and with TEST_DATABASE_URL the PostgreSQL) templates once per run; test files load copies.
  globalSetup: ['src/test/global-setup.ts'],
  setupFiles: ['src/test/setup-file.ts'],
  // Backstops against a hang, not budgets: on a 2-core machine shared with other suites a test that takes 3 s alone
  // was seen to take 30 s. Time inside the tests is injected (clock, PSP time-outs).
  testTimeout: 120_000,
  hookTimeout: 120_000,
};

/** Server test files that need a fresh process of their own (see the 'server-isolated' project). */
const SERVER_ISOLATED = ['src/database-outage.test.ts'];

export default defineConfig({
  test: {
    // One test file more than the cores. Vitest's default for a run is one fewer than the cores: a single worker on
    // a 2-core machine, which sat half idle there (a web subset: 27 s CPU in 51 s wall with one worker, 26 s in
    // 26-32 s with two), since the files wait on PostgreSQL, local HTTP and timers as much as they compute. A third
    // worker on 2 cores: the whole run (PGlite and PostgreSQL, 250 files) in 352 s instead of 416 s, both on the
    // quiet machine of 2026-11-29 13:25–13:48 UTC.
    maxWorkers: availableParallelism() + 1,
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
      // The server's test files in two projects: most share a process per worker, the few that change the process
      // itself get a fresh one each.
      {
        test: {
          ...SERVER_TESTS,
          name: 'server',
          exclude: SERVER_ISOLATED,
          // The files run one after another in a process per worker (no fresh process and fresh import of the app,
          // Fastify, Kysely and PGlite per file). They change nothing of the process: no module mocks, no
          // environment changes, fake timers put back in the same test; src/test/setup-file.ts puts back timers,
          // mocks, stubbed globals and environment after each file anyway and closes any database or app a file
          // left open (src/test/file-end.ts). Measured (issue 26 point 7, `/usr/bin/time -v npx vitest run --project
          // server <files>`, PGlite, the shared 2-core machine at load 35-65, both runs side by side): the mail folder,
          // 6 files, 48.7 s CPU (42.5 user + 6.2 sys) in 12:15 isolated, 41.7 s (36.6 + 5.2) in 11:54 so, all 52 tests
          // passing (isolated, one file's set-up hook ran out of its 120 s there and skipped 2); before, at load 20-25,
          // the mail and operators folders, 12 files: 40 s CPU in 338 s isolated, 26 s in 182 s so. A whole run at
          // that load did not finish within the session (docs/benchmarks.md "Server tests in a shared process").
          isolate: false,
        },
      },
      {
        test: {
          ...SERVER_TESTS,
          name: 'server-isolated',
          include: SERVER_ISOLATED,
          // A fresh process per file: database-outage.test.ts adds process-wide error handlers while it stops and
          // restarts its own PostgreSQL server. A file that mocks a module (vi.mock), changes process.env or the
          // process's global state belongs here too.
          isolate: true,
        },
      },
      {
        test: {
          name: 'psp-sandbox',
          root: 'apps/psp-sandbox',
          include: ['src/**/*.test.ts'],
          environment: 'node',
          // No module state, mocks or environment changes in the sandbox or its tests (each test starts its own
          // sandbox): the files share a process per worker. Measured on the 2-core machine: 11 s CPU in 35–39 s
          // instead of 30 s CPU in 97 s, the same 16 files passing in two runs so (issue 26).
          isolate: false,
          // Notifications travel over real local HTTP: room for a loaded machine (waitFor bounds at 20 s).
          testTimeout: 60_000,
        },
      },
      'apps/web/vite.config.ts',
      'apps/console/vite.config.ts',
    ],
  },
});
