import { describe, expect, it } from 'vitest';
import {
  areLinksLocked,
  isDirectEntryGuarded,
  providerRouteFor,
  routeSegments,
  showsHeaderBanner,
} from './navigation.ts';

describe('routeSegments', () => {
  it('drops query, hash and empty segments', () => {
    expect(routeSegments('/provider/paypal?disableScroll=true#x')).toEqual(['provider', 'paypal']);
    expect(routeSegments('/')).toEqual([]);
    expect(routeSegments('//end/')).toEqual(['end']);
  });
});

describe('isDirectEntryGuarded', () => {
  it.each([
    '/processing',
    '/processing/abc',
    '/review',
    '/personal',
    '/provider/paypal',
    '/provider/none',
    '/end',
    '/end-banktransfer',
    '/forwarding/42',
    '/review?x=1',
  ])('guards %s', (path) => {
    expect(isDirectEntryGuarded(path)).toBe(true);
  });

  it.each(['/', '/subscription', '/benefits', '/postprocessing/42', '/error/1', '/payout', '/endless', '/reviews'])(
    'lets %s through',
    (path) => {
      expect(isDirectEntryGuarded(path)).toBe(false);
    },
  );
});

describe('areLinksLocked and showsHeaderBanner', () => {
  // Links lock while a payment runs; the banner hides on end, postprocessing and end-banktransfer.
  it.each([
    { path: '/', locked: false, banner: true },
    { path: '/review', locked: false, banner: true },
    { path: '/processing/1', locked: true, banner: true },
    { path: '/postprocessing', locked: true, banner: false },
    { path: '/postprocessing/1', locked: true, banner: false },
    { path: '/forwarding/1', locked: true, banner: true },
    { path: '/end', locked: false, banner: false },
    { path: '/end-banktransfer', locked: false, banner: false },
  ])('$path: links locked $locked, banner $banner', ({ path, locked, banner }) => {
    expect(areLinksLocked(path)).toBe(locked);
    expect(showsHeaderBanner(path)).toBe(banner);
  });
});

describe('providerRouteFor', () => {
  it('routes to the provider', () => {
    expect(providerRouteFor('paypal')).toBe('/provider/paypal');
    expect(providerRouteFor('adyen-cc')).toBe('/provider/adyen-cc');
  });

  it.each([null, undefined, '', ' ', 'undefined'])('sends %j to /', (code) => {
    expect(providerRouteFor(code)).toBe('/');
  });
});
