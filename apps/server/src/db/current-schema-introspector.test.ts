// The migrator's look at the database survives another session dropping its schema meanwhile (the PostgreSQL
// test files do that all the time: one schema per file, dropped when the file ends). A repeatable-read transaction
// makes the race certain: its snapshot still lists the dropped schema while name lookups see it gone. Kysely's own
// introspector fails there ("schema … does not exist": it failed a test file's migrations in CI); ours reads only
// the connection's own schema. PGlite is one connection with one schema: nothing can drop a schema under it.
import { PostgresIntrospector, sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DATABASE_KINDS, openTestDatabase, type TestDatabase } from '../test/test-database.ts';

const onPostgres = DATABASE_KINDS.includes('postgres');

describe.skipIf(!onPostgres)('the migrator’s introspection on PostgreSQL (skipped without TEST_DATABASE_URL)', () => {
  let database: TestDatabase;
  let other: TestDatabase;

  beforeAll(async () => {
    database = await openTestDatabase('postgres', { demoData: false });
  });
  afterAll(async () => {
    await other?.close();
    await database.close();
  });

  it("lists its own schema's tables and columns, not another schema's, even one dropped meanwhile", async () => {
    other = await openTestDatabase('postgres', { demoData: false });
    const [otherSchema] = (await sql<{ schema: string }>`select current_schema() as schema`.execute(other.db)).rows;
    const [ownSchema] = (await sql<{ schema: string }>`select current_schema() as schema`.execute(database.db)).rows;
    await sql`create table only_there (id integer)`.execute(other.db);

    const seen = await database.db
      .transaction()
      .setIsolationLevel('repeatable read')
      .execute(async (trx) => {
        await sql`select 1`.execute(trx); // the snapshot: the other schema is still there
        await other.close();
        await sql`savepoint before_kysely`.execute(trx);
        await expect(new PostgresIntrospector(trx).getTables()).rejects.toThrow(/schema .* does not exist/);
        await sql`rollback to savepoint before_kysely`.execute(trx); // same snapshot
        return {
          tables: await trx.introspection.getTables(),
          withKysely: await trx.introspection.getTables({ withInternalKyselyTables: true }),
        };
      });

    expect(new Set(seen.tables.map((table) => table.schema))).toEqual(new Set([ownSchema?.schema]));
    const names = seen.tables.map((table) => table.name);
    expect(names).toContain('purchases');
    expect(names).not.toContain('only_there');
    expect(names).not.toContain('kysely_migration');
    expect(seen.withKysely.map((table) => table.name)).toEqual(expect.arrayContaining(['kysely_migration']));
    const purchases = seen.tables.find((table) => table.name === 'purchases');
    expect(purchases?.columns.find((column) => column.name === 'id')).toMatchObject({
      dataType: 'int4',
      isNullable: false,
      isAutoIncrementing: true,
    });
    expect(purchases?.columns.find((column) => column.name === 'psp_reference')).toMatchObject({
      dataType: 'text',
      isNullable: true,
      isAutoIncrementing: false,
    });
    expect(otherSchema?.schema).not.toBe(ownSchema?.schema);
  });
});
