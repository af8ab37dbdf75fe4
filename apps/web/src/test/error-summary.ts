// Reads the shared GOV.UK error summary the way a player meets it: the focusable box, its heading
// and the links to the fields.
import { screen, within } from '@testing-library/react';

/** The summary box (it takes focus after a failed submit; its inner element is the alert). */
export async function findErrorSummary(): Promise<HTMLElement> {
  return screen.findByTestId('error-summary');
}

/** Each link's text and target, in order. */
export function summaryLinks(summary: HTMLElement): [string | null, string | null][] {
  return within(summary)
    .getAllByRole('link')
    .map((link) => [link.textContent, link.getAttribute('href')]);
}
