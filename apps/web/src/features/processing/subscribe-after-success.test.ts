import type { SubscriptionDetails } from '@shop/contracts/subscription';
import { describe, expect, it, vi } from 'vitest';
import { readPurchaseSession } from '../../lib/purchase-session';
import { purchaseResultFixture } from '../../test/purchase-fixtures';
import { needsSubscription, type SignUp, signUpAfterSuccess } from './subscribe-after-success';

const SAVER = {
  price: 1000,
  currency: 'EUR',
  subscription: true,
  consumables: [
    { type: 'DEPOSIT' as const, amount: 1000 },
    { type: 'BONUS' as const, amount: 250, bonusPrice: 1000 },
  ],
};

const DETAILS = { state: 'PENDING' } as SubscriptionDetails;

function signUp(send: SignUp['send']): SignUp {
  return { token: async () => 'token-1', send, onStarted: vi.fn(), onFailed: vi.fn() };
}

describe('needsSubscription', () => {
  it.each([
    ['a saver package with deposit and bonus', SAVER, true],
    ['a one-off package', { ...SAVER, subscription: false }, false],
    ['a saver package without bonus', { ...SAVER, consumables: [{ type: 'DEPOSIT' as const, amount: 1000 }] }, false],
    [
      'a saver package with a provider bonus only',
      {
        ...SAVER,
        consumables: [
          { type: 'DEPOSIT' as const, amount: 1000 },
          { type: 'PROVIDER_BONUS' as const, amount: 100 },
        ],
      },
      false,
    ],
  ])('%s: %s', (_, purchasable, expected) => {
    expect(needsSubscription({ purchasable })).toBe(expected);
  });
});

describe('signUpAfterSuccess', () => {
  it('joins a running sign-up for the same tid and never repeats a finished one', async () => {
    let answer: (details: SubscriptionDetails) => void = () => {};
    const send = vi.fn(() => new Promise<SubscriptionDetails>((resolve) => (answer = resolve)));
    const result = purchaseResultFixture({ state: 'SUCCESS', provider: 'paypal', purchasable: SAVER });
    const first = signUp(send);
    const second = signUp(send);

    const both = Promise.all([signUpAfterSuccess(result, first), signUpAfterSuccess(result, second)]);
    await vi.waitFor(() => expect(send).toHaveBeenCalledTimes(1));
    answer(DETAILS);
    await both;
    expect(first.onStarted).toHaveBeenCalledWith(DETAILS);
    expect(readPurchaseSession().subscription).toEqual({ tid: 'tid-1', started: true });

    const third = signUp(send);
    await signUpAfterSuccess(result, third);
    expect(send).toHaveBeenCalledTimes(1);
    expect(third.onStarted).not.toHaveBeenCalled();
    expect(send).toHaveBeenCalledWith(
      expect.objectContaining({ paytype: 'paypal', tid: 'tid-1', purchasable: SAVER, token: 'token-1' }),
    );
  });

  it('records and reports a failure without throwing', async () => {
    vi.spyOn(console, 'warn').mockImplementation(() => {});
    const failing = signUp(async () => {
      throw new Error('boom');
    });
    const result = purchaseResultFixture({ tid: 'tid-2', state: 'SUCCESS', provider: 'paypal', purchasable: SAVER });
    await expect(signUpAfterSuccess(result, failing)).resolves.toBeUndefined();
    expect(failing.onFailed).toHaveBeenCalledTimes(1);
    expect(readPurchaseSession().subscription).toEqual({ tid: 'tid-2', started: false });
  });

  it('gives up after the time-out and lets the purchase end', async () => {
    vi.useFakeTimers();
    vi.spyOn(console, 'warn').mockImplementation(() => {});
    const hanging = signUp(
      ({ signal }) =>
        new Promise<SubscriptionDetails>((_, reject) => {
          signal?.addEventListener('abort', () => reject(new Error('aborted')));
        }),
    );
    const result = purchaseResultFixture({ tid: 'tid-3', state: 'SUCCESS', provider: 'paypal', purchasable: SAVER });
    const done = signUpAfterSuccess(result, hanging);
    await vi.advanceTimersByTimeAsync(15_000);
    await done;
    expect(hanging.onFailed).toHaveBeenCalledTimes(1);
  });
});
