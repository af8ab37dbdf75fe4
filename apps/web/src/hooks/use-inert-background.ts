// While a modal is open everything around it is inert (WCAG 2.4.3, 1.3.2; issue 24 item 23): no
// click, Tab or screen-reader cursor reaches the page behind. Each ancestor's siblings are made
// inert up to <body>; on close exactly those get their old state back.
import { type RefObject, useEffect } from 'react';

export function useInertBackground(container: RefObject<HTMLElement | null>, active: boolean): void {
  useEffect(() => {
    const root = container.current;
    if (!active || root === null) return;
    const made: HTMLElement[] = [];
    for (let node: HTMLElement = root; node.parentElement !== null && node !== document.body; ) {
      const parent: HTMLElement = node.parentElement;
      for (const sibling of parent.children) {
        if (sibling === node || !(sibling instanceof HTMLElement) || sibling.hasAttribute('inert')) continue;
        if (sibling.tagName === 'SCRIPT' || sibling.tagName === 'STYLE') continue;
        sibling.setAttribute('inert', '');
        made.push(sibling);
      }
      node = parent;
    }
    return () => {
      for (const element of made) element.removeAttribute('inert');
    };
  }, [container, active]);
}
