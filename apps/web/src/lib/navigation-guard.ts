// The navigation guard of SPEC §2: offline destination, first-navigation referrer handling and the
// direct-entry redirect. Runs for each location before its view renders (app/router.tsx), so a guarded view
// never renders first.

import { isDirectEntryGuarded } from '@shop/domain/navigation';
import { env } from '../config/env';
import { paths } from '../config/paths';
import { browserLocation } from './browser-location';
import { destinationOr, updateEssentialRecord } from './essential-record';
import { readItem, writeItem } from './storage';

const SESSION_STARTED_KEY = 'shop.session-started';

export type GuardEnvironment = {
  online: () => boolean;
  referrer: () => string;
  origin: () => string;
  leave: (url: string) => void;
};

const browserEnvironment: GuardEnvironment = {
  online: () => navigator.onLine !== false,
  referrer: () => document.referrer,
  origin: () => window.location.origin,
  leave: (url) => browserLocation.assign(url),
};

function parseUrl(value: string): URL | undefined {
  if (value === '') return undefined;
  try {
    return new URL(value);
  } catch {
    return undefined;
  }
}

/** First navigation: the platform's own pages mark it 'classic'; another referrer on this host is kept. */
export function recordReferrer(referrer: string, origin: string): void {
  const from = parseUrl(referrer);
  const shop = parseUrl(origin);
  if (from === undefined || shop === undefined) return;
  if (from.origin === shop.origin && from.pathname.startsWith(`${env.platformBase}/`)) {
    updateEssentialRecord((record) => ({ ...record, platform: 'classic', destinations: {} }));
    return;
  }
  if (from.host === shop.host) updateEssentialRecord((record) => ({ ...record, referrer: from.href }));
}

/**
 * The guard of one page load ("first navigation" is per page load): called once per navigation with the
 * new path, it returns where to redirect instead, or null.
 */
export function createNavigationGuard(environment: GuardEnvironment = browserEnvironment) {
  let firstNavigationDone = false;
  return (pathname: string): string | null => {
    if (!environment.online()) {
      environment.leave(destinationOr('offline', env.offlineDestination));
      return null;
    }
    if (firstNavigationDone) return null;
    firstNavigationDone = true;
    recordReferrer(environment.referrer(), environment.origin());
    const firstOfSession = readItem('session', SESSION_STARTED_KEY) === null;
    writeItem('session', SESSION_STARTED_KEY, '1');
    if (firstOfSession && isDirectEntryGuarded(pathname)) return paths.amount;
    return null;
  };
}
