// The price table and fee hints of review (SPEC §2, §6, §9): deposit, bonus, the practice player's
// free upgrade, total and the price, monthly for the saver package; fees in the paying currency.
import type { ShopPurchasable } from '@shop/contracts/shop';
import type { UserData } from '@shop/contracts/user';
import { SUBSCRIPTION_MIN_TERM_MONTHS } from '@shop/domain/constants';
import { feeHintFor } from '@shop/domain/fees';
import { localeForCountry } from '@shop/domain/locale';
import { formatMoney } from '@shop/domain/money';
import { bonusAmountOf, depositAmountOf, totalAmountOf } from '@shop/domain/packages';
import { useTranslation } from 'react-i18next';

export type PriceRow = { id: 'deposit' | 'bonus' | 'upgrade' | 'total'; label: string; value: string };

export function usePriceTable(user: UserData, purchasable: ShopPurchasable, providerCode: string) {
  const { t } = useTranslation();
  const locale = localeForCountry(user.userCountry, user.lang);
  const practice = user.actorType === 'b';
  const monthly = purchasable.subscription;
  const credit = (amount: number) => {
    const formatted = formatMoney(amount, user.gdCurrency, locale);
    return user.gdCurrencyType === 'VIRTUAL' ? t('review.price.diamonds', { amount: formatted }) : formatted;
  };
  const bonus = bonusAmountOf(purchasable, providerCode);

  const rows: PriceRow[] = [
    {
      id: 'deposit',
      label: t(monthly ? 'review.price.monthlyDeposit' : 'review.price.deposit'),
      value: credit(depositAmountOf(purchasable)),
    },
  ];
  if (bonus > 0) {
    rows.push({
      id: 'bonus',
      label: t(monthly ? 'review.price.monthlyBonus' : 'review.price.bonus'),
      value: credit(bonus),
    });
  }
  // SPEC §1: with virtual currency a practice player becomes a premium player.
  const upgrade = t(user.gdCurrencyType === 'VIRTUAL' ? 'review.price.upgradePremium' : 'review.price.upgrade');
  if (practice) rows.push({ id: 'upgrade', label: upgrade, value: t('review.price.free') });
  rows.push({
    id: 'total',
    label: t(monthly ? 'review.price.monthlyTotal' : 'review.price.total'),
    value: credit(totalAmountOf(purchasable, providerCode)),
  });

  const fees = feeHintFor({
    gdCurrency: user.gdCurrency,
    currencyType: user.gdCurrencyType,
    payingCurrency: purchasable.currency,
  });
  const feeHints: string[] = [];
  if (fees !== null) {
    if (practice) {
      feeHints.push(t('review.fees.inactivity', { fee: formatMoney(fees.inactivityFeeMinor, fees.currency, locale) }));
    }
    feeHints.push(t('review.fees.payout', { fee: formatMoney(fees.payoutFeeMinor, fees.currency, locale) }));
  }

  return {
    caption: t(monthly ? 'review.price.captionMonthly' : 'review.price.caption'),
    rows,
    price: {
      label: t(monthly ? 'review.price.payMonthly' : 'review.price.pay'),
      value: formatMoney(purchasable.price, purchasable.currency, locale),
    },
    /** The saver package's rhythm and minimum term under the table. */
    termNote: monthly ? t('review.price.termNote', { months: SUBSCRIPTION_MIN_TERM_MONTHS }) : null,
    feeHints,
  };
}
