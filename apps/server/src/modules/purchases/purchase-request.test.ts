import { describe, expect, it } from 'vitest';
import { containsCardData, hashPurchaseRequest, idempotencyKeyOf, parsePurchaseRequest } from './purchase-request.ts';

const purchasable = {
  price: 5000,
  currency: 'EUR',
  subscription: false,
  consumables: [{ type: 'DEPOSIT', amount: 5000 }],
};
const body = (overrides: Record<string, unknown> = {}) => ({
  provider: 'checkout-cc',
  purchasable,
  locale: 'de-DE',
  resultUrl: 'http://localhost:3000/postprocessing',
  cancelUrl: 'http://localhost:3000/',
  expressSubscribe: false,
  ...overrides,
});

describe('purchase request', () => {
  it('finds card numbers and CVCs anywhere in a body', () => {
    expect(containsCardData(body({ details: { card: { token: 't', holder: 'A B', updateData: false } } }))).toBe(false);
    expect(containsCardData(body({ details: { card: { number: '4242424242424242' } } }))).toBe(true);
    expect(containsCardData(body({ details: { card: { token: 't', CVC: '737' } } }))).toBe(true);
    expect(containsCardData([{ deep: { cardNumber: '1' } }])).toBe(true);
  });

  it('explains a refused body with SPEC §8 codes', () => {
    expect(parsePurchaseRequest(body())).toMatchObject({ ok: true });
    expect(parsePurchaseRequest('nope')).toEqual({ ok: false, codes: ['wrong_input_type'] });
    expect(parsePurchaseRequest(body({ provider: '' }))).toEqual({ ok: false, codes: ['10'] });
    expect(parsePurchaseRequest(body({ provider: 'legacy-wallet' }))).toEqual({ ok: false, codes: ['34'] });
    expect(parsePurchaseRequest(body({ purchasable: { price: -1 } }))).toEqual({ ok: false, codes: ['26'] });
    expect(parsePurchaseRequest(body({ details: { card: { token: '', holder: '', updateData: true } } }))).toEqual({
      ok: false,
      codes: ['card_number_not_set', 'card_holder_not_set'],
    });
    expect(parsePurchaseRequest(body({ details: { elv: { iban: '', holder: 'Max', mandate: true } } }))).toEqual({
      ok: false,
      codes: ['iban_wrong_format'],
    });
    expect(parsePurchaseRequest(body({ details: { bic: { code: '' } } }))).toEqual({
      ok: false,
      codes: ['bic_wrong_format'],
    });
    expect(parsePurchaseRequest(body({ expressSubscribe: 'yes' }))).toEqual({ ok: false, codes: ['wrong_input_type'] });
  });

  it('fingerprints a request independent of key order and locale', () => {
    const parse = (value: unknown) => {
      const parsed = parsePurchaseRequest(value);
      if (!parsed.ok) throw new Error('unparsable');
      return hashPurchaseRequest(parsed.request);
    };
    const reordered = {
      ...body(),
      purchasable: { consumables: purchasable.consumables, subscription: false, currency: 'EUR', price: 5000 },
    };
    expect(parse(reordered)).toBe(parse(body()));
    expect(parse(body({ locale: 'en-GB' }))).toBe(parse(body()));
    expect(parse(body({ provider: 'paypal' }))).not.toBe(parse(body()));
  });

  it('reads the Idempotency-Key header', () => {
    expect(idempotencyKeyOf(undefined)).toBeUndefined();
    expect(idempotencyKeyOf(' 9b1de0a4-4c9f-4bc4-9f1e-6b5ad3d8a6a1 ')).toBe('9b1de0a4-4c9f-4bc4-9f1e-6b5ad3d8a6a1');
    expect(idempotencyKeyOf('')).toBeNull();
    expect(idempotencyKeyOf('with space')).toBeNull();
    expect(idempotencyKeyOf('x'.repeat(201))).toBeNull();
  });
});
