// The hot calls' queries run as named prepared statements on PostgreSQL (issue 11 point 4): parsed once per
// connection and planned from a cached plan, instead of parsed and planned on every call. Everything else stays
// an unnamed statement, and the answers do not change.
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { findShopPlayer } from '../modules/deposit/deposit.repository.ts';
import { findPurchaseByTid } from '../modules/purchases/purchases.repository.ts';
import { openTestDatabase, type TestDatabase } from '../test/test-database.ts';

// Named prepared statements exist on PostgreSQL only: this suite needs TEST_DATABASE_URL (CI sets it).
const postgresUrl = process.env.TEST_DATABASE_URL?.trim();

describe.skipIf(!postgresUrl)('prepared statements on PostgreSQL', () => {
  let database: TestDatabase;

  beforeAll(async () => {
    database = await openTestDatabase('postgres');
  });
  afterAll(async () => database?.close());

  it('prepares the shop player and status queries once per connection and answers as before', async () => {
    await database.db.connection().execute(async (connection) => {
      const user = await connection
        .selectFrom('users')
        .select('id')
        .where('user_name', '=', 'money-de')
        .executeTakeFirstOrThrow();
      const since = new Date('2026-01-01T00:00:00Z');
      const first = await findShopPlayer(connection, user.id, since);
      const again = await findShopPlayer(connection, user.id, since);
      expect(again).toEqual(first);
      expect(first?.user.id).toBe(user.id);
      // Compiled once, each call still sends its own values.
      const other = await connection
        .selectFrom('users')
        .select('id')
        .where('user_name', '=', 'money-gb')
        .executeTakeFirstOrThrow();
      expect((await findShopPlayer(connection, other.id, since))?.user.id).toBe(other.id);
      expect(await findPurchaseByTid(connection, 'no-such-tid')).toBeUndefined();
      await sql`select ${1}::int as n`.execute(connection);

      const statements = await sql<{ name: string; statement: string }>`
        select name, statement from pg_prepared_statements order by name`.execute(connection);
      const texts = statements.rows.map((row) => row.statement);
      expect(statements.rows.every((row) => row.name.startsWith('shop_hot_'))).toBe(true);
      expect(texts.filter((text) => text.includes("'countedDeposits'"))).toHaveLength(1);
      expect(texts.filter((text) => text.includes('from "purchases" where "tid" ='))).toHaveLength(1);
      // Not marked: an ordinary query stays unnamed.
      expect(texts.some((text) => text.includes('::int as n'))).toBe(false);
    });
  });
});
