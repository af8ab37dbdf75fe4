// Vite builds the shop SPA; the `test` block makes this file the 'web' project of the root Vitest run.
import { readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { promisify } from 'node:util';
import { brotliCompress, constants, gzip } from 'node:zlib';
import react from '@vitejs/plugin-react';
import type { Plugin } from 'vite';
import { defineConfig } from 'vitest/config';

const API_TARGET = process.env.SHOP_API_TARGET ?? 'http://localhost:3000';
const proxied = ['/gd', '/deposit', '/platform', '/health'];

const COMPRESSIBLE = /\.(js|css|html|svg|json)$/;

/** Writes file.br (brotli 11) and file.gz (gzip 9) beside every text file of the build; the server sends them. */
function precompress(): Plugin {
  const toBrotli = promisify(brotliCompress);
  const toGzip = promisify(gzip);
  return {
    name: 'shop:precompress',
    apply: 'build',
    async writeBundle(options, bundle) {
      const outDir = options.dir ?? 'dist';
      const files = Object.keys(bundle).filter((file) => COMPRESSIBLE.test(file));
      await Promise.all(
        files.map(async (file) => {
          const source = await readFile(path.join(outDir, file));
          const [brotli, gzipped] = await Promise.all([
            toBrotli(source, {
              params: { [constants.BROTLI_PARAM_QUALITY]: 11, [constants.BROTLI_PARAM_SIZE_HINT]: source.length },
            }),
            toGzip(source, { level: 9 }),
          ]);
          if (brotli.length < source.length) await writeFile(path.join(outDir, `${file}.br`), brotli);
          if (gzipped.length < source.length) await writeFile(path.join(outDir, `${file}.gz`), gzipped);
        }),
      );
    },
  };
}

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
