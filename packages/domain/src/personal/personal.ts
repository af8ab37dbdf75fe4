// Personal data of practice players (SPEC §5 Personal data): validation, age, US states, option lists, address mapping.
import {
  ADULT_AGE,
  BIRTH_YEAR_OPTIONS,
  MIN_TEXT_LENGTH,
  POSTAL_CODE_MAX_LENGTH,
  TEXT_MAX_LENGTH,
} from '../constants/constants.ts';

/** STATES_ALL: the 50 states plus DC. */
// biome-ignore format: a packed table of codes reads better than one per line
export const US_STATES_ALL = [
  'AL', 'AK', 'AZ', 'AR', 'CA', 'CO', 'CT', 'DE', 'DC', 'FL', 'GA', 'HI', 'ID', 'IL', 'IN', 'IA', 'KS',
  'KY', 'LA', 'ME', 'MD', 'MA', 'MI', 'MN', 'MS', 'MO', 'MT', 'NE', 'NV', 'NH', 'NJ', 'NM', 'NY', 'NC',
  'ND', 'OH', 'OK', 'OR', 'PA', 'RI', 'SC', 'SD', 'TN', 'TX', 'UT', 'VT', 'VA', 'WA', 'WV', 'WI', 'WY',
] as const;
export type UsState = (typeof US_STATES_ALL)[number];

/** STATES_FORBIDDEN: states whose players cannot deposit. */
// biome-ignore format: a packed table of codes reads better than one per line
export const US_STATES_FORBIDDEN: readonly UsState[] = [
  'AK', 'AR', 'AZ', 'CT', 'DE', 'FL', 'IA', 'LA', 'MD', 'MI', 'MO', 'MT', 'SC', 'SD', 'TN', 'VT',
];

export type Salutation = 'NONE' | 'MR' | 'MS';

export type PersonalData = {
  salutation: Salutation;
  firstName: string;
  surname: string;
  street1: string;
  street2: string;
  zipCode: string;
  city: string;
  /** A US state code, 'NONE' or '' (ignored outside the US). */
  stateCode: string;
  birthDay: number | null;
  birthMonth: number | null;
  birthYear: number | null;
};

/** A form field; 'birthdate' carries the errors of the three birth selects together. */
export type PersonalField = keyof PersonalData | 'birthdate';
export type PersonalError =
  | 'not_set'
  | 'wrong_format'
  | 'too_long'
  | 'underage'
  | 'state_not_set'
  | 'state_forbidden'
  | 'salutation_not_set';

export type PersonalContext = { country: string; today: Date };

export type CalendarDate = { year: number; month: number; day: number };

/** Whether year-month-day is a real calendar date (no 31 April, 29 February only in leap years). */
export function isValidDate(year: number, month: number, day: number): boolean {
  if (![year, month, day].every(Number.isInteger) || year < 1 || month < 1 || month > 12 || day < 1) return false;
  // Day 0 of the next month is the last day of this one; UTC so no time zone moves it.
  return day <= new Date(Date.UTC(year, month, 0)).getUTCDate();
}

// Local calendar date: the browser asks for the player's own "today".
function calendarDateOf(date: Date): CalendarDate {
  return { year: date.getFullYear(), month: date.getMonth() + 1, day: date.getDate() };
}

/**
 * At least 18 on `today`; the birthday itself counts. Someone born on 29 February becomes adult
 * on 1 March in common years, the later of the two readings, so no one is admitted early.
 */
export function isAdult(birth: CalendarDate, today: Date): boolean {
  const now = calendarDateOf(today);
  const hadBirthdayThisYear = now.month > birth.month || (now.month === birth.month && now.day >= birth.day);
  const age = now.year - birth.year - (hadBirthdayThisYear ? 0 : 1);
  return age >= ADULT_AGE;
}

/**
 * Birth years, newest first. SPEC §5 says the list reaches back 100 years and has 83 entries;
 * both hold when it runs from the year of an 18-year-old back to 100 years ago
 * (100 - 18 + 1 = 83), so every offered year can belong to an adult.
 */
export function birthYearOptions(today: Date): number[] {
  const newest = today.getFullYear() - ADULT_AGE;
  return Array.from({ length: BIRTH_YEAR_OPTIONS }, (_, index) => newest - index);
}

export function dayOptions(): number[] {
  return Array.from({ length: 31 }, (_, index) => index + 1);
}

export function monthOptions(): number[] {
  return Array.from({ length: 12 }, (_, index) => index + 1);
}

// Code points, not UTF-16 units, so a name in any script is measured as a person would count it.
const lengthOf = (value: string): number => [...value.trim()].length;

function checkText(value: string, maxLength: number, required: boolean): PersonalError | null {
  const length = lengthOf(value);
  if (length === 0) return required ? 'not_set' : null;
  if (required && length < MIN_TEXT_LENGTH) return 'wrong_format';
  return length > maxLength ? 'too_long' : null;
}

function checkNumber(value: number | null, min: number, max: number): PersonalError | null {
  if (value === null) return 'not_set';
  return Number.isInteger(value) && value >= min && value <= max ? null : 'wrong_format';
}

function checkBirthdate(data: PersonalData, today: Date): PersonalError | null {
  const { birthYear: year, birthMonth: month, birthDay: day } = data;
  if (year === null || month === null || day === null) return 'not_set';
  if (!isValidDate(year, month, day)) return 'wrong_format';
  const now = calendarDateOf(today);
  const isFuture = year * 10_000 + month * 100 + day > now.year * 10_000 + now.month * 100 + now.day;
  if (isFuture) return 'wrong_format';
  return isAdult({ year, month, day }, today) ? null : 'underage';
}

function checkState(stateCode: string, country: string): PersonalError | null {
  if (country.trim().toUpperCase() !== 'US') return null;
  const code = stateCode.trim().toUpperCase();
  // 'NONE' and unknown values are both "no state chosen".
  if (!(US_STATES_ALL as readonly string[]).includes(code)) return 'state_not_set';
  return (US_STATES_FORBIDDEN as readonly string[]).includes(code) ? 'state_forbidden' : null;
}

/** The error of one field, or null. Used on blur and on input once an error shows. */
export function validatePersonalField(
  field: PersonalField,
  data: PersonalData,
  context: PersonalContext,
): PersonalError | null {
  switch (field) {
    case 'salutation':
      return data.salutation === 'MR' || data.salutation === 'MS' ? null : 'salutation_not_set';
    case 'firstName':
    case 'surname':
    case 'street1':
    case 'city':
      return checkText(data[field], TEXT_MAX_LENGTH, true);
    case 'zipCode':
      return checkText(data.zipCode, POSTAL_CODE_MAX_LENGTH, true);
    case 'street2':
      return checkText(data.street2, TEXT_MAX_LENGTH, false);
    case 'stateCode':
      return checkState(data.stateCode, context.country);
    case 'birthDay':
      return checkNumber(data.birthDay, 1, 31);
    case 'birthMonth':
      return checkNumber(data.birthMonth, 1, 12);
    case 'birthYear':
      return checkNumber(data.birthYear, 1, context.today.getFullYear());
    case 'birthdate':
      return checkBirthdate(data, context.today);
  }
}

/** The fields a submit checks, in the order the form shows them; the birth selects are reported once, as 'birthdate'. */
export const PERSONAL_FIELDS: readonly PersonalField[] = [
  'salutation',
  'firstName',
  'surname',
  'birthdate',
  'street1',
  'street2',
  'zipCode',
  'city',
  'stateCode',
];

/** Every error of the form on submit, by field; empty when the data may be saved. */
export function validatePersonalData(
  data: PersonalData,
  context: PersonalContext,
): Partial<Record<PersonalField, PersonalError>> {
  const errors: Partial<Record<PersonalField, PersonalError>> = {};
  for (const field of PERSONAL_FIELDS) {
    const error = validatePersonalField(field, data, context);
    if (error !== null) errors[field] = error;
  }
  return errors;
}

/** POST /gd/rest/me/userData body (SPEC §3 Address write); structurally the contracts' AddressWrite. */
export type AddressWrite = {
  gender: 'm' | 'f';
  firstName: string;
  surname: string;
  birthdate: string;
  street1: string;
  street2: string;
  zipCode: string;
  city: string;
  stateCode: string;
  referer: 'shop';
};

/** GET /gd/rest/me/userData?fields=address answer (SPEC §3 Address read). */
export type AddressRead = {
  address: {
    firstName: string;
    surname: string;
    street1: string;
    street2: string;
    zipCode: string;
    stateCode: string;
    city: string;
  };
  gender: 'm' | 'f' | null;
  birthdate: string | null;
};

const pad = (value: number, width: number): string => String(value).padStart(width, '0');

/**
 * The address body for validated data. Throws when salutation or birth date is missing: that is
 * a call before validatePersonalData passed, a programming error rather than user input.
 */
export function toAddressWrite(data: PersonalData): AddressWrite {
  const { salutation, birthYear, birthMonth, birthDay } = data;
  if (salutation === 'NONE') throw new Error('toAddressWrite: salutation is not set; validate first');
  if (birthYear === null || birthMonth === null || birthDay === null) {
    throw new Error('toAddressWrite: birth date is incomplete; validate first');
  }
  return {
    gender: salutation === 'MR' ? 'm' : 'f',
    firstName: data.firstName.trim(),
    surname: data.surname.trim(),
    birthdate: `${pad(birthYear, 4)}-${pad(birthMonth, 2)}-${pad(birthDay, 2)}`,
    street1: data.street1.trim(),
    street2: data.street2.trim(),
    zipCode: data.zipCode.trim(),
    city: data.city.trim(),
    stateCode: data.stateCode.trim(),
    referer: 'shop',
  };
}

/** A real calendar date from 'YYYY-MM-DD', else null. */
export function parseIsoDate(text: string | null): CalendarDate | null {
  const match = text === null ? null : /^(\d{4})-(\d{2})-(\d{2})$/.exec(text);
  if (match === null) return null;
  const date = { year: Number(match[1]), month: Number(match[2]), day: Number(match[3]) };
  return isValidDate(date.year, date.month, date.day) ? date : null;
}

/** Form data from the stored address; a missing or malformed birth date leaves the selects empty. */
export function fromAddressRead(read: AddressRead): PersonalData {
  const birth = parseIsoDate(read.birthdate);
  const salutations = { m: 'MR', f: 'MS' } as const;
  return {
    salutation: read.gender === null ? 'NONE' : salutations[read.gender],
    firstName: read.address.firstName,
    surname: read.address.surname,
    street1: read.address.street1,
    street2: read.address.street2,
    zipCode: read.address.zipCode,
    city: read.address.city,
    stateCode: read.address.stateCode,
    birthDay: birth?.day ?? null,
    birthMonth: birth?.month ?? null,
    birthYear: birth?.year ?? null,
  };
}

const TEXT_FIELDS = ['firstName', 'surname', 'street1', 'street2', 'zipCode', 'city', 'stateCode'] as const;

/** Whether saving would change the stored address (SPEC §5: post only on change); whitespace does not count. */
export function hasAddressChanged(before: PersonalData, after: PersonalData): boolean {
  if (before.salutation !== after.salutation) return true;
  if (before.birthDay !== after.birthDay || before.birthMonth !== after.birthMonth) return true;
  if (before.birthYear !== after.birthYear) return true;
  return TEXT_FIELDS.some((field) => before[field].trim() !== after[field].trim());
}
