import type { ExpressSettings } from '@shop/contracts/express';
import type { PurchaseResult } from '@shop/contracts/purchase';
import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { readPurchaseSession } from '../../../lib/purchase-session';
import { expressSettingsQueryOptions } from '../../../lib/session/express-settings';
import { collectErrorReports } from '../../../test/error-reports';
import { json, type StubHandler, stubFetch } from '../../../test/fetch-stub';
import { purchaseResultFixture } from '../../../test/purchase-fixtures';
import { ERROR_REPORT_EVENT, type ExpressSubscriptionErrorReport } from '../error-report';
import { afterSuccessRoutes, CALL_FAILURES, renderUntilEnd, seedRunningPurchase } from '../test/after-success-fixtures';

const SUBSCRIBED: ExpressSettings = [
  { paytypeCode: 'paypal', subscribed: false, available: false },
  { paytypeCode: 'adyen-cc', subscribed: true, available: true },
];

const success = (change: Partial<PurchaseResult> = {}) => purchaseResultFixture({ state: 'SUCCESS', ...change });

/** A one-off card purchase running in this tab; `optIn`: the review's express box was ticked. */
function seed(result = success(), optIn = true) {
  seedRunningPurchase({ result, ...(optIn ? { expressOptIn: true } : {}) });
}

function routes(subscribe: StubHandler, result = success()) {
  return afterSuccessRoutes(
    [
      { code: 'paypal', inputType: 'NONE', usable: true, subscriptionSupported: true, limit: null },
      { code: 'adyen-cc', inputType: 'CARD_PCI', usable: true, subscriptionSupported: false, limit: null },
    ],
    result,
    'POST /deposit/shop/express/subscription',
    subscribe,
  );
}

const reports = collectErrorReports<ExpressSubscriptionErrorReport>(ERROR_REPORT_EVENT);

describe('express subscription after SUCCESS (SPEC §4)', () => {
  it('subscribes the paid method with the bearer token before /end and keeps the new settings', async () => {
    seed();
    const network = stubFetch(routes(() => json(SUBSCRIBED)));
    const { queryClient } = await renderUntilEnd();

    const calls = network.callsTo('/deposit/shop/express/subscription');
    expect(calls).toHaveLength(1);
    expect(calls[0]?.init?.method).toBe('POST');
    expect(calls[0]?.headers.get('Authorization')).toBe('Bearer token-1');
    expect(JSON.parse(String(calls[0]?.init?.body))).toEqual({ paytype: 'adyen-cc' });
    expect(queryClient.getQueryData(expressSettingsQueryOptions().queryKey)).toEqual(SUBSCRIBED);
    expect(readPurchaseSession().express).toEqual({ tid: 'tid-1', subscribed: true });
    expect(reports).toEqual([]);
  });

  it.each([
    ['a refusal', () => json(['express-not-available'], 409), 'express-not-available', ['express-not-available']],
    ...CALL_FAILURES,
  ] as const)(
    'reports express-subscription-failed after %s and goes to /end anyway',
    async (_, answer, code, details) => {
      seed();
      stubFetch(routes(answer));
      await renderUntilEnd();
      expect(reports).toEqual([
        { type: 'express-subscription-failed', tid: 'tid-1', paytype: 'adyen-cc', code, details },
      ]);
      expect(await screen.findByRole('heading', { level: 1, name: 'Deposit successful' })).toBeTruthy();
    },
  );

  it('skips the call for PayPal: its purchase made the favourite with the billing agreement', async () => {
    const result = success({ provider: 'paypal' });
    seed(result);
    const network = stubFetch(routes(() => json(SUBSCRIBED), result));
    await renderUntilEnd();
    expect(network.callsTo('/deposit/shop/express/subscription')).toHaveLength(0);
    expect(reports).toEqual([]);
  });

  it('calls nothing without the opt-in, and only once per tid', async () => {
    seed(success(), false);
    const network = stubFetch(routes(() => json(SUBSCRIBED)));
    const first = await renderUntilEnd();
    expect(network.callsTo('/deposit/shop/express/subscription')).toHaveLength(0);
    first.unmount();

    seed();
    const second = await renderUntilEnd();
    second.unmount();
    await renderUntilEnd();
    expect(network.callsTo('/deposit/shop/express/subscription')).toHaveLength(1);
  });
});
