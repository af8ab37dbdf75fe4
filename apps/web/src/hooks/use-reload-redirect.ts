// /reload: forget the loaded shop and go back to the last real view, which then loads afresh.
import { useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { useNavigate } from 'react-router';
import { lastViewPath } from '../lib/navigation-history';
import { resetInitialLoad } from '../lib/session/initial-load';
import { shopQueryOptions } from '../lib/session/shop';

export function useReloadRedirect(): void {
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  useEffect(() => {
    queryClient.removeQueries({ queryKey: shopQueryOptions().queryKey });
    resetInitialLoad(queryClient);
    void navigate(lastViewPath() ?? '/', { replace: true });
  }, [queryClient, navigate]);
}
