// Everything the amount-selection screen shows and does (SPEC §2 "/" and "/subscription", §4, §6, DESIGN.md):
// the normal packages, or in subscription mode the saver packages.
import type { ShopResponse } from '@shop/contracts/shop';
import type { UserData } from '@shop/contracts/user';
import { showsBonusLegalHint } from '@shop/domain/bonus';
import { exceedsAllowance } from '@shop/domain/deposit-limit';
import { formatDate, localeForCountry } from '@shop/domain/locale';
import { formatMoney } from '@shop/domain/money-format';
import { providerRouteFor } from '@shop/domain/navigation';
import { hasBonus } from '@shop/domain/packages';
import { useNavigate } from 'react-router';
import type { SelectionType } from '../../../lib/shop-selection';
import { isSubscriptionAvailable, subscriptionProviders } from '../../../lib/subscription-mode';
import { useAmountSelection } from './use-amount-selection';
import { usePackageViews } from './use-package-views';

/**
 * SPEC §2: the normal/subscription switch is for money players when a saver package is available
 * (packages and a provider that can pay them); the views that render it are / and /subscription.
 */
export function showsSelectionTabs(user: UserData, shop: ShopResponse): boolean {
  return isSubscriptionAvailable(user, shop);
}

/**
 * The provider the continue button leads to: the first usable one (the provider view re-checks); for a
 * saver package the first usable provider that supports it (SPEC §2 Provider entry).
 */
export function continueRouteFor(shop: ShopResponse, mode: SelectionType = 'NORMAL'): string {
  if (mode === 'SUBSCRIPTION') return providerRouteFor(subscriptionProviders(shop.providers)[0]?.code);
  const provider = shop.providers.find((candidate) => candidate.usable) ?? shop.providers[0];
  return providerRouteFor(provider?.code);
}

/**
 * What the deposit limit leaves, for the notice above the tiles: only when it makes a package unavailable.
 * The amount in the player's locale and currency, the date as SPEC §3 writes dates for their country.
 */
function limitNoticeFor(
  packages: readonly { unavailable: boolean }[],
  depositLimit: ShopResponse['depositLimit'],
  user: UserData,
): { amount: string; date: string | null } | null {
  if (depositLimit == null || !packages.some((view) => view.unavailable)) return null;
  return {
    amount: formatMoney(depositLimit.amountLeft, depositLimit.currency, localeForCountry(user.userCountry, user.lang)),
    date: depositLimit.nextPossibleDate === null ? null : formatDate(depositLimit.nextPossibleDate, user.userCountry),
  };
}

export function useAmountScreen(user: UserData, shop: ShopResponse, mode: SelectionType = 'NORMAL') {
  const navigate = useNavigate();
  const subscription = mode === 'SUBSCRIPTION';
  const list = shop.purchasables.filter((purchasable) => purchasable.subscription === subscription);
  const depositLimit = shop.depositLimit ?? null;
  const packages = usePackageViews(list, user, shop.currency, subscription, depositLimit);
  // Packages above the deposit limit are shown but never selected, not even as the last-used amount.
  const available = list.filter((item) => depositLimit === null || !exceedsAllowance(item.price, depositLimit));
  const { selectedId, choose, confirm } = useAmountSelection(available, shop.lastUsedAmount, mode, user.userId);
  const bonusHint = showsBonusLegalHint({
    country: user.userCountry,
    currencyType: user.gdCurrencyType,
    hasBonusPackages: list.some(hasBonus),
  });

  const proceed = () => {
    if (selectedId === null) return;
    // Storing the choice also sets the selection type the later steps follow.
    confirm();
    navigate(continueRouteFor(shop, mode));
  };

  return {
    packages,
    limitNotice: limitNoticeFor(packages, depositLimit, user),
    selectedId,
    choose,
    proceed,
    bonusHint,
    subscription,
    virtual: user.gdCurrencyType === 'VIRTUAL',
    practice: user.actorType === 'b',
    tabs: showsSelectionTabs(user, shop),
  };
}
