// Everything the amount-selection screen shows and does (SPEC §2 "/", §4, §6, DESIGN.md).
import type { ShopResponse } from '@shop/contracts/shop';
import type { UserData } from '@shop/contracts/user';
import { showsBonusLegalHint } from '@shop/domain/bonus';
import { providerRouteFor } from '@shop/domain/navigation';
import { hasBonus } from '@shop/domain/packages';
import { useNavigate } from 'react-router';
import { useAmountSelection } from './use-amount-selection';
import { usePackageViews } from './use-package-views';

/** SPEC §2: the normal/subscription switch is for money players when a saver package exists. */
export function showsSelectionTabs(user: UserData, shop: ShopResponse): boolean {
  return user.actorType === 'g' && shop.purchasables.some((purchasable) => purchasable.subscription);
}

/** The provider the continue button leads to: the first usable one (the provider view re-checks). */
export function continueRouteFor(shop: ShopResponse): string {
  const provider = shop.providers.find((candidate) => candidate.usable) ?? shop.providers[0];
  return providerRouteFor(provider?.code);
}

export function useAmountScreen(user: UserData, shop: ShopResponse) {
  const navigate = useNavigate();
  const normal = shop.purchasables.filter((purchasable) => !purchasable.subscription);
  const packages = usePackageViews(normal, user, shop.currency);
  const { selectedId, choose, confirm } = useAmountSelection(normal, shop.lastUsedAmount, 'NORMAL', user.userId);
  const bonusHint = showsBonusLegalHint({
    country: user.userCountry,
    currencyType: user.gdCurrencyType,
    hasBonusPackages: normal.some(hasBonus),
  });

  const proceed = () => {
    if (selectedId === null) return;
    confirm();
    navigate(continueRouteFor(shop));
  };

  return {
    packages,
    selectedId,
    choose,
    proceed,
    bonusHint,
    virtual: user.gdCurrencyType === 'VIRTUAL',
    practice: user.actorType === 'b',
    tabs: showsSelectionTabs(user, shop),
  };
}
