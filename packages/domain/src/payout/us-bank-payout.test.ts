import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { abaRoutingNumberValid, maskUsAccountNumber, usAccountNumberValid } from '../bank/bank.ts';
import { payoutBankRegionOf, validatePayoutUsBankAccount } from './payout.ts';

describe('abaRoutingNumberValid', () => {
  it('accepts real routing numbers, also typed with blanks or hyphens', () => {
    for (const routing of ['021000021', '011000015', '121000358', '0210-0002-1', '021 000 021']) {
      expect(abaRoutingNumberValid(routing)).toBe(true);
    }
  });

  it('refuses a wrong check digit, wrong lengths and letters', () => {
    for (const routing of ['021000022', '02100002', '0210000211', '02100002A', '', 'DE89370400440532013000']) {
      expect(abaRoutingNumberValid(routing)).toBe(false);
    }
  });

  it('catches every single-digit typo of a valid number', () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 8 }), fc.integer({ min: 1, max: 9 }), (position, shift) => {
        const digits = [...'021000021'].map(Number);
        digits[position] = ((digits[position] ?? 0) + shift) % 10;
        return !abaRoutingNumberValid(digits.join(''));
      }),
    );
  });
});

describe('usAccountNumberValid', () => {
  it('takes 4 to 17 digits', () => {
    expect(usAccountNumberValid('1234')).toBe(true);
    expect(usAccountNumberValid('12345678901234567')).toBe(true);
    expect(usAccountNumberValid('123')).toBe(false);
    expect(usAccountNumberValid('123456789012345678')).toBe(false);
    expect(usAccountNumberValid('12AB5678')).toBe(false);
  });

  it('masks all but the last four digits', () => {
    expect(maskUsAccountNumber('000123456789')).toBe('••••••••6789');
  });
});

describe('validatePayoutUsBankAccount', () => {
  it('is clean for a complete US account', () => {
    expect(
      validatePayoutUsBankAccount({ holder: 'Jane Doe', routingNumber: '021000021', accountNumber: '000123456789' }),
    ).toEqual([]);
  });

  it('names every wrong field in form order', () => {
    expect(validatePayoutUsBankAccount({ holder: '', routingNumber: '021000022', accountNumber: '12' })).toEqual([
      'formatHolder',
      'formatRoutingNumber',
      'formatAccountNumber',
    ]);
  });

  it('puts US players in the US region and everyone else in SEPA', () => {
    expect(payoutBankRegionOf('US')).toBe('US');
    expect(payoutBankRegionOf('us')).toBe('US');
    expect(payoutBankRegionOf('DE')).toBe('SEPA');
    expect(payoutBankRegionOf(null)).toBe('SEPA');
  });
});
