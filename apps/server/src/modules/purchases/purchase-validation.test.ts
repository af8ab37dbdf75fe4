import { describe, expect, it } from 'vitest';
import { MANDATE_REFUSED_IBAN } from '../../test/fake-psp.ts';
import { DUTCH_EUR, insertTestPlayer } from '../../test/player-fixtures.ts';
import { cardDetails, purchaseBody, setUpPaymentTests } from '../../test/purchase-helpers.ts';
import { depositAuthFor } from '../../test/test-app.ts';
import { DATABASE_KINDS } from '../../test/test-database.ts';

const SUCCESS_IBAN = 'DE89370400440532013000';

describe.each(DATABASE_KINDS)('purchase re-validation on %s', (kind) => {
  const t = setUpPaymentTests(kind);

  const refused = async (body: unknown, authorization = t.auth) => {
    const calls = t.fake.counts.paymentCalls;
    const response = await t.pay(authorization, body, crypto.randomUUID());
    expect(t.fake.counts.paymentCalls, 'no PSP call for a refused request').toBe(calls);
    expect(response.headers['content-type']).toMatch(/^text\/plain/);
    return { status: response.statusCode, body: response.body };
  };

  it('refuses a package that is not the catalogue’s (26), also for practice players’ saver packages', async () => {
    const real = await t.shopPackage(t.auth, 5000);
    const cheaper = { ...real, price: 4000 };
    const moreBonus = { ...real, consumables: real.consumables.map((c) => ({ ...c, amount: c.amount + 1 })) };
    const otherCurrency = { ...real, currency: 'USD' };
    for (const purchasable of [cheaper, moreBonus, otherCurrency]) {
      expect(await refused(purchaseBody('checkout-cc', purchasable, cardDetails()))).toEqual({
        status: 400,
        body: '26',
      });
    }
    const practice = (await depositAuthFor(t.app, 'practice-us')).authorization;
    const saver = await t.shopPackage(practice, 1000, true);
    // Only money players may take the saver package (SPEC §6).
    expect(await refused(purchaseBody('paypal', saver), practice)).toEqual({
      status: 400,
      body: 'subscription-not-allowed',
    });
  });

  it('refuses providers the player cannot use: 34 unavailable, 35 above the limit, 36 no subscriptions; 10 none', async () => {
    const big = await t.shopPackage(t.auth, 25_000);
    expect(await refused(purchaseBody('moneybookers', big))).toEqual({ status: 400, body: '34' });
    expect(await refused(purchaseBody('adyen-ideal', big))).toEqual({ status: 400, body: '34' });
    expect(await refused({ ...purchaseBody('paypal', big), provider: 'legacy-wallet' })).toEqual({
      status: 400,
      body: '34',
    });
    expect(await refused({ ...purchaseBody('paypal', big), provider: '' })).toEqual({ status: 400, body: '10' });
    expect(await refused(purchaseBody('paysafecard', big))).toEqual({ status: 400, body: '35' });
    const saver = await t.shopPackage(t.auth, 2000, true);
    expect(await refused(purchaseBody('checkout-cc', saver, cardDetails()))).toEqual({ status: 400, body: '36' });
    expect(await t.payOk(t.auth, purchaseBody('paypal', saver))).toMatchObject({ state: 'PROCESSING' });
  });

  it('names the card, account and bank problems, several joined with "|"', async () => {
    const purchasable = await t.shopPackage(t.auth, 2000);
    const elv = (iban: string, holder: string, mandate: boolean, bic?: string) => ({
      elv: { iban, holder, mandate, ...(bic === undefined ? {} : { bic }) },
    });
    const cases: [Parameters<typeof purchaseBody>, string][] = [
      [['checkout-cc', purchasable], 'card_number_not_set'],
      [
        ['checkout-cc', purchasable, { card: { token: 'tok_success', holder: 'Max', updateData: false } }],
        'card_holder_not_set',
      ],
      [['checkout-cc', purchasable, elv(SUCCESS_IBAN, 'Max Mustermann', true)], 'wrong_input_type'],
      [['adyen-elv', purchasable], 'iban_wrong_format'],
      [['adyen-elv', purchasable, elv('DE89370400440532013001', 'Max Mustermann', true)], 'iban_wrong_format'],
      [['adyen-elv', purchasable, elv('DE89370400440532013001', '1', true)], '30|iban_wrong_format'],
      [['adyen-elv', purchasable, elv(SUCCESS_IBAN, 'Max Mustermann', false)], '30'],
      [['adyen-elv', purchasable, elv(SUCCESS_IBAN, 'Max Mustermann', true, 'NOPE')], 'bic_wrong_format'],
    ];
    for (const [args, code] of cases) {
      expect(await refused(purchaseBody(...args)), code).toEqual({ status: 400, body: code });
    }
  });

  it('checks the iDEAL bank against the PSP’s issuers', async () => {
    await insertTestPlayer(t.database.db, 'money-nl', DUTCH_EUR);
    const dutch = (await depositAuthFor(t.app, 'money-nl')).authorization;
    const purchasable = await t.shopPackage(dutch, 2000);
    expect(await refused(purchaseBody('adyen-ideal', purchasable), dutch)).toEqual({
      status: 400,
      body: 'bic_wrong_format',
    });
    const unknownBank = purchaseBody('adyen-ideal', purchasable, { bic: { code: 'ABNANL2A' } });
    expect(await refused(unknownBank, dutch)).toEqual({ status: 400, body: 'bic_wrong_format' });
    const result = await t.payOk(dutch, purchaseBody('adyen-ideal', purchasable, { bic: { code: 'INGBNL2A' } }));
    expect(result).toMatchObject({ state: 'PROCESSING', visit: { url: expect.stringContaining('/pay/') } });
    expect(t.fake.paymentFor(result.tid)?.request).toMatchObject({ method: 'ideal', ideal: { issuer: 'INGBNL2A' } });
  });

  it('pays by direct debit with a new mandate, and fails with 30 when the PSP refuses the mandate', async () => {
    const purchasable = await t.shopPackage(t.auth, 2000);
    const mandates = t.fake.counts.mandates;
    const ok = await t.payOk(
      t.auth,
      purchaseBody('adyen-elv', purchasable, { elv: { iban: SUCCESS_IBAN, holder: 'Max Mustermann', mandate: true } }),
    );
    expect(ok.state).toBe('SUCCESS');
    expect(t.fake.counts.mandates).toBe(mandates + 1);
    expect(t.fake.paymentFor(ok.tid)?.request).toMatchObject({
      method: 'sepa',
      sepa: { iban: SUCCESS_IBAN, mandateId: expect.stringMatching(/^mdt_/) },
    });
    const failed = await t.payOk(
      t.auth,
      purchaseBody('checkout-elv', purchasable, {
        elv: { iban: MANDATE_REFUSED_IBAN, holder: 'Max Mustermann', mandate: true },
      }),
    );
    expect(failed).toMatchObject({ state: 'FAILED', errorCode: '30' });
  });

  it('makes practice players give complete personal data first', async () => {
    const practice = (await depositAuthFor(t.app, 'practice-de')).authorization;
    const response = await refused(purchaseBody('paypal', await t.shopPackage(practice, 2000)), practice);
    expect(response.status).toBe(400);
    expect(response.body.split('|')).toEqual(expect.arrayContaining(['11', '12', '13', '15', '16']));
  });

  it('refuses a body with a card number or CVC before anything else, and a malformed Idempotency-Key', async () => {
    const purchasable = await t.shopPackage(t.auth, 2000);
    const before = await t.countPurchases('money-de');
    const withNumber = purchaseBody('checkout-cc', purchasable, cardDetails());
    const leaking = {
      ...withNumber,
      details: { card: { ...cardDetails().card, number: '4242424242424242', cvc: '737' } },
    };
    expect(await refused(leaking)).toEqual({ status: 400, body: 'wrong_input_type' });
    const badKey = await t.pay(t.auth, withNumber, 'has spaces in it');
    expect([badKey.statusCode, badKey.body]).toEqual([400, 'unexpected']);
    expect(await t.countPurchases('money-de')).toBe(before);
  });
});
