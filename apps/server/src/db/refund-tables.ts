// The refunds' table (migration 20261124213000_refunds), part of the Database type.
import type { ColumnType } from 'kysely';

export type PurchaseRefundState = 'PENDING' | 'REFUNDED' | 'FAILED';

export interface PurchaseRefundsTable {
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
  state: PurchaseRefundState;
  psp_reference: string | null;
  failure_reason: string | null;
  ledger_transaction_id: string | null;
  reversal_transaction_id: string | null;
  created_at: ColumnType<Date, Date, never>;
  updated_at: ColumnType<Date, Date, Date>;
  settled_at: ColumnType<Date | null, Date | null | undefined, Date | null>;
}

/** A saver-package booking charged for a month after the package ended, refunded in full (migration 20261125040000). */
export interface SubscriptionBookingRefundsTable {
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
  state: PurchaseRefundState;
  psp_reference: string | null;
  failure_reason: string | null;
  ledger_transaction_id: string | null;
  reversal_transaction_id: string | null;
  created_at: ColumnType<Date, Date, never>;
  updated_at: ColumnType<Date, Date, Date>;
  settled_at: ColumnType<Date | null, Date | null | undefined, Date | null>;
}

export interface RefundTables {
  purchase_refunds: PurchaseRefundsTable;
  subscription_booking_refunds: SubscriptionBookingRefundsTable;
}
