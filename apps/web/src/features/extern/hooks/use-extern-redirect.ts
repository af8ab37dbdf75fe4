// Leaves the shop for the platform page of an /extern/{target}; an unknown target returns to /.

import { useEffect } from 'react';
import { useNavigate } from 'react-router';
import { isExternTarget } from '../../../config/paths';
import { browserLocation } from '../../../lib/browser-location';
import { externDestination } from '../extern-destination';

export function useExternRedirect(target: string | undefined): string | null {
  const navigate = useNavigate();
  const destination = isExternTarget(target) ? externDestination(target) : null;
  useEffect(() => {
    if (destination === null) void navigate('/', { replace: true });
    else browserLocation.assign(destination);
  }, [destination, navigate]);
  return destination;
}
