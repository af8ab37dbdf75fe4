// Typography of filled-in texts: an amount formatted with an abbreviation's period (Danish "7,00 kr.") that
// ends a sentence takes no second period.

/** "koster 7,00 kr.." → "koster 7,00 kr."; an ellipsis ("...") and a single period are left alone. */
export function collapseAbbreviationPeriod(text: string): string {
  return text.replace(/(\p{L})\.\.(?!\.)/gu, '$1.');
}

/**
 * The plural form of `count` in a language, as i18next names its plural keys (`_one`, `_other`). The shop's
 * languages know only these two for whole numbers of things; a rarer category (French "many" for millions) reads
 * as "other".
 */
export function pluralForm(language: string, count: number): 'one' | 'other' {
  return new Intl.PluralRules(language).select(count) === 'one' ? 'one' : 'other';
}
