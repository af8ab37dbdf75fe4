// Keeps Tab and Shift+Tab inside a container, closes on Escape and gives focus back on close.
import { type RefObject, useEffect, useRef } from 'react';
import { focusPageHeading } from '../lib/heading-focus';

const FOCUSABLE =
  'a[href], button:not([disabled]), input:not([disabled]), select:not([disabled]), textarea:not([disabled]), [tabindex]:not([tabindex="-1"])';

export function useFocusTrap(container: RefObject<HTMLElement | null>, active: boolean, onEscape: () => void): void {
  // The latest handler, without re-running the effect (which would move focus) on every render.
  const latestOnEscape = useRef(onEscape);
  latestOnEscape.current = onEscape;
  useEffect(() => {
    const root = container.current;
    if (!active || root === null) return;
    const returnTo = document.activeElement instanceof HTMLElement ? document.activeElement : null;
    const focusables = () => [...root.querySelectorAll<HTMLElement>(FOCUSABLE)];
    (focusables()[0] ?? root).focus();

    const onKeyDown = (event: KeyboardEvent) => {
      if (event.key === 'Escape') {
        event.preventDefault();
        latestOnEscape.current();
        return;
      }
      if (event.key !== 'Tab') return;
      const items = focusables();
      const first = items[0];
      const last = items.at(-1);
      if (first === undefined || last === undefined) {
        event.preventDefault();
        return;
      }
      if (event.shiftKey && document.activeElement === first) {
        event.preventDefault();
        last.focus();
      } else if (!event.shiftKey && document.activeElement === last) {
        event.preventDefault();
        first.focus();
      }
    };
    document.addEventListener('keydown', onKeyDown);
    return () => {
      document.removeEventListener('keydown', onKeyDown);
      returnTo?.focus();
      // Issue 24 item 21: the opener may be gone or have had no focus to give (the pay button is
      // disabled while the purchase is sent, so "Buy this again?" opened from <body>): the page's
      // heading takes focus rather than <body>.
      if (document.activeElement === null || document.activeElement === document.body) focusPageHeading();
    };
  }, [container, active]);
}
