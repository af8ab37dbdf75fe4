// Keyboard-only steps (issue 10 "Done when", DESIGN.md Keyboard): the journeys move with Tab, Shift+Tab, arrows,
// Space and Enter only, and every stop must show where the focus is.
import { expect, type Locator, type Page } from '@playwright/test';

const MAX_TAB_STOPS = 80;

async function isFocused(target: Locator): Promise<boolean> {
  return target.evaluate((element) => element === document.activeElement).catch(() => false);
}

/**
 * True when the focused element, or the tile or label drawn around it (a radio tile's input is visually
 * hidden), shows the focus ring: an outline of at least 2 px (DESIGN.md).
 */
async function focusIsVisible(page: Page): Promise<boolean> {
  return page.evaluate(() => {
    const shows = (node: Element): boolean => {
      const style = getComputedStyle(node);
      return style.outlineStyle !== 'none' && Number.parseFloat(style.outlineWidth) >= 2;
    };
    const focused = document.activeElement;
    if (focused === null || focused === document.body) return false;
    const candidates: Element[] = [focused];
    if (focused instanceof HTMLInputElement) candidates.push(...Array.from(focused.labels ?? []));
    for (let node = focused.parentElement, depth = 0; node !== null && depth < 3; node = node.parentElement, depth++) {
      candidates.push(node);
    }
    return candidates.some(shows);
  });
}

/** Presses Tab (or Shift+Tab) until `target` has the focus, then checks the focus is visible. */
export async function tabTo(page: Page, target: Locator, options: { backwards?: boolean } = {}): Promise<void> {
  const key = options.backwards === true ? 'Shift+Tab' : 'Tab';
  for (let stop = 0; stop < MAX_TAB_STOPS && !(await isFocused(target)); stop++) await page.keyboard.press(key);
  expect(await isFocused(target), `${String(target)} reached with ${key}`).toBe(true);
  expect(await focusIsVisible(page), `visible focus on ${String(target)}`).toBe(true);
}

/** Presses an arrow key until `target` (a radio) is checked, as a radio group moves its choice. */
export async function arrowTo(page: Page, target: Locator, key: 'ArrowDown' | 'ArrowRight' = 'ArrowDown') {
  for (let step = 0; step < 25 && !(await target.isChecked()); step++) await page.keyboard.press(key);
  await expect(target).toBeChecked();
  await expect(target).toBeFocused();
  expect(await focusIsVisible(page), `visible focus on ${String(target)}`).toBe(true);
}
