// The provider view (SPEC §2 /provider/{paytypeKey}): the list, the entry rules, the selected provider's
// sub-state, choosing another provider (route replace) and continuing with the collected details.
import type { ProviderCode, ShopResponse } from '@shop/contracts/shop';
import type { UserData } from '@shop/contracts/user';
import { localeForCountry } from '@shop/domain/locale';
import { useEffect } from 'react';
import { useNavigate } from 'react-router';
import { hrefs, paths } from '../../../config/paths';
import { type PaymentDraft, usePaymentDraft } from '../../../lib/payment-draft';
import { useShopSelection } from '../../../lib/shop-selection';
import { useUnavailableProviders, withAvailability } from '../provider-availability';
import { providerEntry, providerOptions, selectedPurchasable } from '../provider-entry';

/** Tells the view-change handling to keep scroll and focus: choosing a provider is not a new page. */
export const STAY_IN_PLACE = { stayInPlace: true } as const;

export type PaymentDetails = Partial<Pick<PaymentDraft, 'card' | 'elv' | 'bic'>>;

/** SPEC §2: practice players give personal data first, money players go straight to review. */
export function continueRouteFor(user: Pick<UserData, 'actorType'>): string {
  return user.actorType === 'b' ? paths.personal : paths.review;
}

export function useProviderScreen(user: UserData, shop: ShopResponse, paytypeKey: string | undefined) {
  const navigate = useNavigate();
  const selection = useShopSelection();
  const unavailable = useUnavailableProviders();
  const { draft, updateDraft } = usePaymentDraft();
  const subscription = selection.type === 'SUBSCRIPTION';
  const options = providerOptions(withAvailability(shop.providers, unavailable), subscription);
  const purchasable = selectedPurchasable(
    shop.purchasables,
    subscription,
    subscription ? selection.subscription : selection.normal,
    shop.lastUsedAmount,
  );
  const entry = providerEntry(paytypeKey, options, purchasable);
  const providerRedirect = entry.kind === 'redirect' ? hrefs.provider(entry.code) : null;
  const homeRedirect = entry.kind === 'home';

  useEffect(() => {
    if (homeRedirect) void navigate(paths.amount, { replace: true });
    else if (providerRedirect !== null) void navigate(providerRedirect, { replace: true, state: STAY_IN_PLACE });
  }, [homeRedirect, providerRedirect, navigate]);

  const choose = (code: ProviderCode) => {
    if (entry.kind === 'selected' && entry.provider.code === code) return;
    void navigate(hrefs.provider(code), { replace: true, state: STAY_IN_PLACE });
  };

  /** Stores the provider and its details (only those: the other kinds are cleared) and moves on. */
  const complete = (code: ProviderCode, details: PaymentDetails) => {
    updateDraft({ providerCode: code, card: null, elv: null, bic: null, ...details });
    void navigate(continueRouteFor(user));
  };

  return {
    entry,
    options,
    purchasable,
    subscription,
    draft,
    locale: localeForCountry(user.userCountry, user.lang),
    complete,
    choose,
  };
}
