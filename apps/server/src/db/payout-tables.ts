// The payout flow's tables (migration 20261123100000_payout_flow), part of the Database type.
import type { PayoutRejectReasonCode } from '@shop/contracts/payout';
import type { ColumnType, Generated } from 'kysely';
import type { PspName } from '../config/psp-routes.ts';

type Timestamp = ColumnType<Date, Date, Date>;
type NullableTimestamp = ColumnType<Date | null, Date | null | undefined, Date | null>;
/** A generated-always int8 key: read as text, never written. */
type GeneratedInt8 = ColumnType<string, never, never>;

export type PayoutBlockReason =
  | 'emailDomainBlocked'
  | 'emailNotValid'
  | 'ipBlocked'
  | 'legallyBlocked'
  | 'paymentUnavailable'
  | 'userBlocked';

/**
 * REVIEW: waits for a finance operator (migration 20261124212000_payout_review), never sent to the PSP;
 * PENDING: sent (or being sent) to the PSP; SETTLED, FAILED: the PSP's final word; REJECTED: refused in review.
 */
export type PayoutState = 'REVIEW' | 'PENDING' | 'SETTLED' | 'FAILED' | 'REJECTED';
/** Why a payout waits in review: the player's first, or its amount at or above PAYOUT_REVIEW_THRESHOLD. */
export type PayoutReviewCause = 'first_payout' | 'amount';
export type PayoutPaytypeColumn = 'banktransfer' | 'paypal';

export interface PayoutCurrenciesTable {
  gd_currency: string;
  currency_real: string;
  exchange_factor: number;
}

export interface PayoutBlocksTable {
  user_id: number;
  reason: PayoutBlockReason;
  created_at: ColumnType<Date, Date, never>;
}

export interface PaypalDepositAccountsTable {
  user_id: number;
  account_name: string;
  purchase_tid: string | null;
  created_at: ColumnType<Date, Date, never>;
}

export interface PayoutTokensTable {
  token_hash: string;
  user_id: number;
  purpose: 'payout';
  expires_at: Date;
  /** The session that asked for the token: its logout or end removes the token (cascade). */
  session_id_hash: string | null;
  used_at: NullableTimestamp;
  created_at: ColumnType<Date, Date, never>;
}

/** Failed password checks and the ones still being checked (migration 20261129140000, auth-throttle.ts). */
export interface AuthThrottleFailuresTable {
  id: GeneratedInt8;
  scope: 'player-login' | 'operator-login' | 'payout-password';
  account_key: string;
  client_address: string;
  created_at: ColumnType<Date, Date, never>;
}

export interface PayoutsTable {
  id: Generated<number>;
  public_id: string;
  user_id: number;
  paytype: PayoutPaytypeColumn;
  state: PayoutState;
  amount: number;
  fee: number;
  final_amount: number;
  currency: string;
  currency_real: string;
  exchange_factor: number;
  real_amount: number;
  holder: string | null;
  iban_encrypted: string | null;
  iban_masked: string | null;
  bic: string | null;
  /** US bank payouts (SPEC §9 region US), encrypted with the payment-data key like the IBAN. */
  routing_number_encrypted: string | null;
  account_number_encrypted: string | null;
  account_number_masked: string | null;
  paypal_account: string | null;
  psp_reference: string | null;
  /** The PSP that created it (issue 23): later calls go to this adapter. */
  psp: Generated<PspName>;
  psp_status: string | null;
  failure_reason: string | null;
  submitted_at: NullableTimestamp;
  last_checked_at: NullableTimestamp;
  finished_at: NullableTimestamp;
  reserve_transaction_id: string;
  finish_transaction_id: string | null;
  /** Null for a payout that went straight to the PSP. */
  review_cause: PayoutReviewCause | null;
  reviewed_at: NullableTimestamp;
  /** The operator who approved or rejected it. */
  reviewed_by: number | null;
  /** A rejected payout's reason code (migration 20261129140100), read by the player in their language. */
  review_reason_code: PayoutRejectReasonCode | null;
  /** A rejected payout's note from the team, shown as typed (before reason codes: the whole reason). */
  review_reason: string | null;
  /** The operator who took the payout in review (migration 20261130130000), and since when. */
  assigned_to: ColumnType<number | null, number | null | undefined, number | null>;
  assigned_at: NullableTimestamp;
  created_at: ColumnType<Date, Date, never>;
  updated_at: Timestamp;
}

export interface PayoutTables {
  payout_currencies: PayoutCurrenciesTable;
  payout_blocks: PayoutBlocksTable;
  paypal_deposit_accounts: PaypalDepositAccountsTable;
  payout_tokens: PayoutTokensTable;
  auth_throttle_failures: AuthThrottleFailuresTable;
  payouts: PayoutsTable;
}
