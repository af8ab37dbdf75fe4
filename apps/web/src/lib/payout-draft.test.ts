import { describe, expect, it } from 'vitest';
import {
  clearPayoutDraft,
  EMPTY_PAYOUT_DRAFT,
  parsePayoutDraft,
  readPayoutDraft,
  updatePayoutDraft,
} from './payout-draft';

describe('payout draft', () => {
  it('restores only the listed fields, so nothing else stored there comes back', () => {
    const raw = {
      paytype: 'paypal',
      amountMinor: 5000,
      bank: { holder: 'Max', iban: 'DE89', bic: '', pin: '1234' },
      paypalAccount: 'a@example.com',
      requested: null,
      password: 'secret',
      token: 'payout-1',
    };
    const draft = parsePayoutDraft(raw);
    expect(draft).toEqual({
      paytype: 'paypal',
      amountMinor: 5000,
      bank: { holder: 'Max', iban: 'DE89', bic: '' },
      paypalAccount: 'a@example.com',
      requested: null,
    });
  });

  it('drops values of the wrong kind', () => {
    expect(parsePayoutDraft({ paytype: 'card', amountMinor: 12.5, bank: 'x', paypalAccount: '' })).toEqual(
      EMPTY_PAYOUT_DRAFT,
    );
    expect(parsePayoutDraft('nonsense')).toEqual(EMPTY_PAYOUT_DRAFT);
  });

  it('keeps the draft in sessionStorage and clears it', () => {
    updatePayoutDraft({ paytype: 'banktransfer', amountMinor: 2000 });
    expect(JSON.parse(sessionStorage.getItem('shop.payout-draft') ?? '{}')).toMatchObject({
      paytype: 'banktransfer',
      amountMinor: 2000,
    });
    expect(readPayoutDraft()).toBe(readPayoutDraft());
    clearPayoutDraft();
    expect(readPayoutDraft()).toEqual(EMPTY_PAYOUT_DRAFT);
  });
});
