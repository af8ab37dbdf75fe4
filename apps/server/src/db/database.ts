// The Database type (one interface per table) and opening it: embedded PGlite, or PostgreSQL via pg.
import type { PGlite } from '@electric-sql/pglite';
import {
  type ColumnType,
  type Compilable,
  type CompiledQuery,
  type DatabaseIntrospector,
  type Dialect,
  type Generated,
  Kysely,
  PostgresDialect,
  type Transaction,
} from 'kysely';
import { PGliteDialect } from 'kysely-pglite-dialect';
import pg from 'pg';
import type { PspName } from '../config/psp-routes.ts';
import type { BackOfficeTables } from './back-office-tables.ts';
import { CurrentSchemaIntrospector } from './current-schema-introspector.ts';
import { isDatabaseUnavailable } from './database-unavailable.ts';
import type { DisputeTables } from './dispute-tables.ts';
import type { OperatorTables } from './operator-tables.ts';
import type { OpsDashboardTables } from './ops-dashboard-tables.ts';
import type { PayoutTables } from './payout-tables.ts';
import { openPglite } from './pglite-data-dir.ts';
import { pgliteStatements } from './pglite-statements.ts';
import type { RefundTables } from './refund-tables.ts';

/**
 * A timestamp column set on insert. Always by the app's clock (deps.clock.now()), never by the database's `now()`
 * default: a test or job that moves the clock dates its rows by it (issue 25 point 7). The insert type has no
 * `undefined`, so forgetting it is a type error.
 */
type CreatedAt = ColumnType<Date, Date, never>;
/**
 * Bookkeeping that dates nothing of the business (when a ledger account was first used, when a seed step ran): the
 * database's default may set it. Every business row's time is a CreatedAt.
 */
type BookkeepingTimestamp = ColumnType<Date, Date | undefined, never>;
/** int8 and date columns arrive as text (see TEXT_TYPES): never a float, never a timezone shift. */
type Int8 = ColumnType<string, number | bigint | string, number | bigint | string>;
type DateText = ColumnType<string, string, string>;

export interface UsersTable {
  id: Generated<number>;
  user_name: string;
  password_hash: string;
  actor_type: 'b' | 'g';
  country: string;
  locale: string;
  view_lang: string;
  lang: string;
  loyalty: Generated<string>;
  gender: 'm' | 'f' | null;
  avatar_url: Generated<string>;
  gd_currency: string;
  gd_currency_type: 'REAL' | 'VIRTUAL';
  first_name: Generated<string>;
  surname: Generated<string>;
  street1: Generated<string>;
  street2: Generated<string>;
  zip_code: Generated<string>;
  state_code: Generated<string>;
  city: Generated<string>;
  birthdate: DateText | null;
  email_validated: Generated<boolean>;
  blocked: Generated<boolean>;
  created_at: CreatedAt;
  /** Where the platform's e-mails go; null = <userName>@players.example (demo data). */
  email: ColumnType<string | null, string | null | undefined, string | null>;
  /** A returned direct debit blocks deposits until the amount is paid and a new mandate is given (SPEC §4). */
  deposit_block_reason: ColumnType<string | null, string | null | undefined, string | null>;
  deposit_block_amount: ColumnType<number | null, number | null | undefined, number | null>;
  /** A revoked mandate's bonus was already used: no new saver package (SPEC §4). */
  subscription_signup_blocked: Generated<boolean>;
  /** The player closed the account at the platform. */
  closed_at: ColumnType<Date | null, Date | null | undefined, Date | null>;
}

export interface SessionsTable {
  id_hash: string;
  user_id: number;
  expires_at: Date;
  created_at: CreatedAt;
}

export interface AccessTokensTable {
  token_hash: string;
  user_id: number;
  purpose: 'deposit';
  expires_at: Date;
  /** The session that asked for the token: its logout or end removes the token (cascade). */
  session_id_hash: string | null;
  created_at: CreatedAt;
}

export interface PurchasablesTable {
  id: Generated<number>;
  gd_currency: string;
  currency: string;
  subscription: boolean;
  price: number;
  sort_order: Generated<number>;
  active: Generated<boolean>;
}

export interface ConsumablesTable {
  id: Generated<number>;
  purchasable_id: number;
  type: 'DEPOSIT' | 'BONUS' | 'PROVIDER_BONUS';
  amount: number;
  bonus_price: number | null;
  allowed_paytypes: string[] | null;
}

export interface BonusAdvertisementsTable {
  id: Generated<number>;
  start_at: Date;
  end_at: Date;
  percentage: number;
  style: string;
  i18n_key: string;
}

/** How the PSP is asked to take a provider's payments (docs/psp-sandbox-api.md `method`). */
export type PspMethod =
  | 'card'
  | 'sepa'
  | 'ideal'
  | 'banktransfer'
  | 'paypal'
  | 'paysafecard'
  | 'skrill'
  | 'bank'
  | 'dummy';
export type CardMode = 'encrypted' | 'hosted';

export interface ProvidersTable {
  code: string;
  input_type: 'BIC' | 'CARD_PCI' | 'ELV' | 'BANKTRANSFER' | 'NONE';
  limit_minor: number | null;
  subscription_supported: Generated<boolean>;
  sort_order: Generated<number>;
  active: Generated<boolean>;
  /** null = usable in every country. */
  usable_countries: string[] | null;
  /** null = the PSP adapter cannot serve it: the provider is not usable. */
  psp_method: PspMethod | null;
  /** Card providers: the shop's own fields with the encryption script, or the PSP's hosted fields. */
  card_mode: CardMode | null;
}

export interface ProviderUserBlocksTable {
  user_id: number;
  code: string;
}

export interface LastUsedAmountsTable {
  user_id: number;
  currency: string;
  amount: number;
  updated_at: ColumnType<Date, Date, Date>;
}

/**
 * Player accounts: withdrawable, bonus, pending_payout (requested, not yet paid out). Platform accounts
 * (user_id null): platform_funding, psp_clearing, payout_fees.
 */
export type LedgerAccountKind =
  | 'withdrawable'
  | 'bonus'
  | 'pending_payout'
  | 'platform_funding'
  | 'psp_clearing'
  | 'payout_fees'
  /** Money the operator received outside the PSP (a returned debit paid by bank transfer). */
  | 'received_payments'
  /** Money the PSPs took back from the shop for disputed payments (chargebacks), and gave back when reversed. */
  | 'chargebacks'
  /** The other side of an operator's manual balance adjustment (four-eyes, issue 25 point 4). */
  | 'manual_adjustments';

export interface LedgerAccountsTable {
  id: Generated<number>;
  /** null for the platform's own accounts. */
  user_id: number | null;
  kind: LedgerAccountKind;
  currency: string;
  created_at: BookkeepingTimestamp;
  /**
   * A player account's balance: the sum of its entries, kept by the database in the same transaction as they are
   * written (migration 20261130170000_ledger_account_balances). Null for the platform's own accounts.
   */
  balance: ColumnType<string | null, never, never>;
}

export interface LedgerEntriesTable {
  id: Generated<Int8>;
  transaction_id: string;
  account_id: number;
  /** Signed minor units: positive = debit side of the player's balance grows. */
  amount: Int8;
  description: string;
  created_at: CreatedAt;
}

/** jsonb: written as JSON text, read as parsed JSON (checked by the repository that reads it). */
type Json = ColumnType<unknown, string, string>;
type NullableJson = ColumnType<unknown, string | null | undefined, string | null>;
type NullableTimestamp = ColumnType<Date | null, Date | null | undefined, Date | null>;

export type PurchaseStateColumn = 'SUCCESS' | 'PROCESSING' | 'GOTO' | 'BLOCKED' | 'CANCELLED' | 'FAILED';

export interface PurchasesTable {
  id: Generated<number>;
  tid: string;
  user_id: number;
  idempotency_key: string;
  request_hash: string;
  open_request_hash: string | null;
  provider_code: string;
  input_type: 'BIC' | 'CARD_PCI' | 'ELV' | 'BANKTRANSFER' | 'NONE';
  psp_method: PspMethod;
  state: PurchaseStateColumn;
  error_code: string | null;
  price: number;
  currency: string;
  gd_currency: string;
  subscription: boolean;
  purchasable: Json;
  deposit_amount: number;
  bonus_amount: number;
  locale: string;
  return_url: string;
  cancel_url: string;
  instrument: NullableJson;
  psp_reference: string | null;
  /** The PSP that created it (issue 23): later calls go to this adapter. */
  psp: Generated<PspName>;
  psp_status: string | null;
  visit: NullableJson;
  bank_transfer: NullableJson;
  submit_claimed_at: NullableTimestamp;
  submitted_at: NullableTimestamp;
  last_checked_at: NullableTimestamp;
  credited_at: NullableTimestamp;
  ledger_transaction_id: string | null;
  /** The review's express opt-in (issue 8): the paid method becomes the favourite at SUCCESS. */
  express_subscribe: Generated<boolean>;
  created_at: CreatedAt;
  updated_at: ColumnType<Date, Date, Date>;
}

export interface PaymentInstrumentsTable {
  id: Generated<number>;
  user_id: number;
  provider_code: string;
  kind: 'card' | 'elv';
  /** The opaque id the browser names the instrument by (random, new on every replacement); never the PSP token. */
  public_id: Generated<string>;
  holder: string;
  psp_token: string | null;
  /** The PSP that created it (issue 23): later calls go to this adapter. */
  psp: Generated<PspName>;
  card_last4: string | null;
  card_brand: string | null;
  card_expiry_month: number | null;
  card_expiry_year: number | null;
  iban_encrypted: string | null;
  iban_hash: string | null;
  iban_masked: string | null;
  mandate_id: string | null;
  creditor_id: string | null;
  mandate_valid: Generated<boolean>;
  created_at: CreatedAt;
  updated_at: ColumnType<Date, Date, Date>;
}

export interface ProcessedNotificationsTable {
  id: string;
  type: string;
  reference: string | null;
  psp_reference: string | null;
  status: string | null;
  outcome: string;
  payload: Json;
  received_at: CreatedAt;
}

export interface LedgerReferencesTable {
  reference: string;
  transaction_id: string;
  created_at: CreatedAt;
}

export interface SeedRunsTable {
  name: string;
  ran_at: BookkeepingTimestamp;
}

export interface LimitIncreaseRequestsTable {
  id: Generated<string>;
  user_id: number;
  provider_code: string;
  recipient: string;
  state: ColumnType<'PENDING' | 'APPROVED' | 'REJECTED', 'PENDING' | 'APPROVED' | 'REJECTED' | undefined>;
  created_at: CreatedAt;
  /** The decision (migration 20261204100000): the granted limit in the player's paying currency, who, when, why. */
  granted_amount: ColumnType<number | null, number | null | undefined>;
  currency: ColumnType<string | null, string | null | undefined>;
  decided_at: ColumnType<Date | null, Date | null | undefined>;
  decided_by: ColumnType<number | null, number | null | undefined>;
  decision_reason: ColumnType<string | null, string | null | undefined>;
}

/** A player's own limit for one direct-debit provider, set by a granted limit-increase request. */
export interface PlayerProviderLimitsTable {
  user_id: number;
  provider_code: string;
  currency: string;
  limit_minor: number;
  request_id: string;
  updated_at: Date;
}

export type SupportStatus = 'open' | 'answered' | 'closed';

/** An operator's reply to a support request (e-mailed to the player). */
export interface SupportRequestRepliesTable {
  id: BigSerial;
  support_request_id: string;
  operator_id: number;
  message: string;
  status: SupportStatus;
  reply_key: string;
  created_at: Date;
}

export type SubscriptionStateColumn = 'PENDING' | 'ACTIVE' | 'CANCELED' | 'FAILED' | 'ENDED' | 'EXPIRED';
export type SubscriptionCancelChannel = 'web' | 'post' | 'email' | 'account' | 'mandate';

/** A bigserial id: read as text (int8), written by the database. */
type BigSerial = ColumnType<string, never, never>;

export interface SubscriptionsTable {
  id: BigSerial;
  user_id: number;
  state: SubscriptionStateColumn;
  provider_code: string;
  psp_method: PspMethod;
  currency: string;
  gd_currency: string;
  price: number;
  deposit_amount: number;
  bonus_amount: number;
  purchasable: Json;
  signup_tid: string;
  locale: string;
  anchor_day: number;
  start_date: DateText;
  minimum_term_end_date: DateText;
  end_date: ColumnType<string | null, string | null | undefined, string | null>;
  next_booking_date: ColumnType<string | null, string | null | undefined, string | null>;
  bookings_count: Generated<number>;
  recurring_reference: string | null;
  /** The PSP that created it (issue 23): later calls go to this adapter. */
  psp: Generated<PspName>;
  confirm_token_hash: string | null;
  confirm_expires_at: NullableTimestamp;
  confirmed_at: NullableTimestamp;
  cancel_received_at: NullableTimestamp;
  cancel_channel: SubscriptionCancelChannel | null;
  failure_reason: string | null;
  /** The operator whose action ended the package (a recorded cancellation, a refunded sign-up), else null. */
  end_operator_id: ColumnType<number | null, number | null | undefined, number | null>;
  created_at: CreatedAt;
  updated_at: ColumnType<Date, Date, Date>;
}

export type BookingStateColumn = 'PENDING' | 'SUCCESS' | 'RETRY' | 'FAILED' | 'RETURNED' | 'SKIPPED';

export interface SubscriptionBookingsTable {
  id: BigSerial;
  subscription_id: Int8;
  user_id: number;
  sequence: number;
  due_date: DateText;
  state: BookingStateColumn;
  reference: string;
  purchase_tid: string | null;
  attempts: Generated<number>;
  next_attempt_at: NullableTimestamp;
  psp_reference: string | null;
  /** The PSP that created it (issue 23): later calls go to this adapter. */
  psp: Generated<PspName>;
  psp_status: string | null;
  refusal_code: string | null;
  price: number;
  currency: string;
  gd_currency: string;
  deposit_amount: number;
  bonus_amount: number;
  credited_at: NullableTimestamp;
  ledger_transaction_id: string | null;
  returned_at: NullableTimestamp;
  bonus_expires_on: ColumnType<string | null, string | null | undefined, string | null>;
  bonus_expired_at: NullableTimestamp;
  bonus_expired_amount: number | null;
  created_at: CreatedAt;
  updated_at: ColumnType<Date, Date, Date>;
}

export type MailState = 'queued' | 'sending' | 'sent' | 'failed';

export interface MailOutboxTable {
  id: BigSerial;
  user_id: number | null;
  recipient: string;
  kind: string;
  lang: string;
  params: Json;
  /** Secret parameters (the confirmation link), AES-256-GCM with PAYMENT_DATA_KEY (mail-secrets.ts); never in clear. */
  sealed_params: ColumnType<string | null, string | null | undefined, string | null>;
  dedupe_key: string;
  state: ColumnType<MailState, MailState | undefined, MailState>;
  attempts: Generated<number>;
  next_attempt_at: ColumnType<Date, Date, Date>;
  last_error: string | null;
  subject: string | null;
  body_text: string | null;
  body_html: string | null;
  transport: 'smtp' | 'mailbox' | null;
  sent_at: NullableTimestamp;
  created_at: CreatedAt;
}

export interface SupportRequestsTable {
  id: BigSerial;
  ticket: string;
  user_id: number;
  topic: string;
  message: string;
  reference: string;
  screen: string;
  lang: string;
  created_at: CreatedAt;
  status: ColumnType<SupportStatus, SupportStatus | undefined>;
  status_changed_at: ColumnType<Date | null, Date | null | undefined>;
}

/** A player's express payment per paytype (issue 8); at most one row per player is subscribed. */
export interface ExpressPaymentSettingsTable {
  user_id: number;
  paytype_code: string;
  subscribed: Generated<boolean>;
  /** PayPal's billing agreement, made by an opted-in PayPal purchase. */
  agreement_reference: string | null;
  created_at: CreatedAt;
  updated_at: ColumnType<Date, Date, Date>;
}

export type DepositLimitPeriodColumn = 'day' | 'week' | 'month';

/** A player's own deposit limit of one period (issue 8); a raise waits in pending_* for its cooling-off. */
export interface DepositLimitsTable {
  user_id: number;
  period: DepositLimitPeriodColumn;
  currency: string;
  amount: number | null;
  pending_amount: number | null;
  pending_from: Date | null;
  created_at: CreatedAt;
  updated_at: ColumnType<Date, Date, Date>;
}

/**
 * Every table; the payout flow's are declared in payout-tables.ts, the operators' in operator-tables.ts, the back
 * office's in back-office-tables.ts, the refunds' in refund-tables.ts.
 */
export interface Database
  extends PayoutTables,
    OperatorTables,
    BackOfficeTables,
    RefundTables,
    DisputeTables,
    OpsDashboardTables {
  deposit_limits: DepositLimitsTable;
  express_payment_settings: ExpressPaymentSettingsTable;
  subscriptions: SubscriptionsTable;
  subscription_bookings: SubscriptionBookingsTable;
  mail_outbox: MailOutboxTable;
  support_requests: SupportRequestsTable;
  limit_increase_requests: LimitIncreaseRequestsTable;
  player_provider_limits: PlayerProviderLimitsTable;
  support_request_replies: SupportRequestRepliesTable;
  users: UsersTable;
  sessions: SessionsTable;
  access_tokens: AccessTokensTable;
  purchasables: PurchasablesTable;
  consumables: ConsumablesTable;
  bonus_advertisements: BonusAdvertisementsTable;
  providers: ProvidersTable;
  provider_user_blocks: ProviderUserBlocksTable;
  last_used_amounts: LastUsedAmountsTable;
  ledger_accounts: LedgerAccountsTable;
  ledger_entries: LedgerEntriesTable;
  seed_runs: SeedRunsTable;
  purchases: PurchasesTable;
  payment_instruments: PaymentInstrumentsTable;
  processed_notifications: ProcessedNotificationsTable;
  ledger_references: LedgerReferencesTable;
}

export type Db = Kysely<Database>;
export type Trx = Transaction<Database>;

/** Postgres type ids read as plain text in both drivers: int8 (20) and date (1082). */
const INT8_OID = 20;
const DATE_OID = 1082;
const keepText = (value: string): string => value;

/** Wraps the dialect, e.g. to count statements in tests (test/statement-counter.ts). */
export type DialectWrapper = (dialect: Dialect) => Dialect;

/** Kysely over a PGlite instance (embedded, or in memory for tests). */
export function createPgliteDb(client: PGlite, wrapDialect: DialectWrapper = (dialect) => dialect): Db {
  // The dialect calls only query and close: its statements go through pglite-statements.ts (issue 11).
  const statements = pgliteStatements(client, (text) => preparedNames.get(text));
  return new Kysely<Database>({ dialect: wrapDialect(new PGliteDialect(statements as unknown as PGlite)) });
}

export function pgliteParsers(): Record<number, (value: string) => string> {
  return { [INT8_OID]: keepText, [DATE_OID]: keepText };
}

/**
 * SQL texts that run as named prepared statements on PostgreSQL (and on PGlite: pglite-statements.ts), with their names. PostgreSQL plans an unnamed
 * statement anew on every call; a named one is parsed once per connection and, after five calls, runs on its
 * cached generic plan — the shop player's query costs a fifth of the database's CPU that way (issue 11).
 * Only for the hot calls, through `prepared`, and only for texts that do not vary with the values (every value a
 * parameter) and name their columns: a `select *` prepared statement fails once a migration adds a column.
 */
const preparedNames = new Map<string, string>();

/** The compiled query, marked to run as a prepared statement on PostgreSQL (PGlite runs it as any other). */
export function prepared<R>(query: Compilable<R> | CompiledQuery<R>): CompiledQuery<R> {
  const compiled = 'compile' in query ? query.compile() : query;
  if (!preparedNames.has(compiled.sql)) preparedNames.set(compiled.sql, `shop_hot_${preparedNames.size + 1}`);
  return compiled;
}

/** A stand-in for a value in a query compiled once (`compiledOnce`). */
class Slot {
  constructor(readonly name: string) {}
}

/** Per database (or transaction) and key: the hot queries compiled once, with slots for their values. */
const compiledTemplates = new WeakMap<object, Map<string, CompiledQuery<unknown>>>();

/**
 * A hot query built and compiled by Kysely once per database, then sent with this call's values in its
 * parameters: the text never varies with the values, so building and compiling it on every call was
 * wasted work (issue 11). `build` gets `slot(name)` for each value; every slot must end up a parameter.
 * Marked `prepared` too.
 */
export function compiledOnce<R, K extends string>(
  db: Kysely<Database>,
  key: string,
  build: (slot: (name: K) => never) => Compilable<R>,
  values: Readonly<Record<K, unknown>>,
): CompiledQuery<R> {
  let templates = compiledTemplates.get(db);
  if (templates === undefined) {
    templates = new Map();
    compiledTemplates.set(db, templates);
  }
  let template = templates.get(key) as CompiledQuery<R> | undefined;
  if (template === undefined) {
    template = prepared(build((name) => new Slot(name) as never));
    const used = new Set(template.parameters.flatMap((value) => (value instanceof Slot ? [value.name] : [])));
    for (const name of Object.keys(values)) {
      if (!used.has(name)) throw new Error(`compiledOnce(${key}): the value ${name} is not a parameter`);
    }
    templates.set(key, template);
  }
  const parameters = template.parameters.map((value) =>
    value instanceof Slot ? (values as Record<string, unknown>)[value.name] : value,
  );
  return { ...template, parameters };
}

/** The pg pool under a Kysely instance made by createPostgresDb on the plain pg dialect (see hotRows). */
const poolsOf = new WeakMap<object, pg.Pool>();

/** What Kysely's PostgresDialect asks of a pool's client (its `PostgresPoolClient`). */
type KyselyPoolClient = ConstructorParameters<typeof PostgresDialect>[0] extends infer Config
  ? Config extends { pool: infer Pool }
    ? Pool extends { connect(): Promise<infer Client> }
      ? Client
      : never
    : never
  : never;

/**
 * The pool Kysely's PostgresDialect is given (its `PostgresPool` interface): pg's pool, whose clients send the texts
 * marked by `prepared` as named statements, everything else as Kysely sent it. One wrapper per pg client, so Kysely
 * keeps one connection object per client as with pg's pool itself.
 */
function namedStatementsPool(pool: pg.Pool) {
  const wrappers = new WeakMap<pg.PoolClient, KyselyPoolClient>();
  const wrap = (client: pg.PoolClient): KyselyPoolClient => {
    let wrapper = wrappers.get(client);
    if (wrapper === undefined) {
      const query = (text: unknown, values?: unknown) => {
        const name = typeof text === 'string' ? preparedNames.get(text) : undefined;
        const result =
          name === undefined
            ? (client.query as (text: unknown, values?: unknown) => Promise<pg.QueryResult>)(text, values)
            : client.query({ name, text: text as string, values: values as unknown[] });
        // A statement answered by the server's termination notice: the connection is ending. Ending it here makes the
        // pool drop it on release (Kysely releases without the error) instead of lending it to the next request.
        if (result instanceof Promise) {
          result.catch((error: unknown) => {
            if (isDatabaseUnavailable(error)) client.end().catch(() => {});
          });
        }
        return result;
      };
      wrapper = { query, release: () => client.release() } as unknown as KyselyPoolClient;
      wrappers.set(client, wrapper);
    }
    return wrapper;
  };
  return { connect: async () => wrap(await pool.connect()), end: () => pool.end() };
}

/**
 * The rows of a hot `prepared` query, on PostgreSQL straight from the pg pool as the same named statement, without
 * Kysely's connection provider and result objects between (issue 11: about a tenth of the shop call's CPU was
 * Kysely's path around one query). Anywhere else (PGlite, a transaction, a wrapped dialect that counts statements)
 * through Kysely as any query.
 * Kept beside Kysely's own path on purpose (issue 26 point 5 asked to measure it): the same status read through
 * `db.executeQuery` cost 1.47x the CPU per call of this path (median of 20 alternating 1 s rounds at 20 in flight in
 * one process, every round 1.00-2.51x; PostgreSQL, 2026-11-29, load average about 39 on the 2 cores;
 * docs/benchmarks.md, issue 26 point 5).
 */
export function hotRows<R>(db: Kysely<Database>, query: CompiledQuery<R>): Promise<R[]> {
  const pool = poolsOf.get(db);
  const name = preparedNames.get(query.sql);
  if (pool === undefined || name === undefined) return db.executeQuery(query).then((result) => result.rows);
  return new Promise((resolve, reject) => {
    pool.connect((connectError, client, release) => {
      if (connectError || client === undefined) {
        reject(connectError);
        return;
      }
      // A Query made from the text (pg copies a config object's properties one by one on every call), named after.
      const statement = new pg.Query(query.sql, query.parameters as unknown[]) as pg.Query & { name?: string };
      statement.name = name;
      const submit = client.query as unknown as (
        this: pg.PoolClient,
        statement: pg.Query,
        done: (error: Error | null, result: pg.QueryResult) => void,
      ) => void;
      submit.call(client, statement, (error, result) => {
        // As Kysely's driver: the connection goes back to the pool, a failed statement does not end it; a connection
        // the server ended is dropped.
        release(error && isDatabaseUnavailable(error) ? error : undefined);
        if (error) reject(error);
        else resolve(result.rows as R[]);
      });
    });
  });
}

/** The pg pool's connections (total, idle, callers waiting for one) under a PostgreSQL Db; null on PGlite. */
export function poolStatsOf(db: Kysely<Database>): { total: number; idle: number; waiting: number } | null {
  const pool = poolsOf.get(db);
  return pool === undefined ? null : { total: pool.totalCount, idle: pool.idleCount, waiting: pool.waitingCount };
}

export interface PostgresOptions {
  connectionString: string;
  /** Optional schema put first on the search_path (tests use one schema per file). */
  schema?: string;
  max?: number;
  wrapDialect?: DialectWrapper;
  /**
   * Told of every error of a connection outside a query (the server ended it: a restart, a failover,
   * pg_terminate_backend). Without a listener such an error would end the process; the pool drops the connection
   * and opens a new one for the next query. Default: ignored (the query that was running fails on its own).
   */
  onConnectionError?: (error: Error) => void;
  /** How long a query waits for a connection (a new one, or a free one of a busy pool) before failing; 0 = forever. */
  connectTimeoutMs?: number;
}

/** PostgreSQL whose introspection (Kysely's migrator asks it) reads the connection's own schema only. */
class CurrentSchemaPostgresDialect extends PostgresDialect {
  override createIntrospector(db: Kysely<unknown>): DatabaseIntrospector {
    return new CurrentSchemaIntrospector(db);
  }
}

/**
 * Kysely that also ends its pg pool when destroyed. Kysely ends the pool only once its driver was set up, which its
 * first statement of its own does; the hot reads (hotRows) and the health probe go to the pool without Kysely, so a
 * Db that only ever answered those (a test database copied from a template, then probed) would keep its connections
 * open after `destroy()`.
 */
class PoolEndingKysely extends Kysely<Database> {
  readonly #pool: pg.Pool;
  constructor(dialect: Dialect, pool: pg.Pool) {
    super({ dialect });
    this.#pool = pool;
  }
  override async destroy(): Promise<void> {
    await super.destroy();
    if (!this.#pool.ending) await this.#pool.end();
  }
}

/** Kysely over a pg Pool. */
export function createPostgresDb(options: PostgresOptions): Db {
  const pool = new pg.Pool({
    connectionString: options.connectionString,
    max: options.max ?? 10,
    connectionTimeoutMillis: options.connectTimeoutMs ?? 0,
    // A peer that vanished without closing (a failover across hosts) is noticed by the kernel, not only at the next query.
    keepAlive: true,
    ...(options.schema === undefined ? {} : { options: `-c search_path=${options.schema}` }),
    types: {
      getTypeParser: ((oid: number, format?: 'text' | 'binary') =>
        oid === INT8_OID || oid === DATE_OID
          ? keepText
          : pg.types.getTypeParser(oid, format)) as typeof pg.types.getTypeParser,
    },
  });
  const reportConnectionError = options.onConnectionError ?? (() => {});
  // Every connection gets its own listener at once: pg-pool listens only while a connection is idle, and an error of
  // a checked-out one (a transaction between two statements, a query whose answer was the termination notice)
  // would be an uncaught 'error' event — the process would exit. The pool's own 'error' is the same error of an
  // idle connection, already reported by that listener.
  pool.on('connect', (client) => {
    // pg reports an ended session twice (the server's notice, then the closed socket): told once per connection.
    let reported = false;
    client.on('error', (error) => {
      if (reported) return;
      reported = true;
      reportConnectionError(error);
    });
  });
  pool.on('error', () => {});
  const dialect = new CurrentSchemaPostgresDialect({ pool: namedStatementsPool(pool) });
  const used = options.wrapDialect?.(dialect) ?? dialect;
  const db = new PoolEndingKysely(used, pool);
  // A wrapper that changes the dialect (a statement counter) sees every statement: hot ones go through it too.
  if (used === dialect) poolsOf.set(db, pool);
  return db;
}

export interface DatabaseConfig {
  databaseUrl: string | null;
  dataDir: string;
  /** Connections of the PostgreSQL pool (DATABASE_POOL_SIZE); 10 when not given. */
  databasePoolSize?: number;
}

/**
 * A query waits at most this long for a PostgreSQL connection: while the database is away (a failover that does
 * not refuse but does not answer either) a request fails with 503 instead of hanging with the player waiting.
 */
export const DATABASE_CONNECT_TIMEOUT_MS = 5000;

/** Opens the configured database. Closing the Kysely instance also closes PGlite, which flushes it to disk. */
export async function openDatabase(
  config: DatabaseConfig,
  options: { onConnectionError?: (error: Error) => void } = {},
): Promise<Db> {
  if (config.databaseUrl !== null) {
    return createPostgresDb({
      connectionString: config.databaseUrl,
      connectTimeoutMs: DATABASE_CONNECT_TIMEOUT_MS,
      ...(options.onConnectionError === undefined ? {} : { onConnectionError: options.onConnectionError }),
      ...(config.databasePoolSize === undefined ? {} : { max: config.databasePoolSize }),
    });
  }
  return createPgliteDb(await openPglite(config.dataDir, pgliteParsers()));
}
