// The deposits that count against a player's limits are read through the player's own index entries
// (migration 20261128200000_counted_deposits_index), also in a database without statistics: autovacuum off, as on
// the CI machine, or a purchases table that grew faster than autovacuum analyses it. Before that index, the plan
// combined the player's index with purchases_state_idx and walked every recent purchase of every player on each
// shop answer and each new purchase's checks (issue 11: the shop fell to 0.14× of its baseline).
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DATABASE_KINDS, openTestDatabase, type TestDatabase } from '../../test/test-database.ts';
import { countedDepositsQuery } from './deposit-limits.repository.ts';

// Without the index, 5,000 such purchases were enough for both databases to walk every player's recent purchases
// (3,000 were not): the test fails then.
const OTHER_PLAYERS_PURCHASES = 5000;

describe.each(DATABASE_KINDS)('counted deposits on %s', (kind) => {
  let database: TestDatabase;
  let playerId: number;

  beforeAll(async () => {
    database = await openTestDatabase(kind);
    const players = await database.db.selectFrom('users').select('id').orderBy('id').execute();
    const [player, ...others] = players.map((row) => row.id);
    if (player === undefined || others.length === 0) throw new Error('the demo data has no players');
    playerId = player;
    // Many recent counted purchases of the other players, none analysed: what a busy day leaves behind.
    await sql`insert into purchases (tid, user_id, idempotency_key, request_hash, provider_code, input_type,
        psp_method, state, price, currency, gd_currency, subscription, purchasable, deposit_amount, bonus_amount,
        locale, return_url, cancel_url, submitted_at, created_at, updated_at)
      select 'bulk-' || g, (${sql.val(others)}::int[])[1 + g % ${others.length}], 'bulk-key-' || g, 'hash',
        'paypal', 'NONE', 'paypal', 'PROCESSING', 1000, 'EUR', 'EUR',
        false, '{}', 1000, 0, 'de', 'http://shop.test/return', 'http://shop.test/cancel', now(),
        now() - make_interval(mins => g), now()
      from generate_series(1, ${OTHER_PLAYERS_PURCHASES}) g`.execute(database.db);
    // Each is then sent to the PSP and settled, as a deposit is: new row versions in every index.
    await sql`update purchases set psp_reference = tid, updated_at = now() where tid like 'bulk-%'`.execute(
      database.db,
    );
    await sql`update purchases set state = case when id % 5 = 0 then 'FAILED' else 'SUCCESS' end, updated_at = now()
      where tid like 'bulk-%'`.execute(database.db);
  });
  afterAll(async () => {
    await database.close();
  });

  async function planOf(currency: string | null): Promise<string> {
    const since = new Date(Date.now() - 30 * 24 * 3600 * 1000);
    const query = countedDepositsQuery({ userId: playerId, currency, since });
    const plan = await sql<{ 'QUERY PLAN': string }>`explain ${query}`.execute(database.db);
    return plan.rows.map((row) => row['QUERY PLAN']).join('\n');
  }

  it("reads only the player's counted purchases, for the shop (every currency) and a purchase's checks", async () => {
    for (const currency of [null, 'EUR']) {
      const plan = await planOf(currency);
      // Through an index on the player's rows (the planner may pick purchases_user_state_created_idx or combine the
      // player's index with the back office's currency/date one: both read only this player's purchases), never a
      // scan of every purchase or of every purchase in a state.
      expect(plan, String(currency)).toMatch(/Index (Only )?Scan[^\n]*\n\s+Index Cond: \([^\n]*user_id = /);
      expect(plan, String(currency)).not.toMatch(/purchases_state_idx|Seq Scan on purchases/);
    }
  });
});
