import { describe, expect, it } from 'vitest';
import {
  ERROR_ACTION_GROUPS,
  errorActionFor,
  errorMessageKeyFor,
  errorReferenceFor,
  isUserBlockedError,
  KNOWN_ERROR_MESSAGE_KEYS,
  PAYOUT_BLOCKERS,
  PERSONAL_FIELD_ERROR_CODES,
} from './errors.ts';

describe('errorActionFor', () => {
  it.each([
    ['3', 'games'],
    ['47', 'games'],
    ['duplicate_payment_user', 'games'],
    ['unexpected', 'reload'],
    ['1', 'provider'],
    ['2', 'provider'],
    ['4', 'provider'],
    ['10', 'provider'],
    ['21', 'provider'],
    ['25', 'provider'],
    ['30', 'provider'],
    ['46', 'provider'],
    ['48', 'provider'],
    ['card_holder_not_set', 'provider'],
    ['iban_wrong_format', 'provider'],
    ['expSubscribeFailed', 'root'],
    ['49', 'root'],
    ['26', 'root'],
    ['tokenExpired', 'root'],
    ['tokenExpiredDepositComplete', 'root'],
    ['11', 'personal'],
    ['20', 'personal'],
    ['29', 'personal'],
    ['unsure', 'home'],
    ['503', 'home'],
    ['not-logged-in', 'home'],
    ['forbidden', 'home'],
    ['forbidden_payout', 'home'],
    ['no_purchasables', 'home'],
    ['not-authenticated', 'token-expired'],
    ['subscription-already-active', 'subscription'],
    ['subscription-deposits-blocked', 'shop-settings'],
    ['subscription-signup-blocked', 'root'],
    ['subscription-not-allowed', 'root'],
    ['subscription-signup-in-progress', 'root'],
  ])('sends %s to %s', (code, action) => {
    expect(errorActionFor(code)).toBe(action);
  });

  it.each(['27', '28', '50', '51', '0', '047', 'whatever', '', 'constructor'])('continues unknown %j to /', (code) => {
    expect(errorActionFor(code)).toBe('root');
  });

  it('lists no code in two groups', () => {
    const all = Object.values(ERROR_ACTION_GROUPS).flat();
    expect(new Set(all).size).toBe(all.length);
  });
});

describe('errorMessageKeyFor', () => {
  it('has one key per deposit code 1-50', () => {
    for (let code = 1; code <= 50; code += 1) {
      expect(errorMessageKeyFor(String(code))).toBe(`errors.messages.code_${code}`);
    }
  });

  it('keys 503 and named codes', () => {
    expect(errorMessageKeyFor('503')).toBe('errors.messages.code_503');
    expect(errorMessageKeyFor('card_has_expired')).toBe('errors.messages.card_has_expired');
    expect(errorMessageKeyFor('not-logged-in')).toBe('errors.messages.not-logged-in');
    expect(errorMessageKeyFor('depositLimitReached_New')).toBe('errors.messages.depositLimitReached_New');
    expect(errorMessageKeyFor('not-authenticated')).toBe('errors.messages.not-authenticated');
    expect(errorMessageKeyFor('subscription-already-active')).toBe('errors.messages.subscription-already-active');
    expect(errorMessageKeyFor('subscription-deposits-blocked')).toBe('errors.messages.subscription-deposits-blocked');
    expect(errorMessageKeyFor('subscription-signup-blocked')).toBe('errors.messages.subscription-signup-blocked');
    expect(errorMessageKeyFor('subscription-not-allowed')).toBe('errors.messages.subscription-not-allowed');
  });

  it('shows duplicate_payment_user as the duplicate-customer text of 47', () => {
    expect(errorMessageKeyFor('duplicate_payment_user')).toBe('errors.messages.code_47');
  });

  it.each(['0', '51', '07', '500', 'nope', '', 'hasOwnProperty'])('falls back to code 1 for %j', (code) => {
    expect(errorMessageKeyFor(code)).toBe('errors.messages.code_1');
  });

  it('only returns known keys, and lists each once', () => {
    const probes = [
      ...KNOWN_ERROR_MESSAGE_KEYS.map((key) => key.replace(/^errors\.messages\.(code_)?/, '')),
      'x',
      '99',
    ];
    for (const probe of probes) expect(KNOWN_ERROR_MESSAGE_KEYS).toContain(errorMessageKeyFor(probe));
    expect(new Set(KNOWN_ERROR_MESSAGE_KEYS).size).toBe(KNOWN_ERROR_MESSAGE_KEYS.length);
    expect(KNOWN_ERROR_MESSAGE_KEYS).toHaveLength(50 + 1 + 36);
  });
});

describe('isUserBlockedError', () => {
  it('knows the two blocked-user codes', () => {
    expect(isUserBlockedError('identical_to_fraud_blocked_user')).toBe(true);
    expect(isUserBlockedError('duplicate_payment_user')).toBe(true);
    expect(isUserBlockedError('47')).toBe(false);
  });
});

describe('code tables', () => {
  it('keeps the payout blocker codes as text', () => {
    expect(PAYOUT_BLOCKERS.legallyBlocked).toBe('0102');
    expect(Object.values(PAYOUT_BLOCKERS)).toEqual(['8519', '8357', '2361', '0102', '6442', '9295', '2409']);
  });

  it('routes every personal field code to the personal form', () => {
    for (const code of Object.values(PERSONAL_FIELD_ERROR_CODES)) expect(errorActionFor(code)).toBe('personal');
  });
});

describe('errorReferenceFor', () => {
  // The catalogue number of a numbered code or list; none for named codes, so no internal name or parameter reaches
  // the player.
  it.each([
    ['8', '8'],
    ['503', '503'],
    ['11|13|11', '11, 13'],
    ['duplicate_payment_user', '47'],
    ['tokenExpiredDepositComplete', null],
    ['depositLimitReached_New|25|2026-12-01', null],
    ['card_has_expired', null],
    ['07', null],
    ['', null],
  ])('is, for %j, %j', (code, reference) => {
    expect(errorReferenceFor(code)).toBe(reference);
  });
});
