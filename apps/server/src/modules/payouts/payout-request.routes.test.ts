import { describe, expect, it } from 'vitest';
import {
  approveInReview,
  bankPayout,
  GOOD_IBAN,
  NL_IBAN,
  payoutTokenFor,
  paypalPayout,
  postPayout,
  setUpPayoutTests,
  type TestPlayer,
} from '../../test/payout-helpers.ts';
import { depositTokenFor, loginAs, manualClock } from '../../test/test-app.ts';
import { DATABASE_KINDS } from '../../test/test-database.ts';

describe.each(DATABASE_KINDS)('POST /gd/rest/payout on %s', (kind) => {
  const clock = manualClock();
  const t = setUpPayoutTests(kind, clock);

  /** Posts with a fresh token and returns the payoutErrors (status 200 asserted). */
  async function errorsOf(player: TestPlayer, body: unknown, token?: string | null): Promise<string[]> {
    const used = token === undefined ? await payoutTokenFor(t.app, player.cookie) : token;
    const response = await postPayout(t.app, player.cookie, used, body);
    expect(response.statusCode, response.body).toBe(200);
    const answer = response.json();
    expect(answer.payout).toBeNull();
    return answer.payoutErrors;
  }

  it('books a bank-transfer payout: withdrawable −amount, pending +final, fee apart, sent to the PSP once approved', async () => {
    const player = await t.newPlayer('money-de');
    const answer = await t.payOut(player, bankPayout(5000, { iban: 'DE89 3704 0044 0532 0130 00' }));
    expect(answer.payoutErrors).toEqual([]);
    // The player's first payout: booked, but held for a finance operator's review (issue 12).
    expect(answer.payout).toMatchObject({
      amount: 5000,
      fee: 100,
      finalAmount: 4900,
      currency: 'EUR',
      state: 'REVIEW',
    });
    const id = answer.payout?.id ?? '';
    expect(await t.payoutBalances(player)).toEqual({ withdrawable: 7345, pending: 4900 });
    expect(await t.ledgerBalanced()).toBe(true);
    expect(t.fake.payouts.find(id)).toBeUndefined();

    expect((await approveInReview(t.app, t.finance, id)).statusCode).toBe(200);
    expect(await t.payoutBalances(player)).toEqual({ withdrawable: 7345, pending: 4900 });
    const atPsp = t.fake.payouts.find(id);
    expect(atPsp).toMatchObject({
      method: 'banktransfer',
      amount: { value: 4900, currency: 'EUR' },
      account: { iban: GOOD_IBAN, holder: 'Max Mustermann' },
      idempotencyKey: `payout:${id}`,
    });
    const row = await t.payoutRow(id);
    expect(row).toMatchObject({
      state: 'PENDING',
      psp_reference: atPsp?.pspReference,
      iban_masked: 'DE89 •••• •••• •••• ••30 00',
    });
    expect(row.iban_encrypted).not.toContain('370400');

    // GET and the games page see the money as gone (pending), and the payout as pending.
    expect(await t.payoutInfo(player.cookie)).toMatchObject({
      balance: 7345,
      withdrawable: 7345,
      pendingPayout: true,
    });
    const games = await t.app.inject({ method: 'GET', url: '/platform/games', headers: { cookie: player.cookie } });
    expect(games.body).toContain('73,45');
  });

  it('pays out to a PayPal account of an earlier deposit (any case), a single account also unnamed', async () => {
    const player = await t.newPlayer('money-de');
    const answer = await t.payOutApproved(player, paypalPayout(2000, 'Max.Mustermann@PayPal.example'));
    expect(answer.payout?.state).toBe('PENDING');
    expect(t.fake.payouts.find(answer.payout?.id ?? '')).toMatchObject({
      method: 'paypal',
      account: { paypalAccount: 'max.mustermann@paypal.example' },
    });
    const single = await t.newPlayer('money-gb', { paypalAccounts: ['solo@example.com'] });
    const unnamed = await t.payOutApproved(single, paypalPayout(2000));
    expect(unnamed.payout).toMatchObject({ fee: 150, finalAmount: 1850, currency: 'GGBP' });
    expect(t.fake.payouts.find(unnamed.payout?.id ?? '')).toMatchObject({
      amount: { value: 1850, currency: 'GBP' },
      account: { paypalAccount: 'solo@example.com' },
    });
  });

  it('answers invalidToken for a missing, unknown, expired, used, deposit or other player’s token', async () => {
    const player = await t.newPlayer('money-de');
    const other = await t.newPlayer('money-de');
    const body = bankPayout(1000);
    expect(await errorsOf(player, body, null)).toEqual(['invalidToken']);
    expect(await errorsOf(player, body, 'x'.repeat(43))).toEqual(['invalidToken']);
    expect(await errorsOf(player, body, await depositTokenFor(t.app, player.cookie))).toEqual(['invalidToken']);
    expect(await errorsOf(player, body, await payoutTokenFor(t.app, other.cookie))).toEqual(['invalidToken']);

    const expiring = await payoutTokenFor(t.app, player.cookie);
    clock.advanceSeconds(301);
    expect(await errorsOf(player, body, expiring)).toEqual(['invalidToken']);

    const token = await payoutTokenFor(t.app, player.cookie);
    expect((await postPayout(t.app, player.cookie, token, body)).json().payout.state).toBe('REVIEW');
    expect(await errorsOf(player, body, token)).toEqual(['invalidToken']);
    expect(await t.payoutBalances(player)).toEqual({ withdrawable: 11_345, pending: 900 });
  });

  it('keeps the token after a refusal (a typo costs no new password) and spends it with the payout', async () => {
    const player = await t.newPlayer('money-de');
    const token = await payoutTokenFor(t.app, player.cookie);
    expect(await errorsOf(player, bankPayout(1000, { iban: 'DE00 1234' }), token)).toEqual(['goBack']);
    expect((await postPayout(t.app, player.cookie, token, bankPayout(1000))).json().payoutErrors).toEqual([]);
    expect(await errorsOf(player, bankPayout(1000), token)).toEqual(['invalidToken']);
  });

  it('answers payoutNotAllowed alone for a blocked player, whatever else is wrong', async () => {
    const blocked = await t.newPlayer('blocked');
    expect(await errorsOf(blocked, bankPayout(999_999, { iban: '' }))).toEqual(['payoutNotAllowed']);
    const ipBlocked = await t.newPlayer('money-de', { payoutBlocker: 'ipBlocked' });
    expect(await errorsOf(ipBlocked, bankPayout(1000))).toEqual(['payoutNotAllowed']);
    expect(await t.payoutBalances(ipBlocked)).toEqual({ withdrawable: 12_345, pending: 0 });
  });

  it('answers pendingPayout while a payout is pending, also one held by the test-support API', async () => {
    const player = await t.newPlayer('money-de');
    // In review, then on its way at the PSP: either way the next payout waits.
    const first = await t.payOut(player, bankPayout(1000));
    expect(first.payout?.state).toBe('REVIEW');
    expect(await errorsOf(player, bankPayout(1000))).toEqual(['pendingPayout']);
    expect((await approveInReview(t.app, t.finance, first.payout?.id ?? '')).json().payout.state).toBe('PENDING');
    expect(await errorsOf(player, bankPayout(1000))).toEqual(['pendingPayout']);

    const held = await t.newPlayer('money-de', { pendingPayout: 3000 });
    expect(await t.payoutInfo(held.cookie)).toMatchObject({ withdrawable: 9345, pendingPayout: true });
    expect(await errorsOf(held, bankPayout(1000))).toEqual(['pendingPayout']);
    const tooBig = await t.app.inject({
      method: 'POST',
      url: '/platform/test/players',
      payload: { template: 'money-de', pendingPayout: 20_000 },
    });
    expect(tooBig.statusCode).toBe(400);
  });

  it('answers paypalUseFirst without a PayPal deposit and paypalAccountNotAccepted for another account', async () => {
    const gb = await t.newPlayer('money-gb');
    expect(await errorsOf(gb, paypalPayout(1000, 'john@example.com'))).toEqual(['paypalUseFirst']);
    const de = await t.newPlayer('money-de');
    expect(await errorsOf(de, paypalPayout(1000, 'thief@example.com'))).toEqual(['paypalAccountNotAccepted']);
    expect(await errorsOf(de, paypalPayout(1000))).toEqual(['paypalAccountNotAccepted']);
    expect(await errorsOf(de, paypalPayout(1000, 'not an e-mail'))).toEqual(['paypalAccountNotAccepted']);
  });

  it('answers amountInvalid for amounts not above the fee or above withdrawable, and books the maximum', async () => {
    const player = await t.newPlayer('money-de');
    for (const amount of [1, 100, 12_346]) {
      expect(await errorsOf(player, bankPayout(amount)), String(amount)).toEqual(['amountInvalid']);
    }
    expect((await t.payOut(player, bankPayout(12_345))).payout).toMatchObject({ finalAmount: 12_245 });
    expect(await t.payoutBalances(player)).toEqual({ withdrawable: 0, pending: 12_245 });
  });

  it('checks the bank account: requiredBIC outside Germany, goBack for a wrong holder, IBAN or BIC', async () => {
    const player = await t.newPlayer('money-de');
    expect(await errorsOf(player, bankPayout(1000, { iban: NL_IBAN }))).toEqual(['requiredBIC']);
    expect(await errorsOf(player, bankPayout(1000, { iban: NL_IBAN, bic: 'ABNA' }))).toEqual(['goBack']);
    expect(await errorsOf(player, bankPayout(1000, { iban: 'DE89370400440532013001' }))).toEqual(['goBack']);
    expect(await errorsOf(player, bankPayout(1000, { holder: 'M.' }))).toEqual(['goBack']);
    expect(
      await errorsOf(player, { paytype: 'banktransfer', withdrawable: 50, provider: { holder: '', iban: '' } }),
      // Issue 24 item 14: no BIC is demanded before a valid IBAN says the account needs one.
    ).toEqual(['amountInvalid', 'goBack']);
    const answer = await t.payOutApproved(player, bankPayout(1000, { iban: NL_IBAN, bic: 'abnanl2a' }));
    expect(t.fake.payouts.find(answer.payout?.id ?? '')?.account).toMatchObject({ iban: NL_IBAN, bic: 'ABNANL2A' });
  });

  it('forces at least the excess above 1000 € out of a larger balance', async () => {
    const rich = await t.newPlayer('money-rich', { withdrawable: 125_000 });
    expect((await t.payoutInfo(rich.cookie)).forcePayout).toBe(true);
    expect(await errorsOf(rich, bankPayout(24_999))).toEqual(['amountInvalid']);
    expect((await t.payOut(rich, bankPayout(25_000))).payout?.state).toBe('REVIEW');
    expect(await t.payoutInfo(rich.cookie)).toMatchObject({ balance: 100_000, forcePayout: false });
  });

  it('answers 400 for a body that is no payout request, 401 without a session, 403 for practice players', async () => {
    const player = await t.newPlayer('money-de');
    const token = await payoutTokenFor(t.app, player.cookie);
    for (const body of [{}, { paytype: 'skrill', withdrawable: 1000, provider: {} }, { ...bankPayout(10.5) }]) {
      const response = await postPayout(t.app, player.cookie, token, body);
      expect([response.statusCode, response.json()]).toEqual([400, ['unexpected']]);
    }
    const anonymous = await t.app.inject({
      method: 'POST',
      url: '/gd/rest/payout',
      headers: { origin: 'http://localhost:3000' },
      payload: bankPayout(1000),
    });
    expect([anonymous.statusCode, anonymous.json()]).toEqual([401, ['not-logged-in']]);
    const practice = await loginAs(t.app, 'practice-de');
    const forbidden = await postPayout(t.app, practice, await payoutTokenFor(t.app, practice), bankPayout(1000));
    expect([forbidden.statusCode, forbidden.json()]).toEqual([403, ['not-allowed']]);
    expect(await t.payoutBalances(player)).toEqual({ withdrawable: 12_345, pending: 0 });
  });
});
