// Route "/subscription": the amount screen in subscription mode (SPEC §2): the saver packages with their
// explanation, or the player's own package in their place.

import type { ReactNode } from 'react';
import { AmountScreen } from '../../features/amount/components/amount-screen';
import { SubscriptionDetailsPanel } from '../../features/subscription/components/subscription-details-panel';
import { SubscriptionExplanation } from '../../features/subscription/components/subscription-explanation';
import { SubscriptionUnavailable } from '../../features/subscription/components/subscription-unavailable';
import { useSubscriptionView } from '../../features/subscription/hooks/use-subscription-view';
import { usePageTitle } from '../../hooks/use-page-title';
import type { TextsModule } from '../../lib/i18n';
import { useShopSession } from '../../lib/session/initial-load';
import { useKnownUser } from '../../lib/session/user-data';

/** The texts this page shows beside the first screen's: its locale files (src/locales/<language>/). */
export const texts = import.meta.glob<TextsModule>([
  '../../locales/*/subscription.json',
  '../../locales/*/pay-methods.json',
]);

export function Component() {
  usePageTitle('subscription');
  const session = useShopSession();
  const view = useSubscriptionView(session);
  let content: ReactNode;
  let before: ReactNode;
  if (view.kind === 'details') {
    const panel = <SubscriptionDetailsPanel details={view.details} user={view.user} />;
    if (view.renew) before = panel;
    else content = panel;
  } else if (view.kind === 'unavailable') content = <SubscriptionUnavailable />;
  return (
    <AmountScreen
      session={session}
      knownUser={useKnownUser()}
      mode="SUBSCRIPTION"
      pending={view.kind === 'loading'}
      explanation={<SubscriptionExplanation />}
      before={before}
      content={content}
    />
  );
}
