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
  it('locks links while a payment runs', () => {
    expect(areLinksLocked('/processing/1')).toBe(true);
    expect(areLinksLocked('/postprocessing')).toBe(true);
    expect(areLinksLocked('/forwarding/1')).toBe(true);
    expect(areLinksLocked('/review')).toBe(false);
  });

  it('hides the banner on end, postprocessing and end-banktransfer', () => {
    expect(showsHeaderBanner('/')).toBe(true);
    expect(showsHeaderBanner('/review')).toBe(true);
    expect(showsHeaderBanner('/end')).toBe(false);
    expect(showsHeaderBanner('/postprocessing/1')).toBe(false);
    expect(showsHeaderBanner('/end-banktransfer')).toBe(false);
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
