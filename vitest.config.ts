// One Vitest run for every workspace; browser journeys live in e2e/ and run under Playwright.
import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    projects: [
      { test: { name: 'domain', root: 'packages/domain', include: ['src/**/*.test.ts'], environment: 'node' } },
      { test: { name: 'contracts', root: 'packages/contracts', include: ['src/**/*.test.ts'], environment: 'node' } },
      {
        test: {
          name: 'server',
          root: 'apps/server',
          include: ['src/**/*.test.ts'],
          environment: 'node',
          testTimeout: 30_000,
          hookTimeout: 60_000,
        },
      },
      { test: { name: 'psp-sandbox', root: 'apps/psp-sandbox', include: ['src/**/*.test.ts'], environment: 'node' } },
      'apps/web/vite.config.ts',
    ],
  },
});
