// The checks a PSP notification about one of the shop's own payments (a purchase's, a payout's) passes before it is
// applied: the record its reference names exists, it is the same PSP payment and the same amount.
import type { FastifyBaseLogger } from 'fastify';
import type { PspNotification } from './payment-provider.ts';

/** What the checks read of the named record: the PSP's reference once known, the amount the PSP was asked for. */
export interface NotifiedPayment {
  pspReference: string | null;
  value: number;
  currency: string;
}

const LOG_LINES = {
  purchase: {
    unknown: 'PSP notification for an unknown purchase',
    otherPayment: 'PSP notification names another payment of the purchase',
    amount: 'PSP notification amount differs from the purchase',
  },
  payout: {
    unknown: 'PSP notification for an unknown payout',
    otherPayment: 'PSP notification names another payout of the reference',
    amount: 'PSP notification amount differs from the payout',
  },
} as const;

export type NotificationFit<Row> =
  | { ok: true; row: Row }
  | { ok: false; answer: 'unknown_reference' | 'psp_reference_mismatch' | 'amount_mismatch' };

/**
 * The record a notification names, or the outcome stored with a notification that does not fit it (logged):
 * unknown_reference without a record, psp_reference_mismatch for another PSP payment, amount_mismatch.
 */
export function fitNotification<Row>(
  log: FastifyBaseLogger,
  notification: PspNotification,
  kind: keyof typeof LOG_LINES,
  row: Row | undefined,
  paymentOf: (row: Row) => NotifiedPayment,
): NotificationFit<Row> {
  const context = { id: notification.id, reference: notification.reference, pspReference: notification.pspReference };
  const lines = LOG_LINES[kind];
  if (row === undefined) {
    log.warn(context, lines.unknown);
    return { ok: false, answer: 'unknown_reference' };
  }
  const payment = paymentOf(row);
  if (payment.pspReference !== null && payment.pspReference !== notification.pspReference) {
    log.error(context, lines.otherPayment);
    return { ok: false, answer: 'psp_reference_mismatch' };
  }
  const { amount } = notification;
  if (amount !== null && (amount.value !== payment.value || amount.currency !== payment.currency)) {
    log.error({ ...context, amount }, lines.amount);
    return { ok: false, answer: 'amount_mismatch' };
  }
  return { ok: true, row };
}
