// Fresh, migrated and seeded databases for tests: PGlite always, PostgreSQL too when TEST_DATABASE_URL is set.
import { randomBytes } from 'node:crypto';
import { readFile } from 'node:fs/promises';
import { PGlite } from '@electric-sql/pglite';
import { sql } from 'kysely';
import { inject } from 'vitest';
import { createPgliteDb, createPostgresDb, type Db, type DialectWrapper, pgliteParsers } from '../db/database.ts';
import { migrateToLatest } from '../db/migrate.ts';
import { seedDemoData } from '../db/seed.ts';
import type { PgliteTemplateFiles } from './pglite-templates.ts';
import type { StatementCounter } from './statement-counter.ts';

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

/**
 * Migrated and demo-seeded; `{ demoData: false }`: a fresh database with the migrations only. With a `counter`,
 * every statement sent through the returned `db` is counted (statement-counter.ts).
 */
export async function openTestDatabase(
  kind: DatabaseKind,
  options: { demoData?: boolean; counter?: StatementCounter } = {},
): Promise<TestDatabase> {
  const demoData = options.demoData ?? true;
  const wrapDialect: DialectWrapper = options.counter?.wrap ?? ((dialect) => dialect);
  if (kind === 'postgres') return openPostgresSchema(demoData, wrapDialect);
  return openPgliteCopy(demoData ? 'seeded' : 'migrated', wrapDialect);
}

// --- PGlite: a copy of a template built once per run by the global setup (loading a dump takes ~0.4 s, initdb
// and the migrations several seconds).

const templateBytes = new Map<keyof PgliteTemplateFiles, Promise<Uint8Array>>();

function loadTemplate(which: keyof PgliteTemplateFiles): Promise<Uint8Array> {
  let bytes = templateBytes.get(which);
  if (bytes === undefined) {
    const files = inject('pgliteTemplates');
    if (files === undefined)
      throw new Error('no PGlite templates: run the server tests through the root vitest.config.ts');
    bytes = readFile(files[which]).then((buffer) => new Uint8Array(buffer));
    templateBytes.set(which, bytes);
  }
  return bytes;
}

async function openPgliteCopy(which: keyof PgliteTemplateFiles, wrapDialect: DialectWrapper): Promise<TestDatabase> {
  const client = await PGlite.create({ loadDataDir: new Blob([await loadTemplate(which)]), parsers: pgliteParsers() });
  const db = createPgliteDb(client, wrapDialect);
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

async function openPostgresSchema(demoData: boolean, wrapDialect: DialectWrapper): Promise<TestDatabase> {
  if (postgresUrl === undefined) throw new Error('TEST_DATABASE_URL is not set');
  const schema = `test_${Date.now().toString(36)}_${randomBytes(4).toString('hex')}`;
  const admin = createPostgresDb({ connectionString: postgresUrl, max: 1 });
  await sql`create schema ${sql.id(schema)}`.execute(admin);
  const db = createPostgresDb({ connectionString: postgresUrl, schema, max: 4, wrapDialect });
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
