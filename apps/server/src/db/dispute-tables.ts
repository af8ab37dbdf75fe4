// The disputes' tables (migration 20261130120000_disputes), part of the Database type.
import type { ColumnType, Generated } from 'kysely';

export type DisputeStage = 'NOTIFICATION_OF_CHARGEBACK' | 'CHARGEBACK' | 'CHARGEBACK_REVERSED' | 'SECOND_CHARGEBACK';
export type DisputeDecision = 'accepted' | 'defended';

export interface DisputesTable {
  id: string;
  psp_dispute_id: string;
  /** The disputed payment: a purchase, or (booking_id) a saver package's monthly booking; exactly one is set. */
  purchase_id: number | null;
  booking_id: ColumnType<string | null, number | bigint | string | null | undefined, number | bigint | string | null>;
  user_id: number;
  psp_reference: string;
  stage: DisputeStage;
  /** Minor units of the purchase's currency. */
  amount: number;
  currency: string;
  gd_currency: string;
  deposit_debited: ColumnType<number, number | undefined, number>;
  bonus_debited: ColumnType<number, number | undefined, number>;
  debited: ColumnType<boolean, boolean | undefined, boolean>;
  /** While debited: what the player owes for it (the disputed amount less what was refunded before); else 0. */
  owed_amount: ColumnType<number, number | undefined, number>;
  reason_code: string | null;
  defendable: ColumnType<boolean, boolean | undefined, boolean>;
  decision: DisputeDecision | null;
  decision_note: string | null;
  decided_by: number | null;
  decided_at: Date | null;
  settled_at: ColumnType<Date | null, Date | null | undefined, Date | null>;
  created_at: ColumnType<Date, Date, never>;
  updated_at: ColumnType<Date, Date, Date>;
}

export interface DisputeEventsTable {
  /** bigserial, read as text. */
  id: Generated<string>;
  dispute_id: string;
  kind: DisputeStage | 'ACCEPTED' | 'DEFENDED';
  outcome: 'applied' | 'stale' | 'recorded';
  notification_id: string | null;
  operator_id: number | null;
  note: string | null;
  deposit_change: ColumnType<number, number | undefined, never>;
  bonus_change: ColumnType<number, number | undefined, never>;
  ledger_transaction_id: string | null;
  created_at: ColumnType<Date, Date, never>;
}

export interface DisputeTables {
  disputes: DisputesTable;
  dispute_events: DisputeEventsTable;
}
