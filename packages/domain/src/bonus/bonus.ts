// When the bonus legal hint (the asterisk text) and the benefits-page bonus hint show (SPEC §2, §6, §9).

import type { CurrencyType } from '../money/money.ts';

/** Countries whose legal texts carry no bonus asterisk hint. */
export const BONUS_HINT_HIDDEN_COUNTRIES: readonly string[] = ['CA', 'DK', 'FR'];

function allowsBonusHint(country: string, currencyType: CurrencyType): boolean {
  return currencyType !== 'VIRTUAL' && !BONUS_HINT_HIDDEN_COUNTRIES.includes(country.trim().toUpperCase());
}

/** Amount screen: the hint explains a bonus, so it needs at least one package that has one. */
export function showsBonusLegalHint(input: {
  country: string;
  currencyType: CurrencyType;
  hasBonusPackages: boolean;
}): boolean {
  return input.hasBonusPackages && allowsBonusHint(input.country, input.currencyType);
}

/** Benefits page for practice players: the hint belongs to the box text, not to a package. */
export function showsBenefitsBonusHint(input: { country: string; currencyType: CurrencyType }): boolean {
  return allowsBonusHint(input.country, input.currencyType);
}
