// SPEC §1/§2 shell: the PWA's close button (hidden after 90 px of scroll, absent on the classic site) and the
// navigation-click tracking event.
import { act, fireEvent, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { TRACKING_EVENT_NAME, type TrackingEvent } from '../../lib/tracking';
import { shopRoutes, stubFetch } from '../../test/fetch-stub';
import { renderApp } from '../../test/render-app';

function scrollTo(y: number) {
  act(() => {
    Object.defineProperty(window, 'scrollY', { configurable: true, value: y });
    fireEvent.scroll(window);
  });
}

describe('close button', () => {
  it('leads back to the platform in the PWA and hides once the page is scrolled more than 90 px', async () => {
    stubFetch(shopRoutes());
    await renderApp('/');
    const close = await screen.findByRole('link', { name: 'Close the shop' });
    expect(close.getAttribute('href')).toBe('/extern/games');
    scrollTo(90);
    expect(screen.getByRole('link', { name: 'Close the shop' })).toBeTruthy();
    scrollTo(91);
    await waitFor(() => expect(screen.queryByRole('link', { name: 'Close the shop' })).toBeNull());
    scrollTo(0);
    expect(await screen.findByRole('link', { name: 'Close the shop' })).toBeTruthy();
  });

  it('is not there on the classic site', async () => {
    localStorage.setItem('shop.essential', JSON.stringify({ platform: 'classic', destinations: {} }));
    stubFetch(shopRoutes());
    await renderApp('/');
    await screen.findByRole('heading', { level: 1, name: 'Choose your amount' });
    expect(screen.queryByRole('link', { name: 'Close the shop' })).toBeNull();
  });
});

describe('navigation-click tracking', () => {
  it('sends where the player was and where the clicked link leads', async () => {
    const events: TrackingEvent[] = [];
    const listen = (event: Event) => events.push((event as CustomEvent<TrackingEvent>).detail);
    window.addEventListener(TRACKING_EVENT_NAME, listen);
    try {
      stubFetch(shopRoutes());
      await renderApp('/');
      await screen.findByRole('heading', { level: 1, name: 'Choose your amount' });
      await userEvent.click(screen.getByRole('link', { name: 'Help and FAQ' }));
      await waitFor(() => expect(events.some((event) => event.type === 'navigation-click')).toBe(true));
      expect(events.find((event) => event.type === 'navigation-click')).toMatchObject({
        key: 'shop',
        type: 'navigation-click',
        from: '/',
        to: '/help',
        data: '/help',
      });
    } finally {
      window.removeEventListener(TRACKING_EVENT_NAME, listen);
    }
  });
});
