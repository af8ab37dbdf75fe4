// What /subscription shows (SPEC §2 /subscription, §6, §7 GET /deposit/subscription): the player's saver
// package when there is one, else the saver packages; players who may not take one go back to /.
import type { ShopResponse } from '@shop/contracts/shop';
import type { SubscriptionDetails } from '@shop/contracts/subscription';
import type { UserData } from '@shop/contracts/user';
import { useEffect } from 'react';
import { useNavigate } from 'react-router';
import { paths } from '../../../config/paths';
import type { ShopSession } from '../../../lib/session/initial-load';
import { subscriptionDetailsFailureRoute, useSubscriptionDetails } from '../../../lib/session/subscription-details';
import { canTakeSubscription, isSubscriptionAvailable } from '../../../lib/subscription-mode';

export type SubscriptionView =
  | { kind: 'loading' }
  /** No package yet and one can be taken: the saver packages. */
  | { kind: 'packages' }
  /**
   * SPEC §3: PENDING, ACTIVE, CANCELED and FAILED all count as having one. An ended (FAILED) package does
   * not block a new sign-up at the server: its details are shown above the packages (`renew`).
   */
  | { kind: 'details'; details: SubscriptionDetails; user: UserData; renew: boolean }
  /** A money player without a package, but no saver package can be sold right now. */
  | { kind: 'unavailable' };

function redirectFor(
  session: ShopSession,
  eligible: boolean,
  query: ReturnType<typeof useSubscriptionDetails>,
): string | null {
  if (session.status !== 'ready') return null;
  if (!eligible) return paths.amount;
  // A failed refresh keeps showing what was loaded; only a first load that failed leaves.
  if (query.data === undefined && query.isError) return subscriptionDetailsFailureRoute(query.error);
  return null;
}

function viewOf(user: UserData, shop: ShopResponse, details: SubscriptionDetails | null): SubscriptionView {
  if (details !== null) {
    const renew = details.state === 'FAILED' && isSubscriptionAvailable(user, shop);
    return { kind: 'details', details, user, renew };
  }
  return isSubscriptionAvailable(user, shop) ? { kind: 'packages' } : { kind: 'unavailable' };
}

export function useSubscriptionView(session: ShopSession): SubscriptionView {
  const navigate = useNavigate();
  const eligible = session.status === 'ready' && canTakeSubscription(session.user);
  const query = useSubscriptionDetails(eligible);
  const redirect = redirectFor(session, eligible, query);

  useEffect(() => {
    if (redirect !== null) void navigate(redirect, { replace: true });
  }, [redirect, navigate]);

  if (session.status !== 'ready' || redirect !== null || query.data === undefined) return { kind: 'loading' };
  return viewOf(session.user, session.shop, query.data);
}
