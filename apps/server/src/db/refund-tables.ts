// The refunds' table (migration 20261124213000_refunds), part of the Database type.
import type { ColumnType, Generated } from 'kysely';
import type { PspName } from '../config/psp-routes.ts';

export type PurchaseRefundState = 'PENDING' | 'REFUNDED' | 'FAILED';

/** The columns of a refund's way through the PSP, the same for a deposit's and a saver-package booking's refund. */
interface RefundSettlementColumns {
  state: PurchaseRefundState;
  psp_reference: string | null;
  /** The PSP that created it (issue 23): later calls go to this adapter. */
  psp: Generated<PspName>;
  failure_reason: string | null;
  ledger_transaction_id: string | null;
  reversal_transaction_id: string | null;
  created_at: ColumnType<Date, Date, never>;
  updated_at: ColumnType<Date, Date, Date>;
  settled_at: ColumnType<Date | null, Date | null | undefined, Date | null>;
}

export interface PurchaseRefundsTable extends RefundSettlementColumns {
  id: string;
  purchase_id: number;
  user_id: number;
  operator_id: number;
  idempotency_key: string;
  /** Minor units of the purchase's currency. */
  amount: number;
  currency: string;
  /** Game credit taken back from the withdrawable balance (minor units of gd_currency). */
  deposit_amount: number;
  /** Bonus taken back (minor units of gd_currency). */
  bonus_clawback: number;
  gd_currency: string;
  reason: string;
  /** How often the PSP was asked (the first request included; the reconciler adds its retries). */
  attempts: ColumnType<number, number | undefined, number>;
  last_attempt_at: ColumnType<Date | null, Date | null | undefined, Date | null>;
  /** The last uncertain answer (the PSP's answer lost), while PENDING. */
  last_error: ColumnType<string | null, string | null | undefined, string | null>;
}

/** A saver-package booking charged for a month after the package ended, refunded in full (migration 20261125040000). */
export interface SubscriptionBookingRefundsTable extends RefundSettlementColumns {
  id: string;
  booking_id: string;
  subscription_id: string;
  user_id: number;
  operator_id: number;
  cause: 'cancellation' | 'signup_refund';
  /** Minor units of the booking's currency: its whole price. */
  amount: number;
  currency: string;
  /** Game credit taken back from the withdrawable balance. */
  deposit_amount: number;
  /** Game credit the player had already played: borne by the platform (platform_funding). */
  deposit_written_off: number;
  bonus_clawback: number;
  gd_currency: string;
}

export type MoneyApprovalKind = 'refund' | 'adjustment' | 'block_lift';
export type MoneyApprovalState = 'PENDING' | 'APPROVED' | 'REJECTED' | 'FAILED';

/** A money action waiting for a second operator (migration 20261130140000_money_approvals). */
export interface MoneyApprovalsTable {
  id: string;
  kind: MoneyApprovalKind;
  user_id: number;
  purchase_tid: string | null;
  /** Minor units: the refund's (purchase currency), the adjustment's or the received payment's (game currency). */
  amount: ColumnType<number, number, never>;
  currency: string;
  /** jsonb: what the action needs besides amount and reason (checked by the service that reads it). */
  payload: ColumnType<unknown, string, never>;
  reason: string;
  state: MoneyApprovalState;
  maker_id: number;
  checker_id: number | null;
  decision_reason: string | null;
  result: ColumnType<unknown, string | null | undefined, string | null>;
  created_at: ColumnType<Date, Date, never>;
  decided_at: ColumnType<Date | null, Date | null | undefined, Date | null>;
}

export interface RefundTables {
  money_approvals: MoneyApprovalsTable;
  purchase_refunds: PurchaseRefundsTable;
  subscription_booking_refunds: SubscriptionBookingRefundsTable;
}
