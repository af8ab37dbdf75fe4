// Landed migrations are frozen (issue 22 point 9): the committed checksums catch an edit, and the migration that
// repairs the one edit that happened (20261125040000_booking_refunds.ts, commit ec5f354) brings a database migrated
// in between to the final schema.

import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { type Kysely, type Migration, Migrator, sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  ADD_CHECKSUMS_COMMAND,
  checksumOf,
  committedChecksums,
  compareChecksums,
  currentChecksums,
} from '../../../../scripts/migration-checksums.mjs';
import { DATABASE_KINDS, type DatabaseKind } from '../test/test-database.ts';
import { createPgliteDb, createPostgresDb, type Db, pgliteParsers } from './database.ts';
import { migrateToLatest } from './migrate.ts';
import { migrations } from './migrations/index.ts';

describe('migration checksums', () => {
  it('every landed migration keeps the text it landed with, and every migration has its checksum', () => {
    const { changed, missing, removed } = compareChecksums(currentChecksums(), committedChecksums());
    expect(
      changed,
      'a landed migration was edited: undo the edit and put the change in a new migration (a database migrated ' +
        'before the edit never sees it)',
    ).toEqual([]);
    expect(
      missing,
      `a migration without its checksum: run \`${ADD_CHECKSUMS_COMMAND}\` and commit checksums.json`,
    ).toEqual([]);
    expect(removed, 'a landed migration was deleted: databases that ran it still hold what it made').toEqual([]);
  });

  it('flags an edited, a new and a deleted migration, and ignores line endings and trailing blanks', () => {
    const dir = mkdtempSync(path.join(tmpdir(), 'migrations-'));
    try {
      const landed = "export async function up() {\n  await index('pending');\n}\n";
      writeFileSync(path.join(dir, '20260101000000_first.ts'), landed);
      writeFileSync(path.join(dir, '20260102000000_second.ts'), 'export async function up() {}\n');
      writeFileSync(path.join(dir, 'index.ts'), 'not a migration');
      const committed = currentChecksums(dir);
      expect(Object.keys(committed)).toEqual(['20260101000000_first.ts', '20260102000000_second.ts']);
      expect(compareChecksums(currentChecksums(dir), committed)).toEqual({ changed: [], missing: [], removed: [] });

      writeFileSync(path.join(dir, '20260101000000_first.ts'), `${landed.replaceAll('\n', '  \r\n')}\n\n`);
      expect(compareChecksums(currentChecksums(dir), committed).changed).toEqual([]);

      writeFileSync(path.join(dir, '20260101000000_first.ts'), landed.replace('pending', 'created_at'));
      rmSync(path.join(dir, '20260102000000_second.ts'));
      writeFileSync(path.join(dir, '20260103000000_third.ts'), 'export async function up() {}\n');
      expect(compareChecksums(currentChecksums(dir), committed)).toEqual({
        changed: ['20260101000000_first.ts'],
        missing: ['20260103000000_third.ts'],
        removed: ['20260102000000_second.ts'],
      });
      expect(checksumOf('a\r\nb')).toBe(checksumOf('a\nb\n'));
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });
});

const REPAIR = '20261129130000_booking_refunds_created_at_index';
const EDITED = '20261125040000_booking_refunds';

async function refundIndexes(db: Db): Promise<Record<string, string>> {
  const { rows } = await sql<{ indexname: string; indexdef: string }>`
    select indexname, indexdef from pg_indexes
    where schemaname = current_schema() and tablename = 'subscription_booking_refunds'`.execute(db);
  return Object.fromEntries(rows.map((row) => [row.indexname, row.indexdef]));
}

/** An empty database of the kind: a fresh in-memory PGlite, or a schema of its own on PostgreSQL. */
async function openEmptyDatabase(kind: DatabaseKind): Promise<{ db: Db; close(): Promise<void> }> {
  if (kind === 'pglite') {
    const db = createPgliteDb(await PGlite.create({ parsers: pgliteParsers() }));
    return { db, close: () => db.destroy() };
  }
  const url = process.env.TEST_DATABASE_URL?.trim() ?? '';
  const schema = `test_repair_${randomBytes(6).toString('hex')}`;
  const admin = createPostgresDb({ connectionString: url, max: 1 });
  await sql`create schema ${sql.id(schema)}`.execute(admin);
  const db = createPostgresDb({ connectionString: url, schema, max: 2 });
  return {
    db,
    async close() {
      await db.destroy();
      await sql`drop schema if exists ${sql.id(schema)} cascade`.execute(admin);
      await admin.destroy();
    },
  };
}

/**
 * Migrates up to and including 20261125040000_booking_refunds as it first landed (before ec5f354): the same
 * tables, with the partial index on pending refunds instead of the created_at one.
 */
async function migrateWithFirstVersion(db: Db): Promise<void> {
  const names = Object.keys(migrations);
  const firstVersion: Record<string, Migration> = {};
  for (const name of names.slice(0, names.indexOf(EDITED) + 1)) {
    const migration = migrations[name];
    if (migration !== undefined) firstVersion[name] = migration;
  }
  firstVersion[EDITED] = {
    async up(kysely) {
      await migrations[EDITED]?.up(kysely);
      await sql`drop index subscription_booking_refunds_created_at_idx`.execute(kysely);
      await sql`create index subscription_booking_refunds_pending_idx on subscription_booking_refunds (created_at)
        where state = 'PENDING'`.execute(kysely);
    },
  };
  const schema = await sql<{ schema: string }>`select current_schema() as schema`.execute(db);
  const migrator = new Migrator({
    db,
    provider: { getMigrations: async () => firstVersion },
    migrationTableSchema: schema.rows[0]?.schema ?? 'public',
  });
  const { error } = await migrator.migrateToLatest();
  if (error !== undefined) throw error;
}

describe.each(DATABASE_KINDS)('the booking-refunds index repair on %s', (kind) => {
  let database: { db: Db; close(): Promise<void> };
  beforeAll(async () => {
    database = await openEmptyDatabase(kind);
  });
  afterAll(async () => database?.close());

  it('gives a database migrated with the first version of 20261125040000_booking_refunds the created_at index', async () => {
    const { db } = database;
    await migrateWithFirstVersion(db);
    expect(Object.keys(await refundIndexes(db)).sort()).toEqual([
      'subscription_booking_refunds_booking_id_key',
      'subscription_booking_refunds_pending_idx',
      'subscription_booking_refunds_pkey',
      'subscription_booking_refunds_subscription_idx',
    ]);

    expect(await migrateToLatest(db)).toContain(REPAIR);
    const indexes = await refundIndexes(db);
    expect(Object.keys(indexes).sort()).toEqual([
      'subscription_booking_refunds_booking_id_key',
      'subscription_booking_refunds_created_at_idx',
      'subscription_booking_refunds_pkey',
      // Search by a refund's PSP reference (20261130130000_ops_list_indexes).
      'subscription_booking_refunds_psp_idx',
      'subscription_booking_refunds_subscription_idx',
    ]);
    expect(indexes.subscription_booking_refunds_created_at_idx).toMatch(/USING btree \(created_at\)$/);

    // Where the final version ran (every database migrated since), the repair changes nothing.
    await migrations[REPAIR]?.up(db as unknown as Kysely<unknown>);
    expect(await refundIndexes(db)).toEqual(indexes);
  });
});
