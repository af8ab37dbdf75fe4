// The test project both SPAs share (apps/web and apps/console): the app's test files under src/, in jsdom, set up by
// its src/test/setup.ts.

/** The `test` block of an SPA's vite.config.ts, named for the root Vitest run (vitest.config.ts). */
export function jsdomTestProject(name: string, root: string) {
  return {
    name,
    root,
    environment: 'jsdom',
    include: ['src/**/*.test.{ts,tsx}'],
    setupFiles: ['./src/test/setup.ts'],
    // The files share a process and a jsdom per worker (no fresh worker, jsdom, React and Testing Library per
    // file); each app's src/test/setup.ts drops its own modules after each file (vi.resetModules), so the next file
    // imports them afresh and no module state (the shop's payout token, drafts, step overrides, loaded texts)
    // reaches it. Measured for the shop (issue 26 point 7, `/usr/bin/time npx vitest run --project web`, the 2-core
    // machine at load 20-37, all 944 tests passing): 96 s CPU instead of 170 s; the same in shuffled file orders
    // (seeds 11, 23, 5).
    isolate: false,
    // A screen test renders lazy routes and types like a player: seconds on a 2-core machine busy with other
    // suites. Tests await their conditions; this bound (and asyncUtilTimeout in the shop's setup.ts) only stops a
    // hang.
    testTimeout: 60_000,
  };
}
