// Money going out (payouts, refunds): the payout.updated and refund.updated notifications of where it stands and
// why it failed (no card scheme refuses them, so they carry no refusal code), and what their answers share.
import type { SandboxDeps } from '../../app-deps.ts';
import type { Payout, Refund } from '../../store/store.ts';
import type { NotificationEvent } from './notification-event.ts';

export function notifyMoneyOut(
  deps: SandboxDeps,
  type: 'payout.updated' | 'refund.updated',
  item: Payout | Refund,
  extra: Pick<NotificationEvent, 'paymentPspReference'> = {},
): void {
  deps.notifier.send(item.notificationUrl, {
    type,
    pspReference: item.pspReference,
    reference: item.reference,
    status: item.status,
    refusalCode: null,
    amount: item.amount,
    failureReason: item.failureReason,
    ...extra,
  });
}

/** What the answers about a payout or a refund both say; failureReason only when it failed. */
export function moneyOutAnswer(item: Payout | Refund) {
  return {
    pspReference: item.pspReference,
    reference: item.reference,
    status: item.status,
    amount: item.amount,
    ...(item.failureReason === null ? {} : { failureReason: item.failureReason }),
    createdAt: item.createdAt,
  };
}
