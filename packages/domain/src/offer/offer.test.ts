import { describe, expect, it } from 'vitest';
import { offerTextKey, smallestBonusPackagePrice } from './offer.ts';

describe('offerTextKey', () => {
  it('takes the offer’s own key, then its style’s theme, then the default', () => {
    expect(offerTextKey({ i18nKey: 'winterOffer', style: 'SummerOffer' })).toBe('WinterOffer');
    expect(offerTextKey({ i18nKey: 'XMASOFFER', style: null })).toBe('XmasOffer');
    expect(offerTextKey({ i18nKey: 'somethingNew', style: 'HalloweenOffer' })).toBe('HalloweenOffer');
    expect(offerTextKey({ i18nKey: null, style: 'nope' })).toBe('default');
  });
});

describe('smallestBonusPackagePrice', () => {
  const pkg = (price: number, bonus: number, subscription = false) => ({
    price,
    subscription,
    consumables: [{ type: 'DEPOSIT', amount: price }, ...(bonus > 0 ? [{ type: 'BONUS', amount: bonus }] : [])],
  });

  it('is the cheapest normal package that gets a bonus', () => {
    // Issue 10 item 9: 10 € and 20 € get none, so the offer starts at 50 €.
    expect(smallestBonusPackagePrice([pkg(1000, 0), pkg(2000, 0), pkg(5000, 500), pkg(10_000, 1500)])).toBe(5000);
    expect(smallestBonusPackagePrice([pkg(1000, 250, true), pkg(2000, 0)])).toBeNull();
    expect(
      smallestBonusPackagePrice([
        { price: 3000, subscription: false, consumables: [{ type: 'PROVIDER_BONUS', amount: 300 }] },
      ]),
    ).toBe(3000);
  });
});
