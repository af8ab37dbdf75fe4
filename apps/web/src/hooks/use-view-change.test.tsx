// SPEC §2 view-change behaviour: the scroll to the top, and ?disableScroll=true kept across the shop's own links.
import { screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { shopRoutes, stubFetch } from '../test/fetch-stub';
import { renderApp } from '../test/render-app';

async function openHelpFrom(path: string) {
  stubFetch(shopRoutes());
  const { router } = await renderApp(path);
  await screen.findByRole('heading', { level: 1, name: 'Choose your amount' });
  await router.navigate('/help');
  await waitFor(() => expect(router.state.location.pathname).toBe('/help'));
  await screen.findByRole('heading', { level: 1, name: /help/i });
  return router;
}

describe('scrolling on view change', () => {
  it('scrolls to the top when the view changes', async () => {
    await openHelpFrom('/');
    await waitFor(() => expect(window.scrollTo).toHaveBeenCalledWith(0, 0));
  });

  it('keeps disableScroll=true for the views the shop navigates to without it', async () => {
    const router = await openHelpFrom('/?disableScroll=true');
    expect(router.state.location.search).toBe('');
    await router.navigate('/');
    await screen.findByRole('heading', { level: 1, name: 'Choose your amount' });
    expect(window.scrollTo).not.toHaveBeenCalled();
  });

  it('scrolls again once the query says disableScroll=false', async () => {
    const router = await openHelpFrom('/?disableScroll=true');
    await router.navigate('/?disableScroll=false');
    await screen.findByRole('heading', { level: 1, name: 'Choose your amount' });
    await router.navigate('/help');
    await waitFor(() => expect(window.scrollTo).toHaveBeenCalledWith(0, 0));
  });
});
