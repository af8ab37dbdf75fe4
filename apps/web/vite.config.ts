// Vite builds the shop SPA; the `test` block makes this file the 'web' project of the root Vitest run.
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vitest/config';

const API_TARGET = process.env.SHOP_API_TARGET ?? 'http://localhost:3000';
const proxied = ['/gd', '/deposit', '/platform', '/health'];

export default defineConfig({
  plugins: [react()],
  build: {
    outDir: 'dist',
    emptyOutDir: true,
    // dist/.vite/manifest.json: the chunk graph the bundle budget test and `npm run bench` measure.
    manifest: true,
  },
  server: {
    proxy: Object.fromEntries(proxied.map((prefix) => [prefix, { target: API_TARGET, changeOrigin: false }])),
  },
  test: {
    name: 'web',
    root: import.meta.dirname,
    environment: 'jsdom',
    include: ['src/**/*.test.{ts,tsx}'],
    setupFiles: ['./src/test/setup.ts'],
    // CI runs these jsdom tests beside the PostgreSQL suites on 2 cores; a timing-sensitive UI test may
    // be retried once there. Locally nothing is retried, so a real flake still shows.
    retry: process.env.CI ? 1 : 0,
  },
});
