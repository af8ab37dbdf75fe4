// The seasonal offer banner's facts (SPEC §2 Header banner, issue 10 item 9): the text comes from the
// offer's own key, and the amount it names is the smallest package that really gets a bonus, so the banner
// never promises a bonus on packages that have none.
import { BANNER_THEMES, type BannerTheme, bannerTheme } from '../countdown/countdown.ts';

/**
 * The text key of an offer: its own i18nKey ('winterOffer' → WinterOffer, any case), else the theme of its
 * style, else the default text.
 */
export function offerTextKey(offer: { i18nKey: string | null; style: string | null }): BannerTheme | 'default' {
  const key = offer.i18nKey?.trim().toLowerCase() ?? '';
  const own = BANNER_THEMES.find((theme) => theme.toLowerCase() === key);
  if (own !== undefined) return own;
  if (key === 'default') return 'default';
  return bannerTheme(offer.style);
}

type Package = {
  price: number;
  subscription: boolean;
  consumables: readonly { type: string; amount: number }[];
};

const BONUS_TYPES: ReadonlySet<string> = new Set(['BONUS', 'PROVIDER_BONUS']);

/** The price of the cheapest normal package with a bonus, minor units; null when no package has one. */
export function smallestBonusPackagePrice(packages: readonly Package[]): number | null {
  const prices = packages
    .filter((item) => !item.subscription)
    .filter((item) => item.consumables.some((consumable) => BONUS_TYPES.has(consumable.type) && consumable.amount > 0))
    .map((item) => item.price);
  return prices.length === 0 ? null : Math.min(...prices);
}
