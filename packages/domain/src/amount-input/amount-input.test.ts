import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { keepAmountCharacters, numberSeparatorsFor, parseAmountInput } from './amount-input.ts';

const NNBSP = '\u202f';
const NBSP = '\u00a0';

describe('numberSeparatorsFor', () => {
  it.each([
    ['de-DE', ',', '.'],
    ['en-GB', '.', ','],
    ['en-US', '.', ','],
    ['fr-FR', ',', NNBSP],
    ['no-such-locale-x', '.', ','],
  ])('%s writes decimals with %j and groups with %j', (locale, decimal, group) => {
    expect(numberSeparatorsFor(locale)).toEqual({ decimal, group });
  });
});

describe('parseAmountInput', () => {
  const de = numberSeparatorsFor('de-DE');
  const enGB = numberSeparatorsFor('en-GB');
  const fr = numberSeparatorsFor('fr-FR');
  // de-CH groups with an apostrophe; ICU versions differ on which one, so both count.
  const deCH = { decimal: '.', group: '’' } as const;

  it.each([
    // The amounts of issue 10: read exactly as the player means them.
    [de, '1.234,56', 123456],
    [de, '2.500', 250000],
    [de, '1.234.567,5', 123456750],
    [de, '12,5', 1250],
    [de, '12,', 1200],
    [de, ',5', 50],
    [de, '1250', 125000],
    [enGB, '1,234.56', 123456],
    [enGB, '2,500', 250000],
    [enGB, '12.50', 1250],
    [fr, `1${NNBSP}234,56`, 123456],
    [fr, `1${NBSP}234,56`, 123456],
    [fr, '1 234,56', 123456],
    [fr, ' 10,00 ', 1000],
    [deCH, "1'234.50", 123450],
    [deCH, '1’234.50', 123450],
  ])('reads %j %j as %i minor units', (separators, text, minor) => {
    expect(parseAmountInput(text, separators, 100)).toBe(minor);
  });

  it.each([
    // Another locale's marks or a misplaced group are refused, never reinterpreted.
    [de, '1,234.56'],
    [de, '12.5'],
    [de, '12.50'],
    [de, '1.2345'],
    [de, '.500'],
    [de, '1,2,3'],
    [de, '1,234'],
    [de, '1.234,'.concat('567')],
    [enGB, '12,5'],
    [enGB, '1.234,56'],
    [enGB, '1,23'],
    [enGB, '1.2.3'],
    [fr, '1.234,56'],
    [fr, '1 23,5'],
    [de, ''],
    [de, '   '],
    [de, ','],
    [de, '1 000'],
    [de, '12a'],
  ])('refuses %j %j', (separators, text) => {
    expect(parseAmountInput(text, separators, 100)).toBeNull();
  });

  it('takes no decimals for a currency without minor units', () => {
    expect(parseAmountInput('1.250', de, 1)).toBe(1250);
    expect(parseAmountInput('12,5', de, 1)).toBeNull();
    expect(parseAmountInput('12,', de, 1)).toBeNull();
  });

  it('refuses amounts too long to be exact', () => {
    expect(parseAmountInput('9'.repeat(14), enGB, 100)).toBeNull();
    expect(parseAmountInput('9'.repeat(13), enGB, 100)).toBe(Number('9'.repeat(13)) * 100);
  });
});

describe('parseAmountInput round trip', () => {
  it('reads back every amount as each shop language formats it', () => {
    const locales = ['de-DE', 'de-AT', 'en-GB', 'en-US', 'fr-FR', 'da-DK', 'es-ES', 'nl-NL', 'sv-SE', 'en-CA'];
    fc.assert(
      fc.property(fc.constantFrom(...locales), fc.integer({ min: 0, max: 9_999_999_999 }), (locale, minor) => {
        const text = new Intl.NumberFormat(locale, { minimumFractionDigits: 2, useGrouping: true }).format(minor / 100);
        expect(parseAmountInput(text, numberSeparatorsFor(locale), 100)).toBe(minor);
      }),
    );
  });
});

describe('keepAmountCharacters', () => {
  it('keeps every mark a number can be written with, so a wrong one stays visible', () => {
    expect(keepAmountCharacters('1.234,56')).toBe('1.234,56');
    expect(keepAmountCharacters(`€ 1${NNBSP}234,56 EUR`)).toBe(` 1${NNBSP}234,56 `);
    expect(keepAmountCharacters("1'234.5x")).toBe("1'234.5");
  });

  // Issue 24 item 5: '-5' became 5 and '1e3' became 13 without a word.
  it.each([
    ['-5', '-5'],
    ['+5', '+5'],
    ['\u22125', '\u22125'],
    ['1e3', '1e3'],
    ['2,5E-1', '2,5E-1'],
    ['12 EUR', '12 '],
    ['€ 1e', ' 1e'],
    ['12EUR', '12'],
  ])('keeps the sign and exponent of %j so the check refuses them', (typed, kept) => {
    expect(keepAmountCharacters(typed)).toBe(kept);
  });

  it.each(['-5', '+5', '1e3', '2,5E-1'])('refuses %j as an amount', (typed) => {
    const separators = numberSeparatorsFor('de-DE');
    expect(parseAmountInput(keepAmountCharacters(typed), separators, 100)).toBeNull();
  });
});
