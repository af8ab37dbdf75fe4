// SPEC §2 tracking: a navigation click (a link of the shell or a view, or a button that names where it leads
// with data-navigation-target) sends the 'navigation-click' event with where the player was and where they go.
import { type RefObject, useEffect } from 'react';
import { useLocation } from 'react-router';
import { track } from '../lib/tracking';

/** A same-origin target as its path and query; another site's as the full address. */
export function navigationTargetOf(href: string, base: string): string {
  try {
    const url = new URL(href, base);
    return url.origin === new URL(base).origin ? `${url.pathname}${url.search}` : url.href;
  } catch {
    return href;
  }
}

export function useNavigationClickTracking(container: RefObject<HTMLElement | null>, userId: number | null): void {
  const { pathname } = useLocation();
  useEffect(() => {
    const element = container.current;
    if (element === null) return;
    // Capture phase: the click is recorded before the link's own handler changes the route.
    const onClick = (event: MouseEvent) => {
      const origin = event.target instanceof Element ? event.target.closest('a[href], [data-navigation-target]') : null;
      if (origin === null) return;
      const href = origin.getAttribute('data-navigation-target') ?? origin.getAttribute('href') ?? '';
      const to = navigationTargetOf(href, window.location.href);
      track({ type: 'navigation-click', from: pathname, to, userId, data: to });
    };
    element.addEventListener('click', onClick, true);
    return () => element.removeEventListener('click', onClick, true);
  }, [container, pathname, userId]);
}
