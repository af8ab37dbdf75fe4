import type { PurchaseResult } from '@shop/contracts/purchase';
import type { SubscriptionDetails } from '@shop/contracts/subscription';
import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { subscriptionDetailsQueryOptions } from '../../../lib/session/subscription-details';
import { collectErrorReports } from '../../../test/error-reports';
import { json, type StubHandler, stubFetch } from '../../../test/fetch-stub';
import { subscriptionPackages } from '../../../test/fixtures';
import { purchaseResultFixture } from '../../../test/purchase-fixtures';
import { ERROR_REPORT_EVENT, type SubscriptionErrorReport } from '../error-report';
import { afterSuccessRoutes, CALL_FAILURES, renderUntilEnd, seedRunningPurchase } from '../test/after-success-fixtures';

// The $20 saver package with its $5 bonus, as the wire carries it (no local id).
const { id: _id, ...SAVER_PACKAGE } = subscriptionPackages()[1] ?? {
  id: 0,
  price: 0,
  currency: '',
  subscription: true,
  consumables: [],
};

const DETAILS: SubscriptionDetails = {
  state: 'PENDING',
  startDate: '2026-03-05',
  endDate: null,
  nextBookingDate: '2026-04-05',
  outstandingBookingsCount: 3,
  amount: 2000,
  bonusAmount: 500,
  paytype: 'paypal',
  currency: 'USD',
  minimumTermEndDate: '2026-06-04',
  cancellationEffectiveDate: '2026-06-04',
};

function success(change: Partial<PurchaseResult> = {}): PurchaseResult {
  return purchaseResultFixture({
    state: 'SUCCESS',
    provider: 'paypal',
    purchasable: SAVER_PACKAGE,
    depositAmount: 2000,
    bonusAmount: 500,
    ...change,
  });
}

/** A saver-package purchase running in this tab: the pay step has been. */
function seed(result = success()) {
  sessionStorage.setItem('shop.selection', JSON.stringify({ type: 'SUBSCRIPTION', normal: null, subscription: 1 }));
  seedRunningPurchase({ result });
}

function routes(subscribe: StubHandler, result = success()) {
  return afterSuccessRoutes(
    [{ code: 'paypal', inputType: 'NONE', usable: true, subscriptionSupported: true, limit: null }],
    result,
    'POST /deposit/subscription/paypal',
    subscribe,
  );
}

const reports = collectErrorReports<SubscriptionErrorReport>(ERROR_REPORT_EVENT);

const selectionType = () => JSON.parse(sessionStorage.getItem('shop.selection') ?? '{}').type;

describe('saver package sign-up after SUCCESS', () => {
  it('subscribes with the package and the tid, stores the details and says so on /end', async () => {
    seed();
    const network = stubFetch(routes(() => json(DETAILS)));
    const { queryClient } = await renderUntilEnd('/postprocessing/tid-1');

    const calls = network.callsTo('/deposit/subscription/paypal');
    expect(calls).toHaveLength(1);
    const call = calls[0];
    expect(call?.init?.method).toBe('POST');
    expect(call?.url.searchParams.get('transactionid')).toBe('tid-1');
    expect(call?.url.searchParams.get('referer')).toBe('shop');
    expect(call?.headers.get('Authorization')).toBe('Bearer token-1');
    expect(JSON.parse(String(call?.init?.body))).toEqual({
      price: 2000,
      currency: 'USD',
      subscription: true,
      consumables: [
        { type: 'DEPOSIT', amount: 2000 },
        { type: 'BONUS', amount: 500, bonusPrice: 2000 },
      ],
    });
    expect(queryClient.getQueryData(subscriptionDetailsQueryOptions().queryKey)).toEqual(DETAILS);
    expect(selectionType()).toBe('SUBSCRIPTION');
    expect(reports).toEqual([]);

    expect(
      await screen.findByText(
        'Thank you! Your first deposit is ready to play. Your saver package starts as soon as you confirm it.',
      ),
    ).toBeTruthy();
    const notice = screen.getByTestId('end-subscription-started');
    expect(
      within(notice).getByText("We've sent you an e-mail. Please click the link in it to confirm your saver package."),
    ).toBeTruthy();
    expect(within(notice).getByRole('link', { name: 'Open your mailbox' }).getAttribute('href')).toBe(
      '/platform/mailbox',
    );
    const amounts = screen.getAllByRole('term')[0]?.closest('dl') as HTMLElement;
    expect(within(amounts).getByText('$20.00')).toBeTruthy();
    expect(within(amounts).getByText('$5.00')).toBeTruthy();
  });

  it.each([
    [
      'a refusal',
      () => json(['subscription-already-active', '2026-10-31'], 409),
      'subscription-already-active',
      ['subscription-already-active', '2026-10-31'],
    ],
    ...CALL_FAILURES,
  ] as const)(
    'goes to /end anyway after %s, reports it and switches back to NORMAL',
    async (_, answer, code, details) => {
      seed();
      const network = stubFetch(routes(answer));
      await renderUntilEnd();
      expect(network.callsTo('/deposit/subscription/paypal')).toHaveLength(1);
      expect(reports).toEqual([{ type: 'abo-subscription-failed', tid: 'tid-1', code, details }]);
      expect(selectionType()).toBe('NORMAL');
      expect(await screen.findByText('Thank you! Your credit is ready to play.')).toBeTruthy();
      expect(
        screen.getByText(
          "Your deposit went through, but we couldn't start your saver package. Please check your saver package or contact customer support.",
        ),
      ).toBeTruthy();
    },
  );

  it('signs up once per tid: a reload of the processing view does not call again', async () => {
    seed();
    const network = stubFetch(routes(() => json(DETAILS)));
    const first = await renderUntilEnd();
    first.unmount();

    // The processing view again for the same purchase (a reload or the provider returning twice).
    await renderUntilEnd();
    expect(network.callsTo('/deposit/subscription/paypal')).toHaveLength(1);
    expect(await screen.findByTestId('end-subscription-started')).toBeTruthy();
  });

  it.each([
    ['a one-off deposit', success({ purchasable: { ...SAVER_PACKAGE, subscription: false } })],
    [
      'a saver package without bonus',
      success({ purchasable: { ...SAVER_PACKAGE, consumables: [{ type: 'DEPOSIT', amount: 2000 }] } }),
    ],
  ])('does not sign up for %s', async (_, result) => {
    seed(result);
    const network = stubFetch(routes(() => json(DETAILS), result));
    await renderUntilEnd();
    expect(network.callsTo('/deposit/subscription/paypal')).toHaveLength(0);
    expect(screen.queryByTestId('end-subscription-started')).toBeNull();
    expect(screen.queryByTestId('end-subscription-failed')).toBeNull();
  });
});
