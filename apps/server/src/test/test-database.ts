// Fresh, migrated and seeded databases for tests: PGlite always, PostgreSQL too when TEST_DATABASE_URL is set.
import { randomBytes } from 'node:crypto';
import { readFile } from 'node:fs/promises';
import { setFlagsFromString } from 'node:v8';
import { PGlite } from '@electric-sql/pglite';
import { inject } from 'vitest';
import { createPgliteDb, createPostgresDb, type Db, type DialectWrapper, pgliteParsers } from '../db/database.ts';
import { closeAtFileEnd, openForSuite } from './file-end.ts';
import type { PgliteTemplateFiles } from './pglite-templates.ts';
import {
  copyTemplate,
  databaseUrl,
  dropDatabase,
  type PostgresTemplates,
  testDatabaseName,
} from './postgres-templates.ts';
import type { StatementCounter } from './statement-counter.ts';

export type DatabaseKind = 'pglite' | 'postgres';

const postgresUrl = process.env.TEST_DATABASE_URL?.trim() || undefined;

/** The databases every database suite runs on: `describe.each(DATABASE_KINDS)`. */
export const DATABASE_KINDS: readonly DatabaseKind[] = postgresUrl === undefined ? ['pglite'] : ['pglite', 'postgres'];

export interface TestDatabase {
  kind: DatabaseKind;
  db: Db;
  /** Closes the connection and, on PostgreSQL, drops the test database. Safe to call twice. */
  close(): Promise<void>;
  /**
   * PostgreSQL only: a second pool on the same database, as another server instance would open (a second app
   * built on it keeps its in-memory state apart from the first's); closed with the database.
   */
  anotherPool?: () => Db;
}

/**
 * Migrated and demo-seeded; `{ demoData: false }`: a fresh database with the migrations only. With a `counter`,
 * every statement sent through the returned `db` is counted (statement-counter.ts).
 */
export async function openTestDatabase(
  kind: DatabaseKind,
  options: { demoData?: boolean; counter?: StatementCounter | undefined } = {},
): Promise<TestDatabase> {
  const demoData = options.demoData ?? true;
  const wrapDialect: DialectWrapper = options.counter?.wrap ?? ((dialect) => dialect);
  const which = demoData ? 'seeded' : 'migrated';
  return closeAtFileEnd(
    kind === 'postgres' ? await openPostgresCopy(which, wrapDialect) : await openPgliteCopy(which, wrapDialect),
  );
}

/**
 * Opens a database of `kind` (openTestDatabase with `options`) before the suite's tests and closes it after them.
 * Call it in the `describe` body; read `database` in tests and later hooks only.
 */
export function setUpTestDatabase(
  kind: DatabaseKind,
  options: Parameters<typeof openTestDatabase>[1] = {},
): { readonly database: TestDatabase } {
  const opened = openForSuite(() => openTestDatabase(kind, options));
  return {
    get database() {
      return opened.current;
    },
  };
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
  // As the server opens PGlite (db/pglite-data-dir.ts): its wasm left to V8's baseline compiler. A copy opened
  // and queried three times in one process took 22 % less CPU so (10.7–11.9 s against 13.9–15.8 s, issue 26).
  setFlagsFromString('--liftoff-only');
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

// --- PostgreSQL: a database of its own per test database, copied from a template the global setup built once
// per run (postgres-templates.ts), with a schema of the database's name first on the search_path; dropped on close.

async function openPostgresCopy(which: keyof PostgresTemplates, wrapDialect: DialectWrapper): Promise<TestDatabase> {
  if (postgresUrl === undefined) throw new Error('TEST_DATABASE_URL is not set');
  const templates = inject('postgresTemplates');
  if (!templates) throw new Error('no PostgreSQL templates: run the server tests through the root vitest.config.ts');
  const name = testDatabaseName(randomBytes(4).toString('hex'));
  await copyTemplate(postgresUrl, templates[which], name);
  const db = createPostgresDb({ connectionString: databaseUrl(postgresUrl, name), schema: name, max: 4, wrapDialect });
  const others: Db[] = [];
  let closed: Promise<void> | undefined;
  return {
    kind: 'postgres',
    db,
    anotherPool: () => {
      const other = createPostgresDb({ connectionString: databaseUrl(postgresUrl, name), schema: name, max: 4 });
      others.push(other);
      return other;
    },
    close: () => {
      closed ??= (async () => {
        for (const other of others) await other.destroy().catch(() => undefined);
        await db.destroy().catch(() => undefined);
        await dropDatabase(postgresUrl, name);
      })();
      return closed;
    },
  };
}
