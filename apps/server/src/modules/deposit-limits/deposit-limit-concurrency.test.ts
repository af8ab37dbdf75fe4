// Parallel purchases can never exceed a deposit limit together. Only PostgreSQL can show it: PGlite is one
// connection, so its transactions never overlap and a missing lock would pass. Without the player's row lock in
// checkDepositLimit the first test fails (tried: 5 of 8 purchases got through, each summing before the others
// committed).
import { sql } from 'kysely';
import { describe, expect, it } from 'vitest';
import { newDepositor } from '../../test/deposit-limit-helpers.ts';
import { purchaseBody, setUpPaymentApp } from '../../test/purchase-helpers.ts';
import { manualClock } from '../../test/test-app.ts';
import { DATABASE_KINDS } from '../../test/test-database.ts';

const onPostgres = DATABASE_KINDS.includes('postgres');
const PARALLEL = 8;

describe.skipIf(!onPostgres)(
  'parallel purchases and the deposit limit on PostgreSQL (skipped without TEST_DATABASE_URL)',
  () => {
    const t = setUpPaymentApp('postgres', {
      clock: manualClock(new Date('2026-11-24T10:00:00Z')),
      // Identical requests are not merged into one open purchase: every request is its own deposit.
      config: { enableTestApi: true, purchaseDedupeWindowSeconds: 0 },
    });

    const player = (monthlyLimit?: string) => newDepositor(t.app, monthlyLimit);

    async function depositedBy(userId: number) {
      const row = await sql<{ count: string; total: string | null }>`
        select count(*)::text as count, sum(price)::text as total from purchases where user_id = ${userId}`.execute(
        t.db,
      );
      return { count: Number(row.rows[0]?.count), total: Number(row.rows[0]?.total ?? 0) };
    }

    async function payInParallel(auth: string, price: number, keys: string[]) {
      const body = purchaseBody('gdDummyPay', await t.shopPackage(auth, price));
      const responses = await Promise.all(keys.map((key) => t.pay(auth, body, key)));
      return responses.map((response) => ({ status: response.statusCode, body: response.body }));
    }

    const keys = () => Array.from({ length: PARALLEL }, () => crypto.randomUUID());

    it(`lets ${PARALLEL} parallel purchases of 20 € under a 50 € monthly limit create exactly two`, async () => {
      const { userId, auth } = await player('50');
      const answers = await payInParallel(auth, 2000, keys());
      expect(answers.filter((answer) => answer.status === 200)).toHaveLength(2);
      expect(answers.filter((answer) => answer.status === 400).map((answer) => answer.body)).toEqual(
        Array(PARALLEL - 2).fill('depositLimitReached_New|1000|2026-12-01'),
      );
      expect(await depositedBy(userId)).toEqual({ count: 2, total: 4000 });
    });

    it(`keeps ${PARALLEL} parallel purchases of 250 € to the German 1,000 € a month`, async () => {
      const { userId, auth } = await player();
      const answers = await payInParallel(auth, 25_000, keys());
      expect(answers.filter((answer) => answer.status === 200)).toHaveLength(4);
      expect(answers.filter((answer) => answer.status === 400).map((answer) => answer.body)).toEqual(
        Array(PARALLEL - 4).fill('depositLimitReached|0|2026-12-01'),
      );
      expect(await depositedBy(userId)).toEqual({ count: 4, total: 100_000 });
    });

    it('answers one key sent in parallel with one purchase, never with a limit refusal', async () => {
      const { userId, auth } = await player('20');
      const key = crypto.randomUUID();
      const answers = await payInParallel(auth, 2000, Array(PARALLEL).fill(key));
      expect(answers.map((answer) => answer.status)).toEqual(Array(PARALLEL).fill(200));
      expect(new Set(answers.map((answer) => JSON.parse(answer.body).tid)).size).toBe(1);
      expect(await depositedBy(userId)).toEqual({ count: 1, total: 2000 });
    });
  },
);
