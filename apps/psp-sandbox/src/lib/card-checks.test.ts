import { describe, expect, it } from 'vitest';
import { cardNumberValid, detectBrand, isExpired, luhnValid, parseExpiry } from './card-checks.ts';
import { bicValid, ibanValid, normalizeIban } from './iban.ts';

describe('card checks', () => {
  it('runs the Luhn check on 12–19 digits', () => {
    expect(luhnValid('4242424242424242')).toBe(true);
    expect(luhnValid('4242424242424241')).toBe(false);
    expect(cardNumberValid('42424242424')).toBe(false);
    expect(cardNumberValid('4242424242424242')).toBe(true);
  });

  it('names the brand', () => {
    expect(detectBrand('4242424242424242')).toBe('visa');
    expect(detectBrand('5555555555554444')).toBe('mastercard');
    expect(detectBrand('2223003122003222')).toBe('mastercard');
    expect(detectBrand('378282246310005')).toBe('amex');
  });

  it('counts a card valid through its expiry month', () => {
    const now = new Date(Date.UTC(2026, 10, 21));
    expect(isExpired({ month: 11, year: 2026 }, now)).toBe(false);
    expect(isExpired({ month: 10, year: 2026 }, now)).toBe(true);
    expect(isExpired({ month: 1, year: 2027 }, now)).toBe(false);
    expect(parseExpiry('03', '30')).toEqual({ month: 3, year: 2030 });
    expect(parseExpiry('3', 2030)).toEqual({ month: 3, year: 2030 });
    expect(parseExpiry('00', '2030')).toBeNull();
    expect(parseExpiry('ab', '2030')).toBeNull();
  });
});

describe('IBAN checks', () => {
  it('checks mod 97 after dropping blanks', () => {
    expect(ibanValid(normalizeIban('de89 3704 0044 0532 0130 00'))).toBe(true);
    expect(ibanValid('DE89370400440532013001')).toBe(false);
    expect(ibanValid('NL91ABNA0417164300')).toBe(true);
    expect(ibanValid('DE89')).toBe(false);
    // MOD 97 holds, but no German bank code has letters and no British one digits only (issue 9).
    expect(ibanValid('DE92ABCDEFGH0532013000')).toBe(false);
    expect(ibanValid('GB25123456789012345678')).toBe(false);
  });

  it('checks the BIC shape', () => {
    expect(bicValid('INGBNL2A')).toBe(true);
    expect(bicValid('COBADEFFXXX')).toBe(true);
    expect(bicValid('COBA1EFF')).toBe(false);
  });
});
