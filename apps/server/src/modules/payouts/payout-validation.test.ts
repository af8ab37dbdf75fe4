import type { PayoutRequest } from '@shop/contracts/payout';
import { describe, expect, it } from 'vitest';
import { checkPayoutRequest, type PayoutCheckInput } from './payout-validation.ts';

const input = (request: PayoutRequest, overrides: Partial<PayoutCheckInput> = {}): PayoutCheckInput => ({
  request,
  currency: 'EUR',
  fee: 100,
  withdrawable: 10_000,
  balance: 10_000,
  paypalAccounts: ['a@paypal.example', 'b@paypal.example'],
  ...overrides,
});
const bank = (withdrawable: number, provider: PayoutRequest['provider']): PayoutRequest => ({
  paytype: 'banktransfer',
  withdrawable,
  provider,
});
const paypal = (withdrawable: number, accountName?: string): PayoutRequest => ({
  paytype: 'paypal',
  withdrawable,
  provider: accountName === undefined ? {} : { accountName },
});
const codes = (check: ReturnType<typeof checkPayoutRequest>) => (check.ok ? [] : check.codes);

describe('checkPayoutRequest', () => {
  it('accepts a German account without BIC, normalised; a foreign one with its BIC upper-cased', () => {
    expect(checkPayoutRequest(input(bank(5000, { holder: ' Max M ', iban: 'de89 3704 0044 0532 0130 00' })))).toEqual({
      ok: true,
      account: { paytype: 'banktransfer', holder: 'Max M', iban: 'DE89370400440532013000', bic: null },
    });
    const dutch = checkPayoutRequest(input(bank(5000, { holder: 'Jan', iban: 'NL91ABNA0417164300', bic: 'abnanl2a' })));
    expect(dutch).toMatchObject({ ok: true, account: { bic: 'ABNANL2A' } });
  });

  it('lists the amount first, then the account: requiredBIC before goBack, each once', () => {
    expect(codes(checkPayoutRequest(input(bank(100, {}))))).toEqual(['amountInvalid', 'goBack']);
    expect(codes(checkPayoutRequest(input(bank(100, { iban: 'NL91ABNA0417164300' }))))).toEqual([
      'amountInvalid',
      'requiredBIC',
      'goBack',
    ]);
    expect(codes(checkPayoutRequest(input(bank(10_001, { holder: 'Max', iban: 'DE00', bic: '??' }))))).toEqual([
      'amountInvalid',
      'goBack',
    ]);
  });

  it('takes PayPal accounts without regard to case, the only one when none is named', () => {
    expect(checkPayoutRequest(input(paypal(5000, ' B@PayPal.Example ')))).toEqual({
      ok: true,
      account: { paytype: 'paypal', paypalAccount: 'b@paypal.example' },
    });
    expect(codes(checkPayoutRequest(input(paypal(5000))))).toEqual(['paypalAccountNotAccepted']);
    expect(checkPayoutRequest(input(paypal(5000), { paypalAccounts: ['only@x.example'] }))).toMatchObject({
      ok: true,
      account: { paypalAccount: 'only@x.example' },
    });
    expect(codes(checkPayoutRequest(input(paypal(50, 'x@y.example'), { paypalAccounts: [] })))).toEqual([
      'amountInvalid',
      'paypalUseFirst',
    ]);
  });

  it('demands the excess above 1000 of a forced payout, or everything withdrawable when less', () => {
    const forced = { balance: 130_000, withdrawable: 120_000 };
    expect(codes(checkPayoutRequest(input(paypal(29_999, 'a@paypal.example'), forced)))).toEqual(['amountInvalid']);
    expect(checkPayoutRequest(input(paypal(30_000, 'a@paypal.example'), forced)).ok).toBe(true);
    // Mostly bonus: 20 000 withdrawable of 130 000 — the most that can go is all of it.
    const bonusHeavy = { balance: 130_000, withdrawable: 20_000 };
    expect(codes(checkPayoutRequest(input(paypal(19_999, 'a@paypal.example'), bonusHeavy)))).toEqual(['amountInvalid']);
    expect(checkPayoutRequest(input(paypal(20_000, 'a@paypal.example'), bonusHeavy)).ok).toBe(true);
  });
});
