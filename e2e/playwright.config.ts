// Browser journeys: the built app, the real server and the PSP sandbox, in Debian's Chromium.
import { readdirSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { defineConfig, devices } from '@playwright/test';

const port = Number(process.env.E2E_PORT ?? 3100);
const sandboxPort = Number(process.env.E2E_PSP_SANDBOX_PORT ?? 3101);
/**
 * A Pixel 7 (its viewport, touch, mobile user agent) drawn at one device pixel per CSS pixel instead of its 2.625:
 * Chromium rasterises in software here (no GPU), and the journeys check what a player can do, not pixel density.
 * All journeys, two shared servers, the quiet 2-core machine (2026-11-29 21:55 UTC): 300 s at 2.625, 281 s at 1.
 */
const PHONE = {
  ...devices['Pixel 7'],
  deviceScaleFactor: 1,
  browserName: 'chromium' as const,
  defaultBrowserType: 'chromium' as const,
};
/** Journeys that move the server's test clock forward: named `*.clock.spec.ts`. */
const CLOCK_MOVING = /\.clock\.spec\.ts$/;
/** Journeys that leave their server's shared lists changed for the others (the 250-payout review queue). */
const LAST = /\/console-review-queue\.spec\.ts$/;

/**
 * `E2E_SERVERS=N` with N ≥ 2 (`npm test` sets 2): N servers share the journeys, and two more servers take the
 * journeys that change their server for the others — one the clock-moving journeys, one the review queue — so that
 * every server's journeys run from the start side by side. Each server has its own sandbox and embedded database, on
 * every second port from E2E_PORT and E2E_PSP_SANDBOX_PORT (3100/3101, 3102/3103, …), and one worker. Each server
 * keeps one worker: PGlite has one connection, and a clock-moving journey moves only its own server's clock.
 *
 * Why not the stateful journeys as dependent projects on the first server: Playwright runs projects in phases, a
 * project with dependencies only after *every* project of the phase before has ended, so they ran alone at the end
 * (36 s of one worker in a quiet clean-clone CI run, 2026-11-29 21:45 UTC). Why not a third shared server: the
 * journeys are bound by the two cores (Chromium's rendering and axe): the same run with three servers took 299 s
 * instead of 312 s, every journey slower (the axe spec 142 s instead of 95 s).
 *
 * Unset or 1: one server, one worker, the stateful journeys after the others (running a few specs).
 */
const servers = Math.min(4, Math.max(1, Number.parseInt(process.env.E2E_SERVERS ?? '1', 10) || 1));
/**
 * Seconds each spec file took in that run (the sum of its journeys): the shared specs are dealt to the N servers by
 * these, longest first, each to the server with the least so far (a spec not listed counts as `UNMEASURED_SECONDS`).
 */
const MEASURED_SECONDS: Record<string, number> = {
  'accessibility-axe.spec.ts': 95,
  'accessibility-forms.spec.ts': 38,
  'deposit-card.spec.ts': 31,
  'deposit-other-methods.spec.ts': 24,
  'layout-shift.spec.ts': 21,
  'console-requests.spec.ts': 21,
  'payout.spec.ts': 18,
  'console-four-eyes.spec.ts': 18,
  'content-security-policy.spec.ts': 17,
  'language-slow-user-data.spec.ts': 14,
  'deposit-adyen.spec.ts': 14,
  'express-payment.spec.ts': 13,
  'deposit-back-from-provider.spec.ts': 12,
  'paypal.spec.ts': 12,
  'keyboard-journeys.spec.ts': 12,
  'saver-package.spec.ts': 12,
  'console-operator-security.clock.spec.ts': 12,
  'payout-review.spec.ts': 11,
  'console-review-queue.spec.ts': 11,
  'console-player.spec.ts': 9,
  'saver-package-late-cancellation.clock.spec.ts': 9,
  'chargeback.spec.ts': 9,
  'console-payout-review.spec.ts': 8,
  'chargeback-adyen.spec.ts': 8,
  'console-cancellation.spec.ts': 8,
  'console-refund.spec.ts': 7,
  'deposit-limits.spec.ts': 7,
  'not-authorized.spec.ts': 7,
  'amount-selection.spec.ts': 7,
  'support-form.spec.ts': 6,
  'deposit-return-new-tab.spec.ts': 6,
  'deposit-hosted-card.spec.ts': 5,
  'console-dashboard.spec.ts': 4,
  'paypal-saver-package.clock.spec.ts': 4,
  'console-separation.spec.ts': 4,
  'benefits-help.spec.ts': 3,
  'deposit-limit.spec.ts': 3,
  'payout-us-bank.spec.ts': 3,
  'first-visit-files.spec.ts': 3,
  'platform-page-language.spec.ts': 2,
};
const UNMEASURED_SECONDS = 10;

/** The shared spec files (all but the stateful ones), dealt to `count` servers. */
function dealSpecs(count: number): string[][] {
  const files = readdirSync(fileURLToPath(new URL('./tests', import.meta.url))).filter(
    (file) => file.endsWith('.spec.ts') && !CLOCK_MOVING.test(file) && !LAST.test(`/${file}`),
  );
  const seconds = (file: string) => MEASURED_SECONDS[file] ?? UNMEASURED_SECONDS;
  files.sort((a, b) => seconds(b) - seconds(a) || a.localeCompare(b));
  const shares = Array.from({ length: count }, () => ({ seconds: 0, files: [] as string[] }));
  for (const file of files) {
    const least = shares.reduce((best, share) => (share.seconds < best.seconds ? share : best));
    least.seconds += seconds(file);
    least.files.push(file);
  }
  return shares.map((share) => share.files);
}

const fileList = (files: string[]) => new RegExp(`/(${files.map((f) => f.replaceAll('.', '\\.')).join('|')})$`);
const urlOf = (serverPort: number) => `http://localhost:${serverPort}`;

interface Share {
  name: string;
  testMatch: RegExp | RegExp[];
  testIgnore?: RegExp[];
  dependencies?: string[];
  port: number;
  sandboxPort: number;
}

/** Each project with its server: one server for all when `servers` is 1, else N shared and two stateful ones. */
function shares(): Share[] {
  const first = { port, sandboxPort };
  if (servers === 1)
    return [
      { name: 'phone', testMatch: /.*\.spec\.ts$/, testIgnore: [CLOCK_MOVING, LAST], ...first },
      // A journey that moves the server's test clock forward (it never goes back) runs after every other one on its
      // server has ended, whatever its name: dates, windows and tokens of the others stay as seeded.
      { name: 'phone, clock moved', testMatch: CLOCK_MOVING, dependencies: ['phone'], ...first },
      // The review queue of 250 first payouts stays full when it ends: it runs after every other journey of its
      // server, so none of them looks for its own payout behind 249 older ones.
      { name: 'phone, last', testMatch: LAST, dependencies: ['phone, clock moved'], ...first },
    ];
  const nth = (index: number) => ({ port: port + 2 * index, sandboxPort: sandboxPort + 2 * index });
  return [
    ...dealSpecs(servers).map((files, index) => ({
      name: index === 0 ? 'phone' : `phone, server ${index + 1}`,
      testMatch: fileList(files.length > 0 ? files : ['no such spec']),
      ...nth(index),
    })),
    { name: 'phone, clock moved', testMatch: CLOCK_MOVING, ...nth(servers) },
    { name: 'phone, last', testMatch: LAST, ...nth(servers + 1) },
  ];
}
const projects = shares();

function server(serverPort: number, serverSandboxPort: number) {
  return {
    command: 'node e2e/scripts/serve.mjs',
    cwd: '..',
    url: `http://localhost:${serverPort}/health`,
    // The start builds the web app when stale, then migrates and seeds a fresh embedded database: on a loaded
    // 2-core machine that can take minutes. A server that cannot start exits, which Playwright reports at once,
    // so this bound only has to be generous, never the thing that fails.
    timeout: 600_000,
    reuseExistingServer: false,
    stdout: 'ignore' as const,
    stderr: 'pipe' as const,
    env: {
      PORT: String(serverPort),
      PSP_SANDBOX_PORT: String(serverSandboxPort),
      PUBLIC_URL: `http://localhost:${serverPort}`,
      LOG_LEVEL: 'warn',
    },
  };
}

export default defineConfig({
  testDir: './tests',
  timeout: 60_000,
  expect: { timeout: 10_000 },
  fullyParallel: false,
  // One worker per server (see `servers`): PGlite has one connection and the journeys share seeded players.
  workers: projects.length,
  retries: 0,
  forbidOnly: Boolean(process.env.CI),
  reporter: [
    ['list'],
    ['json', { outputFile: process.env.PLAYWRIGHT_JSON_OUTPUT_NAME ?? '../.reports/playwright.json' }],
  ],
  use: {
    // No trace unless asked for (E2E_TRACE=retain-on-failure): recording one for every journey (its screencast and
    // DOM snapshots) kept Chromium and Playwright busy on both cores, and a passing journey's trace is thrown away.
    // Measured on the quiet 2-core machine (2026-11-29 22:00 UTC, all journeys, two shared servers): 281 s with
    // `retain-on-failure`, 234 s without. A failure still leaves its screenshot and error context in e2e/test-results.
    trace: (process.env.E2E_TRACE ?? 'off') as 'off' | 'on' | 'retain-on-failure' | 'on-first-retry',
    screenshot: 'only-on-failure',
    launchOptions: {
      executablePath: '/usr/bin/chromium',
      args: [
        '--no-sandbox',
        '--disable-gpu',
        '--disable-dev-shm-usage',
        '--disable-quic',
        '--no-first-run',
        '--disable-background-networking',
        '--disable-component-update',
        '--disable-sync',
      ],
    },
  },
  projects: projects.map(({ port: serverPort, sandboxPort: _sandbox, ...project }) => ({
    ...project,
    workers: 1,
    use: { ...PHONE, baseURL: urlOf(serverPort) },
  })),
  // One server per port (all projects share it when `servers` is 1).
  webServer: [...new Map(projects.map((share) => [share.port, server(share.port, share.sandboxPort)])).values()],
});
