// Vite builds the shop SPA; the `test` block makes this file the 'web' project of the root Vitest run.
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vitest/config';
import { precompress } from './vite-precompress.ts';

const API_TARGET = process.env.SHOP_API_TARGET ?? 'http://localhost:3000';
const proxied = ['/gd', '/deposit', '/platform', '/health'];

export default defineConfig({
  plugins: [react(), precompress()],
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
    // A screen test renders lazy routes and types like a player: seconds on a 2-core machine busy with other
    // suites. Tests await their conditions; this bound (and asyncUtilTimeout in setup.ts) only stops a hang.
    testTimeout: 60_000,
  },
});
