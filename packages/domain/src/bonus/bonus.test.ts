import { describe, expect, it } from 'vitest';
import { showsBenefitsBonusHint, showsBonusLegalHint } from './bonus.ts';

describe('showsBonusLegalHint', () => {
  it('shows for real currency when a package has a bonus', () => {
    expect(showsBonusLegalHint({ country: 'DE', currencyType: 'REAL', hasBonusPackages: true })).toBe(true);
    expect(showsBonusLegalHint({ country: 'US', currencyType: 'REAL', hasBonusPackages: true })).toBe(true);
  });

  it('hides without bonus packages', () => {
    expect(showsBonusLegalHint({ country: 'DE', currencyType: 'REAL', hasBonusPackages: false })).toBe(false);
  });

  it.each(['CA', 'DK', 'FR', 'fr'])('hides for %s', (country) => {
    expect(showsBonusLegalHint({ country, currencyType: 'REAL', hasBonusPackages: true })).toBe(false);
  });

  it('hides for virtual currency', () => {
    expect(showsBonusLegalHint({ country: 'DE', currencyType: 'VIRTUAL', hasBonusPackages: true })).toBe(false);
  });
});

describe('showsBenefitsBonusHint', () => {
  // Shown unless CA, DK, FR or virtual.
  it.each([
    { country: 'DE', currencyType: 'REAL', shown: true },
    { country: 'GB', currencyType: 'REAL', shown: true },
    { country: 'CA', currencyType: 'REAL', shown: false },
    { country: 'DK', currencyType: 'REAL', shown: false },
    { country: 'FR', currencyType: 'REAL', shown: false },
    { country: 'DE', currencyType: 'VIRTUAL', shown: false },
  ] as const)('$country, $currencyType: $shown', ({ country, currencyType, shown }) => {
    expect(showsBenefitsBonusHint({ country, currencyType })).toBe(shown);
  });
});
