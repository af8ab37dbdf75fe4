// POST /ops/api/players/:id/blocks: support and finance block and unblock a player's deposits or payouts with a
// reason, audited; a returned debit's block is not lifted here (four-eyes with the amount received).
import { describe, expect, it } from 'vitest';
import { setUpOpsActionTests } from '../../test/ops-action-helpers.ts';
import { newPlayer } from '../../test/payout-helpers.ts';
import { DATABASE_KINDS } from '../../test/test-database.ts';

describe.each(DATABASE_KINDS)('player blocks (%s)', (kind) => {
  const t = setUpOpsActionTests(kind);
  const change = (userId: number, body: Record<string, unknown>, cookie = t.supportCookie) =>
    t.opsPost(cookie, `/ops/api/players/${userId}/blocks`, body);

  it('blocks and unblocks deposits and payouts with a reason, each audited', async () => {
    const player = await newPlayer(t.app, 'money-de', { withdrawable: 0 });
    const blocked = await change(player.userId, { target: 'deposits', action: 'block', reason: 'fraud check' });
    expect(blocked.statusCode, blocked.body).toBe(200);
    expect(blocked.json()).toEqual({ depositBlock: 'operator_block', payoutBlocks: [] });
    expect((await change(player.userId, { target: 'deposits', action: 'block', reason: 'again' })).json()).toEqual({
      code: 'already_blocked',
    });
    const payouts = await change(
      player.userId,
      { target: 'payouts', action: 'block', blocker: 'legallyBlocked', reason: 'court order' },
      t.financeCookie,
    );
    expect(payouts.json()).toEqual({ depositBlock: 'operator_block', payoutBlocks: ['legallyBlocked'] });
    const page = await t.app.inject({
      method: 'GET',
      url: `/ops/api/players/${player.userId}`,
      headers: { cookie: t.supportCookie },
    });
    expect(page.json().blocks).toMatchObject({ payoutBlocks: ['legallyBlocked'] });
    await change(player.userId, { target: 'deposits', action: 'unblock', reason: 'check passed' });
    const unblocked = await change(player.userId, {
      target: 'payouts',
      action: 'unblock',
      blocker: 'legallyBlocked',
      reason: 'order lifted',
    });
    expect(unblocked.json()).toEqual({ depositBlock: null, payoutBlocks: [] });
    const audit = await t.auditOf('player', String(player.userId));
    expect(audit.map((entry) => [entry.action, entry.reason])).toEqual([
      ['player.block.deposits', 'fraud check'],
      ['player.block.payouts', 'court order'],
      ['player.unblock.deposits', 'check passed'],
      ['player.unblock.payouts', 'order lifted'],
    ]);
  });

  it('leaves a returned debit block to four-eyes, and refuses bad input and players it does not know', async () => {
    const player = await newPlayer(t.app, 'money-de', { withdrawable: 0 });
    await t.db
      .updateTable('users')
      .set({ deposit_block_reason: 'debit_returned', deposit_block_amount: 2000 })
      .where('id', '=', player.userId)
      .execute();
    expect((await change(player.userId, { target: 'deposits', action: 'unblock', reason: 'paid' })).json()).toEqual({
      code: 'returned_debit_block',
    });
    const noBlocker = await change(player.userId, { target: 'payouts', action: 'block', reason: 'which one' });
    expect(noBlocker.statusCode).toBe(400);
    expect((await change(player.userId, { target: 'all', action: 'block', reason: 'x' })).statusCode).toBe(400);
    expect((await change(999_999_999, { target: 'deposits', action: 'block', reason: 'nobody' })).statusCode).toBe(404);
    expect(await t.auditOf('player', String(player.userId))).toEqual([]);
  });

  it('closes an account for support (audited, no more log-ins), once', async () => {
    const player = await newPlayer(t.app, 'money-de', { withdrawable: 0 });
    const url = `/ops/api/players/${player.userId}/close`;
    expect((await t.opsPost(t.financeCookie, url, { reason: 'asked by phone' })).statusCode).toBe(403);
    const closed = await t.opsPost(t.supportCookie, url, { reason: 'asked by phone' });
    expect(closed.statusCode, closed.body).toBe(200);
    expect(closed.json().closedAt).toEqual(expect.any(String));
    expect((await t.opsPost(t.supportCookie, url, { reason: 'again' })).json()).toEqual({
      code: 'already_closed',
    });
    const audit = await t.auditOf('player', String(player.userId));
    expect(audit.map((entry) => [entry.action, entry.reason])).toEqual([['player.close', 'asked by phone']]);
    const row = await t.db
      .selectFrom('users')
      .select('closed_at')
      .where('id', '=', player.userId)
      .executeTakeFirstOrThrow();
    expect(row.closed_at).not.toBeNull();
  });
});
