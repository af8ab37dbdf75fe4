import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  birthYearOptions,
  dayOptions,
  fromAddressRead,
  hasAddressChanged,
  isAdult,
  isValidDate,
  monthOptions,
  type PersonalData,
  parseIsoDate,
  toAddressWrite,
  US_STATES_ALL,
  US_STATES_FORBIDDEN,
  validatePersonalData,
  validatePersonalField,
} from './personal.ts';

const today = new Date(2024, 5, 15); // 15 June 2024, local time
const de = { country: 'DE', today };
const us = { country: 'US', today };

const valid: PersonalData = {
  salutation: 'MS',
  firstName: 'Anna',
  surname: 'Schmidt',
  street1: 'Hauptstraße 1',
  street2: '',
  zipCode: '10115',
  city: 'Berlin',
  stateCode: 'NONE',
  birthDay: 1,
  birthMonth: 2,
  birthYear: 1990,
};

describe('US states', () => {
  it('lists 51 distinct codes with 16 forbidden among them', () => {
    expect(new Set(US_STATES_ALL).size).toBe(51);
    expect(US_STATES_ALL).toContain('DC');
    expect(new Set(US_STATES_FORBIDDEN).size).toBe(16);
    for (const code of US_STATES_FORBIDDEN) expect(US_STATES_ALL).toContain(code);
  });
});

describe('validatePersonalData', () => {
  it('accepts valid data', () => {
    expect(validatePersonalData(valid, de)).toEqual({});
    expect(validatePersonalData({ ...valid, stateCode: 'NY' }, us)).toEqual({});
  });

  it('requires the text fields, with a minimum of 2 trimmed characters', () => {
    const errors = validatePersonalData(
      { ...valid, firstName: '', surname: '  ', street1: 'A', zipCode: ' 1 ', city: 'Xi' },
      de,
    );
    expect(errors).toEqual({
      firstName: 'not_set',
      surname: 'not_set',
      street1: 'wrong_format',
      zipCode: 'wrong_format',
    });
  });

  it('limits text to 40 and the postal code to 20 characters', () => {
    expect(validatePersonalField('city', { ...valid, city: 'x'.repeat(40) }, de)).toBeNull();
    expect(validatePersonalField('city', { ...valid, city: 'x'.repeat(41) }, de)).toBe('too_long');
    expect(validatePersonalField('zipCode', { ...valid, zipCode: '1'.repeat(20) }, de)).toBeNull();
    expect(validatePersonalField('zipCode', { ...valid, zipCode: '1'.repeat(21) }, de)).toBe('too_long');
    expect(validatePersonalField('firstName', { ...valid, firstName: ` ${'x'.repeat(40)} ` }, de)).toBeNull();
  });

  it('counts characters, not UTF-16 units', () => {
    expect(validatePersonalField('surname', { ...valid, surname: '𠮷' }, de)).toBe('wrong_format');
    expect(validatePersonalField('surname', { ...valid, surname: '𠮷'.repeat(40) }, de)).toBeNull();
  });

  it('takes street2 as optional but limited', () => {
    expect(validatePersonalField('street2', { ...valid, street2: 'c' }, de)).toBeNull();
    expect(validatePersonalField('street2', { ...valid, street2: 'c'.repeat(41) }, de)).toBe('too_long');
  });

  it('requires MR or MS', () => {
    expect(validatePersonalData({ ...valid, salutation: 'NONE' }, de)).toEqual({ salutation: 'salutation_not_set' });
    expect(validatePersonalField('salutation', { ...valid, salutation: 'MR' }, de)).toBeNull();
  });

  it('requires all three birth date parts, reported once on birthdate', () => {
    expect(validatePersonalData({ ...valid, birthDay: null }, de)).toEqual({ birthdate: 'not_set' });
    expect(validatePersonalData({ ...valid, birthYear: null, birthMonth: null }, de)).toEqual({ birthdate: 'not_set' });
  });

  it('rejects dates that do not exist or lie in the future', () => {
    expect(validatePersonalData({ ...valid, birthDay: 31, birthMonth: 4 }, de)).toEqual({ birthdate: 'wrong_format' });
    expect(validatePersonalData({ ...valid, birthDay: 29, birthMonth: 2, birthYear: 1999 }, de)).toEqual({
      birthdate: 'wrong_format',
    });
    expect(validatePersonalData({ ...valid, birthDay: 29, birthMonth: 2, birthYear: 2000 }, de)).toEqual({});
    expect(validatePersonalData({ ...valid, birthYear: 2030 }, de)).toEqual({ birthdate: 'wrong_format' });
  });

  it('rejects players under 18', () => {
    expect(validatePersonalData({ ...valid, birthDay: 16, birthMonth: 6, birthYear: 2006 }, de)).toEqual({
      birthdate: 'underage',
    });
    expect(validatePersonalData({ ...valid, birthDay: 15, birthMonth: 6, birthYear: 2006 }, de)).toEqual({});
  });

  it('needs an allowed state for US players only', () => {
    expect(validatePersonalData({ ...valid, stateCode: 'NONE' }, us)).toEqual({ stateCode: 'state_not_set' });
    expect(validatePersonalData({ ...valid, stateCode: '' }, us)).toEqual({ stateCode: 'state_not_set' });
    expect(validatePersonalData({ ...valid, stateCode: 'XX' }, us)).toEqual({ stateCode: 'state_not_set' });
    expect(validatePersonalData({ ...valid, stateCode: 'FL' }, us)).toEqual({ stateCode: 'state_forbidden' });
    expect(validatePersonalData({ ...valid, stateCode: 'ny' }, { ...us, country: 'us' })).toEqual({});
    expect(validatePersonalData({ ...valid, stateCode: 'FL' }, de)).toEqual({});
  });
});

describe('validatePersonalField for single birth selects', () => {
  it('checks ranges', () => {
    expect(validatePersonalField('birthDay', { ...valid, birthDay: 32 }, de)).toBe('wrong_format');
    expect(validatePersonalField('birthMonth', { ...valid, birthMonth: 0 }, de)).toBe('wrong_format');
    expect(validatePersonalField('birthMonth', { ...valid, birthMonth: null }, de)).toBe('not_set');
    expect(validatePersonalField('birthYear', { ...valid, birthYear: 2025 }, de)).toBe('wrong_format');
    expect(validatePersonalField('birthYear', valid, de)).toBeNull();
  });
});

describe('isAdult', () => {
  it('counts the 18th birthday itself', () => {
    expect(isAdult({ year: 2006, month: 6, day: 15 }, today)).toBe(true);
    expect(isAdult({ year: 2006, month: 6, day: 16 }, today)).toBe(false);
    expect(isAdult({ year: 2006, month: 7, day: 1 }, today)).toBe(false);
    expect(isAdult({ year: 2005, month: 12, day: 31 }, today)).toBe(true);
  });

  it('makes a 29 February child adult on 1 March of a common year', () => {
    const birth = { year: 2004, month: 2, day: 29 };
    expect(isAdult(birth, new Date(2022, 1, 28))).toBe(false);
    expect(isAdult(birth, new Date(2022, 2, 1))).toBe(true);
    expect(isAdult({ year: 2006, month: 2, day: 28 }, new Date(2024, 1, 28))).toBe(true);
    expect(isAdult({ year: 2006, month: 2, day: 28 }, new Date(2024, 1, 27))).toBe(false);
  });

  it('agrees with adding 18 years to the birth date (property)', () => {
    const date = fc.date({ min: new Date(1950, 0, 1), max: new Date(2030, 11, 31), noInvalidDate: true });
    fc.assert(
      fc.property(date, date, (birthDate, now) => {
        const birth = { year: birthDate.getFullYear(), month: birthDate.getMonth() + 1, day: birthDate.getDate() };
        // The date of the 18th birthday; 29 February rolls over to 1 March in common years.
        const adultFrom = new Date(birth.year + 18, birth.month - 1, birth.day);
        const startOfToday = new Date(now.getFullYear(), now.getMonth(), now.getDate());
        expect(isAdult(birth, now)).toBe(startOfToday >= adultFrom);
      }),
    );
  });
});

describe('option lists', () => {
  it('offers 83 birth years from the year of an 18-year-old back to 100 years ago', () => {
    const years = birthYearOptions(today);
    expect(years).toHaveLength(83);
    expect(years[0]).toBe(2006);
    expect(years.at(-1)).toBe(1924);
    expect(years.every((year, index) => index === 0 || year === (years[index - 1] ?? 0) - 1)).toBe(true);
  });

  it('offers days 1-31 and months 1-12', () => {
    expect(dayOptions()).toEqual(Array.from({ length: 31 }, (_, index) => index + 1));
    expect(monthOptions()).toEqual([1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12]);
  });
});

describe('dates', () => {
  it('knows real calendar dates', () => {
    expect(isValidDate(2024, 2, 29)).toBe(true);
    expect(isValidDate(2023, 2, 29)).toBe(false);
    expect(isValidDate(1900, 2, 29)).toBe(false);
    expect(isValidDate(2024, 13, 1)).toBe(false);
    expect(isValidDate(2024, 1, 1.5)).toBe(false);
  });

  it('parses ISO dates', () => {
    expect(parseIsoDate('1990-02-01')).toEqual({ year: 1990, month: 2, day: 1 });
    expect(parseIsoDate('1990-02-30')).toBeNull();
    expect(parseIsoDate('1990-2-1')).toBeNull();
    expect(parseIsoDate(null)).toBeNull();
  });
});

describe('address mapping', () => {
  it('writes trimmed fields, gender and a padded birth date', () => {
    expect(
      toAddressWrite({ ...valid, salutation: 'MR', firstName: ' Max ', birthDay: 3, birthMonth: 7, stateCode: ' NY ' }),
    ).toEqual({
      gender: 'm',
      firstName: 'Max',
      surname: 'Schmidt',
      birthdate: '1990-07-03',
      street1: 'Hauptstraße 1',
      street2: '',
      zipCode: '10115',
      city: 'Berlin',
      stateCode: 'NY',
      referer: 'shop',
    });
    expect(toAddressWrite(valid).gender).toBe('f');
  });

  it('refuses data that was not validated', () => {
    expect(() => toAddressWrite({ ...valid, salutation: 'NONE' })).toThrow();
    expect(() => toAddressWrite({ ...valid, birthYear: null })).toThrow();
  });

  it('reads the stored address', () => {
    const read = {
      address: {
        firstName: 'Anna',
        surname: 'Schmidt',
        street1: 'Hauptstraße 1',
        street2: '',
        zipCode: '10115',
        stateCode: 'NONE',
        city: 'Berlin',
      },
      gender: 'f' as const,
      birthdate: '1990-02-01',
    };
    expect(fromAddressRead(read)).toEqual(valid);
    expect(fromAddressRead({ ...read, gender: null, birthdate: null })).toMatchObject({
      salutation: 'NONE',
      birthDay: null,
      birthMonth: null,
      birthYear: null,
    });
  });

  it('round-trips write and read', () => {
    const write = toAddressWrite(valid);
    const { gender, birthdate, referer: _referer, ...address } = write;
    expect(fromAddressRead({ address, gender, birthdate })).toEqual(valid);
  });
});

describe('hasAddressChanged', () => {
  it('ignores surrounding whitespace', () => {
    expect(hasAddressChanged(valid, { ...valid, city: ' Berlin ' })).toBe(false);
    expect(hasAddressChanged(valid, { ...valid })).toBe(false);
  });

  it('sees real changes', () => {
    expect(hasAddressChanged(valid, { ...valid, city: 'Bonn' })).toBe(true);
    expect(hasAddressChanged(valid, { ...valid, salutation: 'MR' })).toBe(true);
    expect(hasAddressChanged(valid, { ...valid, birthDay: 2 })).toBe(true);
    expect(hasAddressChanged(valid, { ...valid, street2: 'c/o' })).toBe(true);
  });
});
