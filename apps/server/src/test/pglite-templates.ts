// The PGlite templates every test database is copied from: one migrated, one migrated and demo-seeded. Built
// once per Vitest run in the server project's global setup (no hook time-out can cut it short) and cached
// inside this checkout, keyed by the code that builds them (template-key.ts), so test files only load a copy (~0.4 s).
import { randomBytes } from 'node:crypto';
import { mkdir, readdir, readFile, rename, rm, stat, utimes, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { createPgliteDb, pgliteParsers } from '../db/database.ts';
import { migrateToLatest } from '../db/migrate.ts';
import { seedDemoData } from '../db/seed.ts';
import { templateKey } from './template-key.ts';
import { TEST_PASSWORD_COST } from './test-password.ts';

const REPO_ROOT = path.resolve(import.meta.dirname, '../../../..');
export const TEMPLATE_CACHE_DIR = path.join(REPO_ROOT, 'node_modules/.cache/shop-pglite-templates');
/** Another run in this checkout may still load an older template: only templates unused this long are removed. */
const STALE_AFTER_MS = 3600 * 1000;

export interface PgliteTemplateFiles {
  migrated: string;
  seeded: string;
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
    if (from !== null) await seedDemoData(db, new Date(), { passwordCost: TEST_PASSWORD_COST });
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
