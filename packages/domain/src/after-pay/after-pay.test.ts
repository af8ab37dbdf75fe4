import { describe, expect, it } from 'vitest';
import { nextRouteAfterPay, purchaseStateOrDefault } from './after-pay.ts';

describe('purchaseStateOrDefault', () => {
  it('keeps known states and defaults to PROCESSING', () => {
    expect(purchaseStateOrDefault('SUCCESS')).toBe('SUCCESS');
    expect(purchaseStateOrDefault('GOTO')).toBe('GOTO');
    expect(purchaseStateOrDefault(null)).toBe('PROCESSING');
    expect(purchaseStateOrDefault(undefined)).toBe('PROCESSING');
    expect(purchaseStateOrDefault('success')).toBe('PROCESSING');
  });
});

describe('nextRouteAfterPay', () => {
  const route = (state: string | null, inputType: string | null, errorCode: string | null = null) =>
    nextRouteAfterPay({ state, inputType, tid: 'T1', errorCode });

  it('ends a successful bank transfer on its instructions', () => {
    expect(route('SUCCESS', 'BANKTRANSFER')).toEqual({ path: '/end-banktransfer', storeTid: false, storeVisit: false });
  });

  it('sends other successes to processing, storing the tid for card, none and bic', () => {
    expect(route('SUCCESS', 'CARD_PCI')).toEqual({ path: '/processing/T1', storeTid: true, storeVisit: false });
    expect(route('SUCCESS', 'ELV')).toEqual({ path: '/processing/T1', storeTid: false, storeVisit: false });
    expect(route('SUCCESS', 'NONE')).toEqual({ path: '/processing/T1', storeTid: true, storeVisit: false });
  });

  it('polls PROCESSING for card, direct debit and bank transfer', () => {
    expect(route('PROCESSING', 'CARD_PCI')).toEqual({ path: '/processing/T1', storeTid: true, storeVisit: false });
    expect(route('PROCESSING', 'ELV')).toEqual({ path: '/processing/T1', storeTid: false, storeVisit: false });
    expect(route('PROCESSING', 'BANKTRANSFER')).toEqual({ path: '/processing/T1', storeTid: false, storeVisit: false });
  });

  it('forwards PROCESSING with none or bic, and GOTO, storing tid and visit', () => {
    const forwarding = { path: '/forwarding/T1', storeTid: true, storeVisit: true };
    expect(route('PROCESSING', 'NONE')).toEqual(forwarding);
    expect(route('PROCESSING', 'BIC')).toEqual(forwarding);
    expect(route('GOTO', 'CARD_PCI')).toEqual(forwarding);
    expect(route('GOTO', 'ELV')).toEqual(forwarding);
  });

  it('treats a missing state as PROCESSING', () => {
    expect(route(null, 'NONE').path).toBe('/forwarding/T1');
    expect(nextRouteAfterPay({ inputType: 'ELV', tid: 7 }).path).toBe('/processing/7');
  });

  it('leaves the tid out when there is none', () => {
    expect(nextRouteAfterPay({ state: 'PROCESSING', inputType: 'CARD_PCI' }).path).toBe('/processing');
    expect(nextRouteAfterPay({ state: 'GOTO', tid: '' }).path).toBe('/forwarding');
  });

  it('blocks, cancels and fails', () => {
    expect(route('BLOCKED', 'CARD_PCI')).toEqual({ path: '/error/47', storeTid: false, storeVisit: false });
    expect(route('CANCELLED', 'NONE')).toEqual({ path: '/', storeTid: false, storeVisit: false });
    expect(route('FAILED', 'CARD_PCI', '7')).toEqual({ path: '/error/7', storeTid: false, storeVisit: false });
    expect(route('FAILED', 'CARD_PCI', 'card_has_expired').path).toBe('/error/card_has_expired');
    expect(route('FAILED', 'CARD_PCI').path).toBe('/error/unsure');
    expect(route('FAILED', 'CARD_PCI', ' ').path).toBe('/error/unsure');
  });

  it('treats an unknown state as PROCESSING, the SPEC §4 default', () => {
    expect(route('WHATEVER', 'CARD_PCI', '2')).toEqual({ path: '/processing/T1', storeTid: true, storeVisit: false });
    expect(route('PENDING', 'NONE').path).toBe('/forwarding/T1');
  });
});
