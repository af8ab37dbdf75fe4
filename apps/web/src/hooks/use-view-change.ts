// What happens on every view change (SPEC §2 Other behaviour, DESIGN.md): scroll to top unless
// ?disableScroll=true (kept for the session, see scroll-preference), focus the new page's h1, a tracking event, and the tab's view history.
import { useEffect, useRef } from 'react';
import { useLocation } from 'react-router';
import { requestHeadingFocus } from '../lib/heading-focus';
import { recordView } from '../lib/navigation-history';
import { recordReachedStep } from '../lib/reached-steps';
import { scrollsOnViewChange } from '../lib/scroll-preference';
import { track } from '../lib/tracking';

/** Navigation state of a change inside one view (a provider chosen in the list): no scroll, no focus move. */
function staysInPlace(state: unknown): boolean {
  return typeof state === 'object' && state !== null && 'stayInPlace' in state && state.stayInPlace === true;
}

export function useViewChange(userId: number | null): void {
  const { pathname, search, state } = useLocation();
  const previous = useRef<string | null>(null);
  const inPlace = staysInPlace(state);
  useEffect(() => {
    const from = previous.current;
    previous.current = pathname;
    recordView(`${pathname}${search}`);
    const scrolls = scrollsOnViewChange(search);
    recordReachedStep(pathname);
    if (from === null || from === pathname) return;
    if (!inPlace) {
      if (scrolls) window.scrollTo(0, 0);
      requestHeadingFocus();
    }
    track({ type: 'view-change', from, to: pathname, userId, data: pathname });
  }, [pathname, search, userId, inPlace]);
}

/**
 * SPEC §2: a page restored from the back-forward cache pushes forward one step — except the forwarding
 * view, where Back from the provider's page offers to resume or pay again instead (issue 10 item 2).
 */
export function useForwardOnCachedPage(): void {
  useEffect(() => {
    const onPageShow = (event: PageTransitionEvent) => {
      if (event.persisted && !window.location.pathname.startsWith('/forwarding')) window.history.forward();
    };
    window.addEventListener('pageshow', onPageShow);
    return () => window.removeEventListener('pageshow', onPageShow);
  }, []);
}
