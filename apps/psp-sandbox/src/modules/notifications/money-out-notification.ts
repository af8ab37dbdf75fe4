// The payout.updated and refund.updated notifications: where money going out stands, and why it failed. No card
// scheme refuses them, so they carry no refusal code.
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
