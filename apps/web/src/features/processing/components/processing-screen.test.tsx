import type { PurchaseResult } from '@shop/contracts/purchase';
import { LOADER_HIDE_DELAY_MS, STATUS_POLL_TOTAL_MS } from '@shop/domain/constants';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, onTestFinished, vi } from 'vitest';
import { browserLocation } from '../../../lib/browser-location';
import { readPurchaseSession } from '../../../lib/purchase-session';
import { json, type StubRoutes, shopRoutes, stubFetch, text } from '../../../test/fetch-stub';
import { purchaseResultFixture, sepaTransferFixture } from '../../../test/purchase-fixtures';
import { renderApp } from '../../../test/render-app';

afterEach(() => {
  window.__SHOP_TEST_CONFIG__ = undefined;
});

/** The route after the poll ended: it follows the loader's 500 ms hide delay. */
async function untilPath(router: { state: { location: { pathname: string } } }, path: string): Promise<void> {
  await waitFor(() => expect(router.state.location.pathname).toBe(path));
}

function spyOnLeaving() {
  return {
    assign: vi.spyOn(browserLocation, 'assign').mockImplementation(() => {}),
    post: vi.spyOn(browserLocation, 'post').mockImplementation(() => {}),
  };
}

function statusRoutes(answers: readonly Partial<PurchaseResult>[], extra: StubRoutes = {}) {
  let index = 0;
  return shopRoutes({
    'GET /deposit/shop/purchases/tid-1': () => {
      const answer = answers[Math.min(index, answers.length - 1)] ?? {};
      index += 1;
      return json(purchaseResultFixture(answer));
    },
    ...extra,
  });
}

/** A running purchase in this tab (the pay step has been). */
function seedSession(session: Record<string, unknown> = {}) {
  sessionStorage.setItem('shop.session-started', '1');
  sessionStorage.setItem('shop.purchase', JSON.stringify({ tid: 'tid-1', practice: false, left: [], ...session }));
}

describe('processing views', () => {
  it('shows a calm loader, then /end after SUCCESS once the loader has hidden', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    seedSession();
    stubFetch(statusRoutes([{}, { state: 'SUCCESS' }]));
    const { router } = await renderApp('/processing/tid-1');
    expect(await screen.findByRole('heading', { level: 1, name: 'Processing your payment' })).toBeTruthy();
    await vi.advanceTimersByTimeAsync(2000);
    await screen.findByText('Done. Just a moment…');
    expect(router.state.location.pathname).toBe('/processing/tid-1');
    await vi.advanceTimersByTimeAsync(LOADER_HIDE_DELAY_MS);
    await untilPath(router, '/end');
    expect(readPurchaseSession().result?.state).toBe('SUCCESS');
  });

  it('locks the header and footer links while polling', async () => {
    seedSession();
    stubFetch(statusRoutes([{}]));
    await renderApp('/processing/tid-1');
    await screen.findByRole('heading', { level: 1, name: 'Processing your payment' });
    expect(screen.queryByRole('link', { name: /back to the games/ })).toBeNull();
    const footer = screen.getByRole('navigation', { name: 'Legal information and help' });
    expect(within(footer).queryAllByRole('link')).toHaveLength(0);
    expect(within(footer).queryAllByRole('button')).toHaveLength(0);
  });

  it('sends bank-transfer purchases to /end-banktransfer', async () => {
    seedSession();
    stubFetch(statusRoutes([{ state: 'SUCCESS', provider: 'banktransfer', bankTransfer: sepaTransferFixture() }]));
    const { router } = await renderApp('/postprocessing/tid-1');
    await untilPath(router, '/end-banktransfer');
  });

  it('takes the tid from the session on postprocessing (the provider returns without it)', async () => {
    seedSession();
    const network = stubFetch(statusRoutes([{ state: 'SUCCESS' }]));
    const { router } = await renderApp('/postprocessing?pspReference=psp_1');
    expect(await screen.findByRole('heading', { level: 1, name: 'Checking your payment' })).toBeTruthy();
    await untilPath(router, '/end');
    expect(network.callsTo('/deposit/shop/purchases/tid-1')).toHaveLength(1);
  });

  it('leaves for the provider with a form post when GOTO names params', async () => {
    const leaving = spyOnLeaving();
    seedSession();
    const visit = { url: 'http://localhost:3001/pay/psp_1', params: { MD: 'md-1', PaReq: 'req' } };
    stubFetch(statusRoutes([{ state: 'GOTO', visit }]));
    await renderApp('/processing/tid-1');
    await waitFor(() => expect(leaving.post).toHaveBeenCalledWith(visit.url, visit.params));
    expect(leaving.assign).not.toHaveBeenCalled();
  });

  it('leaves for the provider by navigation when the visit has no params', async () => {
    const leaving = spyOnLeaving();
    seedSession();
    stubFetch(statusRoutes([{ state: 'PROCESSING', visit: { url: 'http://localhost:3001/pay/psp_2' } }]));
    await renderApp('/processing/tid-1');
    await waitFor(() => expect(leaving.assign).toHaveBeenCalledWith('http://localhost:3001/pay/psp_2'));
  });

  it('forwarding uses the stored visit at once, without asking for the status', async () => {
    const leaving = spyOnLeaving();
    const visit = { url: 'http://localhost:3001/pay/psp_3' };
    seedSession({ visit });
    const network = stubFetch(statusRoutes([{}]));
    await renderApp('/forwarding/tid-1');
    expect(await screen.findByRole('heading', { level: 1, name: 'Taking you to your payment provider' })).toBeTruthy();
    await waitFor(() => expect(leaving.assign).toHaveBeenCalledWith(visit.url));
    expect(network.callsTo('/deposit/shop/purchases/tid-1')).toHaveLength(0);
    expect(screen.getByRole('button', { name: 'Continue to the payment provider' })).toBeTruthy();
  });

  // Issue 10 item 2: Back from the provider's page stranded the player on a spinner that never forwarded.
  it('offers to resume at the provider or pay another way after Back from the provider, and keeps checking', async () => {
    const leaving = spyOnLeaving();
    const visit = { url: 'http://localhost:3001/pay/psp_3' };
    seedSession({ visit, left: ['tid-1 http://localhost:3001/pay/psp_3'] });
    localStorage.setItem('shop.essential', JSON.stringify({ destinations: {}, providerPage: '/provider/paypal' }));
    sessionStorage.setItem('shop.pay-attempt', JSON.stringify({ key: 'k', fingerprint: 'f', answered: true }));
    const network = stubFetch(statusRoutes([{}]));
    const { unmount } = await renderApp('/forwarding/tid-1');
    expect(await screen.findByRole('heading', { level: 1, name: "Your payment isn't finished yet" })).toBeTruthy();
    expect(leaving.assign).not.toHaveBeenCalled();
    await waitFor(() => expect(network.callsTo('/deposit/shop/purchases/tid-1').length).toBeGreaterThan(0));

    await userEvent.click(screen.getByRole('button', { name: 'Continue to the payment provider' }));
    expect(leaving.assign).toHaveBeenCalledWith(visit.url);
    unmount();

    const again = await renderApp('/forwarding/tid-1');
    await userEvent.click(await screen.findByRole('button', { name: 'Choose another payment method' }));
    await untilPath(again.router, '/provider/paypal');
    // A new pay attempt: paying again never reuses the first purchase's Idempotency-Key.
    expect(sessionStorage.getItem('shop.pay-attempt')).toBeNull();
  });

  describe('after Back from the provider, once the player chose another payment method', () => {
    const visit = { url: 'http://localhost:3001/pay/psp_3' };
    const providerView = '../../../app/routes/provider';

    /**
     * Back at the forwarding view (the page loaded again, so the status poll runs) with the payment method's view
     * held back: navigations are transitions, so until that view's code is there this one stays on screen, its
     * poll running and its buttons under the player's finger (a journey on a busy machine met exactly that).
     */
    async function chooseAnotherMethodWhileItLoads(statusAnswer: StubRoutes[string]) {
      const leaving = spyOnLeaving();
      seedSession({ visit, left: [`tid-1 ${visit.url}`] });
      localStorage.setItem('shop.essential', JSON.stringify({ destinations: {}, providerPage: '/provider/paypal' }));
      const network = stubFetch(shopRoutes({ 'GET /deposit/shop/purchases/tid-1': statusAnswer }));
      let showPaymentMethods = () => {};
      const viewCode = new Promise<void>((resolve) => {
        showPaymentMethods = resolve;
      });
      vi.doMock(providerView, async (importOriginal) => {
        await viewCode;
        return importOriginal();
      });
      onTestFinished(() => {
        vi.doUnmock(providerView);
      });
      const { router } = await renderApp('/forwarding/tid-1');
      await screen.findByRole('heading', { level: 1, name: "Your payment isn't finished yet" });
      await waitFor(() => expect(network.callsTo('/deposit/shop/purchases/tid-1')).toHaveLength(1));
      await userEvent.click(screen.getByRole('button', { name: 'Choose another payment method' }));
      return { leaving, router, showPaymentMethods };
    }

    it('a status answer that names a provider page no longer sends the player there', async () => {
      // The poll's request went out before the choice; its answer names a page this tab never left for.
      const answer = json(purchaseResultFixture({ state: 'GOTO', visit: { url: `${visit.url}/challenge` } }));
      let answerStatus = () => {};
      const { leaving, router, showPaymentMethods } = await chooseAnotherMethodWhileItLoads(
        () =>
          new Promise<Response>((resolve) => {
            answerStatus = () => resolve(answer);
          }),
      );
      answerStatus();
      await waitFor(() => expect(answer.bodyUsed).toBe(true));
      showPaymentMethods();
      await untilPath(router, '/provider/paypal');
      await screen.findByRole('heading', { level: 1, name: 'Choose your payment method' });
      expect(leaving.assign).not.toHaveBeenCalled();
      expect(leaving.post).not.toHaveBeenCalled();
    });

    it('"Continue to the payment provider" no longer leaves for the provider', async () => {
      const { leaving, router, showPaymentMethods } = await chooseAnotherMethodWhileItLoads(() =>
        json(purchaseResultFixture({ visit })),
      );
      const resume = screen.getByRole('button', { name: 'Continue to the payment provider' });
      expect(resume).toHaveProperty('disabled', true);
      await userEvent.click(resume);
      expect(leaving.assign).not.toHaveBeenCalled();
      showPaymentMethods();
      await untilPath(router, '/provider/paypal');
      await screen.findByRole('heading', { level: 1, name: 'Choose your payment method' });
      expect(leaving.assign).not.toHaveBeenCalled();
    });
  });

  it.each([
    ['FAILED', { state: 'FAILED' as const, errorCode: '8' }, '/error/8'],
    ['BLOCKED', { state: 'BLOCKED' as const }, '/error/47'],
    ['CANCELLED', { state: 'CANCELLED' as const }, '/'],
  ])('routes %s as after pay', async (_, answer, path) => {
    seedSession();
    stubFetch(statusRoutes([answer]));
    const { router } = await renderApp('/processing/tid-1');
    await untilPath(router, path);
  });

  it('goes to /error/unsure for a failure without a code', async () => {
    seedSession();
    stubFetch(shopRoutes({ 'GET /deposit/shop/purchases/tid-1': () => text('<html>oops</html>', 500) }));
    const { router } = await renderApp('/processing/tid-1');
    await untilPath(router, '/error/unsure');
  });

  it.each([
    ['processing', '/error/tokenExpiredDepositComplete'],
    ['postprocessing', '/error/tokenExpiredDepositComplete'],
    ['forwarding', '/error/tokenExpired'],
  ])('times out on /%s after 180 s with %s', async (view, path) => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    seedSession();
    const network = stubFetch(statusRoutes([{}]));
    const { router } = await renderApp(`/${view}/tid-1`);
    await screen.findByRole('heading', { level: 1 });
    await vi.advanceTimersByTimeAsync(STATUS_POLL_TOTAL_MS - 1000);
    expect(router.state.location.pathname).toBe(`/${view}/tid-1`);
    await vi.advanceTimersByTimeAsync(1000 + LOADER_HIDE_DELAY_MS);
    await untilPath(router, path);
    expect(network.callsTo('/deposit/shop/purchases/tid-1')).toHaveLength(90);
  });

  it('follows the compressed timing of window.__SHOP_TEST_CONFIG__', async () => {
    window.__SHOP_TEST_CONFIG__ = { statusPollIntervalMs: 20, statusPollTotalMs: 100 };
    seedSession();
    const network = stubFetch(statusRoutes([{}]));
    const { router } = await renderApp('/processing/tid-1');
    await waitFor(() => expect(router.state.location.pathname).toBe('/error/tokenExpiredDepositComplete'));
    expect(network.callsTo('/deposit/shop/purchases/tid-1')).toHaveLength(5);
  });

  it('fetches a bearer token when none is kept, and polls with it', async () => {
    seedSession();
    const network = stubFetch(
      statusRoutes([{ state: 'SUCCESS' }], { 'GET /gd/rest/oauth2/auth/classic/deposit': () => text('token-9') }),
    );
    const { router } = await renderApp('/postprocessing/tid-1');
    await untilPath(router, '/end');
    expect(network.callsTo('/gd/rest/oauth2/auth/classic/deposit').length).toBeGreaterThan(0);
    expect(network.callsTo('/deposit/shop/purchases/tid-1')[0]?.headers.get('Authorization')).toBe('Bearer token-9');
  });
});
