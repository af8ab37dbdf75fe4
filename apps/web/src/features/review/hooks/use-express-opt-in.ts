// The review's express-payment opt-in (SPEC §4): shown for normal purchases whose provider has express
// payment and is not the favourite yet. The settings call failing is reported (expressPayment_subscriptions_fail)
// and review goes on without the opt-in.
import type { Provider } from '@shop/contracts/shop';
import { useEffect, useState } from 'react';
import { useExpressSettings } from '../../../lib/session/express-settings';
import { reportExpressSettingsFailed } from '../error-report';
import { showsExpressOptIn } from '../review-model';

export type ExpressOptIn = {
  shown: boolean;
  checked: boolean;
  setChecked: (checked: boolean) => void;
  /** PayPal asks for the billing agreement on its own page: the hint says so. */
  paypal: boolean;
};

export function useExpressOptIn(subscription: boolean, provider: Provider): ExpressOptIn {
  const settings = useExpressSettings(!subscription);
  const [checked, setChecked] = useState(false);
  const { isError, error, errorUpdatedAt } = settings;

  // biome-ignore lint/correctness/useExhaustiveDependencies: one report per failed load (errorUpdatedAt), not per render.
  useEffect(() => {
    if (isError) reportExpressSettingsFailed(error);
  }, [isError, errorUpdatedAt]);

  return {
    shown: showsExpressOptIn({ subscription, provider: provider.code, settings: settings.data }),
    checked,
    setChecked,
    paypal: provider.code === 'paypal',
  };
}
