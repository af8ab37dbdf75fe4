import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  cardBrand,
  digitsOnly,
  expiryMonthOptions,
  expiryYearOptions,
  formatCardNumber,
  isCardDataComplete,
  luhnCheckDigit,
  luhnValid,
  maskCardNumber,
  normalizeCardHolder,
  TOKENIZER_ERROR_CODES,
  tokenizerErrorToRoute,
  validateCardHolder,
  validateCardNumber,
  validateCvc,
  validateExpiry,
} from './card.ts';

const today = new Date(2024, 5, 15); // 15 June 2024, local time

describe('normalizeCardHolder', () => {
  it('trims and collapses inner whitespace', () => {
    expect(normalizeCardHolder('  Max \t  Mustermann \n')).toBe('Max Mustermann');
    expect(normalizeCardHolder('   ')).toBe('');
  });
});

describe('validateCardHolder', () => {
  it.each([
    ['Max Mustermann', null],
    ["Renée O'Neil-Smith", null],
    ['Renée O’Neil-Smith', null],
    ['  Max   Mustermann  ', null],
    ['Jo A. Smith', null],
    ['José María García Pérez', null],
    ['Zoë Ångström', null],
    ['Rene\u0301e Dupont', null],
    // Issue 24 item 16: SPEC §5 allows the dot and counts characters; 'J.' is two.
    ["J. O'Brien-Smith", null],
    ['M. Mustermann', null],
    ['J.R. Tolkien', null],
    ['E\u0301 Dupont', 'card_holder_invalid'],
    ["J O'Brien-Smith", 'card_holder_invalid'],
    ['. Mustermann', 'card_holder_invalid'],
    ['', 'card_holder_not_set'],
    ['   ', 'card_holder_not_set'],
    ['Max', 'card_holder_no_blanks'],
    ['Max.Mustermann', 'card_holder_no_blanks'],
    ['M Mustermann', 'card_holder_invalid'],
    ['Max Mustermann2', 'card_holder_invalid'],
    ['Max - Mustermann', 'card_holder_invalid'],
    ["Max 'Mustermann", 'card_holder_invalid'],
    ['Max Muster_mann', 'card_holder_invalid'],
  ] as const)('%j → %s', (holder, expected) => {
    expect(validateCardHolder(holder)).toBe(expected);
  });
});

describe('digitsOnly', () => {
  it('keeps ASCII digits only', () => {
    expect(digitsOnly('4242 4242-42a42')).toBe('424242424242');
    expect(digitsOnly('٤٢')).toBe('');
  });
});

describe('luhnValid', () => {
  it.each([
    ['4242424242424242', true],
    ['4000002760003184', true],
    ['4000000000000002', true],
    ['4000000000000069', true],
    ['4242424242424241', false],
    ['0', true],
    ['', false],
    ['4242 4242 4242 4242', false],
  ])('%s → %s', (digits, expected) => {
    expect(luhnValid(digits)).toBe(expected);
  });

  it('accepts any digit string followed by its check digit', () => {
    fc.assert(
      fc.property(fc.stringMatching(/^[0-9]{0,30}$/), (payload) => {
        expect(luhnValid(payload + luhnCheckDigit(payload))).toBe(true);
      }),
    );
  });

  it('rejects a valid number with any single digit changed', () => {
    fc.assert(
      fc.property(
        fc.stringMatching(/^[0-9]{1,30}$/),
        fc.nat(),
        fc.integer({ min: 1, max: 9 }),
        (payload, position, shift) => {
          const valid = payload + luhnCheckDigit(payload);
          const index = position % valid.length;
          const changed = String((Number(valid[index]) + shift) % 10);
          const corrupted = valid.slice(0, index) + changed + valid.slice(index + 1);
          expect(luhnValid(corrupted)).toBe(false);
        },
      ),
    );
  });
});

describe('validateCardNumber', () => {
  it.each([
    ['4242 4242 4242 4242', null],
    ['4000 0027 6000 3184', null],
    ['4000000000000002', null],
    [' 4000 0000 0000 0069 ', null],
    ['', 'card_number_not_set'],
    ['   ', 'card_number_not_set'],
    ['4242 4242 4242 4241', 'card_number_invalid'],
    ['4242-4242-4242-4242', 'card_number_invalid'],
    ['4242 4242 4242 424a', 'card_number_invalid'],
    // 11 digits with a valid check digit: too short.
    [`1234567890${luhnCheckDigit('1234567890')}`, 'card_number_invalid'],
    // 20 digits with a valid check digit: too long.
    [`4242424242424242424${luhnCheckDigit('4242424242424242424')}`, 'card_number_invalid'],
  ] as const)('%j → %s', (number, expected) => {
    expect(validateCardNumber(number)).toBe(expected);
  });

  it('accepts the shortest and longest lengths', () => {
    expect(validateCardNumber(`50000000000${luhnCheckDigit('50000000000')}`)).toBeNull();
    expect(validateCardNumber(`500000000000000000${luhnCheckDigit('500000000000000000')}`)).toBeNull();
  });
});

describe('formatCardNumber', () => {
  it.each([
    ['', ''],
    ['4242', '4242'],
    ['42424', '4242 4'],
    ['4242424242424242', '4242 4242 4242 4242'],
    ['4242-4242 4242/4242', '4242 4242 4242 4242'],
    ['4242 42x4', '4242 42x4'],
    ['12345678901234567890123', '1234 5678 9012 3456 789'],
    ['  4242   ', '4242'],
  ])('%j → %j', (input, expected) => {
    expect(formatCardNumber(input)).toBe(expected);
  });

  it('is idempotent', () => {
    fc.assert(
      fc.property(fc.string({ maxLength: 40 }), (input) => {
        const once = formatCardNumber(input);
        expect(formatCardNumber(once)).toBe(once);
      }),
    );
  });

  it('keeps the digits in order, capped at 19, in blocks of four', () => {
    fc.assert(
      fc.property(fc.stringMatching(/^[0-9 .\-/]{0,40}$/), (input) => {
        const formatted = formatCardNumber(input);
        expect(digitsOnly(formatted)).toBe(digitsOnly(input).slice(0, 19));
        expect(formatted).toMatch(/^([0-9]{4} )*[0-9]{0,4}$/);
        expect(formatted.endsWith(' ')).toBe(false);
      }),
    );
  });
});

describe('cardBrand', () => {
  it.each([
    ['4242 4242 4242 4242', 'visa'],
    ['4973 0100 0000 0004', 'cartebleue'],
    ['5555 5555 5555 4444', 'mastercard'],
    ['2223 0031 2200 3222', 'mastercard'],
    ['2720 9900 0000 0000', 'mastercard'],
    ['2721 0000 0000 0000', 'unknown'],
    ['3782 822463 10005', 'amex'],
    ['3400 0000 0000 009', 'amex'],
    ['6759 6498 2643 8453', 'maestro'],
    ['5018 0000 0000 0009', 'maestro'],
    ['6011 1111 1111 1117', 'unknown'],
    ['', 'unknown'],
  ] as const)('%s → %s', (number, brand) => {
    expect(cardBrand(number)).toBe(brand);
  });
});

describe('validateExpiry', () => {
  it('accepts this month and later', () => {
    expect(validateExpiry(6, 2024, today)).toBeNull();
    expect(validateExpiry(12, 2024, today)).toBeNull();
    expect(validateExpiry(1, 2025, today)).toBeNull();
  });

  it('rejects last month and earlier years', () => {
    expect(validateExpiry(5, 2024, today)).toBe('card_has_expired');
    expect(validateExpiry(12, 2023, today)).toBe('card_has_expired');
  });

  it('is valid through the last day of the expiry month', () => {
    expect(validateExpiry(6, 2024, new Date(2024, 5, 30, 23, 59))).toBeNull();
    expect(validateExpiry(6, 2024, new Date(2024, 6, 1, 0, 0))).toBe('card_has_expired');
  });

  it('needs both selects', () => {
    expect(validateExpiry(null, 2025, today)).toBe('expiry_date_not_set');
    expect(validateExpiry(6, null, today)).toBe('expiry_date_not_set');
    expect(validateExpiry(0, 2025, today)).toBe('expiry_date_not_set');
    expect(validateExpiry(13, 2025, today)).toBe('expiry_date_not_set');
    expect(validateExpiry(Number.NaN, 2025, today)).toBe('expiry_date_not_set');
  });
});

describe('expiry options', () => {
  it('offers ten years from this year and twelve months', () => {
    expect(expiryYearOptions(today)).toEqual([2024, 2025, 2026, 2027, 2028, 2029, 2030, 2031, 2032, 2033]);
    expect(expiryMonthOptions()).toEqual([1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12]);
  });
});

describe('validateCvc', () => {
  it.each([
    ['123', true, null],
    ['1234', true, null],
    [' 123 ', true, null],
    ['', true, 'cvc_not_set'],
    ['  ', true, 'cvc_not_set'],
    ['', false, null],
    ['12', false, 'cvc_wrong_format'],
    ['12345', true, 'cvc_wrong_format'],
    ['12a', false, 'cvc_wrong_format'],
  ] as const)('%j required=%s → %s', (cvc, required, expected) => {
    expect(validateCvc(cvc, required)).toBe(expected);
  });
});

describe('isCardDataComplete', () => {
  const complete = { holder: 'Max Mustermann', number: '4242', expiryMonth: 6, expiryYear: 2024 };

  it('needs holder, number, month and year set, not valid', () => {
    expect(isCardDataComplete(complete)).toBe(true);
    expect(isCardDataComplete({ ...complete, holder: ' ' })).toBe(false);
    expect(isCardDataComplete({ ...complete, number: null })).toBe(false);
    expect(isCardDataComplete({ ...complete, expiryMonth: null })).toBe(false);
    expect(isCardDataComplete({ ...complete, expiryYear: undefined })).toBe(false);
  });
});

describe('maskCardNumber', () => {
  it('shows only the last four', () => {
    expect(maskCardNumber('4242')).toBe('•••• •••• •••• 4242');
    expect(maskCardNumber('4242424242424242')).toBe('•••• •••• •••• 4242');
    expect(maskCardNumber('')).toBe('•••• •••• •••• ••••');
  });
});

describe('tokenizerErrorToRoute', () => {
  it('sends FAILED and unknown codes to /error/1 and the rest to their field', () => {
    expect(TOKENIZER_ERROR_CODES.map(tokenizerErrorToRoute)).toEqual([
      '/error/1',
      'card_holder_invalid',
      'card_number_invalid',
      'card_has_expired',
      'cvc_wrong_format',
    ]);
    expect(tokenizerErrorToRoute('SOMETHING_NEW')).toBe('/error/1');
    expect(tokenizerErrorToRoute('toString')).toBe('/error/1');
  });
});
