// Route "/": the amount-selection screen; back from cancelling at the provider, with a notice that nothing was paid.

import { AmountScreen } from '../../features/amount/components/amount-screen';
import { CancelledPaymentNotice } from '../../features/amount/components/cancelled-payment-notice';
import { useCancelledPayment } from '../../features/amount/hooks/use-cancelled-payment';
import { usePageTitle } from '../../hooks/use-page-title';
import { useShopSession } from '../../lib/session/initial-load';
import { useKnownUser } from '../../lib/session/user-data';

export function Component() {
  usePageTitle('amount');
  const cancelled = useCancelledPayment();
  return (
    <AmountScreen
      session={useShopSession()}
      knownUser={useKnownUser()}
      before={cancelled ? <CancelledPaymentNotice /> : undefined}
    />
  );
}
