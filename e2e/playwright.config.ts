// Browser journeys: the built app, the real server and the PSP sandbox, in Debian's Chromium.
import { defineConfig, devices } from '@playwright/test';

const port = Number(process.env.E2E_PORT ?? 3100);
const sandboxPort = Number(process.env.E2E_PSP_SANDBOX_PORT ?? 3101);
const baseURL = `http://localhost:${port}`;
const PHONE = { ...devices['Pixel 7'], browserName: 'chromium' as const, defaultBrowserType: 'chromium' as const };
/** Journeys that move the server's test clock forward: named `*.clock.spec.ts`. */
const CLOCK_MOVING = /\.clock\.spec\.ts$/;
/** Journeys that leave their server's shared lists changed for the others (the 250-payout review queue). */
const LAST = /\/console-review-queue\.spec\.ts$/;

/**
 * `E2E_SERVERS=2` (what `npm test` sets): two servers, each with its own sandbox and embedded database, on the next
 * two ports (E2E_PORT + 2, E2E_PSP_SANDBOX_PORT + 2), and one worker on each. The journeys wait on the server,
 * the sandbox's settle times and the browser's polling more than they compute, so the second worker fills the idle
 * core. Measured (issue 26 point 7, 10 spec files, 33 journeys, the shared 2-core machine at load 20–25): one server
 * 353 s wall and 48 s CPU, two servers 259 s wall and 46 s CPU, all passing both times. Each server still has one
 * worker on it: PGlite has one connection, and a clock-moving journey moves only its own server's clock. Unset or 1:
 * one server, one worker (running a few specs).
 */
const servers = process.env.E2E_SERVERS === '2' ? 2 : 1;
const secondPort = port + 2;
const secondSandboxPort = sandboxPort + 2;
/**
 * The journeys the second server runs: about half of all, balanced by their times in quiet clean-clone CI runs
 * (2026-11-29, 13:34–13:40 UTC: the first server's journeys 286 s plus the clock-moving ones 28 s and the review
 * queue 11 s, the second's 195 s; with the four console, CSP and chargeback journeys moved here, 14:48–14:53 UTC:
 * 266 + 26 + 11 s against 264 s; the layout-shift journeys, about 20 s, moved here after that run).
 * The clock-moving journeys and the review queue stay on the first server, after the others there. A new journey
 * runs on the first server unless listed here.
 */
const ON_SECOND_SERVER = [
  'accessibility-forms.spec.ts',
  'benefits-help.spec.ts',
  'chargeback.spec.ts',
  'console-cancellation.spec.ts',
  'console-four-eyes.spec.ts',
  'console-player.spec.ts',
  'console-refund.spec.ts',
  'console-requests.spec.ts',
  'console-separation.spec.ts',
  'content-security-policy.spec.ts',
  'deposit-card.spec.ts',
  'deposit-limit.spec.ts',
  'deposit-other-methods.spec.ts',
  'express-payment.spec.ts',
  'keyboard-journeys.spec.ts',
  'language-slow-user-data.spec.ts',
  'layout-shift.spec.ts',
  'payout-us-bank.spec.ts',
  'support-form.spec.ts',
];
const onSecondServer = new RegExp(`/(${ON_SECOND_SERVER.map((name) => name.replaceAll('.', '\\.')).join('|')})$`);

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
  workers: servers,
  retries: 0,
  forbidOnly: Boolean(process.env.CI),
  reporter: [
    ['list'],
    ['json', { outputFile: process.env.PLAYWRIGHT_JSON_OUTPUT_NAME ?? '../.reports/playwright.json' }],
  ],
  use: {
    baseURL,
    trace: 'retain-on-failure',
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
  projects: [
    {
      name: 'phone',
      testIgnore: servers === 2 ? [CLOCK_MOVING, LAST, onSecondServer] : [CLOCK_MOVING, LAST],
      workers: 1,
      use: PHONE,
    },
    // A journey that moves the server's test clock forward (it never goes back) runs after every other one on its
    // server has ended, whatever its name: dates, windows and tokens of the others stay as seeded.
    { name: 'phone, clock moved', testMatch: CLOCK_MOVING, dependencies: ['phone'], workers: 1, use: PHONE },
    // The review queue of 250 first payouts stays full when it ends: it runs after every other journey of its server,
    // so none of them looks for its own payout behind 249 older ones.
    { name: 'phone, last', testMatch: LAST, dependencies: ['phone, clock moved'], workers: 1, use: PHONE },
    ...(servers === 2
      ? [
          {
            name: 'phone, second server',
            testMatch: onSecondServer,
            testIgnore: CLOCK_MOVING,
            workers: 1,
            use: { ...PHONE, baseURL: `http://localhost:${secondPort}` },
          },
        ]
      : []),
  ],
  webServer:
    servers === 2 ? [server(port, sandboxPort), server(secondPort, secondSandboxPort)] : server(port, sandboxPort),
});
