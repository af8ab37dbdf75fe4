// Everything the review step shows and does (SPEC §2 Review, §4, §5 Acceptance): the package, the
// provider and its details from the payment draft, the acceptance boxes and paying.
import type { Provider, ShopPurchasable, ShopResponse } from '@shop/contracts/shop';
import type { UserData } from '@shop/contracts/user';
import { providerRouteFor } from '@shop/domain/navigation';
import { useEffect } from 'react';
import { useNavigate } from 'react-router';
import { type PaymentDraft, usePaymentDraft } from '../../../lib/payment-draft';
import { useShopSelection } from '../../../lib/shop-selection';
import {
  type AcceptanceBox,
  acceptanceBoxesFor,
  payWordingFor,
  purchaseDetailsFor,
  selectedPurchasable,
} from '../review-model';
import { useAcceptance } from './use-acceptance';
import { useExpressOptIn } from './use-express-opt-in';
import { usePay } from './use-pay';

export type ReviewTarget = { provider: Provider; purchasable: ShopPurchasable; draft: PaymentDraft };

/** What review is about, or the step to go back to when something it needs is missing. */
function reviewTargetOf(
  shop: ShopResponse,
  purchasable: ShopPurchasable | undefined,
  draft: PaymentDraft,
): ReviewTarget | { redirect: string } {
  if (purchasable === undefined) return { redirect: '/' };
  const provider = shop.providers.find((candidate) => candidate.code === draft.providerCode);
  if (provider === undefined) {
    const firstUsable = shop.providers.find((candidate) => candidate.usable);
    return { redirect: providerRouteFor(firstUsable?.code) };
  }
  // Mandate acceptance does not decide readiness, so any value serves here.
  if (!purchaseDetailsFor(provider.inputType, draft, false).ready) return { redirect: providerRouteFor(provider.code) };
  return { provider, purchasable, draft };
}

export function useReviewTarget(shop: ShopResponse): ReviewTarget | null {
  const navigate = useNavigate();
  const selection = useShopSelection();
  const { draft } = usePaymentDraft();
  const target = reviewTargetOf(shop, selectedPurchasable(shop.purchasables, selection), draft);
  const redirect = 'redirect' in target ? target.redirect : null;
  useEffect(() => {
    // The stored payment draft is restored when the app starts (lib/payment-draft.tsx), before this view exists.
    if (redirect !== null) void navigate(redirect, { replace: true });
  }, [redirect, navigate]);
  return 'redirect' in target ? null : target;
}

export function useReviewScreen(user: UserData, { provider, purchasable, draft }: ReviewTarget) {
  const practice = user.actorType === 'b';
  const subscription = purchasable.subscription;
  const providerRoute = providerRouteFor(provider.code);
  const acceptance = useAcceptance(
    acceptanceBoxesFor({
      actorType: user.actorType,
      subscription,
      inputType: provider.inputType,
      mandateValid: draft.elv?.mandate.valid ?? false,
    }),
  );
  const payment = usePay({ provider, providerRoute, purchasable, draft, practice });
  const expressOptIn = useExpressOptIn(subscription, provider);
  const expressSubscribe = expressOptIn.shown && expressOptIn.checked;

  /** The pay form validates the acceptance boxes first (SPEC §5); returns the boxes still to check. */
  const submit = (): AcceptanceBox[] => {
    if (payment.submitting) return [];
    const missing = acceptance.validate();
    if (missing.length === 0) void payment.pay({ mandateAccepted: acceptance.isChecked('mandate'), expressSubscribe });
    return missing;
  };

  return {
    practice,
    subscription,
    providerRoute,
    wording: payWordingFor(subscription, provider),
    acceptance,
    expressOptIn,
    status: payment.status,
    submitting: payment.submitting,
    repeat: payment.repeat,
    submit,
  };
}
