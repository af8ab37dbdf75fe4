// Browser journeys: the built app, the real server and the PSP sandbox, in Debian's Chromium.
import { defineConfig, devices } from '@playwright/test';

const port = Number(process.env.E2E_PORT ?? 3100);
const sandboxPort = Number(process.env.E2E_PSP_SANDBOX_PORT ?? 3101);
const baseURL = `http://localhost:${port}`;
const PHONE = { ...devices['Pixel 7'], browserName: 'chromium' as const, defaultBrowserType: 'chromium' as const };
/** Journeys that move the server's test clock forward: named `*.clock.spec.ts`. */
const CLOCK_MOVING = /\.clock\.spec\.ts$/;

export default defineConfig({
  testDir: './tests',
  timeout: 60_000,
  expect: { timeout: 10_000 },
  fullyParallel: false,
  // PGlite has one connection and the journeys share seeded players: one worker keeps them independent.
  workers: 1,
  // A journey that needs a retry is a defect: time in the journeys is injected (test clock, PSP settings).
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
    { name: 'phone', testIgnore: CLOCK_MOVING, use: PHONE },
    // A journey that moves the server's test clock forward (it never goes back) runs after every other one has
    // ended, whatever its name and however many workers run: dates, windows and tokens of the others stay as seeded.
    { name: 'phone, clock moved', testMatch: CLOCK_MOVING, dependencies: ['phone'], use: PHONE },
  ],
  webServer: {
    command: 'node e2e/scripts/serve.mjs',
    cwd: '..',
    url: `${baseURL}/health`,
    // The start builds the web app when stale, then migrates and seeds a fresh embedded database: on a loaded
    // 2-core machine that can take minutes. A server that cannot start exits, which Playwright reports at once,
    // so this bound only has to be generous, never the thing that fails.
    timeout: 600_000,
    reuseExistingServer: false,
    stdout: 'ignore',
    stderr: 'pipe',
    env: {
      PORT: String(port),
      PSP_SANDBOX_PORT: String(sandboxPort),
      PUBLIC_URL: baseURL,
      LOG_LEVEL: 'warn',
    },
  },
});
