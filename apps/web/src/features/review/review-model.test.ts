import type { PurchaseRequest } from '@shop/contracts/purchase';
import { describe, expect, it } from 'vitest';
import { EMPTY_DRAFT, type PaymentDraft } from '../../lib/payment-draft';
import { normalPackages } from '../../test/fixtures';
import {
  acceptanceBoxesFor,
  buildPurchaseRequest,
  payWordingFor,
  purchaseDetailsFor,
  requestFingerprint,
  selectedPurchasable,
} from './review-model';

const card = {
  token: 'tok_1',
  holder: 'Max Muster',
  last4: '4242',
  brand: 'visa',
  expiryMonth: 12,
  expiryYear: 2030,
  updateData: true,
  saved: false,
};
const elv = {
  iban: 'DE89370400440532013000',
  holder: 'Max Muster',
  bic: null,
  mandate: { valid: false, creditorId: null, mandateId: null },
};

describe('acceptance boxes', () => {
  it.each([
    ['practice, normal, card', 'b', false, 'CARD_PCI', false, ['terms']],
    ['money, normal, card', 'g', false, 'CARD_PCI', false, []],
    ['money, subscription', 'g', true, 'NONE', false, ['subscriptionTerms']],
    ['practice, direct debit without mandate', 'b', false, 'ELV', false, ['terms', 'mandate']],
    ['money, subscription, direct debit without mandate', 'g', true, 'ELV', false, ['subscriptionTerms', 'mandate']],
    ['money, direct debit with a valid mandate', 'g', false, 'ELV', true, []],
  ] as const)('%s', (_, actorType, subscription, inputType, mandateValid, expected) => {
    expect(acceptanceBoxesFor({ actorType, subscription, inputType, mandateValid })).toEqual(expected);
  });
});

describe('pay button wording', () => {
  it.each([
    [false, 'adyen-cc', 'CARD_PCI', { key: 'deposit' }],
    [false, 'adyen-elv', 'ELV', { key: 'deposit' }],
    [false, 'adyen-ideal', 'BIC', { key: 'deposit' }],
    [false, 'checkout-ideal', 'BIC', { key: 'depositWith', method: 'checkout-ideal' }],
    [false, 'paypal', 'NONE', { key: 'depositWith', method: 'paypal' }],
    [true, 'paypal', 'NONE', { key: 'subscription' }],
    [true, 'micropayment-elv', 'ELV', { key: 'subscription' }],
  ] as const)('subscription %s, %s (%s)', (subscription, code, inputType, expected) => {
    expect(payWordingFor(subscription, { code, inputType })).toEqual(expected);
  });
});

describe('purchase details', () => {
  const draft = (change: Partial<PaymentDraft>): PaymentDraft => ({ ...EMPTY_DRAFT, ...change });

  it('sends a tokenised card, and a saved card by its instrument id with its CVC token', () => {
    expect(purchaseDetailsFor('CARD_PCI', draft({ card }), false)).toEqual({
      ready: true,
      details: { card: { token: 'tok_1', holder: 'Max Muster', updateData: true } },
    });
    const saved = { ...card, token: 'cvc_1', saved: true, instrumentId: 'c0ffee00-0000-4000-8000-000000000001' };
    expect(purchaseDetailsFor('CARD_PCI', draft({ card: saved }), false)).toEqual({
      ready: true,
      details: { savedCard: { instrumentId: 'c0ffee00-0000-4000-8000-000000000001', cvcToken: 'cvc_1' } },
    });
    // No CVC token yet (or no id): the provider step has not collected what paying needs.
    expect(purchaseDetailsFor('CARD_PCI', draft({ card: { ...saved, token: '' } }), false)).toEqual({ ready: false });
    expect(purchaseDetailsFor('CARD_PCI', draft({ card: { ...saved, instrumentId: '' } }), false)).toEqual({
      ready: false,
    });
  });

  it('sends the account with the mandate accepted on review or already valid', () => {
    expect(purchaseDetailsFor('ELV', draft({ elv: { ...elv, iban: 'DE89 3704 0044 0532 0130 00' } }), true)).toEqual({
      ready: true,
      details: { elv: { iban: 'DE89370400440532013000', holder: 'Max Muster', mandate: true } },
    });
    expect(purchaseDetailsFor('ELV', draft({ elv }), false)).toMatchObject({ details: { elv: { mandate: false } } });
    const valid = { ...elv, mandate: { valid: true, creditorId: 'DE98ZZZ09999999999', mandateId: 'M-1' } };
    expect(purchaseDetailsFor('ELV', draft({ elv: valid }), false)).toMatchObject({
      details: { elv: { mandate: true } },
    });
  });

  it('sends the chosen iDEAL bank', () => {
    expect(purchaseDetailsFor('BIC', draft({ bic: { code: 'INGBNL2A', name: 'ING' } }), false)).toEqual({
      ready: true,
      details: { bic: { code: 'INGBNL2A' } },
    });
  });

  it('is not ready while the provider step has not collected what the type needs', () => {
    expect(purchaseDetailsFor('CARD_PCI', EMPTY_DRAFT, false).ready).toBe(false);
    expect(purchaseDetailsFor('ELV', EMPTY_DRAFT, false).ready).toBe(false);
    expect(purchaseDetailsFor('BIC', EMPTY_DRAFT, false).ready).toBe(false);
    expect(purchaseDetailsFor('NONE', EMPTY_DRAFT, false)).toEqual({ ready: true, details: undefined });
    expect(purchaseDetailsFor('BANKTRANSFER', EMPTY_DRAFT, false)).toEqual({ ready: true, details: undefined });
  });
});

describe('purchase request', () => {
  const [first, second] = normalPackages('EUR');
  if (first === undefined || second === undefined) throw new Error('fixture packages missing');
  const request = (change: Partial<Parameters<typeof buildPurchaseRequest>[0]> = {}): PurchaseRequest =>
    buildPurchaseRequest({
      provider: 'paypal',
      purchasable: second,
      locale: 'de',
      origin: 'https://shop.example',
      details: undefined,
      ...change,
    });

  it('sends the package without its local id, the result and cancel urls and no details when there are none', () => {
    expect(request()).toEqual({
      provider: 'paypal',
      purchasable: {
        price: 2000,
        currency: 'EUR',
        subscription: false,
        consumables: [{ type: 'DEPOSIT', amount: 2000 }],
      },
      locale: 'de',
      resultUrl: 'https://shop.example/postprocessing',
      cancelUrl: 'https://shop.example/?payment=cancelled',
      expressSubscribe: false,
    });
  });

  it('has one fingerprint per provider, package and details, whatever the language', () => {
    expect(requestFingerprint(request())).toBe(requestFingerprint(request({ locale: 'en' })));
    expect(requestFingerprint(request())).not.toBe(requestFingerprint(request({ provider: 'paysafecard' })));
    if (first !== undefined)
      expect(requestFingerprint(request())).not.toBe(requestFingerprint(request({ purchasable: first })));
    expect(requestFingerprint(request())).not.toBe(
      requestFingerprint(request({ details: { card: { token: 'tok_2', holder: 'A B', updateData: false } } })),
    );
  });
});

describe('selected package', () => {
  const list = [...normalPackages(), ...normalPackages().map((item) => ({ ...item, subscription: true }))];
  it('finds the package by local id in the list of the selection type', () => {
    expect(selectedPurchasable(list, { type: 'NORMAL', normal: 2, subscription: 0 })).toMatchObject({
      price: 5000,
      subscription: false,
    });
    expect(selectedPurchasable(list, { type: 'SUBSCRIPTION', normal: 2, subscription: 0 })).toMatchObject({
      price: 1000,
      subscription: true,
    });
    expect(selectedPurchasable(list, { type: 'NORMAL', normal: null, subscription: 0 })).toBeUndefined();
  });
});
