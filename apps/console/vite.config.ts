// Vite builds the operator console (served by the shop server at /console/); the `test` block makes this file the
// 'console' project of the root Vitest run.
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vitest/config';
import { precompress } from '../../packages/ui/vite-precompress.ts';
import { jsdomTestProject } from '../../packages/ui/vitest-jsdom.ts';

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
  test: jsdomTestProject('console', import.meta.dirname),
});
