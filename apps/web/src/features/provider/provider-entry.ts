// The provider view's entry rules (SPEC §2 Provider entry, §4, §8 provider messages) as pure functions.
import type { Provider, ProviderCode, ShopPurchasable } from '@shop/contracts/shop';
import { SUBSCRIPTION_PROVIDER_CODES } from '@shop/domain/constants';
import { providerRouteFor } from '@shop/domain/navigation';
import { defaultSelectedId } from '@shop/domain/packages';

/** Why a listed provider cannot be chosen, or null when it can. */
export type UnusableReason = 'unusable' | 'subscription' | null;
export type ProviderOption = Provider & { reason: UnusableReason };

export type ProviderSubState = 'form' | 'notAvailable' | 'subscriptionNotSupported' | 'limitExceed';

export type ProviderEntry =
  /** Empty or 'undefined' code: back to the amount. */
  | { kind: 'home' }
  /** The selected provider cannot be used: the first usable one replaces it. */
  | { kind: 'redirect'; code: ProviderCode }
  /** Nothing can be used at all: a message without "choose another one" (issue 10 item 8). */
  | { kind: 'none' }
  | { kind: 'selected'; provider: ProviderOption; state: ProviderSubState };

/** The list the view shows: for a subscription only the saver-package providers (SPEC §5). */
export function providerOptions(providers: readonly Provider[], subscription: boolean): ProviderOption[] {
  const subscriptionCodes: readonly string[] = SUBSCRIPTION_PROVIDER_CODES;
  return providers
    .filter((provider) => !subscription || subscriptionCodes.includes(provider.code))
    .map((provider) => {
      let reason: UnusableReason = null;
      if (!provider.usable) reason = 'unusable';
      else if (subscription && !provider.subscriptionSupported) reason = 'subscription';
      return { ...provider, reason };
    });
}

/** SPEC §2 limitExceed: the package costs more than the provider accepts. */
export function exceedsLimit(provider: Pick<Provider, 'limit'>, purchasable: Pick<ShopPurchasable, 'price'> | null) {
  return provider.limit !== null && purchasable !== null && purchasable.price > provider.limit;
}

export function providerEntry(
  paytypeKey: string | undefined,
  options: readonly ProviderOption[],
  purchasable: ShopPurchasable | null,
): ProviderEntry {
  if (providerRouteFor(paytypeKey) === '/') return { kind: 'home' };
  const selected = options.find((option) => option.code === paytypeKey);
  if (selected !== undefined && selected.reason === null) {
    return {
      kind: 'selected',
      provider: selected,
      state: exceedsLimit(selected, purchasable) ? 'limitExceed' : 'form',
    };
  }
  const firstUsable = options.find((option) => option.reason === null);
  if (firstUsable !== undefined) return { kind: 'redirect', code: firstUsable.code };
  return { kind: 'none' };
}

/** The package the purchase is for: the stored choice of the selection type, else the last-used price. */
export function selectedPurchasable(
  purchasables: readonly ShopPurchasable[],
  subscription: boolean,
  storedId: number | null,
  lastUsedAmount: number | null,
): ShopPurchasable | null {
  const list = purchasables.filter((purchasable) => purchasable.subscription === subscription);
  const id = storedId ?? defaultSelectedId(list, lastUsedAmount);
  return list.find((purchasable) => purchasable.id === id) ?? null;
}
