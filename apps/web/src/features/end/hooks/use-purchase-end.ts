// Shared by the end screens: the purchase reached its end, so the pay attempt and the payment draft
// (a card token is single-use) are done; the last result is what they show.
import { useEffect, useState } from 'react';
import { usePaymentDraft } from '../../../lib/payment-draft';
import { endPayAttempt, type PurchaseSession, readPurchaseSession } from '../../../lib/purchase-session';

export function usePurchaseEnd(): PurchaseSession {
  const { clearDraft } = usePaymentDraft();
  const [session] = useState(readPurchaseSession);
  useEffect(() => {
    endPayAttempt();
    clearDraft();
  }, [clearDraft]);
  return session;
}
