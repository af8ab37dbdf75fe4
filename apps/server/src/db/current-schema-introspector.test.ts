// The migrator's look at the database survives another session dropping a schema meanwhile (the PostgreSQL test
// files did that all the time when each made a schema of its own in one database, and a deployment may share its
// database with schemas that come and go). A repeatable-read transaction makes the race certain: its snapshot still
// lists the dropped schema while name lookups see it gone. Kysely's own introspector fails there ("schema … does
// not exist": it failed a test file's migrations in CI); ours reads only the connection's own schema. PGlite is one
// connection with one schema: nothing can drop a schema under it.
import { PostgresIntrospector, sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DATABASE_KINDS, openTestDatabase, type TestDatabase } from '../test/test-database.ts';

const onPostgres = DATABASE_KINDS.includes('postgres');

describe.skipIf(!onPostgres)('the migrator’s introspection on PostgreSQL (skipped without TEST_DATABASE_URL)', () => {
  let database: TestDatabase;

  beforeAll(async () => {
    database = await openTestDatabase('postgres', { demoData: false });
  });
  afterAll(async () => database?.close());

  it("lists its own schema's tables and columns, not another schema's, even one dropped meanwhile", async () => {
    const [ownSchema] = (await sql<{ schema: string }>`select current_schema() as schema`.execute(database.db)).rows;
    // Another schema in the same database, with a table of its own and one of the same name as one of ours.
    const otherSchema = { schema: `${ownSchema?.schema}_other` };
    await sql`create schema ${sql.id(otherSchema.schema)}`.execute(database.db);
    await sql`create table ${sql.id(otherSchema.schema, 'only_there')} (id integer)`.execute(database.db);
    await sql`create table ${sql.id(otherSchema.schema, 'purchases')} (id text)`.execute(database.db);

    const seen = await database.db
      .transaction()
      .setIsolationLevel('repeatable read')
      .execute(async (trx) => {
        await sql`select 1`.execute(trx); // the snapshot: the other schema is still there
        // Another session (the pool's next connection) drops the other schema.
        await sql`drop schema ${sql.id(otherSchema.schema)} cascade`.execute(database.db);
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
    expect(otherSchema.schema).not.toBe(ownSchema?.schema);
  });
});
