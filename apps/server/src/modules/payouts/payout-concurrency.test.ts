// No combination of parallel payout requests may pay out more than the withdrawable balance, and a payout in
// review is decided once however many finance clicks race (issue 12). Only PostgreSQL can show it: PGlite is
// one connection, so its transactions never overlap and a missing lock would pass.
import { sql } from 'kysely';
import { describe, expect, it } from 'vitest';
import {
  appDepsFor,
  approveInReview,
  bankPayout,
  financeSession,
  newPlayer,
  payOut,
  payoutBalances,
  payoutRow,
  payoutTokenFor,
  postPayout,
  rejectInReview,
  type TestPlayer,
} from '../../test/payout-helpers.ts';
import { setUpPaymentApp } from '../../test/purchase-helpers.ts';
import { DATABASE_KINDS } from '../../test/test-database.ts';
import { requestPayout } from './payout-request.service.ts';

const onPostgres = DATABASE_KINDS.includes('postgres');
const PARALLEL = 8;

describe.skipIf(!onPostgres)(
  'parallel payouts on PostgreSQL (skipped without TEST_DATABASE_URL: PGlite runs transactions one at a time)',
  () => {
    const t = setUpPaymentApp('postgres', { config: { enableTestApi: true } });

    /** One after another: a password check in flight counts against the attempt limit until it is answered. */
    async function tokensFor(player: TestPlayer): Promise<string[]> {
      const tokens: string[] = [];
      for (let index = 0; index < PARALLEL; index += 1) tokens.push(await payoutTokenFor(t.app, player.cookie));
      return tokens;
    }

    /** The lowest the player's withdrawable balance ever was, entry by entry in booking order. */
    async function lowestWithdrawable(player: TestPlayer): Promise<number> {
      const rows = await sql<{ running: string }>`
        select sum(e.amount) over (order by e.id) as running
        from ledger_entries e join ledger_accounts a on a.id = e.account_id
        where a.user_id = ${player.userId} and a.kind = 'withdrawable'`.execute(t.db);
      return Math.min(...rows.rows.map((row) => Number(row.running)));
    }

    it(`answers ${PARALLEL} parallel requests with one payout and pendingPayout for the rest`, async () => {
      const player = await newPlayer(t.app, 'money-de');
      const tokens = await tokensFor(player);
      const responses = await Promise.all(
        tokens.map((token) => postPayout(t.app, player.cookie, token, bankPayout(1000))),
      );
      expect(responses.map((response) => response.statusCode)).toEqual(Array(PARALLEL).fill(200));
      const errors = responses.map((response) => response.json().payoutErrors.join(','));
      expect(errors.filter((codes) => codes === '')).toHaveLength(1);
      expect(errors.filter((codes) => codes === 'pendingPayout')).toHaveLength(PARALLEL - 1);
      expect(await payoutBalances(t.db, player)).toEqual({ withdrawable: 11_345, pending: 900 });
      expect(await t.ledgerBalanced()).toBe(true);
    });

    /** A player's first payout of 1000, waiting in review, and the audit rows about it. */
    async function inReview() {
      const player = await newPlayer(t.app, 'money-de');
      const id = (await payOut(t.app, player, bankPayout(1000))).payout?.id ?? '';
      expect((await payoutRow(t.db, id)).state).toBe('REVIEW');
      const audit = () => t.db.selectFrom('operator_audit_log').select('action').where('subject_id', '=', id).execute();
      return { player, id, audit };
    }

    it('sends an approved payout to the PSP once under double clicks of two finance operators at once', async () => {
      const { player, id, audit } = await inReview();
      const [first, second] = [await financeSession(t.app, t.db), await financeSession(t.app, t.db)];
      const { calls, created } = t.fake.payouts.counts;
      const responses = await Promise.all(
        [first, first, second, second, first, second].map((cookie) => approveInReview(t.app, cookie, id)),
      );
      const answers = responses.map((response) => [response.statusCode, response.json().code ?? 'ok']);
      expect(answers.filter(([status]) => status === 200)).toHaveLength(1);
      expect(answers.filter(([status, code]) => status === 409 && code === 'payout_not_in_review')).toHaveLength(5);
      expect(t.fake.payouts.counts.calls - calls).toBe(1);
      expect(t.fake.payouts.counts.created - created).toBe(1);
      expect(t.fake.payouts.find(id)?.idempotencyKey).toBe(`payout:${id}`);
      expect(await audit()).toEqual([{ action: 'payout.approve' }]);
      expect((await payoutRow(t.db, id)).state).toBe('PENDING');
      expect(await payoutBalances(t.db, player)).toEqual({ withdrawable: 11_345, pending: 900 });
    });

    it('lets exactly one of racing approvals and rejections win, with its money movement alone', async () => {
      const { player, id, audit } = await inReview();
      const [first, second] = [await financeSession(t.app, t.db), await financeSession(t.app, t.db)];
      const { calls } = t.fake.payouts.counts;
      const responses = await Promise.all([
        rejectInReview(t.app, first, id, 'race one'),
        approveInReview(t.app, second, id),
        rejectInReview(t.app, second, id, 'race two'),
        approveInReview(t.app, first, id),
      ]);
      expect(responses.map((response) => response.statusCode).sort()).toEqual([200, 409, 409, 409]);
      const { state } = await payoutRow(t.db, id);
      const [decision] = await audit();
      if (state === 'REJECTED') {
        expect(t.fake.payouts.counts.calls - calls).toBe(0);
        expect(decision).toEqual({ action: 'payout.reject' });
        expect(await payoutBalances(t.db, player)).toEqual({ withdrawable: 12_345, pending: 0 });
      } else {
        expect(state).toBe('PENDING');
        expect(t.fake.payouts.counts.calls - calls).toBe(1);
        expect(decision).toEqual({ action: 'payout.approve' });
        expect(await payoutBalances(t.db, player)).toEqual({ withdrawable: 11_345, pending: 900 });
      }
      expect(await audit()).toHaveLength(1);
      expect(await t.ledgerBalanced()).toBe(true);
    });

    it(`keeps ${PARALLEL} parallel payouts of 3000 from 10000 to exactly 3 by the account lock alone`, async () => {
      // Take away both other guards, the one-pending check and the partial unique index behind it (this
      // file's own schema), so that only the lock on the withdrawable account stands between them.
      await sql`drop index payouts_one_open_per_user`.execute(t.db);
      const player = await newPlayer(t.app, 'money-de', { withdrawable: 10_000 });
      const deps = appDepsFor(t.app, t.db, t.fake.url);
      const tokens = await tokensFor(player);
      const outcomes = await Promise.all(
        tokens.map((token) =>
          requestPayout(
            deps,
            { userId: player.userId, token, body: bankPayout(3000) },
            { enforceSinglePending: false },
          ),
        ),
      );
      const answers = outcomes.map((outcome) => (outcome.kind === 'answer' ? outcome.response : null));
      expect(answers.every((answer) => answer !== null)).toBe(true);
      const booked = answers.filter((answer) => answer?.payout !== null);
      expect(booked).toHaveLength(3);
      expect(answers.filter((answer) => answer?.payoutErrors.join(',') === 'amountInvalid')).toHaveLength(PARALLEL - 3);
      expect(await payoutBalances(t.db, player)).toEqual({ withdrawable: 1000, pending: 3 * 2900 });
      expect(await lowestWithdrawable(player)).toBeGreaterThanOrEqual(0);
      expect(await t.ledgerBalanced()).toBe(true);
    });
  },
);
