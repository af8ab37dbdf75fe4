// Who may take the saver package and when it can be offered (SPEC §2 /subscription, §3 Subscription, §5 end,
// §6): shared by the amount screen (tab switch), the saver-package screen and the header.
import type { Provider, ShopResponse } from '@shop/contracts/shop';
import type { UserData } from '@shop/contracts/user';
import { SUBSCRIPTION_PROVIDER_CODES } from '@shop/domain/constants';
import { routeSegments } from '@shop/domain/navigation';
import type { SelectionType } from './shop-selection';

/** SPEC §6: only money players with a real-money account; practice and virtual-currency players never. */
export function canTakeSubscription(user: Pick<UserData, 'actorType' | 'gdCurrencyType'>): boolean {
  return user.actorType === 'g' && user.gdCurrencyType === 'REAL';
}

/** The providers a saver package can be paid with: the 3 codes, usable and supporting subscriptions. */
export function subscriptionProviders(providers: readonly Provider[]): Provider[] {
  const codes: readonly string[] = SUBSCRIPTION_PROVIDER_CODES;
  return providers.filter(
    (provider) => codes.includes(provider.code) && provider.usable && provider.subscriptionSupported,
  );
}

/** A saver package can be offered: the player may take one, packages exist and a provider can pay them. */
export function isSubscriptionAvailable(user: UserData, shop: ShopResponse): boolean {
  return (
    canTakeSubscription(user) &&
    shop.purchasables.some((purchasable) => purchasable.subscription) &&
    subscriptionProviders(shop.providers).length > 0
  );
}

// The steps of a purchase after the amount: in subscription mode they carry the saver-package header.
const PURCHASE_STEPS: ReadonlySet<string> = new Set([
  'provider',
  'personal',
  'review',
  'processing',
  'postprocessing',
  'forwarding',
  'end',
]);

/**
 * SPEC §2 Header banner: a subscription purchase shows a plain saver-package header instead of the offer,
 * on /subscription and on every later step while the selection type is SUBSCRIPTION. `/` is the one-off
 * deposit even if a saver package was chosen before.
 */
export function showsSaverPackageHeader(path: string, selectionType: SelectionType): boolean {
  const first = routeSegments(path)[0];
  if (first === 'subscription') return true;
  return selectionType === 'SUBSCRIPTION' && first !== undefined && PURCHASE_STEPS.has(first);
}
