import { describe, expect, it } from 'vitest';
import { feeHintFor } from './fees.ts';

describe('feeHintFor', () => {
  it.each([
    ['EUR', 'EUR', 600, 100],
    ['GGBP', 'GBP', 400, 150],
    ['USD', 'USD', 850, 200],
    ['GDKK', 'DKK', 4500, 700],
    ['GSEK', 'SEK', 5300, 900],
  ])('%s paid in %s: inactivity %i, payout %i', (gdCurrency, payingCurrency, inactivityFeeMinor, payoutFeeMinor) => {
    expect(feeHintFor({ gdCurrency, currencyType: 'REAL', payingCurrency })).toEqual({
      inactivityFeeMinor,
      payoutFeeMinor,
      currency: payingCurrency,
    });
  });

  it('uses the defaults for a paying currency without its own fees', () => {
    expect(feeHintFor({ gdCurrency: 'EUR', currencyType: 'REAL', payingCurrency: 'CHF' })).toEqual({
      inactivityFeeMinor: 600,
      payoutFeeMinor: 150,
      currency: 'CHF',
    });
  });

  it('hides the hints for virtual currency, GUSD and CAD', () => {
    expect(feeHintFor({ gdCurrency: 'DIA', currencyType: 'VIRTUAL', payingCurrency: 'EUR' })).toBeNull();
    expect(feeHintFor({ gdCurrency: 'EUR', currencyType: 'VIRTUAL', payingCurrency: 'EUR' })).toBeNull();
    expect(feeHintFor({ gdCurrency: 'DIA', currencyType: 'REAL', payingCurrency: 'EUR' })).toBeNull();
    expect(feeHintFor({ gdCurrency: 'GUSD', currencyType: 'REAL', payingCurrency: 'USD' })).toBeNull();
    expect(feeHintFor({ gdCurrency: 'CAD', currencyType: 'REAL', payingCurrency: 'CAD' })).toBeNull();
    expect(feeHintFor({ gdCurrency: 'EUR', currencyType: 'REAL', payingCurrency: 'CAD' })).toBeNull();
  });
});
