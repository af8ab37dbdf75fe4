// What the sandbox notifies the shop of, in its own dialect's terms; the Adyen dialect turns it into its own bodies
// (adyen-notifications.ts). Apart from the notifier, so the dialects can name it without importing the notifier.
import type { Money } from '../../lib/money.ts';
import type { NotificationDelivery } from '../../store/store.ts';

export interface NotificationEvent {
  type: NotificationDelivery['type'];
  pspReference: string;
  reference: string;
  status: string;
  refusalCode: string | null;
  /** Absent for mandate.updated. */
  amount?: Money;
  /** Payouts only: why one failed. */
  failureReason?: string | null;
  /** Payments with a stored payment method (or charged with one). */
  recurringReference?: string;
  /** RETURNED payments: the SEPA return reason code. */
  returnReason?: string;
  /** mandate.updated only. */
  mandateId?: string;
  /** refund.updated only: the payment the refund gives money back from. */
  paymentPspReference?: string;
  /**
   * chargeback.updated only: the dispute (status is its stage). `id` is the dispute's own reference (Adyen's dialect
   * sends it as the notification's pspReference, the payment's as originalReference).
   */
  dispute?: { id: string; reasonCode: string | null; defendable: boolean };
}
