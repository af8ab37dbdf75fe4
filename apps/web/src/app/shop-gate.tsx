// Wraps the shop views: runs the initial-load chain once and acts on its outcome (a shop route,
// the not-authorized view, an error page or a platform page). Views read the data via useShopSession.

import { useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { Outlet, useNavigate } from 'react-router';
import { browserLocation } from '../lib/browser-location';
import { initialLoadOutcome, resetInitialLoad, useInitialLoad } from '../lib/session/initial-load';

export function ShopGate() {
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  const outcome = useInitialLoad(queryClient);

  useEffect(() => {
    if (outcome === undefined || outcome.kind === 'ready') return;
    if (outcome.kind === 'redirect') navigate(outcome.to, { replace: true });
    else browserLocation.assign(outcome.url);
  }, [outcome, navigate]);

  // An outcome that sent the player away must not be replayed when they come back.
  useEffect(
    () => () => {
      if (initialLoadOutcome(queryClient)?.kind !== 'ready') resetInitialLoad(queryClient);
    },
    [queryClient],
  );

  return <Outlet />;
}
