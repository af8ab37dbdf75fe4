// Everything the amount-selection screen shows and does (SPEC §2 "/" and "/subscription", §4, §6, DESIGN.md):
// the normal packages, or in subscription mode the saver packages.
import type { ShopResponse } from '@shop/contracts/shop';
import type { UserData } from '@shop/contracts/user';
import { showsBonusLegalHint } from '@shop/domain/bonus';
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

export function useAmountScreen(user: UserData, shop: ShopResponse, mode: SelectionType = 'NORMAL') {
  const navigate = useNavigate();
  const subscription = mode === 'SUBSCRIPTION';
  const list = shop.purchasables.filter((purchasable) => purchasable.subscription === subscription);
  const packages = usePackageViews(list, user, shop.currency, subscription);
  const { selectedId, choose, confirm } = useAmountSelection(list, shop.lastUsedAmount, mode, user.userId);
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
