import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  faqPayoutFeeFor,
  finalPayoutAmount,
  forcedPayoutExcess,
  forcedPayoutMinimum,
  isForcedPayout,
  PAYOUT_ERROR_CODES,
  PAYOUT_PROVIDERS,
  payoutErrorsToDisplay,
  payoutFeeFor,
  preselectedPayoutProvider,
  realCurrencyEquivalent,
  showsEquivalent,
  validatePayoutAmount,
  validatePayoutBankAccount,
  validatePaypalEmail,
} from './payout.ts';

describe('validatePayoutAmount', () => {
  const limits = { feeMinor: 100, withdrawableMinor: 5000 };

  it.each([
    [null, 'amountInvalid'],
    [Number.NaN, 'amountInvalid'],
    [Number.POSITIVE_INFINITY, 'amountInvalid'],
    [100.5, 'amountInvalid'],
    [-1, 'amountInvalid'],
    [0, 'amountToLow'],
    [100, 'amountToLow'],
    [101, null],
    [5000, null],
    [5001, 'amountToHigh'],
  ] as const)('%s → %s', (amountMinor, expected) => {
    expect(validatePayoutAmount({ amountMinor, ...limits })).toBe(expected);
  });

  it('asks a forced payout for at least the minimum, after the other checks', () => {
    const forced = { feeMinor: 100, withdrawableMinor: 150_000, minimumMinor: 25_000 };
    expect(validatePayoutAmount({ amountMinor: 1000, ...forced })).toBe('amountBelowForced');
    expect(validatePayoutAmount({ amountMinor: 24_999, ...forced })).toBe('amountBelowForced');
    expect(validatePayoutAmount({ amountMinor: 25_000, ...forced })).toBeNull();
    expect(validatePayoutAmount({ amountMinor: 150_001, ...forced })).toBe('amountToHigh');
  });

  it('reports too low first when nothing is both above the fee and withdrawable', () => {
    expect(validatePayoutAmount({ amountMinor: 50, feeMinor: 100, withdrawableMinor: 80 })).toBe('amountToLow');
    expect(validatePayoutAmount({ amountMinor: 90, feeMinor: 80, withdrawableMinor: 80 })).toBe('amountToHigh');
  });
});

describe('forcedPayoutMinimum', () => {
  // The excess over 1000, at most everything withdrawable, and 0 when not forced.
  it.each([
    { balanceMinor: 125_000, withdrawableMinor: 125_000, factor: 100, minimum: 25_000 },
    { balanceMinor: 125_000, withdrawableMinor: 10_000, factor: 100, minimum: 10_000 },
    { balanceMinor: 100_000, withdrawableMinor: 100_000, factor: 100, minimum: 0 },
    { balanceMinor: 1_500, withdrawableMinor: 1_500, factor: 1, minimum: 500 },
  ])(
    'is $minimum for balance $balanceMinor, withdrawable $withdrawableMinor (factor $factor)',
    ({ minimum, ...input }) => {
      expect(forcedPayoutMinimum(input)).toBe(minimum);
    },
  );
});

describe('faqPayoutFeeFor', () => {
  it('states the largest provider fee', () => {
    expect(faqPayoutFeeFor('EUR', [100, 250, 150])).toBe(250);
    expect(faqPayoutFeeFor('EUR', [0])).toBe(0);
  });

  it('ignores broken provider fees and falls back to the currency fee (SPEC §9)', () => {
    expect(faqPayoutFeeFor('EUR', [null, -1, 1.5])).toBe(100);
  });
});

describe('payoutFeeFor', () => {
  it('uses the provider fee when given', () => {
    expect(payoutFeeFor('EUR', 250)).toBe(250);
    expect(payoutFeeFor('EUR', 0)).toBe(0);
  });

  it('falls back to the currency fee for a broken provider fee', () => {
    expect(payoutFeeFor('EUR', null)).toBe(100);
    expect(payoutFeeFor('EUR', -5)).toBe(100);
    expect(payoutFeeFor('EUR', 1.5)).toBe(100);
  });
});

describe('the currency fee without a provider fee (payoutFeeFor, faqPayoutFeeFor; SPEC §9)', () => {
  it.each([
    ['EUR', 100],
    ['GBP', 150],
    ['GGBP', 150],
    ['USD', 200],
    ['GUSD', 200],
    ['DKK', 700],
    ['GDKK', 700],
    ['SEK', 900],
    ['GSEK', 900],
    // The default of 1.50 for currencies without a fee of their own (CAD).
    ['CAD', 150],
    ['XYZ', 150],
    // No cents: one diamond, the default minimum fee.
    ['DIA', 1],
  ])('is, for %s, %i', (currency, fee) => {
    expect(payoutFeeFor(currency)).toBe(fee);
    expect(faqPayoutFeeFor(currency)).toBe(fee);
  });
});

describe('finalPayoutAmount', () => {
  it('subtracts the fee and never goes negative', () => {
    expect(finalPayoutAmount(5000, 150)).toBe(4850);
    expect(finalPayoutAmount(100, 150)).toBe(0);
  });
});

describe('realCurrencyEquivalent', () => {
  it('multiplies by the exchange factor and rounds down', () => {
    expect(realCurrencyEquivalent(1000, 1)).toBe(1000);
    expect(realCurrencyEquivalent(1000, 0.5)).toBe(500);
    expect(realCurrencyEquivalent(999, 0.5)).toBe(499);
    expect(realCurrencyEquivalent(7, 0.1)).toBe(0);
    expect(realCurrencyEquivalent(0, 3)).toBe(0);
  });

  it('does not lose a unit to float noise', () => {
    expect(0.58 * 100).toBeLessThan(58);
    expect(realCurrencyEquivalent(100, 0.58)).toBe(58);
    expect(realCurrencyEquivalent(3, 1.1)).toBe(3);
  });

  it('never shows more than the exact product', () => {
    fc.assert(
      fc.property(fc.nat(10_000_000), fc.integer({ min: 0, max: 10_000 }), (amount, permille) => {
        // factor = permille / 1000 exactly; compare with exact integer arithmetic.
        const result = realCurrencyEquivalent(amount, permille / 1000);
        expect(result).toBe(Math.floor((amount * permille) / 1000));
      }),
    );
  });

  it('refuses non-integer amounts and broken factors', () => {
    expect(() => realCurrencyEquivalent(1.5, 1)).toThrow(RangeError);
    expect(() => realCurrencyEquivalent(100, Number.NaN)).toThrow(RangeError);
    expect(() => realCurrencyEquivalent(100, -1)).toThrow(RangeError);
  });
});

describe('showsEquivalent', () => {
  it('shows when the currency or the factor differs', () => {
    expect(showsEquivalent({ currency: 'EUR', currencyReal: 'EUR', exchangeFactor: 1 })).toBe(false);
    expect(showsEquivalent({ currency: 'GUSD', currencyReal: 'USD', exchangeFactor: 1 })).toBe(true);
    expect(showsEquivalent({ currency: 'EUR', currencyReal: 'EUR', exchangeFactor: 0.5 })).toBe(true);
  });
});

describe('forced payout', () => {
  it('is the part of the balance above 1000 major units', () => {
    expect(forcedPayoutExcess({ balanceMinor: 150_000, factor: 100 })).toBe(50_000);
    expect(forcedPayoutExcess({ balanceMinor: 100_000, factor: 100 })).toBe(0);
    expect(forcedPayoutExcess({ balanceMinor: 50_000, factor: 100 })).toBe(0);
    expect(forcedPayoutExcess({ balanceMinor: 1001, factor: 1 })).toBe(1);
    expect(isForcedPayout(100_001, 100)).toBe(true);
    expect(isForcedPayout(100_000, 100)).toBe(false);
  });
});

describe('payoutErrorsToDisplay', () => {
  it('shows payoutNotAllowed alone, before pendingPayout', () => {
    expect(payoutErrorsToDisplay(['amountInvalid', 'pendingPayout', 'payoutNotAllowed'])).toEqual({
      single: 'payoutNotAllowed',
    });
    expect(payoutErrorsToDisplay(['requiredBIC', 'pendingPayout'])).toEqual({ single: 'pendingPayout' });
  });

  it('lists the others once each, in order, unknown codes included', () => {
    expect(payoutErrorsToDisplay(['requiredBIC', 'goBack', 'requiredBIC', ' somethingNew ', ''])).toEqual({
      list: ['requiredBIC', 'goBack', 'somethingNew'],
    });
    expect(payoutErrorsToDisplay([])).toEqual({ list: [] });
  });

  it('knows the SPEC codes', () => {
    expect(PAYOUT_ERROR_CODES).toHaveLength(8);
  });
});

describe('validatePaypalEmail', () => {
  it.each([
    ['player@example.com', null],
    [' player+shop@mail.example.co.uk ', null],
    ['ä.ö@bücher.de', null],
    ['', 'empty'],
    ['   ', 'empty'],
    ['player', 'invalid'],
    ['player@example', 'invalid'],
    ['player@example.c', 'invalid'],
    ['pla yer@example.com', 'invalid'],
    ['player@@example.com', 'invalid'],
    ['player@example..com', 'invalid'],
    [`${'a'.repeat(250)}@example.com`, 'invalid'],
  ] as const)('%j → %s', (email, expected) => {
    expect(validatePaypalEmail(email)).toBe(expected);
  });
});

describe('preselectedPayoutProvider', () => {
  const bank = { paytype: 'banktransfer', usable: true };
  const paypal = { paytype: 'paypal', usable: true };

  it('takes the first usable one', () => {
    expect(PAYOUT_PROVIDERS).toEqual(['banktransfer', 'paypal']);
    expect(preselectedPayoutProvider([bank, paypal])).toBe('banktransfer');
    expect(preselectedPayoutProvider([{ ...bank, usable: false }, paypal])).toBe('paypal');
  });

  it('preselects nothing when no provider is usable', () => {
    expect(
      preselectedPayoutProvider([
        { ...bank, usable: false },
        { ...paypal, usable: false },
      ]),
    ).toBeNull();
    expect(preselectedPayoutProvider([])).toBeNull();
  });
});

describe('validatePayoutBankAccount', () => {
  const account = { holder: 'Max Mustermann', iban: 'NL91 ABNA 0417 1643 00', bic: 'ABNANL2A' };

  it('accepts a complete account and a German one without BIC', () => {
    expect(validatePayoutBankAccount(account)).toEqual([]);
    expect(validatePayoutBankAccount({ ...account, iban: 'DE89 3704 0044 0532 0130 00', bic: '' })).toEqual([]);
  });

  it('reports every wrong field', () => {
    expect(validatePayoutBankAccount({ holder: 'M', iban: 'NL91 ABNA 0417 1643 01', bic: 'ABNA1L2A' })).toEqual([
      'formatHolder',
      'formatIBAN',
      'formatBIC',
    ]);
    // Issue 24 item 14: no BIC is demanded before a valid IBAN says the account needs one.
    expect(validatePayoutBankAccount({ holder: '', iban: '', bic: '' })).toEqual(['formatHolder', 'formatIBAN']);
    expect(validatePayoutBankAccount({ ...account, bic: '' })).toEqual(['requiredBIC']);
  });
});
