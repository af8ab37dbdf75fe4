// Leaves the shop for the platform page of an /extern/{target}; an unknown target returns to /.

import { useEffect } from 'react';
import { useLocation, useNavigate } from 'react-router';
import { isExternTarget } from '../../../config/platform-pages';
import { browserLocation } from '../../../lib/browser-location';
import { readEssentialRecord } from '../../../lib/essential-record';
import { paidAsPractice } from '../../../lib/purchase-session';
import { useKnownUser } from '../../../lib/session/user-data';
import { externDestination } from '../extern-destination';
import { purchaseSuccessDestination } from '../purchase-success-destination';

export function useExternRedirect(target: string | undefined): string | null {
  const navigate = useNavigate();
  const { search } = useLocation();
  const user = useKnownUser();
  let destination: string | null = null;
  if (target === 'purchase-success') {
    // Practice at the time of paying: the first deposit has made them a money player since.
    const practice = paidAsPractice() || user?.actorType === 'b';
    destination = purchaseSuccessDestination(new URLSearchParams(search), practice, readEssentialRecord());
  } else if (isExternTarget(target)) {
    destination = externDestination(target);
  }
  useEffect(() => {
    if (destination === null) void navigate('/', { replace: true });
    else browserLocation.assign(destination);
  }, [destination, navigate]);
  return destination;
}
