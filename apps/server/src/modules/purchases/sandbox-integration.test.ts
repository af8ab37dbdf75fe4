// The deposit flow against the real PSP sandbox (apps/psp-sandbox), both listening on real ports so the
// sandbox's signed notifications reach the shop. Loaded at run time: skipped while the sandbox is absent.

import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { portToListenOn } from '../../test/fake-psp.ts';
import { purchaseColumnsOf } from '../../test/purchase-columns.ts';
import { balanceOf, ledgerFacts, payOk, purchaseBody, shopPackage } from '../../test/purchase-helpers.ts';
import { eventually, sandboxAvailable, startSandbox, startShop } from '../../test/sandbox-harness.ts';
import { depositAuthFor, TEST_SECRETS } from '../../test/test-app.ts';
import { openTestDatabase, type TestDatabase } from '../../test/test-database.ts';
import { SandboxAdapter } from '../payments/sandbox-adapter.ts';

describe.skipIf(!sandboxAvailable)('deposits through the real PSP sandbox', () => {
  let database: TestDatabase;
  let sandbox: FastifyInstance;
  let shop: FastifyInstance;
  let sandboxUrl: string;
  let auth: string;

  beforeAll(async () => {
    database = await openTestDatabase('pglite');
    const [sandboxPort, shopPort] = [await portToListenOn(), await portToListenOn()];
    sandboxUrl = `http://127.0.0.1:${sandboxPort}`;
    sandbox = await startSandbox(sandboxPort);
    shop = await startShop(database.db, shopPort, sandboxUrl);
    auth = (await depositAuthFor(shop, 'money-de')).authorization;
  });
  afterAll(async () => {
    await shop?.close();
    await sandbox?.close();
    await database?.close();
  });

  async function tokenFor(number: string, fields: Record<string, string | boolean> = {}): Promise<string> {
    const card = { holder: 'Max Mustermann', number, expiryMonth: 12, expiryYear: 2034, cvc: '737' };
    const response = await fetch(`${sandboxUrl}/v1/tokens`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify(number === '' ? fields : { ...card, ...fields }),
    });
    expect(response.status).toBe(201);
    const body: unknown = await response.json();
    const token = Reflect.get(Object(body), 'token');
    if (typeof token !== 'string') throw new Error('no token');
    return token;
  }

  const card = (token: string) => ({ card: { token, holder: 'Max Mustermann', updateData: false } });
  const stateOf = (tid: string) => purchaseColumnsOf(database.db, tid, ['state', 'error_code']);

  it('pays with 4242…, credits once although the sandbox also notifies', async () => {
    const before = await balanceOf(database.db, 'money-de');
    const result = await payOk(
      shop,
      auth,
      purchaseBody('checkout-cc', await shopPackage(shop, auth, 5000), card(await tokenFor('4242424242424242'))),
    );
    expect(result).toMatchObject({ state: 'SUCCESS', depositAmount: 5000, bonusAmount: 500 });
    await eventually(
      () =>
        database.db.selectFrom('processed_notifications').select('id').where('reference', '=', result.tid).execute(),
      (rows) => rows.length > 0,
    );
    const after = await balanceOf(database.db, 'money-de');
    expect(after.total - before.total).toBe(5500);
    expect(await ledgerFacts(database.db, result.tid)).toEqual({ credits: 1, balanced: true });
  });

  it("finds a purchase's payment by its reference, and none for a reference never sent (the submit window's lookup)", async () => {
    const result = await payOk(
      shop,
      auth,
      purchaseBody('checkout-cc', await shopPackage(shop, auth, 1000), card(await tokenFor('4242424242424242'))),
    );
    const adapter = new SandboxAdapter({
      baseUrl: sandboxUrl,
      apiKey: TEST_SECRETS.PSP_SANDBOX_API_KEY,
      webhookSecret: TEST_SECRETS.PSP_WEBHOOK_SECRET,
      timeoutMs: 10_000,
    });
    const found = await adapter.findPayments(result.tid);
    expect(found.map((payment) => [payment.reference, payment.status])).toEqual([[result.tid, 'AUTHORISED']]);
    expect(await adapter.findPayments('tid-never-sent')).toEqual([]);
  });

  it('declines 4000 0000 0000 0002 with code 8', async () => {
    const result = await payOk(
      shop,
      auth,
      purchaseBody('checkout-cc', await shopPackage(shop, auth, 2000), card(await tokenFor('4000000000000002'))),
    );
    expect(result).toMatchObject({ state: 'FAILED', errorCode: '8' });
  });

  it('sends 4000 0027 6000 3184 to the challenge (GOTO) and credits once it is approved', async () => {
    const result = await payOk(
      shop,
      auth,
      purchaseBody('adyen-cc', await shopPackage(shop, auth, 2000), card(await tokenFor('4000002760003184'))),
    );
    expect(result.state).toBe('GOTO');
    const challenge = result.visit?.url ?? '';
    expect(challenge.startsWith(`${sandboxUrl}/pay/`)).toBe(true);
    const approved = await fetch(challenge, {
      method: 'POST',
      body: new URLSearchParams({ choice: 'approve' }),
      redirect: 'manual',
    });
    expect(approved.status).toBe(303);
    expect(approved.headers.get('location')).toContain(`/postprocessing/${result.tid}`);
    expect(
      await eventually(
        () => stateOf(result.tid),
        (row) => row.state === 'SUCCESS',
      ),
    ).toMatchObject({ state: 'SUCCESS' });
  });

  it('debits DE89 3704 0044 0532 0130 00 with a mandate and answers a bank transfer with instructions', async () => {
    const purchasable = await shopPackage(shop, auth, 2000);
    const elv = await payOk(
      shop,
      auth,
      purchaseBody('adyen-elv', purchasable, {
        elv: { iban: 'DE89370400440532013000', holder: 'Max Mustermann', mandate: true },
      }),
    );
    expect(elv.state).toBe('SUCCESS');
    const transfer = await payOk(shop, auth, purchaseBody('banktransfer', purchasable));
    expect(transfer).toMatchObject({ state: 'SUCCESS', bankTransfer: { region: 'SEPA', purpose: 'Max Mustermann' } });
    expect(transfer.bankTransfer?.reference).not.toBe('');
  });

  it('keeps a card asked to be saved and pays with it again by its instrument id and a CVC token', async () => {
    const purchasable = await shopPackage(shop, auth, 2000);
    const kept = { card: { token: await tokenFor('5555555555554444'), holder: 'Max Mustermann', updateData: true } };
    expect((await payOk(shop, auth, purchaseBody('micropayment-cc', purchasable, kept))).state).toBe('SUCCESS');
    const details = await shop.inject({
      method: 'GET',
      url: '/deposit/shop/details/micropayment-cc',
      headers: { authorization: auth },
    });
    const saved = details.json().card;
    expect(saved).toMatchObject({
      number: '•••• •••• •••• 4444',
      type: 'mastercard',
      expiryMonth: 12,
      expiryYear: 2034,
      cvcRequired: true,
    });
    const savedCard = async (cvc: string) => ({
      savedCard: { instrumentId: saved.instrumentId, cvcToken: await tokenFor('', { cvc, cvcOnly: true }) },
    });
    const withCvc = await payOk(shop, auth, purchaseBody('micropayment-cc', purchasable, await savedCard('737')));
    expect(withCvc.state).toBe('SUCCESS');
    // A wrong CVC (the sandbox's 000) is refused by the PSP: the CVC token really travels with the saved card.
    const wrongCvc = await payOk(shop, auth, purchaseBody('micropayment-cc', purchasable, await savedCard('000')));
    expect(wrongCvc).toMatchObject({ state: 'FAILED', errorCode: '7' });
  });

  it('credits a bank transfer when the sandbox reports the money (test settle call)', async () => {
    const userName = 'money-gb';
    const gb = (await depositAuthFor(shop, userName)).authorization;
    const before = await balanceOf(database.db, userName, 'GGBP');
    const result = await payOk(shop, gb, purchaseBody('banktransfer', await shopPackage(shop, gb, 2000)));
    const row = await purchaseColumnsOf(database.db, result.tid, ['psp_reference']);
    const settle = await fetch(`${sandboxUrl}/v1/test/payments/${row.psp_reference}/settle`, {
      method: 'POST',
      headers: { authorization: `Bearer ${TEST_SECRETS.PSP_SANDBOX_API_KEY}` },
    });
    expect(settle.status).toBe(200);
    const after = await eventually(
      () => balanceOf(database.db, userName, 'GGBP'),
      (balance) => balance.total > before.total,
    );
    expect(after.withdrawable - before.withdrawable).toBe(2000);
  });
});
