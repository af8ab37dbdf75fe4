// Vite builds the operator console (served by the shop server at /console/); the `test` block makes this file the
// 'console' project of the root Vitest run.
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vitest/config';
import { precompress } from '../../packages/ui/vite-precompress.ts';

const API_TARGET = process.env.SHOP_API_TARGET ?? 'http://localhost:3000';

export default defineConfig({
  base: '/console/',
  plugins: [react(), precompress()],
  build: {
    outDir: 'dist',
    emptyOutDir: true,
    manifest: true,
  },
  server: {
    proxy: { '/ops': { target: API_TARGET, changeOrigin: false } },
  },
  test: {
    name: 'console',
    root: import.meta.dirname,
    environment: 'jsdom',
    include: ['src/**/*.test.{ts,tsx}'],
    setupFiles: ['./src/test/setup.ts'],
    // The files share a process and a jsdom per worker, as the web's do (apps/web/vite.config.ts); src/test/setup.ts
    // drops the console's own modules after each file, so no module state reaches the next.
    isolate: false,
    // Backstop against a hang on a loaded 2-core machine; the tests await their conditions.
    testTimeout: 60_000,
  },
});
