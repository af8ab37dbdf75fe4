// Typography of filled-in texts: an amount formatted with an abbreviation's period (Danish "7,00 kr.") that
// ends a sentence takes no second period.

/** "koster 7,00 kr.." → "koster 7,00 kr."; an ellipsis ("...") and a single period are left alone. */
export function collapseAbbreviationPeriod(text: string): string {
  return text.replace(/(\p{L})\.\.(?!\.)/gu, '$1.');
}
