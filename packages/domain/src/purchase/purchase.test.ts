import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  canTransition,
  isNoOpTransition,
  isTerminal,
  PURCHASE_STATES,
  type PurchaseState,
  TERMINAL_PURCHASE_STATES,
  transitionOutcome,
  validatePurchaseAgainstProvider,
} from './purchase.ts';

const allowed: readonly [PurchaseState, PurchaseState][] = [
  ['PROCESSING', 'GOTO'],
  ['PROCESSING', 'SUCCESS'],
  ['PROCESSING', 'FAILED'],
  ['PROCESSING', 'CANCELLED'],
  ['PROCESSING', 'BLOCKED'],
  ['GOTO', 'PROCESSING'],
  ['GOTO', 'SUCCESS'],
  ['GOTO', 'FAILED'],
  ['GOTO', 'CANCELLED'],
  ['GOTO', 'BLOCKED'],
];

describe('canTransition', () => {
  it('allows exactly the listed changes between different states', () => {
    for (const from of PURCHASE_STATES) {
      for (const to of PURCHASE_STATES) {
        if (from === to) continue;
        const expected = allowed.some(([a, b]) => a === from && b === to);
        expect(canTransition(from, to), `${from} → ${to}`).toBe(expected);
      }
    }
  });

  it('lets nothing leave a terminal state', () => {
    fc.assert(
      fc.property(fc.constantFrom(...TERMINAL_PURCHASE_STATES), fc.constantFrom(...PURCHASE_STATES), (from, to) => {
        expect(canTransition(from, to)).toBe(from === to);
      }),
    );
  });

  it('accepts every same-state report as a no-op', () => {
    for (const state of PURCHASE_STATES) {
      expect(canTransition(state, state)).toBe(true);
      expect(isNoOpTransition(state, state)).toBe(true);
      expect(transitionOutcome({ from: state, to: state })).toBe('no-op');
    }
    expect(isNoOpTransition('PROCESSING', 'SUCCESS')).toBe(false);
  });
});

describe('transitionOutcome', () => {
  it('applies allowed changes and rejects the rest', () => {
    expect(transitionOutcome({ from: 'PROCESSING', to: 'SUCCESS' })).toBe('apply');
    expect(transitionOutcome({ from: 'GOTO', to: 'PROCESSING' })).toBe('apply');
    expect(transitionOutcome({ from: 'SUCCESS', to: 'FAILED' })).toBe('rejected');
    expect(transitionOutcome({ from: 'CANCELLED', to: 'PROCESSING' })).toBe('rejected');
  });
});

describe('isTerminal', () => {
  it('marks SUCCESS, FAILED, CANCELLED and BLOCKED', () => {
    expect(PURCHASE_STATES.filter(isTerminal)).toEqual(['SUCCESS', 'BLOCKED', 'CANCELLED', 'FAILED']);
  });
});

describe('validatePurchaseAgainstProvider', () => {
  const ok = {
    priceMinor: 5000,
    providerLimitMinor: 10_000,
    subscription: false,
    subscriptionSupported: false,
    usable: true,
  };

  it('accepts a usable provider within its limit', () => {
    expect(validatePurchaseAgainstProvider(ok)).toBeNull();
    expect(validatePurchaseAgainstProvider({ ...ok, priceMinor: 10_000 })).toBeNull();
    expect(validatePurchaseAgainstProvider({ ...ok, providerLimitMinor: null, priceMinor: 1_000_000 })).toBeNull();
    expect(validatePurchaseAgainstProvider({ ...ok, subscription: true, subscriptionSupported: true })).toBeNull();
  });

  it('names the problem the provider screen shows first', () => {
    expect(validatePurchaseAgainstProvider({ ...ok, priceMinor: 10_001 })).toBe('35');
    expect(validatePurchaseAgainstProvider({ ...ok, subscription: true })).toBe('36');
    expect(validatePurchaseAgainstProvider({ ...ok, subscription: true, priceMinor: 20_000 })).toBe('36');
    expect(validatePurchaseAgainstProvider({ ...ok, usable: false, subscription: true, priceMinor: 20_000 })).toBe(
      '34',
    );
  });
});
