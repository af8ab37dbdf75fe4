// The PGlite templates every test database is copied from: one migrated, one migrated and demo-seeded. Built
// once per Vitest run in the server project's global setup (no hook time-out can cut it short) and cached
// inside this checkout, keyed by the code that builds them, so test files only load a copy (~0.4 s).
import { createHash, randomBytes } from 'node:crypto';
import { mkdir, readdir, readFile, rename, rm, stat, utimes, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { createPgliteDb, pgliteParsers } from '../db/database.ts';
import { migrateToLatest } from '../db/migrate.ts';
import { seedDemoData } from '../db/seed.ts';

const REPO_ROOT = path.resolve(import.meta.dirname, '../../../..');
export const TEMPLATE_CACHE_DIR = path.join(REPO_ROOT, 'node_modules/.cache/shop-pglite-templates');
/** Another run in this checkout may still load an older template: only templates unused this long are removed. */
const STALE_AFTER_MS = 3600 * 1000;

export interface PgliteTemplateFiles {
  migrated: string;
  seeded: string;
}

const SERVER_SRC = path.join(REPO_ROOT, 'apps/server/src');
const DOMAIN_SRC = path.join(REPO_ROOT, 'packages/domain/src');
/** Where building the templates starts; the key follows their imports from here. */
const TEMPLATE_CODE_ENTRIES = ['db/migrate.ts', 'db/seed.ts', 'db/database.ts', 'test/pglite-templates.ts'].map(
  (file) => path.join(SERVER_SRC, file),
);
const IMPORT_PATTERN = /(?:from|import)\s*\(?\s*'([^']+)'/g;

/** Local modules a source file imports (relative paths and @shop/domain/<concept>). */
function importsOf(file: string, source: string): string[] {
  const found: string[] = [];
  for (const [, specifier = ''] of source.matchAll(IMPORT_PATTERN)) {
    if (specifier.startsWith('.')) found.push(path.resolve(path.dirname(file), specifier));
    const concept = /^@shop\/domain\/([\w-]+)$/.exec(specifier)?.[1];
    if (concept !== undefined) found.push(path.join(DOMAIN_SRC, concept, `${concept}.ts`));
  }
  return found;
}

/**
 * Changes whenever the code that builds the templates changes (the migrations, the seed and everything they
 * import) or the day does; edits elsewhere in the server keep the cached templates.
 */
async function templateKey(): Promise<string> {
  const seen = new Set<string>();
  const queue = [...TEMPLATE_CODE_ENTRIES];
  for (let file = queue.shift(); file !== undefined; file = queue.shift()) {
    if (seen.has(file)) continue;
    seen.add(file);
    queue.push(...importsOf(file, await readFile(file, 'utf8')));
  }
  const hash = createHash('sha256');
  for (const file of [...seen].sort()) hash.update(file).update(await readFile(file));
  // The demo seed's dates are relative to today.
  hash.update(new Date().toISOString().slice(0, 10));
  return hash.digest('hex').slice(0, 24);
}

/** Migrated from scratch, or (seeded) the migrated template plus the demo seed. */
async function buildTemplate(from: string | null): Promise<Uint8Array> {
  const client = await PGlite.create({
    parsers: pgliteParsers(),
    ...(from === null ? {} : { loadDataDir: new Blob([await readFile(from)]) }),
  });
  const db = createPgliteDb(client);
  try {
    await migrateToLatest(db);
    if (from !== null) await seedDemoData(db);
    const dump = await client.dumpDataDir('gzip');
    return new Uint8Array(await dump.arrayBuffer());
  } finally {
    await db.destroy();
  }
}

async function exists(file: string): Promise<boolean> {
  return stat(file).then(
    () => true,
    () => false,
  );
}

/** Writes atomically: a parallel run in this checkout may build the same template at the same time. */
async function ensureTemplate(file: string, from: string | null): Promise<void> {
  if (await exists(file)) {
    const now = new Date();
    await utimes(file, now, now); // in use: not stale
    return;
  }
  const bytes = await buildTemplate(from);
  const partial = `${file}.${process.pid}.${randomBytes(4).toString('hex')}.partial`;
  await writeFile(partial, bytes);
  await rename(partial, file);
}

async function removeStaleTemplates(keep: readonly string[]): Promise<void> {
  const now = Date.now();
  for (const name of await readdir(TEMPLATE_CACHE_DIR)) {
    const file = path.join(TEMPLATE_CACHE_DIR, name);
    if (keep.includes(file)) continue;
    const modified = await stat(file).then(
      (info) => info.mtimeMs,
      () => now,
    );
    if (now - modified > STALE_AFTER_MS) await rm(file, { force: true });
  }
}

/** The template files for the current code, built when missing. */
export async function preparePgliteTemplates(): Promise<PgliteTemplateFiles> {
  const key = await templateKey();
  await mkdir(TEMPLATE_CACHE_DIR, { recursive: true });
  const files = {
    migrated: path.join(TEMPLATE_CACHE_DIR, `${key}-migrated.tar.gz`),
    seeded: path.join(TEMPLATE_CACHE_DIR, `${key}-seeded.tar.gz`),
  };
  await ensureTemplate(files.migrated, null);
  await ensureTemplate(files.seeded, files.migrated);
  await removeStaleTemplates([files.migrated, files.seeded]);
  return files;
}
