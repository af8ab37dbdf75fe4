// The back office's read-side tables (migration 20261124211000_back_office_read), part of the Database type.
import type { ColumnType } from 'kysely';

/** A generated-always int8 key: read as text, never written. */
type GeneratedInt8 = ColumnType<string, never, never>;
/** Written by the triggers only: the application reads these tables. */
type TriggerWritten<T> = ColumnType<T, never, never>;

export interface PurchaseStateHistoryTable {
  id: GeneratedInt8;
  purchase_id: TriggerWritten<number>;
  from_state: TriggerWritten<string | null>;
  to_state: TriggerWritten<string>;
  at: TriggerWritten<Date>;
}

export interface PayoutStateHistoryTable {
  id: GeneratedInt8;
  payout_id: TriggerWritten<number>;
  from_state: TriggerWritten<string | null>;
  to_state: TriggerWritten<string>;
  at: TriggerWritten<Date>;
}

export interface OperatorNotesTable {
  id: GeneratedInt8;
  user_id: number;
  operator_id: number;
  text: string;
  created_at: ColumnType<Date, Date, never>;
}

export interface BackOfficeTables {
  purchase_state_history: PurchaseStateHistoryTable;
  payout_state_history: PayoutStateHistoryTable;
  operator_notes: OperatorNotesTable;
}
