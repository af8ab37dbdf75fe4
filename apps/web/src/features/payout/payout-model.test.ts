import { describe, expect, it } from 'vitest';
import { EMPTY_PAYOUT_DRAFT, type PayoutDraft } from '../../lib/payout-draft';
import {
  buildPayoutRequest,
  decimalSeparatorFor,
  payoutOptions,
  payoutStepRedirect,
  paypalAccountFor,
} from './payout-model';
import { BANK, payoutInfoFixture, paypalProvider, VALID_IBAN } from './test/payout-fixtures';

const bankDraft: PayoutDraft = {
  ...EMPTY_PAYOUT_DRAFT,
  paytype: 'banktransfer',
  amountMinor: 5000,
  bank: { holder: ' Max Muster ', iban: 'de89 3704 0044 0532 0130 00', bic: '' },
};

describe('payout options', () => {
  it('keeps the server order and falls back to the currency fee when the provider names none', () => {
    const info = payoutInfoFixture({
      currency: 'GGBP',
      providers: [{ ...paypalProvider(), payoutFee: -1 }, BANK],
    });
    expect(payoutOptions(info).map((option) => [option.paytype, option.feeMinor])).toEqual([
      ['paypal', 150],
      ['banktransfer', 100],
    ]);
  });
});

describe('decimal separator', () => {
  it.each([
    ['de-DE', ','],
    ['en-US', '.'],
    ['sv-SE', ','],
    ['en-GB', '.'],
    ['not a locale', '.'],
  ])('%s uses %s', (locale, separator) => {
    expect(decimalSeparatorFor(locale)).toBe(separator);
  });
});

describe('PayPal account', () => {
  it('uses one account, needs a known choice among several, and a valid address without any', () => {
    expect(paypalAccountFor(['a@example.com'], null)).toBe('a@example.com');
    expect(paypalAccountFor(['a@example.com', 'b@example.com'], null)).toBeNull();
    expect(paypalAccountFor(['a@example.com', 'b@example.com'], 'c@example.com')).toBeNull();
    expect(paypalAccountFor(['a@example.com', 'b@example.com'], 'b@example.com')).toBe('b@example.com');
    expect(paypalAccountFor([], ' new@example.com ')).toBe('new@example.com');
    expect(paypalAccountFor([], 'new@')).toBeNull();
  });
});

describe('payout request', () => {
  it('sends the IBAN compact, the holder trimmed and no empty BIC', () => {
    const [bank] = payoutOptions(payoutInfoFixture());
    if (bank === undefined) throw new Error('no bank option');
    expect(buildPayoutRequest(bank, bankDraft)).toEqual({
      paytype: 'banktransfer',
      withdrawable: 5000,
      provider: { holder: 'Max Muster', iban: VALID_IBAN },
    });
  });
});

describe('step preconditions', () => {
  const info = payoutInfoFixture();
  it.each<[string, Parameters<typeof payoutStepRedirect>, string | null, boolean]>([
    ['intro always shows', ['intro', { ...info, payoutAllowed: false }, EMPTY_PAYOUT_DRAFT, false], null, false],
    [
      'select needs payouts allowed',
      ['select', { ...info, payoutAllowed: false }, EMPTY_PAYOUT_DRAFT, false],
      '/payout',
      false,
    ],
    [
      'select is closed while a payout is pending',
      ['select', { ...info, pendingPayout: true }, EMPTY_PAYOUT_DRAFT, false],
      '/payout',
      false,
    ],
    ['data needs a method', ['data', info, EMPTY_PAYOUT_DRAFT, false], '/payout/select', false],
    [
      'data needs a usable method',
      ['data', { ...info, providers: [{ ...BANK, unavailableReason: 'paymentUnavailable' }] }, bankDraft, false],
      '/payout/select',
      false,
    ],
    ['summary needs an amount', ['summary', info, { ...bankDraft, amountMinor: null }, true], '/payout/data', false],
    [
      'summary needs a withdrawable amount',
      ['summary', { ...info, withdrawable: 4000 }, bankDraft, true],
      '/payout/data',
      false,
    ],
    ['summary needs the account', ['summary', info, { ...bankDraft, bank: null }, true], '/payout/data', false],
    ['summary needs the payout token', ['summary', info, bankDraft, false], '/payout/data', true],
    ['summary with everything shows', ['summary', info, bankDraft, true], null, false],
  ])('%s', (_, input, to, passwordAgain) => {
    const redirect = payoutStepRedirect(...input);
    expect(redirect?.to ?? null).toBe(to);
    expect(redirect?.passwordAgain ?? false).toBe(passwordAgain);
  });
});
