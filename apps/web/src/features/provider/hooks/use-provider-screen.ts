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
import { type ProviderEntry, providerEntry, providerOptions, selectedPurchasable } from '../provider-entry';

/** Tells the view-change handling to keep scroll and focus: choosing a provider is not a new page. */
export const STAY_IN_PLACE = { stayInPlace: true } as const;

export type PaymentDetails = Partial<Pick<PaymentDraft, 'card' | 'elv' | 'bic'>>;

/** SPEC §2: practice players give personal data first, money players go straight to review. */
export function continueRouteFor(user: Pick<UserData, 'actorType'>): string {
  return user.actorType === 'b' ? paths.personal : paths.review;
}

/** The player and the shop once the initial load is through; null while it runs. */
export type ProviderSessionData = { user: UserData; shop: ShopResponse } | null;

/**
 * The screen's state; `loading` until the session's data is there. One hook for both, so the screen keeps one tree
 * (its heading painted once, not replaced when the data arrives: issue 27, the card screen's LCP).
 */
export function useProviderScreen(session: ProviderSessionData, paytypeKey: string | undefined) {
  const navigate = useNavigate();
  const selection = useShopSelection();
  const unavailable = useUnavailableProviders();
  const { draft, updateDraft } = usePaymentDraft();
  const subscription = selection.type === 'SUBSCRIPTION';
  const shop = session?.shop;
  const options =
    shop === undefined ? [] : providerOptions(withAvailability(shop.providers, unavailable), subscription);
  const purchasable =
    shop === undefined
      ? null
      : selectedPurchasable(
          shop.purchasables,
          subscription,
          subscription ? selection.subscription : selection.normal,
          shop.lastUsedAmount,
        );
  const entry: ProviderEntry | { kind: 'loading' } =
    session === null ? { kind: 'loading' } : providerEntry(paytypeKey, options, purchasable);
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
    if (session === null) return;
    updateDraft({ providerCode: code, card: null, elv: null, bic: null, ...details });
    void navigate(continueRouteFor(session.user));
  };

  return {
    entry,
    options,
    purchasable,
    subscription,
    draft,
    locale: session === null ? undefined : localeForCountry(session.user.userCountry, session.user.lang),
    complete,
    choose,
  };
}
