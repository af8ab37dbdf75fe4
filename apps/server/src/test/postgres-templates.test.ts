// PostgreSQL test databases are copies of template databases built once per run (issue 26: migrating and seeding
// a schema per test file cost CI minutes): each is a database of its own with a schema of its name, holding the
// demo data (or only the migrations), gone once closed; what a crashed run leaves behind goes with the next run.
import { sql } from 'kysely';
import { afterAll, describe, expect, it } from 'vitest';
import { preparePostgresTemplates, withConnection } from './postgres-templates.ts';
import { DATABASE_KINDS, openTestDatabase, type TestDatabase } from './test-database.ts';

const postgresUrl = process.env.TEST_DATABASE_URL?.trim() ?? '';

async function databaseNames(): Promise<string[]> {
  return withConnection(postgresUrl, async (admin) => {
    const found = await admin.query<{ name: string }>('select datname as name from pg_database');
    return found.rows.map((row) => row.name);
  });
}

async function whereAmI(database: TestDatabase) {
  const [row] = (
    await sql<{ database: string; schema: string }>`
      select current_database() as database, current_schema() as schema`.execute(database.db)
  ).rows;
  return row;
}

describe.skipIf(!DATABASE_KINDS.includes('postgres'))(
  'PostgreSQL test databases copied from templates (skipped without TEST_DATABASE_URL)',
  () => {
    const opened: TestDatabase[] = [];
    afterAll(async () => {
      for (const database of opened) await database.close();
    });

    it('gives each test database a database and schema of its own, seeded or migrated only, dropped on close', async () => {
      const seeded = await openTestDatabase('postgres');
      const migrated = await openTestDatabase('postgres', { demoData: false });
      opened.push(seeded, migrated);
      const seededAt = await whereAmI(seeded);
      const migratedAt = await whereAmI(migrated);
      const shared = new URL(postgresUrl).pathname.slice(1);
      expect(seededAt?.database).toMatch(/^test_[0-9a-z]+_[0-9a-f]{8}$/);
      expect(seededAt?.database).not.toBe(shared);
      expect(seededAt?.schema).toBe(seededAt?.database);
      expect(migratedAt?.schema).toBe(migratedAt?.database);
      expect(migratedAt?.database).not.toBe(seededAt?.database);

      const players = (db: TestDatabase) => db.db.selectFrom('users').select('user_name').execute();
      expect((await players(seeded)).map((row) => row.user_name)).toContain('money-de');
      expect(await players(migrated)).toEqual([]);
      // A change in one copy is not in another.
      await sql`create table only_in_this_copy (id integer)`.execute(seeded.db);
      const again = await openTestDatabase('postgres');
      opened.push(again);
      const tables = await sql<{ name: string }>`
        select table_name as name from information_schema.tables where table_schema = current_schema()`.execute(
        again.db,
      );
      expect(tables.rows.map((row) => row.name)).not.toContain('only_in_this_copy');
      expect(tables.rows.map((row) => row.name)).toContain('purchases');

      await seeded.close();
      await migrated.close();
      const names = await databaseNames();
      expect(names).not.toContain(seededAt?.database);
      expect(names).not.toContain(migratedAt?.database);
    });

    it('drops test databases a crashed run left over an hour ago, not a running file’s', async () => {
      const twoHoursAgo = (Date.now() - 2 * 3600 * 1000).toString(36);
      const leftover = `test_${twoHoursAgo}_0badc0de`;
      const recent = `test_${Date.now().toString(36)}_0000c0de`;
      await withConnection(postgresUrl, async (admin) => {
        await admin.query(`create database "${leftover}"`);
        await admin.query(`create database "${recent}"`);
      });
      try {
        const templates = await preparePostgresTemplates(postgresUrl);
        const names = await databaseNames();
        expect(names).not.toContain(leftover);
        expect(names).toContain(recent);
        expect(names).toEqual(expect.arrayContaining([templates.migrated, templates.seeded]));
      } finally {
        await withConnection(postgresUrl, async (admin) => {
          await admin.query(`drop database if exists "${leftover}" with (force)`);
          await admin.query(`drop database if exists "${recent}" with (force)`);
        });
      }
    });
  },
);
