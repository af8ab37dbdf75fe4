// Turns the shop's packages into what a tile shows: formatted amounts in the player's locale and
// currency (SPEC §2 amount panels, §3 money; virtual currencies with their own unit word). Saver packages
// read per month. A package above what the deposit limit leaves is shown, but not available (issue 8).
import type { DepositLimit } from '@shop/contracts/deposit-limit';
import type { ShopPurchasable } from '@shop/contracts/shop';
import type { UserData } from '@shop/contracts/user';
import { exceedsAllowance } from '@shop/domain/deposit-limit';
import { localeForCountry } from '@shop/domain/locale';
import { formatMoney } from '@shop/domain/money-format';
import { bonusAmountOf, depositAmountOf, totalAmountOf } from '@shop/domain/packages';
import { useTranslation } from 'react-i18next';

export type PackageView = {
  id: number;
  price: number;
  /** The credit, big: "50,00 €" or "1.100 Diamonds". */
  amountText: string;
  /** "10,00 €" when the price reads differently from the credit (virtual currency), else null. */
  priceText: string | null;
  /** "5,00 €", or null without bonus. */
  bonusText: string | null;
  /** Deposit plus bonus, or null without bonus (then it equals the amount). */
  totalText: string | null;
  /** A saver package: the amounts are per month. */
  monthly: boolean;
  /** Priced above what the player's deposit limit leaves now: shown, but cannot be chosen. */
  unavailable: boolean;
};

export function usePackageViews(
  purchasables: readonly ShopPurchasable[],
  user: UserData,
  shopCurrency: string,
  monthly = false,
  depositLimit: DepositLimit | null = null,
) {
  const { t } = useTranslation();
  const locale = localeForCountry(user.userCountry, user.lang);
  const virtual = user.gdCurrencyType === 'VIRTUAL';
  const credit = (amount: number) => {
    const formatted = formatMoney(amount, user.gdCurrency, locale);
    return virtual ? t('amount.virtualUnits.diamonds', { amount: formatted }) : formatted;
  };
  return purchasables.map((purchasable): PackageView => {
    const bonus = bonusAmountOf(purchasable);
    const deposit = credit(depositAmountOf(purchasable));
    const priceText = formatMoney(purchasable.price, purchasable.currency || shopCurrency, locale);
    const total = credit(totalAmountOf(purchasable));
    return {
      id: purchasable.id,
      price: purchasable.price,
      amountText: monthly ? t('amount.package.monthlyAmount', { amount: deposit }) : deposit,
      priceText: priceText === deposit ? null : priceText,
      bonusText: bonus > 0 ? credit(bonus) : null,
      totalText: bonus > 0 ? total : null,
      monthly,
      unavailable: depositLimit !== null && exceedsAllowance(purchasable.price, depositLimit),
    };
  });
}
