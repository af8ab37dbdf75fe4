// Issue 24 point 4: back from cancelling at the payment provider, the player is told that nothing was paid. The
// mark in the address is read once and dropped with the provider's own parameters (a replace, no new history
// entry), so a reload or a shared link does not show the notice again.
import { useEffect, useState } from 'react';
import { useLocation, useNavigate } from 'react-router';
import { CANCELLED_PAYMENT_QUERY, PROVIDER_RETURN_QUERY } from '../../../config/paths';

function isCancelledPaymentReturn(search: string): boolean {
  return new URLSearchParams(search).get(CANCELLED_PAYMENT_QUERY.name) === CANCELLED_PAYMENT_QUERY.value;
}

function withoutCancelMark(search: string): string {
  const query = new URLSearchParams(search);
  query.delete(CANCELLED_PAYMENT_QUERY.name);
  for (const name of PROVIDER_RETURN_QUERY) query.delete(name);
  const rest = query.toString();
  return rest === '' ? '' : `?${rest}`;
}

/** True when the player came back from cancelling at the provider (until they leave this screen). */
export function useCancelledPayment(): boolean {
  const location = useLocation();
  const navigate = useNavigate();
  const [cancelled] = useState(() => isCancelledPaymentReturn(location.search));
  const marked = isCancelledPaymentReturn(location.search);
  useEffect(() => {
    if (!marked) return;
    void navigate(
      { pathname: location.pathname, search: withoutCancelMark(location.search), hash: location.hash },
      { replace: true, state: location.state, preventScrollReset: true },
    );
  }, [marked, navigate, location]);
  return cancelled;
}
