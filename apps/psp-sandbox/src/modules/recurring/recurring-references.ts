// Issuing the recurring reference of a payment that asked to store its method, once it is AUTHORISED:
// a `rec_…` bound to a reusable copy of the card, the SEPA mandate id, or a PayPal billing agreement.
import { newBillingAgreementId, newId } from '../../lib/ids.ts';
import type { Payment, SandboxStore } from '../../store/store.ts';

/** The new reference, or null for a method that cannot be stored (storePaymentMethod is then ignored). */
export function issueRecurringReference(store: SandboxStore, payment: Payment): string | null {
  switch (payment.method) {
    case 'card': {
      if (payment.chargedCard === null) return null;
      const recurringReference = newId('rec');
      // The copy is reusable even when the payment used a single-use CVC token; no CVC is kept for later.
      const card = { ...payment.chargedCard, singleUse: false, used: false, cvcCheck: 'absent' as const };
      store.recurring.set(recurringReference, { recurringReference, method: 'card', card, charges: 0 });
      return recurringReference;
    }
    case 'paypal': {
      // The shopper approved the billing agreement together with the first payment on the hosted page.
      const recurringReference = newBillingAgreementId();
      store.recurring.set(recurringReference, { recurringReference, method: 'paypal', card: null, charges: 0 });
      return recurringReference;
    }
    case 'sepa':
      return payment.mandate?.mandateId ?? null;
    default:
      return null;
  }
}
