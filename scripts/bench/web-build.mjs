// Builds the bare-stack baseline (bare-web/) into a temporary folder and measures both builds' first visits.
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { firstLoadFiles, measureFiles, measureRoutes, readManifest } from './web-weight.mjs';

const here = dirname(fileURLToPath(import.meta.url));

export async function measureBareWeb() {
  const { build } = await import('vite');
  const { default: react } = await import('@vitejs/plugin-react');
  const outDir = mkdtempSync(join(tmpdir(), 'bench-bare-web-'));
  try {
    await build({
      root: join(here, 'bare-web'),
      configFile: false,
      logLevel: 'error',
      plugins: [react()],
      build: { outDir, emptyOutDir: true, manifest: true },
    });
    return measureFiles(outDir, firstLoadFiles(readManifest(outDir)));
  } finally {
    rmSync(outDir, { recursive: true, force: true });
  }
}

export function measureShopWeb(root) {
  return measureRoutes(join(root, 'apps/web/dist'));
}
