import fc from 'fast-check';
import { composeIBAN, countrySpecs } from 'ibantools';
import { describe, expect, it } from 'vitest';
import {
  bicCountryOf,
  bicValid,
  compactIban,
  formatIban,
  ibanCountryOf,
  ibanValid,
  isElvComplete,
  maskIban,
  validateAccountHolder,
  validateBic,
  validateIban,
  validateIdealIssuer,
} from './bank.ts';

// biome-ignore format: one country per entry would hide the point of the list
const SEPA_COUNTRIES = [
  'AT', 'BE', 'BG', 'HR', 'CY', 'CZ', 'DK', 'EE', 'FI', 'FR', 'DE', 'GR', 'HU', 'IE', 'IT', 'LV', 'LT',
  'LU', 'MT', 'NL', 'PL', 'PT', 'RO', 'SK', 'SI', 'ES', 'SE', 'IS', 'LI', 'NO', 'CH', 'GB', 'MC', 'SM',
  'VA', 'AD', 'GI', 'AL', 'MD', 'ME', 'MK',
];

// Registry countries whose BBAN has no national check digits, so any BBAN of their format is valid
// (patterns without both anchors, a few in the data, would let fast-check add characters around).
const formats = Object.entries(countrySpecs).flatMap(([country, spec]) =>
  spec.IBANRegistry === true && /^\^.*\$$/.test(spec.bban_regexp ?? '') && spec.bban_validation_func === undefined
    ? [{ country, bbanPattern: spec.bban_regexp ?? '' }]
    : [],
);

// A random IBAN of its country's BBAN format, with correct check digits.
const validIban = (digitsOnly: boolean) =>
  fc
    .constantFrom(...formats.filter(({ bbanPattern }) => !digitsOnly || /^\^\[0-9\]\{\d+\}\$$/.test(bbanPattern)))
    .chain(({ country, bbanPattern }) =>
      fc.stringMatching(new RegExp(bbanPattern)).map((bban) => composeIBAN({ countryCode: country, bban }) ?? ''),
    );

// The check digits ibantools computes for a BBAN (composeIBAN checks nothing else).
const checkDigitsOf = (country: string, bban: string) =>
  (composeIBAN({ countryCode: country, bban }) ?? '').slice(2, 4);

describe('IBAN countries', () => {
  it('covers every SEPA country and the SPEC countries with IBANs', () => {
    for (const country of [...SEPA_COUNTRIES, 'BR']) expect(countrySpecs[country]?.chars, country).toBeDefined();
    expect(countrySpecs.DE?.chars).toBe(22);
    expect(countrySpecs.NL?.chars).toBe(18);
    expect(countrySpecs.GB?.chars).toBe(22);
    expect(countrySpecs.NO?.chars).toBe(15);
    expect(countrySpecs.MT?.chars).toBe(31);
  });
});

describe('compactIban and formatIban', () => {
  it('strips whitespace, upper-cases and groups by four', () => {
    expect(compactIban(' de89 3704\t0044 0532 0130 00 ')).toBe('DE89370400440532013000');
    expect(formatIban('DE89370400440532013000')).toBe('DE89 3704 0044 0532 0130 00');
    expect(formatIban('nl91abna0417164300')).toBe('NL91 ABNA 0417 1643 00');
    expect(formatIban('')).toBe('');
  });

  it('is idempotent and keeps every character', () => {
    fc.assert(
      fc.property(fc.string({ maxLength: 40 }), (input) => {
        const once = formatIban(input);
        expect(formatIban(once)).toBe(once);
        expect(compactIban(once)).toBe(compactIban(input));
      }),
    );
  });
});

describe('ibanCountryOf', () => {
  it('reads the two leading letters', () => {
    expect(ibanCountryOf('de89 3704')).toBe('DE');
    expect(ibanCountryOf('89DE')).toBeNull();
    expect(ibanCountryOf('')).toBeNull();
  });
});

describe('ibanValid', () => {
  it.each([
    'DE89 3704 0044 0532 0130 00',
    'GB82 WEST 1234 5698 7654 32',
    'NL91 ABNA 0417 1643 00',
    'AT61 1904 3002 3457 3201',
    'BE68 5390 0754 7034',
    'CH93 0076 2011 6238 5295 7',
    'DK50 0040 0440 1162 43',
    'ES91 2100 0418 4502 0005 1332',
    'FR14 2004 1010 0505 0001 3M02 606',
    'SE45 5000 0000 0583 9825 7466',
    'MT84 MALT 0110 0001 2345 MTLC AST0 01S',
    'BR18 0036 0305 0000 1000 9795 493C 1',
    'de89370400440532013000',
    // the PSP sandbox's magic IBANs
    'DE62 3704 0044 0532 0130 01',
    'DE35 3704 0044 0532 0130 02',
    'DE08 3704 0044 0532 0130 03',
    'GB33 BUKB 2020 1555 5555 55',
  ])('accepts %s', (iban) => {
    expect(ibanValid(iban)).toBe(true);
  });

  it.each([
    ['one digit changed', 'DE89 3704 0044 0532 0130 01'],
    ['check digits changed', 'DE88 3704 0044 0532 0130 00'],
    ['too short', 'DE89 3704 0044 0532 0130 0'],
    ['too long', 'DE89 3704 0044 0532 0130 000'],
    ['NL length with DE prefix', 'DE91 ABNA 0417 1643 00'],
    ['unknown country', 'XX89 3704 0044 0532 0130 00'],
    ['US has no IBAN', 'US12 3456 7890 1234 5678 90'],
    ['punctuation', 'DE89-3704-0044-0532-0130-00'],
    ['letters as check digits', 'DEAB 3704 0044 0532 0130 00'],
    ['letters in a German bank code (issue 9)', 'DE92 ABCD EFGH 0532 0130 00'],
    ['digits where a British bank code has letters (issue 9)', 'GB25 1234 5678 9012 3456 78'],
    ['Dutch account with a digit in the bank code', 'NL02 AB1A 0417 1643 00'],
    ['empty', ''],
  ])('rejects %s', (_, iban) => {
    expect(ibanValid(iban)).toBe(false);
  });

  it('rejects the never-issued check digits 99 even where the remainder is 1', () => {
    // 99 ≡ 02 (mod 97): find a BBAN whose real check digits are 02 and replace them with 99.
    const bban = Array.from({ length: 1000 }, (_, index) => `37040044${String(index).padStart(10, '0')}`).find(
      (candidate) => checkDigitsOf('DE', candidate) === '02',
    );
    expect(bban).toBeDefined();
    expect(ibanValid(`DE02${bban}`)).toBe(true);
    expect(ibanValid(`DE99${bban}`)).toBe(false);
  });

  it('accepts any BBAN given the computed check digits', () => {
    fc.assert(
      fc.property(validIban(false), (iban) => {
        expect(ibanValid(iban)).toBe(true);
        expect(validateIban(formatIban(iban).toLowerCase())).toBeNull();
      }),
    );
  });

  it('rejects a valid IBAN with two different adjacent digits swapped', () => {
    fc.assert(
      fc.property(validIban(true), fc.nat(), (iban, start) => {
        // Positions 2… are check digits and BBAN; find a pair of different digits from `start` on.
        const pairs = Array.from({ length: iban.length - 3 }, (_, offset) => offset + 2).filter(
          (index) => iban[index] !== iban[index + 1],
        );
        fc.pre(pairs.length > 0);
        const index = pairs[start % pairs.length] ?? 2;
        const swapped = `${iban.slice(0, index)}${iban[index + 1]}${iban[index]}${iban.slice(index + 2)}`;
        expect(ibanValid(swapped)).toBe(false);
      }),
    );
  });
});

describe('validateIban', () => {
  it('tells empty from malformed', () => {
    expect(validateIban('   ')).toBe('iban_not_set');
    expect(validateIban('DE89 3704 0044 0532 0130 01')).toBe('iban_wrong_format');
    expect(validateIban(' DE89 3704 0044 0532 0130 00 ')).toBeNull();
  });
});

describe('bicValid', () => {
  it.each([
    ['DEUTDEFF', true],
    ['DEUTDEFF500', true],
    ['deutdeff', true],
    [' ABNANL2A ', true],
    ['DEUT1EFF', false],
    ['DEUTDEF', false],
    ['DEUTDEFF50', false],
    ['DEUTDEFF5000', false],
    ['DEUT DEFF', false],
    ['', false],
  ] as const)('%j → %s', (bic, expected) => {
    expect(bicValid(bic)).toBe(expected);
  });
});

describe('validateBic', () => {
  it('makes the BIC optional for German IBANs only', () => {
    expect(validateBic('', { ibanCountry: 'DE' })).toBeNull();
    expect(validateBic(' ', { ibanCountry: 'de' })).toBeNull();
    expect(validateBic('', { ibanCountry: 'NL' })).toBe('bic_not_set');
  });

  // Issue 24 item 14: an empty form demanded a BIC under 'Not needed for German bank accounts'.
  it('does not demand a BIC before a valid IBAN says where the account is', () => {
    expect(validateBic('', { ibanCountry: null })).toBeNull();
    expect(validateBic('', { ibanCountry: bicCountryOf('') })).toBeNull();
    expect(validateBic('', { ibanCountry: bicCountryOf('NL91 ABNA 0417 1643 01') })).toBeNull();
    expect(validateBic('', { ibanCountry: bicCountryOf('NL91 ABNA 0417 1643 00') })).toBe('bic_not_set');
    expect(validateBic('', { ibanCountry: bicCountryOf('DE89 3704 0044 0532 0130 00') })).toBeNull();
    expect(validateBic('XX', { ibanCountry: null })).toBe('bic_wrong_format');
  });

  it('checks the format of a given BIC whatever the country', () => {
    expect(validateBic('DEUT1EFF', { ibanCountry: 'DE' })).toBe('bic_wrong_format');
    expect(validateBic('DEUTDEFF500', { ibanCountry: 'DE' })).toBeNull();
    expect(validateBic('ABNANL2A', { ibanCountry: 'NL' })).toBeNull();
  });
});

describe('validateAccountHolder', () => {
  it.each([
    ['Max Mustermann', null],
    ['Müller & Söhne GmbH', null],
    ['Abc', null],
    ['A12', null],
    ['', 'holder_not_set'],
    ['  ', 'holder_not_set'],
    // Issue 24 item 14: the error names the rule that failed.
    ['Ab', 'holder_too_short'],
    ['A.-.B', 'holder_too_short'],
    ['123', 'holder_no_letter'],
    ['1', 'holder_no_letter'],
    ['--.', 'holder_no_letter'],
  ] as const)('%j → %s', (holder, expected) => {
    expect(validateAccountHolder(holder)).toBe(expected);
  });
});

describe('isElvComplete', () => {
  it('needs holder and IBAN set', () => {
    expect(isElvComplete({ holder: 'Max', iban: 'DE89' })).toBe(true);
    expect(isElvComplete({ holder: ' ', iban: 'DE89' })).toBe(false);
    expect(isElvComplete({ holder: 'Max', iban: '  ' })).toBe(false);
    expect(isElvComplete({ holder: null, iban: undefined })).toBe(false);
  });
});

describe('maskIban', () => {
  it('keeps country, check digits and the last four', () => {
    expect(maskIban('DE89 3704 0044 0532 0130 00')).toBe('DE89 •••• •••• •••• ••30 00');
    expect(maskIban('nl91abna0417164300')).toBe('NL91 •••• •••• ••43 00');
    expect(maskIban('NO9386011117947')).toBe('NO93 •••• •••7 947');
  });

  it('has nothing to hide in input shorter than nine characters', () => {
    expect(maskIban('DE89')).toBe('DE89');
    expect(maskIban('DE893704')).toBe('DE89 3704');
    expect(maskIban('')).toBe('');
  });
});

describe('validateIdealIssuer', () => {
  const issuers = [{ bic: 'ABNANL2A' }, { bic: 'INGBNL2A' }];

  it('needs a chosen bank', () => {
    expect(validateIdealIssuer(null)).toBe('bic_not_set');
    expect(validateIdealIssuer('')).toBe('bic_not_set');
    expect(validateIdealIssuer('ABNANL2A')).toBeNull();
  });

  it('rejects a bank the provider does not offer when the issuers are given', () => {
    expect(validateIdealIssuer('INGBNL2A', issuers)).toBeNull();
    expect(validateIdealIssuer('RABONL2U', issuers)).toBe('bic_wrong_format');
  });
});
