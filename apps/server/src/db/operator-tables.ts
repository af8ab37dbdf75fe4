// The back office's operator tables (migration 20261124210000_operators), part of the Database type.
import type { ColumnType, Generated } from 'kysely';

/** A generated-always int8 key: read as text, never written. */
type GeneratedInt8 = ColumnType<string, never, never>;
type NullableTimestamp = ColumnType<Date | null, Date | null | undefined, Date | null>;
/** jsonb: written as JSON text, read as parsed JSON. */
type NullableJson = ColumnType<unknown, string | null | undefined, never>;

export type OperatorRoleColumn = 'support' | 'finance' | 'lead';
export type OperatorLanguageColumn = 'en' | 'de';
export type AuditSubjectTypeColumn = 'player' | 'purchase' | 'payout' | 'subscription' | 'operator' | 'report';

export interface OperatorsTable {
  id: Generated<number>;
  email: string;
  display_name: string;
  password_hash: string;
  /** The base32 TOTP secret sealed with PAYMENT_DATA_KEY (encryptPaymentData). */
  totp_secret_encrypted: string;
  /** Time step of the last accepted TOTP code (int8 as text); codes of this step or earlier are refused. */
  last_totp_step: ColumnType<string | null, string | number | null | undefined, string | number | null>;
  roles: ColumnType<OperatorRoleColumn[], OperatorRoleColumn[], OperatorRoleColumn[]>;
  language: ColumnType<OperatorLanguageColumn, OperatorLanguageColumn | undefined, OperatorLanguageColumn>;
  disabled_at: NullableTimestamp;
  created_at: ColumnType<Date, Date, never>;
}

export interface OperatorSessionsTable {
  id_hash: string;
  operator_id: number;
  expires_at: Date;
  last_seen_at: Date;
  created_at: ColumnType<Date, Date, never>;
  /** The last accepted TOTP code of this session: the log-in, or a fresh one for a money action (migration 20261205100000). */
  totp_verified_at: Date;
}

/** Append-only (a trigger refuses UPDATE, DELETE and TRUNCATE): the columns can only be written on insert. */
export interface OperatorAuditLogTable {
  id: GeneratedInt8;
  operator_id: ColumnType<number, number, never>;
  at: ColumnType<Date, Date, never>;
  action: ColumnType<string, string, never>;
  subject_type: ColumnType<AuditSubjectTypeColumn, AuditSubjectTypeColumn, never>;
  subject_id: ColumnType<string, string, never>;
  before: NullableJson;
  after: NullableJson;
  reason: ColumnType<string | null, string | null | undefined, never>;
}

export interface OperatorTables {
  operators: OperatorsTable;
  operator_sessions: OperatorSessionsTable;
  operator_audit_log: OperatorAuditLogTable;
}
