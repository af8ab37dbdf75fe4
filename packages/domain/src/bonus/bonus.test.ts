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
  it('shows unless CA, DK, FR or virtual', () => {
    expect(showsBenefitsBonusHint({ country: 'DE', currencyType: 'REAL' })).toBe(true);
    expect(showsBenefitsBonusHint({ country: 'GB', currencyType: 'REAL' })).toBe(true);
    expect(showsBenefitsBonusHint({ country: 'CA', currencyType: 'REAL' })).toBe(false);
    expect(showsBenefitsBonusHint({ country: 'DK', currencyType: 'REAL' })).toBe(false);
    expect(showsBenefitsBonusHint({ country: 'FR', currencyType: 'REAL' })).toBe(false);
    expect(showsBenefitsBonusHint({ country: 'DE', currencyType: 'VIRTUAL' })).toBe(false);
  });
});
