// The express screen (issue 8): the platform's quick deposit enters the shop here (EXPRESS_PAYMENT). The
// last used amount's package with the player's available favourite, paid with one button like every purchase
// (one Idempotency-Key per attempt, the same limits and refusals); anything missing goes to the normal shop.
import type { ExpressPaytype } from '@shop/contracts/express';
import type { Provider, ShopPurchasable, ShopResponse } from '@shop/contracts/shop';
import type { UserData } from '@shop/contracts/user';
import { providerRouteFor } from '@shop/domain/navigation';
import { useEffect } from 'react';
import { useNavigate } from 'react-router';
import { paths } from '../../../config/paths';
import { EMPTY_DRAFT } from '../../../lib/payment-draft';
import { availableFavourite, useExpressSettings } from '../../../lib/session/express-settings';
import { useExpressEntry } from '../../../lib/session/initial-load';
import { useShopSelection } from '../../../lib/shop-selection';
import { reportExpressSettingsFailed } from '../error-report';
import { acceptanceBoxesFor } from '../review-model';
import { useAcceptance } from './use-acceptance';
import { usePay } from './use-pay';

export type ExpressTarget = { provider: Provider; purchasable: ShopPurchasable; favourite: ExpressPaytype };

/** The favourite's provider (usable) and the package of the last used amount; null when either is missing. */
export function expressTargetOf(
  shop: ShopResponse,
  settings: readonly ExpressPaytype[] | undefined,
): ExpressTarget | null {
  const favourite = availableFavourite(settings);
  if (favourite === undefined) return null;
  const provider = shop.providers.find((candidate) => candidate.code === favourite.paytypeCode && candidate.usable);
  const purchasable = shop.purchasables.find(
    (candidate) => !candidate.subscription && candidate.price === shop.lastUsedAmount,
  );
  if (provider === undefined || purchasable === undefined) return null;
  if (provider.limit !== null && purchasable.price > provider.limit) return null;
  return { provider, purchasable, favourite };
}

/** What the express screen is about, null while loading; the normal shop when it is not an express entry. */
export function useExpressTarget(shop: ShopResponse): ExpressTarget | null {
  const navigate = useNavigate();
  const entry = useExpressEntry();
  const settings = useExpressSettings(entry === true);
  const target = settings.data === undefined ? null : expressTargetOf(shop, settings.data);
  const { isError, error } = settings;
  const leave = entry === false || isError || (settings.data !== undefined && target === null);

  useEffect(() => {
    if (isError) reportExpressSettingsFailed(error);
  }, [isError, error]);
  useEffect(() => {
    if (leave) void navigate(paths.amount, { replace: true });
  }, [leave, navigate]);
  return leave ? null : target;
}

export function useExpressScreen(user: UserData, { provider, purchasable }: ExpressTarget) {
  const practice = user.actorType === 'b';
  const { select } = useShopSelection();
  // Money players need no box here; a direct debit's mandate is valid by the time it is express.
  const acceptance = useAcceptance(
    acceptanceBoxesFor({
      actorType: user.actorType,
      subscription: false,
      inputType: provider.inputType,
      mandateValid: true,
    }),
  );
  const payment = usePay({
    provider,
    providerRoute: providerRouteFor(provider.code),
    purchasable,
    draft: EMPTY_DRAFT,
    practice,
    express: true,
  });

  const submit = () => {
    if (payment.submitting) return [];
    const missing = acceptance.validate();
    if (missing.length > 0) return missing;
    // The package is the selection from now on: an error page's "back to payment method" continues with it.
    select('NORMAL', purchasable.id);
    void payment.pay({ mandateAccepted: false });
    return missing;
  };

  return { acceptance, status: payment.status, submitting: payment.submitting, repeat: payment.repeat, submit };
}
