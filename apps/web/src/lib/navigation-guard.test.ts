import { describe, expect, it, vi } from 'vitest';
import { readEssentialRecord, updateEssentialRecord } from './essential-record';
import { createNavigationGuard, type GuardEnvironment } from './navigation-guard';

function guardWith(overrides: Partial<GuardEnvironment> = {}) {
  const leave = vi.fn();
  const guard = createNavigationGuard({
    online: () => true,
    referrer: () => '',
    origin: () => 'http://shop.test',
    leave,
    ...overrides,
  });
  const visit = (path: string) => guard(path);
  return { visit, leave };
}

describe('navigation guard', () => {
  it.each(['/review', '/processing/12', '/personal', '/provider/paypal', '/end', '/forwarding'])(
    'sends a direct first entry to %s to /',
    (path) => {
      expect(guardWith().visit(path)).toBe('/');
    },
  );

  it('lets a first entry to / or the error page through', () => {
    expect(guardWith().visit('/')).toBeNull();
    expect(guardWith().visit('/error/503')).toBeNull();
  });

  it('does not guard later navigations or a reload within the session', () => {
    const { visit } = guardWith();
    expect(visit('/')).toBeNull();
    expect(visit('/review')).toBeNull();
    // A reload: a new guard, but the session has started already.
    expect(guardWith().visit('/processing/7')).toBeNull();
  });

  it('sends an offline browser to the offline destination', () => {
    const { visit, leave } = guardWith({ online: () => false });
    expect(visit('/')).toBeNull();
    expect(leave).toHaveBeenCalledWith('/platform/home');
  });

  it('marks a referrer from the platform as classic and clears destinations', () => {
    updateEssentialRecord((record) => ({ ...record, destinations: { main: '/somewhere' } }));
    guardWith({ referrer: () => 'http://shop.test/platform/games' }).visit('/');
    expect(readEssentialRecord()).toEqual({ platform: 'classic', destinations: {} });
  });

  it('stores another referrer on the shop host', () => {
    guardWith({ referrer: () => 'http://shop.test/some/page' }).visit('/');
    expect(readEssentialRecord().referrer).toBe('http://shop.test/some/page');
  });

  it('ignores referrers from other hosts', () => {
    guardWith({ referrer: () => 'https://elsewhere.example/' }).visit('/');
    expect(readEssentialRecord()).toEqual({ destinations: {} });
  });
});
