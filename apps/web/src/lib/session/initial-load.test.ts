import { INITIAL_LOAD_TIMEOUT_MS } from '@shop/domain/constants';
import { beforeAll, describe, expect, it, vi } from 'vitest';
import { json, pending, type StubRoutes, shopRoutes, stubFetch, text } from '../../test/fetch-stub';
import { shopFixture } from '../../test/fixtures';
import { setTestLanguage } from '../../test/render-app';
import { createQueryClient } from '../query-client';
import { tokenStore } from '../token-store';
import { runInitialLoad } from './initial-load';

beforeAll(() => setTestLanguage('en'));

async function outcomeWith(overrides: StubRoutes) {
  stubFetch(shopRoutes(overrides));
  return runInitialLoad(createQueryClient(), '');
}

const html = (status: number) =>
  new Response('<html>oops</html>', { status, headers: { 'content-type': 'text/html' } });

describe('initial-load chain', () => {
  it('is ready with user and shop, and keeps the token', async () => {
    const outcome = await outcomeWith({});
    expect(outcome.kind).toBe('ready');
    expect(tokenStore.current()).toBe('token-1');
    expect(sessionStorage.getItem('shop.token')).toBe('token-1');
  });

  it.each([401, 403, 500])('sends a failing user call (%i) to /not-authorized', async (status) => {
    expect(await outcomeWith({ 'GET /gd/rest/me/userData': () => json(['not-authenticated'], status) })).toEqual({
      kind: 'redirect',
      to: '/not-authorized',
    });
  });

  it('asks for the navigation target with the user id and a timestamp', async () => {
    const network = stubFetch(shopRoutes());
    await runInitialLoad(createQueryClient(), '');
    const call = network.callsTo('/gd/rest/paymentNavigationTarget')[0];
    expect(call?.url.searchParams.get('userId')).toBe('42');
    expect(Number(call?.url.searchParams.get('ts'))).toBeGreaterThan(0);
  });

  it.each([
    [
      { target: 'ACCESS_DENIED', url: '/platform/user-blocked', reason: 'USER_BLOCKED' },
      { kind: 'leave', url: '/platform/user-blocked' },
    ],
    [
      { target: 'ACCESS_DENIED', url: '/platform/email-not-valid', reason: 'EMAIL_NOT_VALIDATED' },
      { kind: 'leave', url: '/platform/email-not-valid' },
    ],
    [
      { target: 'ACCESS_DENIED', url: null, reason: null },
      { kind: 'redirect', to: '/error/forbidden' },
    ],
  ])('handles ACCESS_DENIED %j', async (target, expected) => {
    expect(await outcomeWith({ 'GET /gd/rest/paymentNavigationTarget': () => json(target) })).toEqual(expected);
  });

  it('lets EXPRESS_PAYMENT enter', async () => {
    const outcome = await outcomeWith({
      'GET /gd/rest/paymentNavigationTarget': () => json({ target: 'EXPRESS_PAYMENT', url: null, reason: null }),
    });
    expect(outcome.kind).toBe('ready');
  });

  it.each([
    [401, '/not-authorized'],
    [403, '/error/forbidden'],
    [500, '/error/forbidden'],
  ])('maps a token failure %i to %s', async (status, to) => {
    expect(await outcomeWith({ 'GET /gd/rest/oauth2/auth/classic/deposit': () => text('no', status) })).toEqual({
      kind: 'redirect',
      to,
    });
  });

  it.each<[string, () => Response, string]>([
    ['400 no_purchasables', () => json(['no_purchasables'], 400), '/error/no_purchasables'],
    ['another 400', () => json(['something_else'], 400), '/error/503'],
    ['401', () => json(['not-authenticated'], 401), '/not-authorized'],
    ['403', () => json(['forbidden'], 403), '/not-authorized'],
    ['503', () => json(['503'], 503), '/error/503'],
    ['an HTML 502', () => html(502), '/error/503'],
    ['a non-JSON body (no-data)', () => text('hello'), '/not-authorized'],
    ['no providers', () => json(shopFixture({ providers: [] })), '/error/503'],
    [
      'no normal packages',
      () => json(shopFixture({ purchasables: shopFixture().purchasables.filter((item) => item.subscription) })),
      '/error/503',
    ],
  ])('maps a shop answer with %s to %s', async (_, answer, to) => {
    expect(await outcomeWith({ 'GET /deposit/shop': answer })).toEqual({ kind: 'redirect', to });
  });

  it('drops providers with unsupported codes instead of failing', async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    const shop = shopFixture();
    const outcome = await outcomeWith({
      'GET /deposit/shop': () =>
        json({ ...shop, providers: [...shop.providers, { code: 'bitcoin', inputType: 'NONE' }] }),
    });
    expect(outcome.kind === 'ready' && outcome.shop.providers.map((provider) => provider.code)).toEqual([
      'paypal',
      'adyen-cc',
      'banktransfer',
    ]);
    expect(warn).toHaveBeenCalled();
  });

  it('forgets the token when the shop rejects it', async () => {
    await outcomeWith({ 'GET /deposit/shop': () => json(['not-authenticated'], 401) });
    expect(tokenStore.current()).toBeUndefined();
  });

  it('gives up with /error/503 after the 10 s time-out', async () => {
    vi.useFakeTimers();
    stubFetch(shopRoutes({ 'GET /deposit/shop': pending }));
    const result = runInitialLoad(createQueryClient(), '');
    let settled = false;
    void result.then(() => {
      settled = true;
    });
    await vi.advanceTimersByTimeAsync(INITIAL_LOAD_TIMEOUT_MS - 1);
    expect(settled).toBe(false);
    await vi.advanceTimersByTimeAsync(1);
    expect(await result).toEqual({ kind: 'redirect', to: '/error/503' });
  });
});
