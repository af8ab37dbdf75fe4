// The payout review queue for a team (issue 25 point 6): every waiting payout reachable oldest first by key with
// the counts, the thresholds per currency, the reviewer's context (deposits by method, other payouts, whether the
// account holder is the player) and taking a payout in review, audited, one operator at a time.
import { beforeAll, describe, expect, it } from 'vitest';
import { opsHeaders } from '../../test/operator-helpers.ts';
import { setUpOpsActionTests } from '../../test/ops-action-helpers.ts';
import { bankPayout, newPlayer, payOut, payOutApproved, type TestPlayer } from '../../test/payout-helpers.ts';
import { manualClock } from '../../test/test-app.ts';
import { DATABASE_KINDS } from '../../test/test-database.ts';
import { holderNameMatch, nameWords } from './payout-queue.service.ts';

describe('account holder and player name', () => {
  it('matches words in any order, accents and case aside', () => {
    const player = { firstName: 'Jürgen', surname: 'Müller-Lüdenscheidt' };
    expect(nameWords('  Jürgen  MÜLLER-Lüdenscheidt ')).toEqual(['jurgen', 'muller', 'ludenscheidt']);
    expect(holderNameMatch('Muller-Ludenscheidt, Jurgen', player)).toBe('match');
    expect(holderNameMatch('Anna Müller-Lüdenscheidt', player)).toBe('partial');
    expect(holderNameMatch('Max Mustermann', player)).toBe('mismatch');
    expect(holderNameMatch(null, player)).toBe('unknown');
    expect(holderNameMatch('…', player)).toBe('unknown');
  });
});

describe.each(DATABASE_KINDS)('payout review queue for a team on %s', (kind) => {
  const players: TestPlayer[] = [];
  const publicIds: string[] = [];
  const clock = manualClock(new Date('2026-06-10T12:00:00.000Z'));

  // Its finance operator takes payouts in review; the checker is another finance operator.
  const t = setUpOpsActionTests(kind, {
    clock,
    // EUR has its own threshold, below the global one: a later 20 € payout waits because of its amount.
    config: { payoutReviewThreshold: 1_000_000, payoutReviewThresholds: { EUR: 2000 } },
  });
  beforeAll(async () => {
    for (let index = 0; index < 3; index += 1) {
      const player = await newPlayer(t.app, 'money-de');
      players.push(player);
      const holder = index === 1 ? 'Erika Mustermann' : 'Max Mustermann';
      const answer = await payOut(t.app, player, bankPayout(1000, { holder }));
      expect(answer.payout?.state).toBe('REVIEW');
      publicIds.push(answer.payout?.id ?? '');
      clock.advanceSeconds(60);
    }
  });

  const get = (url: string, cookie = t.financeCookie) => t.app.inject({ method: 'GET', url, headers: { cookie } });
  const assign = (publicId: string, assignValue: boolean, cookie = t.financeCookie) =>
    t.app.inject({
      method: 'POST',
      url: `/ops/api/payouts/${publicId}/assignment`,
      headers: opsHeaders(t.app, cookie),
      payload: { assign: assignValue },
    });

  it('lists every payout in review oldest first, page by page, with the counts', async () => {
    const first = (await get('/ops/api/lists/payouts?state=REVIEW&dir=asc&limit=2')).json();
    expect(first.total).toBe(3);
    expect(first.items.map((item: { publicId: string }) => item.publicId)).toEqual(publicIds.slice(0, 2));
    const second = (await get(`/ops/api/lists/payouts?state=REVIEW&dir=asc&limit=2&after=${first.next}`)).json();
    expect(second.items.map((item: { publicId: string }) => item.publicId)).toEqual(publicIds.slice(2));
    expect(second.next).toBeNull();
    expect(second.items[0]).toMatchObject({ reviewCause: 'first_payout', destination: expect.stringContaining('Max') });

    const summary = (await get('/ops/api/payout-queue')).json();
    expect(summary).toMatchObject({
      total: 3,
      oldestCreatedAt: '2026-06-10T12:00:00.000Z',
      byCurrency: [{ currency: 'EUR', count: 3, amount: 3000, threshold: 2000 }],
      byCause: [{ cause: 'first_payout', count: 3 }],
      assignedToMe: 0,
      unassigned: 3,
    });
  });

  it('holds a later payout at or above its currency’s threshold', async () => {
    // Each player's first payout approved and paid (settled here directly: the rule is what is tested).
    const paidOnce = async () => {
      const player = await newPlayer(t.app, 'money-de');
      const first = await payOutApproved(t.app, t.financeCookie, player, bankPayout(1000));
      await t.db
        .updateTable('payouts')
        .set({ state: 'SETTLED', finished_at: clock.now() })
        .where('public_id', '=', first.payout?.id ?? '')
        .execute();
      return player;
    };
    const below = await payOut(t.app, await paidOnce(), bankPayout(1999));
    expect(below.payout?.state).toBe('PENDING');
    const at = await payOut(t.app, await paidOnce(), bankPayout(2000));
    expect(at.payout?.state).toBe('REVIEW');
    const summary = (await get('/ops/api/payout-queue')).json();
    expect(summary.byCause).toContainEqual({ cause: 'amount', count: 1 });
  });

  it('gives the reviewer the player’s deposits, other payouts and whether the holder is the player', async () => {
    const [matching, other] = [publicIds[0] ?? '', publicIds[1] ?? ''];
    const context = (await get(`/ops/api/payouts/${matching}/context`, t.supportCookie)).json();
    expect(context).toMatchObject({
      publicId: matching,
      player: { id: players[0]?.userId, name: 'Max Mustermann' },
      holder: 'Max Mustermann',
      nameMatch: 'match',
      earlierPayouts: [],
      assignedTo: null,
    });
    expect(Array.isArray(context.depositsByMethod)).toBe(true);
    expect((await get(`/ops/api/payouts/${other}/context`)).json()).toMatchObject({
      holder: 'Erika Mustermann',
      nameMatch: 'partial',
    });
    expect((await get('/ops/api/payouts/nope/context')).statusCode).toBe(404);
  });

  it('lets one finance operator take a payout, audited; another cannot take it until it is given back', async () => {
    const publicId = publicIds[2] ?? '';
    expect((await assign(publicId, true, t.supportCookie)).statusCode).toBe(403);
    const taken = await assign(publicId, true);
    expect(taken.statusCode, taken.body).toBe(200);
    expect(taken.json().assignedTo).toMatchObject({ id: t.finance.id });
    const clash = await assign(publicId, true, t.checkerCookie);
    expect(clash.statusCode).toBe(409);
    expect(clash.json().code).toBe('payout_assigned_elsewhere');
    expect((await get(`/ops/api/lists/payouts?state=REVIEW&operatorId=${t.finance.id}`)).json().total).toBe(1);
    expect((await get('/ops/api/payout-queue')).json()).toMatchObject({ assignedToMe: 1 });
    expect((await assign(publicId, false, t.checkerCookie)).statusCode).toBe(200);
    expect((await assign(publicId, true, t.checkerCookie)).statusCode).toBe(200);
    const audit = await t.db
      .selectFrom('operator_audit_log')
      .select(['action', 'operator_id'])
      .where('subject_id', '=', publicId)
      .orderBy('id')
      .execute();
    expect(audit.map((row) => row.action)).toEqual(['payout.assign', 'payout.unassign', 'payout.assign']);
    expect((await assign(publicId, 'yes' as unknown as boolean)).statusCode).toBe(400);
    expect((await assign('nope', true)).statusCode).toBe(404);
  });
});
