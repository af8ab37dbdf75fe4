import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  CURRENCIES,
  currencyFactor,
  formatMoney,
  fromMinorUnits,
  hidesFeeHints,
  inactivityFeeMinorFor,
  payingCurrencyFor,
  payoutFeeMinorFor,
  toMinorUnits,
} from './money.ts';

// Intl separates amount and symbol with a (narrow) non-breaking space, depending on ICU version.
const space = '[\\s\\u00a0\\u202f]';

describe('CURRENCIES', () => {
  it('has factor 100 for real currencies and 1 for diamonds', () => {
    for (const [code, info] of Object.entries(CURRENCIES)) {
      expect(info.factor).toBe(code === 'DIA' ? 1 : 100);
      expect(info.virtual).toBe(code === 'DIA');
      expect(info.isoCode === null).toBe(code === 'DIA');
    }
  });
});

describe('payingCurrencyFor', () => {
  it.each([
    ['EUR', 'EUR'],
    ['USD', 'USD'],
    ['GUSD', 'USD'],
    ['GGBP', 'GBP'],
    ['GSEK', 'SEK'],
    ['GDKK', 'DKK'],
    ['CAD', 'CAD'],
    ['DIA', 'EUR'],
  ] as const)('pays %s in %s', (gd, paying) => {
    expect(payingCurrencyFor(gd)).toBe(paying);
  });
});

describe('currencyFactor', () => {
  it('knows DIA and defaults to 100', () => {
    expect(currencyFactor('DIA')).toBe(1);
    expect(currencyFactor('GSEK')).toBe(100);
    expect(currencyFactor('XYZ')).toBe(100);
    expect(currencyFactor('toString')).toBe(100);
  });
});

describe('formatMoney', () => {
  it('formats 1999 euro cents in German', () => {
    expect(formatMoney(1999, 'EUR', 'de-DE')).toMatch(new RegExp(`^19,99${space}€$`));
  });

  it('keeps two places without float artefacts', () => {
    expect(formatMoney(10, 'USD', 'en-US')).toBe('$0.10');
    expect(formatMoney(30, 'USD', 'en-US')).toBe('$0.30');
    expect(formatMoney(123456789, 'USD', 'en-US')).toBe('$1,234,567.89');
  });

  it('formats game currencies as their ISO currency', () => {
    expect(formatMoney(2500, 'GUSD', 'en-US')).toBe('$25.00');
    expect(formatMoney(2000, 'GGBP', 'en-GB')).toBe('£20.00');
    expect(formatMoney(20000, 'GDKK', 'da-DK')).toMatch(new RegExp(`^200,00${space}kr\\.$`));
  });

  it('formats diamonds as a grouped integer', () => {
    expect(formatMoney(6500, 'DIA', 'de-DE')).toBe('6.500');
    expect(formatMoney(1100, 'DIA', 'en-US')).toBe('1,100');
  });

  it('survives a malformed locale or currency code', () => {
    expect(formatMoney(1999, 'EUR', 'not a locale')).toBe('€19.99');
    expect(formatMoney(1999, 'EURO', 'en-US')).toBe('19.99 EURO');
  });

  it('formats negative amounts', () => {
    expect(formatMoney(-150, 'EUR', 'en-US')).toBe('-€1.50');
  });
});

describe('toMinorUnits', () => {
  it.each([
    ['19.99', 1999],
    ['0.07', 7],
    ['0.1', 10],
    ['0.3', 30],
    ['1.15', 115],
    ['4.35', 435],
    ['1.005', null],
    ['12', 1200],
    ['12.', 1200],
    ['.5', 50],
    ['007.10', 710],
    [' 3.5 ', 350],
  ])('parses %s with a dot as %s', (display, expected) => {
    expect(toMinorUnits(display, 100, '.')).toBe(expected);
  });

  it('parses a comma separator', () => {
    expect(toMinorUnits('1,5', 100, ',')).toBe(150);
    expect(toMinorUnits('19,99', 100, ',')).toBe(1999);
  });

  it.each(['', '.', '1.2.3', '1,5', '1.5.', '-1', '1e3', '1 000', 'abc', '١٢', '+1', 'Infinity'])(
    'rejects %j with a dot separator',
    (display) => {
      expect(toMinorUnits(display, 100, '.')).toBeNull();
    },
  );

  it('rejects the other separator and thousands groups', () => {
    expect(toMinorUnits('1.5', 100, ',')).toBeNull();
    expect(toMinorUnits('1.000,50', 100, ',')).toBeNull();
  });

  it('takes no decimals for factor 1', () => {
    expect(toMinorUnits('1500', 1, '.')).toBe(1500);
    expect(toMinorUnits('15.0', 1, '.')).toBeNull();
    expect(toMinorUnits('15,', 1, ',')).toBeNull();
  });

  it('rejects factors that are not powers of ten and unsafe results', () => {
    expect(toMinorUnits('1', 3, '.')).toBeNull();
    expect(toMinorUnits('90071992547409.92', 100, '.')).toBeNull();
    expect(toMinorUnits('90071992547409.91', 100, '.')).toBe(Number.MAX_SAFE_INTEGER);
  });

  it('is exact for every cent amount (property)', () => {
    fc.assert(
      fc.property(fc.nat({ max: 10_000_000 }), fc.nat({ max: 99 }), (whole, cents) => {
        const display = `${whole}.${String(cents).padStart(2, '0')}`;
        expect(toMinorUnits(display, 100, '.')).toBe(whole * 100 + cents);
        expect(toMinorUnits(display.replace('.', ','), 100, ',')).toBe(whole * 100 + cents);
      }),
    );
  });
});

describe('fromMinorUnits', () => {
  it('renders with a dot and fixed places', () => {
    expect(fromMinorUnits(1250, 100)).toBe('12.50');
    expect(fromMinorUnits(7, 100)).toBe('0.07');
    expect(fromMinorUnits(0, 100)).toBe('0.00');
    expect(fromMinorUnits(-5, 100)).toBe('-0.05');
    expect(fromMinorUnits(1500, 1)).toBe('1500');
  });

  it('throws on programming errors', () => {
    expect(() => fromMinorUnits(1.5, 100)).toThrow(RangeError);
    expect(() => fromMinorUnits(1, 7)).toThrow(RangeError);
  });

  it('round-trips through toMinorUnits (property)', () => {
    fc.assert(
      fc.property(fc.maxSafeNat(), fc.constantFrom(1, 10, 100, 1000), (amount, factor) => {
        expect(toMinorUnits(fromMinorUnits(amount, factor), factor, '.')).toBe(amount);
      }),
    );
  });
});

describe('hidesFeeHints', () => {
  it('hides for virtual currency, GUSD and CAD', () => {
    expect(hidesFeeHints({ currency: 'DIA', currencyType: 'VIRTUAL' })).toBe(true);
    expect(hidesFeeHints({ currency: 'EUR', currencyType: 'VIRTUAL' })).toBe(true);
    expect(hidesFeeHints({ currency: 'GUSD', currencyType: 'REAL' })).toBe(true);
    expect(hidesFeeHints({ currency: 'CAD', currencyType: 'REAL' })).toBe(true);
  });

  it('shows for the other real currencies', () => {
    for (const currency of ['EUR', 'USD', 'GGBP', 'GSEK', 'GDKK']) {
      expect(hidesFeeHints({ currency, currencyType: 'REAL' })).toBe(false);
    }
  });
});

describe('fees', () => {
  // SPEC §9: payout fees with 1.50 as default, inactivity fees with 6 as default; a game currency pays its real one's.
  it.each([
    ['EUR', 100, 600],
    ['GBP', 150, 400],
    ['GGBP', 150, 400],
    ['USD', 200, 850],
    ['GUSD', 200, 850],
    ['DKK', 700, 4500],
    ['GDKK', 700, 4500],
    ['SEK', 900, 5300],
    ['GSEK', 900, 5300],
    ['CAD', 150, 600],
    ['DIA', 150, 600],
  ])('charges %s a payout fee of %i and an inactivity fee of %i', (currency, payoutFee, inactivityFee) => {
    expect(payoutFeeMinorFor(currency)).toBe(payoutFee);
    expect(inactivityFeeMinorFor(currency)).toBe(inactivityFee);
  });
});
