import { providerDetailsSchema } from '@shop/contracts/purchase';
import { describe, expect, it } from 'vitest';
import { closedPort } from '../../test/fake-psp.ts';
import { buildPaymentTestApp, purchaseBody, setUpPaymentTests } from '../../test/purchase-helpers.ts';
import { depositAuthFor } from '../../test/test-app.ts';
import { DATABASE_KINDS } from '../../test/test-database.ts';

const IBAN = 'DE89370400440532013000';

describe.each(DATABASE_KINDS)('provider details and saved instruments on %s', (kind) => {
  const logs: string[] = [];
  const t = setUpPaymentTests(kind, {
    config: { logLevel: 'info' },
    logStream: { write: (line) => logs.push(line) },
  });

  const details = (code: string, authorization = t.auth, target = t.app) =>
    target.inject({ method: 'GET', url: `/deposit/shop/details/${code}`, headers: { authorization } });

  it('answers 404 for unknown or unsupported codes and 400 for providers without details', async () => {
    for (const code of ['nope', 'legacy-wallet']) {
      const response = await details(code);
      expect([response.statusCode, response.json()]).toEqual([404, ['provider-not-available']]);
    }
    for (const code of ['paypal', 'adyen-ideal', 'banktransfer']) {
      const response = await details(code);
      expect([response.statusCode, response.json()]).toEqual([400, ['wrong_input_type']]);
    }
  });

  it('answers a card form with the encryption script and the card mode, and 503 when the PSP is away', async () => {
    const encrypted = providerDetailsSchema.parse((await details('checkout-cc')).json());
    expect(encrypted).toEqual({
      type: 'CARD',
      card: null,
      cardMode: 'encrypted',
      updateDetails: true,
      encryptClient: {
        scripts: [{ url: 'http://psp.example/sdk/encrypt.js', additionalServerData: { clientKey: 'sandbox_ck_test' } }],
      },
    });
    expect((await details('adyen-cc')).json()).toMatchObject({ type: 'CARD', cardMode: 'hosted' });
    expect((await details('adyen-elv')).json()).toEqual({ type: 'ELV', elv: null, updateDetails: true });

    const away = await buildPaymentTestApp(t.db, t.fake, {
      config: { pspSandboxUrl: `http://127.0.0.1:${await closedPort()}` },
    });
    try {
      const response = await details('checkout-cc', (await depositAuthFor(away, 'money-gb')).authorization, away);
      expect([response.statusCode, response.json()]).toEqual([503, ['provider-not-available']]);
    } finally {
      await away.close();
    }
  });

  it('saves a card the player asked to keep, shows it masked and pays with it and a CVC token next time', async () => {
    const purchasable = await t.shopPackage(t.auth, 2000);
    const unsaved = {
      card: {
        token: 'tok_success',
        holder: 'Max Mustermann',
        updateData: false,
        last4: '4242',
        expiryMonth: 12,
        expiryYear: 2034,
      },
    };
    await t.payOk(t.auth, purchaseBody('paypal-cc', purchasable, unsaved));
    expect((await details('paypal-cc')).json().card).toBeNull();

    const kept = { card: { ...unsaved.card, token: 'tok_success_kept', updateData: true, brand: 'visa' } };
    expect((await t.payOk(t.auth, purchaseBody('paypal-cc', purchasable, kept))).state).toBe('SUCCESS');
    const saved = (await details('paypal-cc')).json().card;
    expect(saved).toEqual({
      holder: 'Max Mustermann',
      number: '•••• •••• •••• 4242',
      type: 'visa',
      expiryYear: 2034,
      expiryMonth: 12,
      cvc: '',
      cvcRequired: true,
      instrumentId: expect.stringMatching(/^[0-9a-f-]{36}$/),
    });
    const savedCard = { savedCard: { instrumentId: saved.instrumentId, cvcToken: 'cvc_1' } };
    const again = await t.payOk(t.auth, purchaseBody('paypal-cc', purchasable, savedCard));
    expect(again.state).toBe('SUCCESS');
    expect(t.fake.paymentFor(again.tid)?.request).toMatchObject({
      card: { token: 'tok_success_kept', securityCodeToken: 'cvc_1' },
    });
    expect((await details('checkout-cc')).json().card).toBeNull(); // saved per provider
  });

  it('saves a direct-debit account encrypted with its mandate, shows it masked and reuses the mandate', async () => {
    const purchasable = await t.shopPackage(t.auth, 2000);
    const first = await t.payOk(
      t.auth,
      purchaseBody('adyen-elv', purchasable, { elv: { iban: IBAN, holder: 'Max Mustermann', mandate: true } }),
    );
    expect(first.state).toBe('SUCCESS');
    const sepa = t.fake.paymentFor(first.tid)?.request.sepa;
    const mandateId: unknown = typeof sepa === 'object' && sepa !== null ? Reflect.get(sepa, 'mandateId') : undefined;
    expect(mandateId).toMatch(/^mdt_/);
    expect((await details('adyen-elv')).json()).toEqual({
      type: 'ELV',
      elv: {
        holder: 'Max Mustermann',
        iban: 'DE89 •••• •••• •••• ••30 00',
        mandate: { valid: true, creditorId: 'DE98ZZZ09999999999', mandateId },
      },
      updateDetails: true,
    });

    const mandates = t.fake.counts.mandates;
    const saved = await t.payOk(t.auth, purchaseBody('adyen-elv', purchasable));
    const sameAccount = await t.payOk(
      t.auth,
      purchaseBody('adyen-elv', purchasable, { elv: { iban: IBAN, holder: 'Max Mustermann', mandate: false } }),
    );
    for (const result of [saved, sameAccount]) {
      expect(result.state).toBe('SUCCESS');
      expect(t.fake.paymentFor(result.tid)?.request).toMatchObject({ sepa: { iban: IBAN, mandateId } });
    }
    expect(t.fake.counts.mandates).toBe(mandates);

    const rows = await t.db.selectFrom('payment_instruments').selectAll().execute();
    const purchases = await t.db.selectFrom('purchases').select('instrument').execute();
    const stored = JSON.stringify([rows, purchases]);
    expect(stored).not.toContain(IBAN);
    expect(stored).not.toContain('370400440532013000');
  });

  it('never writes card data, IBANs or tokens into the logs', async () => {
    const purchasable = await t.shopPackage(t.auth, 2000);
    const leaking = purchaseBody('checkout-cc', purchasable, {
      card: { token: 'tok_success', holder: 'Max Mustermann', updateData: false },
    });
    const response = await t.pay(
      t.auth,
      { ...leaking, details: { card: { number: '4242424242424242', cvc: '737', holder: 'Max Mustermann' } } },
      crypto.randomUUID(),
    );
    expect([response.statusCode, response.body]).toEqual([400, 'wrong_input_type']);
    const text = logs.join('\n');
    expect(text).toContain('purchase request with card data refused');
    for (const secret of ['4242424242424242', '737"', IBAN, 'tok_success_kept', t.auth.slice(7)]) {
      expect(text).not.toContain(secret);
    }
  });
});
