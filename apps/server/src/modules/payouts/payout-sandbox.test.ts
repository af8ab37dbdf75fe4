// Payouts against the real PSP sandbox (apps/psp-sandbox), both listening on real ports so the sandbox's
// signed payout.updated notifications reach the shop. Loaded at run time: skipped while the sandbox is absent.
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { portToListenOn } from '../../test/fake-psp.ts';
import {
  bankPayout,
  financeSession,
  ledgerBalanced,
  newPlayer,
  payOutApproved,
  payoutBalances,
  payoutRow,
  paypalPayout,
} from '../../test/payout-helpers.ts';
import { eventually, sandboxAvailable, startSandbox, startShop } from '../../test/sandbox-harness.ts';
import { setUpTestDatabase } from '../../test/test-database.ts';

describe.skipIf(!sandboxAvailable)('payouts through the real PSP sandbox', () => {
  const t = setUpTestDatabase('pglite');
  let sandbox: FastifyInstance;
  let shop: FastifyInstance;
  /** A finance operator's session: a player's first payout goes to the PSP once approved (issue 12). */
  let finance: string;

  beforeAll(async () => {
    const [sandboxPort, shopPort] = [await portToListenOn(), await portToListenOn()];
    sandbox = await startSandbox(sandboxPort, { PSP_PAYOUT_SETTLE_MS: '50' });
    shop = await startShop(t.database.db, shopPort, `http://127.0.0.1:${sandboxPort}`, {
      config: { enableTestApi: true },
    });
    finance = await financeSession(shop, t.database.db);
  });
  afterAll(async () => {
    await shop?.close();
    await sandbox?.close();
  });

  const finished = (id: string) =>
    eventually(
      () => payoutRow(t.database.db, id),
      (row) => row.state !== 'PENDING',
    );

  it('settles a bank transfer by the sandbox’s notification', async () => {
    const player = await newPlayer(shop, 'money-de');
    const answer = await payOutApproved(shop, finance, player, bankPayout(5000));
    expect(answer.payout?.state).toBe('PENDING');
    expect(await finished(answer.payout?.id ?? '')).toMatchObject({ state: 'SETTLED', psp_status: 'SETTLED' });
    expect(await payoutBalances(t.database.db, player)).toEqual({ withdrawable: 7345, pending: 0 });
    expect(await ledgerBalanced(t.database.db)).toBe(true);
  });

  it.each([
    ['a final amount ending in 13', bankPayout(2613), 'AMOUNT_REJECTED'],
    [
      'the closed account GB33 BUKB 2020 1555 5555 55',
      bankPayout(2000, { iban: 'GB33BUKB20201555555555', bic: 'BUKBGB22' }),
      'ACCOUNT_CLOSED',
    ],
    ['a PayPal account at fail.example', paypalPayout(2000, 'player@fail.example'), 'PAYPAL_ACCOUNT_REJECTED'],
  ])('returns amount and fee when the sandbox fails %s', async (_name, body, reason) => {
    const player = await newPlayer(shop, 'money-de', { paypalAccounts: ['player@fail.example'] });
    const answer = await payOutApproved(shop, finance, player, body);
    expect(answer.payout?.state).toBe('PENDING');
    expect(await finished(answer.payout?.id ?? '')).toMatchObject({ state: 'FAILED', failure_reason: reason });
    expect(await payoutBalances(t.database.db, player)).toEqual({ withdrawable: 12_345, pending: 0 });
  });
});
