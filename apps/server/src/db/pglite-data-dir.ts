// The embedded database (PGlite) as the server opens it, tuned for start time and memory (issue 11):
// - a fresh data directory is a copy of a template instead of PGlite's initdb, which starts a second PostgreSQL
//   and the initdb program inside the process: about 7 s and 600 MB of wasm memory that is never given back. The
//   template is made once per PGlite version (by `npm start`'s preparation, in a process of its own: prepare.ts)
//   and cached in node_modules/.cache; without one (the server started alone before any `npm start`) PGlite's own
//   initdb runs as before;
// - 16 MB of shared buffers instead of PGlite's 128 MB: they are wasm memory the process keeps for good;
// - PostgreSQL's wasm code runs as V8's baseline compiler (Liftoff) makes it, never recompiled by the optimising
//   one: that recompilation of the 10 MB module cost more CPU than it saved in every measurement here (start and
//   the shop's calls alike) and about 100 MB of memory.
import { cpSync, existsSync, mkdirSync, readdirSync, readFileSync, renameSync, rmSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { setFlagsFromString } from 'node:v8';
import { PGlite, type PGliteOptions } from '@electric-sql/pglite';
import { REPO_ROOT } from '../config/env.ts';

/**
 * PGlite's own start parameters plus smaller buffers: 16 MB hold the shop's hot pages (the catalogue, a player's
 * rows), and a page missed there is one read of a file the operating system has cached.
 */
export const PGLITE_START_PARAMS: readonly string[] = [...PGlite.defaultStartParams, '-c', 'shared_buffers=16MB'];

const MARKER = 'PG_VERSION';

function pgliteVersion(): string {
  // The package's main entry is <package>/dist/index.cjs.
  const entry = createRequire(import.meta.url).resolve('@electric-sql/pglite');
  const manifest = path.join(path.dirname(path.dirname(entry)), 'package.json');
  return (JSON.parse(readFileSync(manifest, 'utf8')) as { version: string }).version;
}

/** Where the template for the installed PGlite lives (a data directory, fully written before it is renamed here). */
export function pgliteTemplateDir(): string {
  return path.join(REPO_ROOT, 'node_modules/.cache/shop-pglite-data-dir', `pglite-${pgliteVersion()}`);
}

/** True when `dataDir` already holds a database (PGlite resumes it). */
export function holdsDatabase(dataDir: string): boolean {
  return existsSync(path.join(dataDir, MARKER));
}

/** Liftoff only: set before PGlite compiles its module, the only WebAssembly the server runs. */
function useBaselineWasmCompiler(): void {
  setFlagsFromString('--liftoff-only');
}

/**
 * Makes the template when it is missing: PGlite's initdb into a scratch directory, closed cleanly, then renamed
 * into place, so a parallel start sees a whole template or none. Returns its path.
 */
export async function ensurePgliteTemplate(template = pgliteTemplateDir()): Promise<string> {
  if (holdsDatabase(template)) return template;
  mkdirSync(path.dirname(template), { recursive: true });
  const scratch = `${template}.${process.pid}.partial`;
  rmSync(scratch, { recursive: true, force: true });
  useBaselineWasmCompiler();
  const client = await PGlite.create({ dataDir: scratch, startParams: [...PGLITE_START_PARAMS] });
  await client.close();
  try {
    renameSync(scratch, template);
  } catch (error) {
    // Another start made it first.
    rmSync(scratch, { recursive: true, force: true });
    if (!holdsDatabase(template)) throw error;
  }
  return template;
}

/**
 * Fills a data directory without a database from the template, when there is one; true when it did. PG_VERSION
 * is copied last, so an interrupted copy is not taken for a database and is simply copied again next time.
 */
export function fillFromTemplate(dataDir: string, template = pgliteTemplateDir()): boolean {
  if (holdsDatabase(dataDir) || !holdsDatabase(template)) return false;
  mkdirSync(dataDir, { recursive: true });
  for (const entry of readdirSync(template)) {
    if (entry === MARKER) continue;
    cpSync(path.join(template, entry), path.join(dataDir, entry), { recursive: true, force: true });
  }
  cpSync(path.join(template, MARKER), path.join(dataDir, MARKER));
  return true;
}

/** Opens (or creates) the database in `dataDir` with the start parameters above. */
export async function openPglite(dataDir: string, parsers: PGliteOptions['parsers']): Promise<PGlite> {
  mkdirSync(dataDir, { recursive: true });
  fillFromTemplate(dataDir);
  useBaselineWasmCompiler();
  return PGlite.create({
    dataDir,
    startParams: [...PGLITE_START_PARAMS],
    ...(parsers === undefined ? {} : { parsers }),
  });
}
