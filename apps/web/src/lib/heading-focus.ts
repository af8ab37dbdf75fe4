// Moves focus to the page's h1 after a route change (DESIGN.md, WCAG 2.4.3). The router asks for
// it; the heading takes it when it is (or becomes) present, so lazy and loading views work too.
let pending = false;

function focusHeading(element: HTMLElement): void {
  element.setAttribute('tabindex', '-1');
  element.focus({ preventScroll: true });
  pending = false;
}

/** Called on each route change after the first view. */
export function requestHeadingFocus(): void {
  pending = true;
  const heading = document.querySelector<HTMLElement>('main h1');
  if (heading !== null) focusHeading(heading);
}

/** Called by a heading when it mounts. */
export function claimHeadingFocus(element: HTMLElement | null): void {
  if (pending && element !== null) focusHeading(element);
}

/**
 * Called by a heading as it goes away: when it had focus (a loading view's heading replaced by the
 * ready view's, the one-off / saver switch of issue 24 item 21), the next heading takes it over
 * instead of focus dropping to <body>.
 */
export function releaseHeadingFocus(element: HTMLElement | null): void {
  if (element !== null && document.activeElement === element) pending = true;
}

/** Focus on the page's h1 now, for focus that has nowhere else to go; false when there is none. */
export function focusPageHeading(): boolean {
  const heading = document.querySelector<HTMLElement>('main h1');
  if (heading === null) return false;
  heading.setAttribute('tabindex', '-1');
  heading.focus({ preventScroll: true });
  return true;
}
