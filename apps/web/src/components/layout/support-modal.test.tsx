import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { SUPPORT_FORM_EVENT, supportContextFor } from '../../lib/support-form';
import { shopRoutes, stubFetch } from '../../test/fetch-stub';
import { renderApp } from '../../test/render-app';

function supportFrame(title = 'Customer support'): HTMLIFrameElement {
  const dialog = screen.getByRole('dialog', { name: title });
  const frame = dialog.querySelector('iframe');
  if (frame === null) throw new Error('no support frame');
  return frame;
}

function frameQuery(title?: string): URLSearchParams {
  const src = supportFrame(title).getAttribute('src') ?? '';
  expect(src.startsWith('/platform/support?')).toBe(true);
  return new URL(src, 'http://localhost').searchParams;
}

function postFromFrame(data: unknown, source: Window | null = supportFrame().contentWindow, origin?: string) {
  act(() => {
    window.dispatchEvent(new MessageEvent('message', { data, source, origin: origin ?? window.location.origin }));
  });
}

function storePurchase(tid: string) {
  sessionStorage.setItem('shop.purchase', JSON.stringify({ tid, practice: false, left: [] }));
}

describe('customer support form', () => {
  it('opens the form app from the footer with the screen’s context, titled and with focus inside', async () => {
    storePurchase('T-4711');
    stubFetch(shopRoutes());
    await renderApp('/');
    const link = await screen.findByRole('button', { name: 'Customer support' });
    await userEvent.click(link);
    // The dialog's code loads at the first opening (footer-dialogs.tsx).
    const dialog = await screen.findByRole('dialog', { name: 'Customer support' });
    expect(dialog.contains(document.activeElement)).toBe(true);
    expect(supportFrame().getAttribute('title')).toBe('Customer support form');
    expect(Object.fromEntries(frameQuery())).toEqual({
      topic: 'deposit',
      lang: 'en',
      embed: '1',
      reference: 'T-4711',
      screen: '/',
    });
    expect(within(dialog).getByText('Loading the support form…')).toBeTruthy();

    await userEvent.keyboard('{Escape}');
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(document.activeElement).toBe(link);
  });

  it('fits the frame to the height the form reports and closes on Escape pressed inside it', async () => {
    stubFetch(shopRoutes());
    await renderApp('/');
    await userEvent.click(await screen.findByRole('button', { name: 'Customer support' }));
    await screen.findByRole('dialog', { name: 'Customer support' });
    postFromFrame({ type: 'support-form:height', height: 612.4 });
    expect(supportFrame().style.height).toBe('612.4px');
    expect(screen.queryByText('Loading the support form…')).toBeNull();

    // Not from the frame, or from another origin, or not a known message: ignored.
    postFromFrame({ type: 'support-form:close' }, window);
    postFromFrame({ type: 'support-form:close' }, supportFrame().contentWindow, 'https://evil.example');
    postFromFrame({ type: 'support-form:height', height: 'tall' });
    expect(screen.getByRole('dialog', { name: 'Customer support' })).toBeTruthy();
    expect(supportFrame().style.height).toBe('612.4px');

    postFromFrame({ type: 'support-form:close' });
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
  });

  it('opens in the shop’s language', async () => {
    stubFetch(shopRoutes());
    await renderApp('/?lang=de', { language: 'de' });
    await userEvent.click(await screen.findByRole('button', { name: 'Kundenservice' }));
    await screen.findByRole('dialog', { name: 'Kundenservice' });
    expect(frameQuery('Kundenservice').get('lang')).toBe('de');
    expect(supportFrame('Kundenservice').getAttribute('title')).toBe('Kontaktformular des Kundenservice');
  });

  it('offers the form on error pages that tell the player to contact support, with code and tid', async () => {
    storePurchase('T-99');
    stubFetch(shopRoutes());
    await renderApp('/error/47');
    await userEvent.click(await screen.findByRole('button', { name: 'Contact customer support' }));
    await screen.findByRole('dialog', { name: 'Customer support' });
    const query = frameQuery();
    expect(query.get('topic')).toBe('account');
    expect(query.get('reference')).toBe('47 / T-99');
    expect(query.get('screen')).toBe('/error/47');
  });

  it('does not offer it where the error text does not mention support', async () => {
    stubFetch(shopRoutes());
    await renderApp('/error/8');
    await screen.findByRole('button', { name: 'Back to payment method' });
    expect(screen.queryByRole('button', { name: 'Contact customer support' })).toBeNull();
  });

  it('leaves the event to a host platform that handles it itself', async () => {
    // The host listens before the shop does and takes the event over.
    const host = (event: Event) => event.preventDefault();
    window.addEventListener(SUPPORT_FORM_EVENT, host);
    try {
      stubFetch(shopRoutes());
      await renderApp('/');
      await userEvent.click(await screen.findByRole('button', { name: 'Customer support' }));
      // The shop's dialogs are there (a legal text opens in them), and the support form is not.
      await userEvent.click(screen.getByRole('button', { name: 'Terms and conditions' }));
      await screen.findByRole('dialog', { name: 'Terms and conditions' });
      expect(screen.queryByRole('dialog', { name: 'Customer support' })).toBeNull();
    } finally {
      window.removeEventListener(SUPPORT_FORM_EVENT, host);
    }
  });
});

describe('support context of a screen', () => {
  it.each([
    ['/payout/data', { topic: 'payout', reference: '', screen: '/payout/data' }],
    ['/subscription', { topic: 'saver-package', reference: '', screen: '/subscription' }],
    ['/review', { topic: 'deposit', reference: 'T-1', screen: '/review' }],
    ['/processing/T-1', { topic: 'deposit', reference: 'T-1', screen: '/processing/T-1' }],
    ['/error/forbidden_payout', { topic: 'payout', reference: 'forbidden_payout', screen: '/error/forbidden_payout' }],
    ['/error/%E0%A4%A', { topic: 'deposit', reference: '%E0%A4%A / T-1', screen: '/error/%E0%A4%A' }],
    ['/benefits', { topic: 'other', reference: '', screen: '/benefits' }],
  ])('%s', (pathname, context) => {
    storePurchase('T-1');
    expect(supportContextFor(pathname)).toEqual(context);
  });
});
