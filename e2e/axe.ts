// axe-core in the journeys (issue 10): a screen state passes when axe finds no WCAG 2.2 A/AA violation.
// The PSP sandbox's pages are a stand-in for third-party providers and are checked on their own, not here.
import AxeBuilder from '@axe-core/playwright';
import { expect, type Page } from '@playwright/test';

export const WCAG_22_AA_TAGS = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa'];

/** Runs axe on the page as it is now and fails with a readable list of what it found. */
export async function expectNoAxeViolations(page: Page, screen: string): Promise<void> {
  // Let route transitions, loaders and the 500 ms spinner hide delay settle before the scan.
  await page.waitForLoadState('networkidle');
  const results = await new AxeBuilder({ page }).withTags(WCAG_22_AA_TAGS).analyze();
  const found = results.violations.map(
    (violation) =>
      `${violation.id} (${violation.impact ?? 'n/a'}): ${violation.help}\n${violation.nodes
        .slice(0, 5)
        .map((node) => `    ${node.target.join(' ')} — ${node.failureSummary ?? ''}`)
        .join('\n')}`,
  );
  expect(found, `axe violations on ${screen}`).toEqual([]);
}
