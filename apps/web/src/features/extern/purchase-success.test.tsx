import { waitFor } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { browserLocation } from '../../lib/browser-location';
import { json, shopRoutes, stubFetch } from '../../test/fetch-stub';
import { userFixture } from '../../test/fixtures';
import { renderApp } from '../../test/render-app';
import { purchaseSuccessDestination } from './purchase-success-destination';

const query = (search: string) => new URLSearchParams(search);

describe('purchase-success destination', () => {
  it('sends practice players to conversion-success with nfp, bonus, pwa and referrer', () => {
    expect(
      purchaseSuccessDestination(query('nfp=2000&bonus=500'), true, {
        destinations: {},
        referrer: 'http://localhost:3000/platform/lobby',
      }),
    ).toBe(
      '/platform/conversion-success?nfp=2000&bonus=500&pwa=true&referrer=http%3A%2F%2Flocalhost%3A3000%2Fplatform%2Flobby',
    );
  });

  it('leaves out a zero bonus, marks the classic platform and keeps a configured page', () => {
    expect(
      purchaseSuccessDestination(query('nfp=1000&bonus=0'), true, {
        platform: 'classic',
        destinations: { conversionSuccess: '/welcome?from=shop' },
      }),
    ).toBe('/welcome?from=shop&nfp=1000&pwa=false&referrer=');
  });

  it('passes on only whole amounts', () => {
    expect(purchaseSuccessDestination(query('nfp=<script>&bonus=1e9'), true, { destinations: {} })).toBe(
      '/platform/conversion-success?nfp=0&pwa=true&referrer=',
    );
  });

  it('sends money players to the deposit-success destination or the games', () => {
    expect(purchaseSuccessDestination(query('nfp=2000'), false, { destinations: {} })).toBe('/platform/games');
    expect(
      purchaseSuccessDestination(query('nfp=2000'), false, { destinations: { depositSuccess: '/platform/wallet' } }),
    ).toBe('/platform/wallet');
  });
});

describe('/extern/purchase-success', () => {
  it('takes a player who paid as practice player to the conversion page', async () => {
    const assign = vi.spyOn(browserLocation, 'assign').mockImplementation(() => {});
    sessionStorage.setItem('shop.purchase', JSON.stringify({ practice: true, left: [] }));
    stubFetch(shopRoutes({ 'GET /gd/rest/me/userData': () => json(userFixture({ actorType: 'g' })) }));
    await renderApp('/extern/purchase-success?nfp=5000&bonus=500');
    await waitFor(() =>
      expect(assign).toHaveBeenCalledWith('/platform/conversion-success?nfp=5000&bonus=500&pwa=true&referrer='),
    );
  });

  it('takes a money player to the games', async () => {
    const assign = vi.spyOn(browserLocation, 'assign').mockImplementation(() => {});
    stubFetch(shopRoutes());
    await renderApp('/extern/purchase-success?nfp=5000&bonus=500');
    await waitFor(() => expect(assign).toHaveBeenCalledWith('/platform/games'));
  });
});
