import { describe, expect, it } from 'vitest';
import {
  ADULT_AGE,
  BIRTH_YEAR_OPTIONS,
  BIRTH_YEAR_SPAN,
  DEFAULT_INACTIVITY_FEE_MINOR,
  DEFAULT_PAYOUT_FEE_MINOR,
  FEE_CURRENCIES,
  INACTIVITY_FEE_MINOR,
  PAYOUT_FEE_MINOR,
  STATUS_POLL_INTERVAL_MS,
  STATUS_POLL_MAX_ATTEMPTS,
  STATUS_POLL_TOTAL_MS,
  SUBSCRIPTION_PROVIDER_CODES,
} from './constants.ts';

describe('SPEC §9 constants', () => {
  it('polls 90 times', () => {
    expect(STATUS_POLL_TOTAL_MS / STATUS_POLL_INTERVAL_MS).toBe(90);
    expect(STATUS_POLL_MAX_ATTEMPTS).toBe(90);
  });

  it('fits 83 birth years between an 18-year-old and 100 years back', () => {
    expect(BIRTH_YEAR_SPAN - ADULT_AGE + 1).toBe(BIRTH_YEAR_OPTIONS);
  });

  it('has integer minor-unit fees for every fee currency', () => {
    for (const table of [PAYOUT_FEE_MINOR, INACTIVITY_FEE_MINOR]) {
      expect(Object.keys(table).sort()).toEqual([...FEE_CURRENCIES].sort());
      for (const fee of Object.values(table)) expect(Number.isInteger(fee)).toBe(true);
    }
    expect(PAYOUT_FEE_MINOR).toEqual({ EUR: 100, GBP: 150, USD: 200, DKK: 700, SEK: 900 });
    expect(INACTIVITY_FEE_MINOR).toEqual({ EUR: 600, GBP: 400, USD: 850, DKK: 4500, SEK: 5300 });
    expect(DEFAULT_PAYOUT_FEE_MINOR).toBe(150);
    expect(DEFAULT_INACTIVITY_FEE_MINOR).toBe(600);
  });

  it('allows three subscription providers', () => {
    expect(SUBSCRIPTION_PROVIDER_CODES).toEqual(['micropayment-elv', 'micropayment-cc', 'paypal']);
  });
});
