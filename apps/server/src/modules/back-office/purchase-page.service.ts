// The operator's view of one purchase: its record, state history, PSP notifications and ledger lines.
import type { PurchasePage } from '@shop/contracts/back-office-read';
import type { Db } from '../../db/database.ts';
import { toSafeInteger } from '../../lib/safe-integer.ts';
import { refundsOfPurchaseView } from '../refunds/refund-views.repository.ts';
import { toStateChange } from './back-office-format.ts';
import { toPurchaseSummary } from './player-page.service.ts';
import {
  findPurchaseByTid,
  listPurchaseHistory,
  listPurchaseLedger,
  listPurchaseNotifications,
} from './purchase-page.repository.ts';

/** The purchase page, or null for an unknown tid: five queries (the refunds' operators in a sixth when any). */
export async function getPurchasePage(db: Db, tid: string): Promise<PurchasePage | null> {
  const purchase = await findPurchaseByTid(db, tid);
  if (purchase === undefined) return null;
  const [history, notifications, ledger, refunds] = await Promise.all([
    listPurchaseHistory(db, purchase.id),
    listPurchaseNotifications(db, { tid: purchase.tid, pspReference: purchase.psp_reference }),
    listPurchaseLedger(db, purchase.tid),
    refundsOfPurchaseView(db, purchase.id),
  ]);
  return {
    purchase: {
      ...toPurchaseSummary(purchase),
      userId: purchase.user_id,
      userName: purchase.user_name,
      inputType: purchase.input_type,
      errorCode: purchase.error_code,
      creditedAt: purchase.credited_at?.toISOString() ?? null,
      ledgerTransactionId: purchase.ledger_transaction_id,
    },
    history: history.map(toStateChange),
    notifications: notifications.map((notification) => ({
      id: notification.id,
      type: notification.type,
      status: notification.status,
      outcome: notification.outcome,
      receivedAt: notification.received_at.toISOString(),
      payload: notification.payload,
    })),
    ledger: ledger.map((entry) => ({
      transactionId: entry.transaction_id,
      reference: entry.reference,
      account: entry.kind,
      owner: entry.user_id === null ? 'platform' : 'player',
      currency: entry.currency,
      amount: toSafeInteger(entry.amount),
      description: entry.description,
      at: entry.created_at.toISOString(),
    })),
    refunds,
  };
}
