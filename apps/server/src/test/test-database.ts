// Fresh, migrated and seeded databases for tests: PGlite always, PostgreSQL too when TEST_DATABASE_URL is set.
import { createHash, randomBytes } from 'node:crypto';
import { mkdir, readdir, readFile, rename, rm, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { sql } from 'kysely';
import { REPO_ROOT } from '../config/env.ts';
import { createPgliteDb, createPostgresDb, type Db, pgliteParsers } from '../db/database.ts';
import { migrateToLatest } from '../db/migrate.ts';
import { seedDemoData } from '../db/seed.ts';

export type DatabaseKind = 'pglite' | 'postgres';

const postgresUrl = process.env.TEST_DATABASE_URL?.trim() || undefined;

/** The databases every database suite runs on: `describe.each(DATABASE_KINDS)`. */
export const DATABASE_KINDS: readonly DatabaseKind[] = postgresUrl === undefined ? ['pglite'] : ['pglite', 'postgres'];

export interface TestDatabase {
  kind: DatabaseKind;
  db: Db;
  /** Closes the connection and, on PostgreSQL, drops the test schema. Safe to call twice. */
  close(): Promise<void>;
}

/** Migrated and demo-seeded; `{ demoData: false }`: a fresh database with the migrations only (slower on PGlite). */
export async function openTestDatabase(
  kind: DatabaseKind,
  options: { demoData?: boolean } = {},
): Promise<TestDatabase> {
  const demoData = options.demoData ?? true;
  if (kind === 'postgres') return openPostgresSchema(demoData);
  return demoData ? openPgliteCopy() : openFreshPglite();
}

async function openFreshPglite(): Promise<TestDatabase> {
  const client = await PGlite.create({ parsers: pgliteParsers() });
  const db = createPgliteDb(client);
  let closed: Promise<void> | undefined;
  const close = () => {
    closed ??= db.destroy();
    return closed;
  };
  try {
    await migrateToLatest(db);
  } catch (error) {
    await close();
    throw error;
  }
  return { kind: 'pglite', db, close };
}

// --- PGlite: one migrated and seeded template, copied per test file (loading a dump takes ~0.4 s, initdb ~3 s).

const TEMPLATE_DIR = path.join(os.tmpdir(), 'shop-server-test-templates');
let templateBytes: Promise<Uint8Array> | undefined;

/** Changes whenever the code that builds the template or the day (seed data is relative to now) changes. */
async function templateKey(): Promise<string> {
  const hash = createHash('sha256');
  const roots = [path.join(REPO_ROOT, 'apps/server/src'), path.join(REPO_ROOT, 'packages/domain/src')];
  for (const root of roots) {
    const files = (await readdir(root, { recursive: true }))
      .filter((file) => file.endsWith('.ts') && !file.endsWith('.test.ts'))
      .sort();
    for (const file of files) hash.update(file).update(await readFile(path.join(root, file)));
  }
  hash.update(new Date().toISOString().slice(0, 10));
  return hash.digest('hex').slice(0, 24);
}

async function buildTemplate(): Promise<Uint8Array> {
  const client = await PGlite.create({ parsers: pgliteParsers() });
  const db = createPgliteDb(client);
  try {
    await migrateToLatest(db);
    await seedDemoData(db);
    const dump = await client.dumpDataDir('gzip');
    return new Uint8Array(await dump.arrayBuffer());
  } finally {
    await db.destroy();
  }
}

/** The template from the disk cache, built and stored (atomically, parallel workers may race) when missing. */
async function loadTemplate(): Promise<Uint8Array> {
  const key = await templateKey();
  const file = path.join(TEMPLATE_DIR, `${key}.tar.gz`);
  try {
    return new Uint8Array(await readFile(file));
  } catch {
    const bytes = await buildTemplate();
    await mkdir(TEMPLATE_DIR, { recursive: true });
    const partial = `${file}.${process.pid}.${randomBytes(4).toString('hex')}.partial`;
    await writeFile(partial, bytes);
    await rename(partial, file);
    for (const old of await readdir(TEMPLATE_DIR)) {
      if (old !== path.basename(file) && !old.endsWith('.partial'))
        await rm(path.join(TEMPLATE_DIR, old), { force: true });
    }
    return bytes;
  }
}

async function openPgliteCopy(): Promise<TestDatabase> {
  templateBytes ??= loadTemplate();
  const client = await PGlite.create({ loadDataDir: new Blob([await templateBytes]), parsers: pgliteParsers() });
  const db = createPgliteDb(client);
  let closed: Promise<void> | undefined;
  return {
    kind: 'pglite',
    db,
    close: () => {
      closed ??= db.destroy();
      return closed;
    },
  };
}

// --- PostgreSQL: a uniquely named schema per test database, dropped on close.

async function openPostgresSchema(demoData: boolean): Promise<TestDatabase> {
  if (postgresUrl === undefined) throw new Error('TEST_DATABASE_URL is not set');
  const schema = `test_${Date.now().toString(36)}_${randomBytes(4).toString('hex')}`;
  const admin = createPostgresDb({ connectionString: postgresUrl, max: 1 });
  await sql`create schema ${sql.id(schema)}`.execute(admin);
  const db = createPostgresDb({ connectionString: postgresUrl, schema, max: 4 });
  let closed: Promise<void> | undefined;
  const close = () => {
    closed ??= (async () => {
      await db.destroy().catch(() => undefined);
      await sql`drop schema if exists ${sql.id(schema)} cascade`.execute(admin);
      await admin.destroy();
    })();
    return closed;
  };
  try {
    await migrateToLatest(db);
    if (demoData) await seedDemoData(db);
  } catch (error) {
    await close();
    throw error;
  }
  return { kind: 'postgres', db, close };
}
