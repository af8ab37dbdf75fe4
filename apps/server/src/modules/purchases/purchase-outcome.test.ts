import { describe, expect, it } from 'vitest';
import { purchaseOutcomeOf } from './purchase-outcome.ts';

const redirect = { url: 'http://localhost:3001/pay/psp_1', method: 'GET' as const };
const card = { inputType: 'CARD_PCI', pspMethod: 'card' as const };
const wallet = { inputType: 'NONE', pspMethod: 'paypal' as const };
const ideal = { inputType: 'BIC', pspMethod: 'ideal' as const };
const transfer = { inputType: 'BANKTRANSFER', pspMethod: 'banktransfer' as const };
const report = (status: string, refusalCode: string | null = null, action: typeof redirect | null = null) => ({
  status,
  refusalCode,
  action,
});

describe('purchaseOutcomeOf (PSP status → purchase state)', () => {
  it.each([
    ['AUTHORISED', null, { state: 'SUCCESS', errorCode: null, visit: null, settled: true }],
    ['REFUSED', '8', { state: 'FAILED', errorCode: '8', visit: null, settled: false }],
    ['REFUSED', null, { state: 'FAILED', errorCode: '1', visit: null, settled: false }],
    ['BLOCKED', '47', { state: 'BLOCKED', errorCode: '47', visit: null, settled: false }],
    ['CANCELLED', null, { state: 'CANCELLED', errorCode: null, visit: null, settled: false }],
    ['PENDING', null, { state: 'PROCESSING', errorCode: null, visit: null, settled: false }],
  ])('%s (%s) → %o', (status, code, expected) => {
    expect(purchaseOutcomeOf(report(status, code), card)).toEqual(expected);
  });

  it('sends a card to its challenge (GOTO) and other methods to the provider while PROCESSING', () => {
    expect(purchaseOutcomeOf(report('REDIRECT', null, redirect), card)).toMatchObject({
      state: 'GOTO',
      visit: { url: redirect.url },
    });
    for (const purchase of [wallet, ideal]) {
      expect(purchaseOutcomeOf(report('REDIRECT', null, redirect), purchase)).toMatchObject({
        state: 'PROCESSING',
        visit: { url: redirect.url },
      });
    }
    expect(purchaseOutcomeOf(report('REDIRECT'), wallet)).toMatchObject({ state: 'PROCESSING', visit: null });
    const post = { url: 'http://psp/3ds', method: 'POST' as const, data: { PaReq: 'x' } };
    expect(purchaseOutcomeOf({ status: 'REDIRECT', refusalCode: null, action: post }, card)?.visit).toEqual({
      url: 'http://psp/3ds',
      params: { PaReq: 'x' },
    });
  });

  it('shows a bank transfer as SUCCESS at once, settled only when the money is there', () => {
    expect(purchaseOutcomeOf(report('PENDING'), transfer)).toMatchObject({ state: 'SUCCESS', settled: false });
    expect(purchaseOutcomeOf(report('AUTHORISED'), transfer)).toMatchObject({ state: 'SUCCESS', settled: true });
  });

  it('ignores statuses that are not payment statuses', () => {
    expect(purchaseOutcomeOf(report('SETTLED'), card)).toBeNull();
  });
});
