import type { ExpressSettings } from '@shop/contracts/express';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { readPurchaseSession } from '../../../lib/purchase-session';
import { collectErrorReports } from '../../../test/error-reports';
import { json, pending, type StubHandler, stubFetch } from '../../../test/fetch-stub';
import { purchaseResultFixture } from '../../../test/purchase-fixtures';
import { renderApp } from '../../../test/render-app';
import { ERROR_REPORT_EVENT, type ExpressSettingsErrorReport } from '../error-report';
import { showsExpressOptIn } from '../review-model';
import { CARD_DRAFT, reviewRoutes, seedReview } from './review-test-setup';

const NOTHING_STORED: ExpressSettings = [
  { paytypeCode: 'paypal', subscribed: false, available: false },
  { paytypeCode: 'adyen-cc', subscribed: false, available: false },
  { paytypeCode: 'adyen-elv', subscribed: false, available: false },
];

const reports = collectErrorReports<ExpressSettingsErrorReport>(ERROR_REPORT_EVENT);

async function renderReview(settings: StubHandler, draft: Parameters<typeof seedReview>[0] = cardReview) {
  seedReview(draft);
  const network = stubFetch(
    reviewRoutes(
      {},
      {
        'GET /deposit/shop/express/settings': settings,
        'POST /deposit/shop/purchases': () => json(purchaseResultFixture()),
        'GET /deposit/shop/purchases/tid-1': pending,
      },
    ),
  );
  const view = await renderApp('/review');
  await screen.findByRole('heading', { level: 1, name: 'Review and pay' });
  return { ...view, network };
}

const cardReview = { draft: { providerCode: 'adyen-cc' as const, card: CARD_DRAFT } };
const optIn = () => screen.queryByRole('checkbox', { name: 'Save for express payment' });

describe('the express opt-in on review (SPEC §4)', () => {
  it('shows for a one-off card purchase whose provider is not the favourite, unchecked, and sends the choice', async () => {
    const view = await renderReview(() => json(NOTHING_STORED));
    const box = await screen.findByRole('checkbox', { name: 'Save for express payment' });
    expect((box as HTMLInputElement).checked).toBe(false);
    expect(screen.getByText(/in two taps from the games page/)).toBeTruthy();
    await userEvent.click(box);
    await userEvent.click(screen.getByRole('button', { name: 'Deposit now' }));
    await waitFor(() => expect(view.router.state.location.pathname).toBe('/processing/tid-1'));
    const [call] = view.network.callsTo('/deposit/shop/purchases');
    expect(JSON.parse(String(call?.init?.body))).toMatchObject({ provider: 'adyen-cc', expressSubscribe: true });
    expect(readPurchaseSession().expressOptIn).toBe(true);
  });

  it('sends expressSubscribe false when left unchecked', async () => {
    const view = await renderReview(() => json(NOTHING_STORED));
    await screen.findByRole('checkbox', { name: 'Save for express payment' });
    await userEvent.click(screen.getByRole('button', { name: 'Deposit now' }));
    await waitFor(() => expect(view.router.state.location.pathname).toBe('/processing/tid-1'));
    const [call] = view.network.callsTo('/deposit/shop/purchases');
    expect(JSON.parse(String(call?.init?.body))).toMatchObject({ expressSubscribe: false });
    expect(readPurchaseSession().expressOptIn).toBeUndefined();
  });

  it('tells PayPal players that PayPal asks to allow later payments', async () => {
    await renderReview(() => json(NOTHING_STORED), { draft: { providerCode: 'paypal' } });
    expect(await screen.findByText(/PayPal will ask you to allow later payments/)).toBeTruthy();
  });

  it('is not shown when the provider is already the favourite, has no express payment, or for the saver package', async () => {
    const subscribed: ExpressSettings = [{ paytypeCode: 'adyen-cc', subscribed: true, available: true }];
    const view = await renderReview(() => json(subscribed));
    await waitFor(() => expect(view.network.callsTo('/deposit/shop/express/settings')).toHaveLength(1));
    await screen.findByRole('button', { name: 'Deposit now' });
    expect(optIn()).toBeNull();

    expect(showsExpressOptIn({ subscription: false, provider: 'checkout-ideal', settings: NOTHING_STORED })).toBe(
      false,
    );
    expect(showsExpressOptIn({ subscription: true, provider: 'paypal', settings: NOTHING_STORED })).toBe(false);
    expect(showsExpressOptIn({ subscription: false, provider: 'paypal', settings: undefined })).toBe(false);
    expect(showsExpressOptIn({ subscription: false, provider: 'paypal', settings: NOTHING_STORED })).toBe(true);
  });

  it('reports expressPayment_subscriptions_fail when the settings do not load, and review still pays', async () => {
    const view = await renderReview(() => json(['unexpected'], 500));
    await waitFor(() => expect(reports).toEqual([{ type: 'expressPayment_subscriptions_fail', code: 'unexpected' }]));
    expect(optIn()).toBeNull();
    await userEvent.click(screen.getByRole('button', { name: 'Deposit now' }));
    await waitFor(() => expect(view.router.state.location.pathname).toBe('/processing/tid-1'));
  });
  it('asks for the settings while the shop is still loading, once: review shows that answer without asking again', async () => {
    seedReview(cardReview);
    let answerShop = () => {};
    const shopHeld = new Promise<void>((resolve) => {
      answerShop = resolve;
    });
    const routes = reviewRoutes({}, { 'GET /deposit/shop/express/settings': () => json(NOTHING_STORED) });
    const shop = routes['GET /deposit/shop'];
    const network = stubFetch({
      ...routes,
      'GET /deposit/shop': async (request) => {
        await shopHeld;
        return (shop as StubHandler)(request);
      },
    });
    await renderApp('/review');
    await waitFor(() => expect(network.callsTo('/deposit/shop/express/settings')).toHaveLength(1));
    // Review waits for the shop: no opt-in yet.
    expect(screen.queryByRole('checkbox', { name: 'Save for express payment' })).toBeNull();
    answerShop();
    await screen.findByRole('checkbox', { name: 'Save for express payment' });
    expect(network.callsTo('/deposit/shop/express/settings')).toHaveLength(1);
  });
});
