// Builds the bare-stack baseline (bare-web/) into a temporary folder and measures both builds' first visits.
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { firstLoadFiles, measureFiles, measureRoutes, readManifest } from './web-weight.mjs';

const here = dirname(fileURLToPath(import.meta.url));

/** Builds the bare stack into a new temporary folder and returns it; the caller removes it. */
export async function buildBareWeb() {
  const { build } = await import('vite');
  const { default: react } = await import('@vitejs/plugin-react');
  const outDir = mkdtempSync(join(tmpdir(), 'bench-bare-web-'));
  await build({
    root: join(here, 'bare-web'),
    configFile: false,
    logLevel: 'error',
    plugins: [react()],
    build: { outDir, emptyOutDir: true, manifest: true },
  });
  return outDir;
}

export async function measureBareWeb() {
  const outDir = await buildBareWeb();
  try {
    return measureFiles(outDir, firstLoadFiles(readManifest(outDir)));
  } finally {
    rmSync(outDir, { recursive: true, force: true });
  }
}

export function measureShopWeb(root) {
  return measureRoutes(join(root, 'apps/web/dist'));
}
