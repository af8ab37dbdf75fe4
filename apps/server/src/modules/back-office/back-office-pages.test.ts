// What an operator sees of a player and a purchase: the search paths, the player page's balances from the
// ledger, its lists and their fixed query count, notes, and the purchase and payout state history the
// database triggers record for every code path (here: the real purchase, notification and payout services).
import { playerPageSchema, playerSearchResultSchema, purchasePageSchema } from '@shop/contracts/back-office-read';
import type { KyselyPlugin } from 'kysely';
import { beforeAll, beforeEach, describe, expect, it } from 'vitest';
import type { AppDeps } from '../../app-deps.ts';
import type { Db } from '../../db/database.ts';
import { createTestOperator } from '../../test/operator-helpers.ts';
import {
  appDepsFor,
  bankPayout,
  financeSession,
  newPlayer,
  payOut,
  payOutApproved,
  type TestPlayer,
} from '../../test/payout-helpers.ts';
import { cardDetails, purchaseBody, setUpPaymentApp } from '../../test/purchase-helpers.ts';
import { depositTokenFor, manualClock } from '../../test/test-app.ts';
import { DATABASE_KINDS } from '../../test/test-database.ts';
import { addPlayerNote, getPlayerPage, searchPlayersFor } from './player-page.service.ts';
import { getPurchasePage } from './purchase-page.service.ts';

/** The same database, counting the queries run through it. */
function countingDb(db: Db): { db: Db; count: () => number } {
  let queries = 0;
  const plugin: KyselyPlugin = {
    transformQuery: (args) => {
      queries += 1;
      return args.node;
    },
    transformResult: async (args) => args.result,
  };
  return { db: db.withPlugin(plugin), count: () => queries };
}

describe.each(DATABASE_KINDS)('back-office pages on %s', (kind) => {
  let deps: AppDeps;
  /** A finance operator's session: a player's first payout waits for approval. */
  let finance: string;
  const clock = manualClock(new Date('2026-05-04T10:00:00.000Z'));
  const t = setUpPaymentApp(kind, { clock, config: { enableTestApi: true } });
  beforeAll(() => {
    deps = appDepsFor(t.app, t.db, t.fake.url, { clock });
  });
  // A finance operator who has just logged in: the tests move the clock on, and a money action needs a TOTP code
  // from the last OPERATOR_TOTP_FRESH_SECONDS (issue 25 point 7).
  beforeEach(async () => {
    finance = await financeSession(t.app, t.db, clock);
  });

  /** Sends a PSP notification signed at the test clock's time. */
  const notify = (notification: { payload: string }) => t.notifyAt(clock, notification);

  async function buy(player: TestPlayer, price: number, token = 'tok_success') {
    const auth = `Bearer ${await depositTokenFor(t.app, player.cookie)}`;
    return t.payOk(auth, purchaseBody('checkout-cc', await t.shopPackage(auth, price), cardDetails(token)));
  }

  it('records every state a purchase and a payout go through, at the application’s time', async () => {
    const player = await newPlayer(t.app, 'money-de');
    const start = clock.now().toISOString();
    const challenged = await buy(player, 2000, 'tok_challenge');
    expect(challenged.state).toBe('GOTO');
    clock.advanceSeconds(60);
    const payment = t.fake.paymentFor(challenged.tid);
    if (payment === undefined) throw new Error('no payment at the PSP');
    t.fake.setStatus(payment.pspReference, 'REFUSED', '7');
    expect((await notify(t.fake.notification(payment, { id: `evt_refused_${challenged.tid}` }))).statusCode).toBe(200);

    const page = await getPurchasePage(t.db, challenged.tid);
    expect(page?.history).toEqual([
      { at: start, from: null, to: 'PROCESSING' },
      { at: start, from: 'PROCESSING', to: 'GOTO' },
      { at: '2026-05-04T10:01:00.000Z', from: 'GOTO', to: 'FAILED' },
    ]);
    expect(page?.notifications).toMatchObject([
      { id: `evt_refused_${challenged.tid}`, type: 'payment.updated', status: 'REFUSED', outcome: expect.any(String) },
    ]);
    expect(page?.purchase).toMatchObject({ state: 'FAILED', errorCode: '7', userId: player.userId, creditedAt: null });
    expect(page?.ledger).toEqual([]);

    const payoutId = (await payOutApproved(t.app, finance, player, bankPayout(3000))).payout?.id ?? '';
    clock.advanceSeconds(3600);
    const atPsp = t.fake.payouts.find(payoutId);
    if (atPsp === undefined) throw new Error('payout not at the PSP');
    await notify(t.fake.payouts.notification(t.fake.payouts.setStatus(atPsp.pspReference, 'SETTLED')));
    const playerPage = await getPlayerPage(t.db, player.userId);
    expect(playerPage?.payouts).toMatchObject([
      {
        publicId: payoutId,
        state: 'SETTLED',
        reviewCause: 'first_payout',
        reviewedAt: '2026-05-04T10:01:00.000Z',
        history: [
          { at: '2026-05-04T10:01:00.000Z', from: null, to: 'REVIEW' },
          { at: '2026-05-04T10:01:00.000Z', from: 'REVIEW', to: 'PENDING' },
          { at: '2026-05-04T11:01:00.000Z', from: 'PENDING', to: 'SETTLED' },
        ],
      },
    ]);
  });

  it('shows a credited purchase with its ledger lines, a returned debit included, each transaction summing to zero', async () => {
    const player = await newPlayer(t.app, 'money-de');
    const bought = await buy(player, 5000);
    expect(bought.state).toBe('SUCCESS');
    const payment = t.fake.paymentFor(bought.tid);
    if (payment === undefined) throw new Error('no payment at the PSP');
    await notify(t.fake.notification(payment, { id: `evt_returned_${bought.tid}`, status: 'RETURNED' }));

    const page = await getPurchasePage(t.db, bought.tid);
    expect(page?.purchase).toMatchObject({
      tid: bought.tid,
      state: 'SUCCESS',
      pspStatus: 'RETURNED',
      price: 5000,
      depositAmount: 5000,
      bonusAmount: 500,
      userName: player.userName,
      creditedAt: clock.now().toISOString(),
    });
    const lines = (page?.ledger ?? []).map((line) => [line.reference, line.owner, line.account, line.amount]);
    expect(lines).toEqual(
      expect.arrayContaining([
        [`purchase:${bought.tid}`, 'platform', 'psp_clearing', -5000],
        [`purchase:${bought.tid}`, 'player', 'withdrawable', 5000],
        [`purchase:${bought.tid}`, 'platform', 'platform_funding', -500],
        [`purchase:${bought.tid}`, 'player', 'bonus', 500],
        [`purchase:${bought.tid}:returned`, 'player', 'withdrawable', -5000],
        [`purchase:${bought.tid}:returned`, 'platform', 'psp_clearing', 5000],
        [`purchase:${bought.tid}:returned`, 'player', 'bonus', -500],
        [`purchase:${bought.tid}:returned`, 'platform', 'platform_funding', 500],
      ]),
    );
    expect(lines).toHaveLength(8);
    const sums = new Map<string, number>();
    for (const line of page?.ledger ?? [])
      sums.set(line.transactionId, (sums.get(line.transactionId) ?? 0) + line.amount);
    expect([...sums.values()]).toEqual([0, 0]);
    expect(page?.notifications.map((notification) => notification.id)).toEqual([`evt_returned_${bought.tid}`]);
    // The answer is what the console parses.
    expect(purchasePageSchema.parse(page)).toEqual(page);
    expect(await getPurchasePage(t.db, 'no-such-tid')).toBeNull();
  });

  it('builds the player page from the ledger and the player’s records with a fixed number of queries', async () => {
    const quiet = await newPlayer(t.app, 'money-de');
    const busy = await newPlayer(t.app, 'money-de');
    for (const price of [2000, 5000, 1000]) await buy(busy, price);
    await buy(busy, 2000, 'tok_refused_8');
    const payoutId = (await payOut(t.app, busy, bankPayout(4000))).payout?.id ?? '';
    const support = await createTestOperator(t.db, { roles: ['support'] });
    const operator = { id: support.id, email: support.email, displayName: support.email.split('@')[0] ?? '' };
    await addPlayerNote(deps, { userId: busy.userId, operator, text: 'Called about the payout.' });
    clock.advanceSeconds(1);
    await addPlayerNote(deps, { userId: busy.userId, operator, text: 'Payout confirmed by phone.' });

    const counted = countingDb(t.db);
    const quietPage = await getPlayerPage(counted.db, quiet.userId);
    const quietQueries = counted.count();
    const page = await getPlayerPage(counted.db, busy.userId);
    expect(counted.count() - quietQueries).toBe(quietQueries);
    expect(quietPage?.purchases).toEqual([]);
    expect(playerPageSchema.parse(page)).toEqual(page);

    expect(page?.player).toMatchObject({ id: busy.userId, userName: busy.userName, currency: 'EUR', actorType: 'g' });
    // 123.45 € funded by the seed, 20 + 50 + 10 € deposited (5 € bonus on the 50 €), 40 € paid out (pending).
    expect(page?.balances).toEqual({
      currency: 'EUR',
      withdrawable: 12_345 + 8000 - 4000,
      bonus: 500,
      pendingPayout: 4000 - 100,
      total: 12_345 + 8000 - 4000 + 500,
    });
    expect(page?.purchases.map((purchase) => [purchase.price, purchase.state])).toEqual([
      [2000, 'FAILED'],
      [1000, 'SUCCESS'],
      [5000, 'SUCCESS'],
      [2000, 'SUCCESS'],
    ]);
    // A first payout waits for an operator: its money is reserved (pending) meanwhile.
    expect(page?.payouts).toMatchObject([
      { publicId: payoutId, state: 'REVIEW', amount: 4000, fee: 100, reviewCause: 'first_payout', reviewReason: null },
    ]);
    expect(page?.notes.map((note) => [note.text, note.operator])).toEqual([
      ['Payout confirmed by phone.', operator],
      ['Called about the payout.', operator],
    ]);
    expect(page?.blocks).toEqual({
      blocked: false,
      depositBlock: null,
      payoutBlocks: [],
      subscriptionSignupBlocked: false,
    });
    expect(await getPlayerPage(t.db, 2_000_000_000)).toBeNull();
    expect(await addPlayerNote(deps, { userId: 2_000_000_000, operator, text: 'x' })).toEqual({
      kind: 'not_found',
    });
  });

  it('finds a player by id, user name, e-mail, name, purchase tid and the PSP references', async () => {
    const player = await newPlayer(t.app, 'money-de');
    const bought = await buy(player, 2000);
    const payoutId = (await payOutApproved(t.app, finance, player, bankPayout(1000))).payout?.id ?? '';
    const payout = await t.db
      .selectFrom('payouts')
      .select('psp_reference')
      .where('public_id', '=', payoutId)
      .executeTakeFirstOrThrow();
    const purchase = await t.db
      .selectFrom('purchases')
      .select('psp_reference')
      .where('tid', '=', bought.tid)
      .executeTakeFirstOrThrow();
    const user = await t.db
      .selectFrom('users')
      .select(['email', 'first_name', 'surname'])
      .where('id', '=', player.userId)
      .executeTakeFirstOrThrow();
    const email = user.email ?? `${player.userName}@players.example`;

    const found = async (query: string) =>
      (await searchPlayersFor(t.db, query)).players
        .filter((row) => row.id === player.userId)
        .map((row) => row.matchedBy);
    expect(await found(String(player.userId))).toEqual(['id']);
    expect(await found(player.userName.toUpperCase())).toEqual(['userName']);
    expect(await found(email.toUpperCase())).toEqual(['email']);
    expect(await found(bought.tid)).toEqual(['tid']);
    expect(await found(purchase.psp_reference ?? '')).toEqual(['pspReference']);
    expect(await found(payoutId)).toEqual(['payoutId']);
    expect(await found(payout.psp_reference ?? '')).toEqual(['pspReference']);
    expect((await searchPlayersFor(t.db, `${user.first_name} ${user.surname}`)).players.length).toBeGreaterThan(0);
    expect(await found(`${user.first_name} ${user.surname}`)).toEqual(['name']);

    // LIKE wildcards are text: '%' and '_' match nothing but themselves.
    expect((await searchPlayersFor(t.db, '%%')).players).toEqual([]);
    expect((await searchPlayersFor(t.db, '__')).players).toEqual([]);
    expect(playerSearchResultSchema.parse(await searchPlayersFor(t.db, bought.tid)).players).toHaveLength(1);
    // At most 50, best match first.
    expect((await searchPlayersFor(t.db, 'money')).players.length).toBeLessThanOrEqual(50);
  });
});
