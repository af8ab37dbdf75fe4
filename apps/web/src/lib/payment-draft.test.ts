import { SUPPORTED_PROVIDER_CODES } from '@shop/contracts/shop';
import { describe, expect, it } from 'vitest';
import { DRAFT_CARD } from '../test/fixtures';
import { createPaymentDraftStore, EMPTY_DRAFT, parseDraft } from './payment-draft';

describe('payment draft', () => {
  it('restores only the listed fields of a stored draft', () => {
    const stored = {
      providerCode: 'adyen-cc',
      card: { ...DRAFT_CARD, number: '4242424242424242', cvc: '737' },
      elv: { iban: 'DE89370400440532013000', holder: 'Max', bic: 7, mandate: { valid: 'yes' } },
      bic: { code: 'INGBNL2A' },
    };
    expect(parseDraft(stored, SUPPORTED_PROVIDER_CODES)).toEqual({
      providerCode: 'adyen-cc',
      card: DRAFT_CARD,
      elv: {
        iban: 'DE89370400440532013000',
        holder: 'Max',
        bic: null,
        mandate: { valid: false, creditorId: null, mandateId: null },
      },
      bic: null,
    });
  });

  it('drops unknown provider codes, a "last4" that is a number and anything that is not a draft', () => {
    expect(parseDraft({ providerCode: 'bitcoin' }, SUPPORTED_PROVIDER_CODES).providerCode).toBeNull();
    expect(
      parseDraft({ card: { ...DRAFT_CARD, last4: '4242424242424242' } }, SUPPORTED_PROVIDER_CODES).card,
    ).toBeNull();
    expect(parseDraft('nonsense', SUPPORTED_PROVIDER_CODES)).toEqual(EMPTY_DRAFT);
  });

  it('never stores more than the draft fields, even when handed more', () => {
    const store = createPaymentDraftStore(EMPTY_DRAFT);
    const handed = { ...DRAFT_CARD, number: '4242424242424242', cvc: '737' };
    store.update({ providerCode: 'adyen-cc', card: handed });
    expect(store.get().card).toEqual(DRAFT_CARD);
    const stored = sessionStorage.getItem('shop.payment-draft') ?? '';
    expect(stored).not.toContain('737');
    expect(stored).not.toContain('4242424242424242');
    store.clear();
    expect(store.get()).toEqual(EMPTY_DRAFT);
  });

  it('restores the stored draft at once', () => {
    sessionStorage.setItem(
      'shop.payment-draft',
      JSON.stringify({ providerCode: 'paypal', card: null, elv: null, bic: null }),
    );
    expect(createPaymentDraftStore().get().providerCode).toBe('paypal');
  });
});
