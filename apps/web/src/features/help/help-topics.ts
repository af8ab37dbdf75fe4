// Which questions the help FAQ answers for a player, and the amounts it names (SPEC §1 help area, §6, §9).
// Virtual-currency players get no money wording that does not apply to them: no payouts, fees or saver package.
import type { ShopPurchasable } from '@shop/contracts/shop';
import type { UserData } from '@shop/contracts/user';
import type { Language } from '@shop/domain/language';
import { localeForCountry } from '@shop/domain/locale';
import { hidesFeeHints, inactivityFeeMinorFor } from '@shop/domain/money';
import { depositAmountOf } from '@shop/domain/packages';
import { faqPayoutFeeFor } from '@shop/domain/payout';

export type HelpTopic =
  | 'depositTimes'
  | 'bonus'
  | 'saverPackage'
  | 'payoutTimes'
  | 'payoutCosts'
  | 'inactivityFee'
  | 'diamonds'
  | 'playerTypes';

export type HelpFacts = {
  topics: readonly HelpTopic[];
  virtual: boolean;
  practice: boolean;
  /** The currency fees are stated in (the game currency; GGBP reads as pounds) and the formatting locale. */
  currency: string;
  locale: string;
  /**
   * The fee a payout must exceed (SPEC §5), the one the payout flow checks; null for virtual currency, which has
   * no payouts. "What does a payout cost?" answers it for GUSD and CAD too: it is the answer, not a fee hint (§6).
   */
  payoutFeeMinor: number | null;
  /** Null where SPEC §6 hides fee hints (virtual currency, GUSD, CAD). */
  inactivityFeeMinor: number | null;
  /** Monthly deposits of the saver packages in minor units, price order; empty when the shop is not known. */
  saverDepositsMinor: readonly number[];
};

/** Without a known player (not logged in) the FAQ speaks the language's usual currency. */
const LANGUAGE_DEFAULTS: Readonly<Record<Language, { currency: string; country: string }>> = {
  en: { currency: 'USD', country: 'US' },
  'en-GB': { currency: 'GBP', country: 'GB' },
  de: { currency: 'EUR', country: 'DE' },
  fr: { currency: 'EUR', country: 'FR' },
  da: { currency: 'DKK', country: 'DK' },
  es: { currency: 'EUR', country: 'ES' },
  nl: { currency: 'EUR', country: 'NL' },
  sv: { currency: 'SEK', country: 'SE' },
};

type Player = Pick<UserData, 'gdCurrency' | 'gdCurrencyType' | 'actorType' | 'userCountry'>;

export function helpFactsFor(input: {
  user: Player | undefined;
  language: Language;
  purchasables?: readonly ShopPurchasable[] | undefined;
}): HelpFacts {
  const fallback = LANGUAGE_DEFAULTS[input.language];
  const currency = input.user?.gdCurrency ?? fallback.currency;
  const currencyType = input.user?.gdCurrencyType ?? 'REAL';
  const locale = localeForCountry(input.user?.userCountry ?? fallback.country);
  const practice = input.user?.actorType === 'b';
  const virtual = currencyType === 'VIRTUAL';
  const feesHidden = hidesFeeHints({ currency, currencyType });

  const topics: HelpTopic[] = virtual
    ? ['depositTimes', 'diamonds']
    : ['depositTimes', 'bonus', 'saverPackage', 'payoutTimes', 'payoutCosts'];
  if (!feesHidden) topics.push('inactivityFee');
  if (practice) topics.push('playerTypes');

  const saverDepositsMinor = (input.purchasables ?? [])
    .filter((purchasable) => purchasable.subscription)
    .sort((left, right) => left.price - right.price)
    .map(depositAmountOf);

  return {
    topics,
    virtual,
    practice,
    currency,
    locale,
    payoutFeeMinor: virtual ? null : faqPayoutFeeFor(currency),
    inactivityFeeMinor: feesHidden ? null : inactivityFeeMinorFor(currency),
    saverDepositsMinor,
  };
}
