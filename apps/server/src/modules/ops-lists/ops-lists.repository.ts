// The back office's lists (issue 25 point 1): one definition per list — its tables, columns, sort keys and
// filters — and one keyset query for all of them. A page reads `(sort column, id)` strictly after the last row's
// key in an index of migration 20261130130000_ops_list_indexes; the total is a count over the same filters.
import type { OpsListCell, OpsListItem, OpsListName } from '@shop/contracts/ops-lists';
import { purchaseOutcomeOf } from '@shop/contracts/ops-lists';
import { type RawBuilder, sql } from 'kysely';
import type { Db } from '../../db/database.ts';
import type { PageKey } from './keyset.ts';

export type SortKey = 'createdAt' | 'amount';
export type SortDirection = 'asc' | 'desc';

export interface ListFilter {
  state?: string;
  providerCode?: string;
  currency?: string;
  /** Inclusive start and exclusive end of the period (UTC). */
  since?: Date;
  until?: Date;
  minAmount?: number;
  maxAmount?: number;
  userId?: number;
  operatorId?: number;
  action?: string;
  subscriptionId?: string;
}

type FilterKey = keyof ListFilter;

interface ListSpec {
  /** The list's own table with its alias: the count reads only this. */
  base: string;
  /** Tables joined for display (never filtered on). */
  joins: string;
  id: { column: string; type: 'integer' | 'bigint' | 'uuid' };
  createdAt: string;
  amount?: string;
  /** Filter → column of the base table. */
  filters: Partial<Record<Exclude<FilterKey, 'since' | 'until' | 'minAmount' | 'maxAmount'>, string>>;
  select: string;
  /** The CSV's columns, in order (keys of the item). */
  columns: readonly string[];
  item?: (row: Record<string, unknown>) => OpsListItem;
}

/** A list's CSV columns written as one line of space-separated item keys. */
function columnList(keys: string): readonly string[] {
  return keys.split(' ');
}

const SPECS: Record<OpsListName, ListSpec> = {
  payments: {
    base: 'purchases p',
    joins: 'join users u on u.id = p.user_id',
    id: { column: 'p.id', type: 'integer' },
    createdAt: 'p.created_at',
    amount: 'p.price',
    filters: {
      state: 'p.state',
      providerCode: 'p.provider_code',
      currency: 'p.currency',
      userId: 'p.user_id',
    },
    select: `p.tid, p.created_at as "createdAt", p.user_id as "userId", u.user_name as "userName", p.state,
      p.provider_code as "providerCode", p.psp_method as "pspMethod", p.price as amount, p.currency,
      p.deposit_amount as "depositAmount", p.bonus_amount as "bonusAmount", p.gd_currency as "gdCurrency",
      p.subscription, p.psp_reference as "pspReference", p.psp_status as "pspStatus",
      (select coalesce(sum(r.amount), 0)::integer from purchase_refunds r
        where r.purchase_id = p.id and r.state in ('PENDING', 'REFUNDED')) as "refundedAmount",
      exists (select from disputes d where d.purchase_id = p.id
        and d.stage in ('CHARGEBACK', 'SECOND_CHARGEBACK')) as "chargedBack"`,
    columns: columnList(
      'tid createdAt userId userName outcome state providerCode pspMethod amount currency refundedAmount depositAmount bonusAmount gdCurrency subscription pspReference pspStatus',
    ),
    item: (row) => {
      const item = cells(row);
      item.outcome = purchaseOutcomeOf({
        state: String(row.state),
        pspStatus: (row.pspStatus as string | null) ?? null,
        price: Number(row.amount),
        refundedAmount: Number(row.refundedAmount),
        chargedBack: row.chargedBack === true,
      });
      return item;
    },
  },
  payouts: {
    base: 'payouts p',
    joins: 'join users u on u.id = p.user_id left join operators o on o.id = p.assigned_to',
    id: { column: 'p.id', type: 'integer' },
    createdAt: 'p.created_at',
    amount: 'p.amount',
    filters: { state: 'p.state', currency: 'p.currency', userId: 'p.user_id', operatorId: 'p.assigned_to' },
    select: `p.public_id as "publicId", p.created_at as "createdAt", p.user_id as "userId",
      u.user_name as "userName", p.state, p.paytype, p.amount, p.fee, p.final_amount as "finalAmount", p.currency,
      p.real_amount as "realAmount", p.currency_real as "currencyReal",
      p.review_cause as "reviewCause", p.psp_reference as "pspReference", p.review_reason_code as "reviewReasonCode",
      p.reviewed_at as "reviewedAt", p.assigned_to as "assignedToId", o.display_name as "assignedTo",
      case when p.paytype = 'paypal' then p.paypal_account
        else concat_ws(', ', p.holder, coalesce(p.iban_masked, p.account_number_masked)) end as destination`,
    columns: columnList(
      'publicId createdAt userId userName state paytype amount fee finalAmount currency realAmount currencyReal reviewCause destination assignedTo pspReference reviewReasonCode reviewedAt',
    ),
  },
  refunds: {
    base: 'purchase_refunds r',
    joins: 'join purchases p on p.id = r.purchase_id join users u on u.id = r.user_id',
    id: { column: 'r.id', type: 'uuid' },
    createdAt: 'r.created_at',
    amount: 'r.amount',
    filters: { state: 'r.state', currency: 'r.currency', userId: 'r.user_id', operatorId: 'r.operator_id' },
    select: `r.id::text as id, r.created_at as "createdAt", r.user_id as "userId", u.user_name as "userName",
      p.tid, r.amount, r.currency, r.state, r.psp_reference as "pspReference", r.reason,
      r.failure_reason as "failureReason", r.operator_id as "operatorId"`,
    columns: columnList(
      'id createdAt userId userName tid amount currency state pspReference reason failureReason operatorId',
    ),
  },
  chargebacks: {
    base: 'disputes d',
    // A saver-package booking's dispute has no purchase: its `booking:` reference stands in the tid column.
    joins:
      'left join purchases p on p.id = d.purchase_id left join subscription_bookings b on b.id = d.booking_id join users u on u.id = d.user_id',
    id: { column: 'd.id', type: 'uuid' },
    createdAt: 'd.created_at',
    amount: 'd.amount',
    filters: { state: 'd.stage', currency: 'd.currency', userId: 'd.user_id', operatorId: 'd.decided_by' },
    select: `d.id::text as id, d.created_at as "createdAt", d.user_id as "userId", u.user_name as "userName",
      coalesce(p.tid, b.reference) as tid, d.psp_dispute_id as "pspDisputeId", d.psp_reference as "pspReference", d.stage as state, d.amount,
      d.currency, d.reason_code as "reasonCode", d.debited, d.decision, d.decided_by as "decidedBy",
      d.decided_at as "decidedAt", d.settled_at as "settledAt"`,
    columns: columnList(
      'id createdAt userId userName tid pspDisputeId pspReference state amount currency reasonCode debited decision decidedBy decidedAt settledAt',
    ),
  },
  subscriptions: {
    base: 'subscriptions s',
    joins: 'join users u on u.id = s.user_id',
    id: { column: 's.id', type: 'bigint' },
    createdAt: 's.created_at',
    amount: 's.price',
    filters: { state: 's.state', providerCode: 's.provider_code', currency: 's.currency', userId: 's.user_id' },
    select: `s.id::text as id, s.created_at as "createdAt", s.user_id as "userId", u.user_name as "userName",
      s.state, s.provider_code as "providerCode", s.price as amount, s.currency, s.signup_tid as "signupTid",
      s.start_date::text as "startDate", s.end_date::text as "endDate",
      s.next_booking_date::text as "nextBookingDate", s.bookings_count as "bookingsCount"`,
    columns: columnList(
      'id createdAt userId userName state providerCode amount currency signupTid startDate endDate nextBookingDate bookingsCount',
    ),
  },
  bookings: {
    base: 'subscription_bookings b',
    joins: 'join users u on u.id = b.user_id left join subscription_booking_refunds br on br.booking_id = b.id',
    id: { column: 'b.id', type: 'bigint' },
    createdAt: 'b.created_at',
    amount: 'b.price',
    filters: { state: 'b.state', currency: 'b.currency', userId: 'b.user_id', subscriptionId: 'b.subscription_id' },
    select: `b.id::text as id, b.created_at as "createdAt", b.user_id as "userId", u.user_name as "userName",
      b.subscription_id::text as "subscriptionId", b.sequence, b.due_date::text as "dueDate", b.state,
      b.reference, b.purchase_tid as "tid", b.psp_reference as "pspReference", b.psp_status as "pspStatus",
      b.refusal_code as "refusalCode", b.price as amount, b.currency, b.attempts, b.returned_at as "returnedAt",
      br.state as "refundState", br.psp_reference as "refundPspReference"`,
    columns: columnList(
      'id createdAt userId userName subscriptionId sequence dueDate state reference tid pspReference pspStatus refusalCode amount currency attempts returnedAt refundState refundPspReference',
    ),
  },
  'support-requests': {
    base: 'support_requests s',
    joins: 'join users u on u.id = s.user_id',
    id: { column: 's.id', type: 'bigint' },
    createdAt: 's.created_at',
    filters: { state: 's.status', userId: 's.user_id' },
    select: `s.id::text as id, s.ticket, s.created_at as "createdAt", s.user_id as "userId",
      u.user_name as "userName", s.topic, s.message, s.reference, s.screen, s.lang, s.status as state`,
    columns: columnList('ticket createdAt userId userName topic message reference screen lang state'),
  },
  'limit-increase-requests': {
    base: 'limit_increase_requests l',
    joins: 'join users u on u.id = l.user_id',
    id: { column: 'l.id', type: 'bigint' },
    createdAt: 'l.created_at',
    filters: { state: 'l.state', providerCode: 'l.provider_code', userId: 'l.user_id' },
    select: `l.id::text as id, l.created_at as "createdAt", l.user_id as "userId", u.user_name as "userName",
      l.provider_code as "providerCode", l.recipient, l.state, l.granted_amount as amount, l.currency`,
    columns: columnList('id createdAt userId userName providerCode recipient state amount currency'),
  },
  audit: {
    base: 'operator_audit_log a',
    joins: 'join operators o on o.id = a.operator_id',
    id: { column: 'a.id', type: 'bigint' },
    createdAt: 'a.at',
    filters: { operatorId: 'a.operator_id', action: 'a.action' },
    select: `a.id::text as id, a.at as "createdAt", a.operator_id as "operatorId", o.display_name as "operator",
      a.action, a.subject_type as "subjectType", a.subject_id as "subjectId", a.reason,
      a.before::text as before, a.after::text as after`,
    columns: columnList('id createdAt operatorId operator action subjectType subjectId reason before after'),
  },
};

export function listColumns(list: OpsListName): readonly string[] {
  return SPECS[list].columns;
}

/** Whether `list` can be sorted by amount. */
export function sortsByAmount(list: OpsListName): boolean {
  return SPECS[list].amount !== undefined;
}

function cell(value: unknown): OpsListCell {
  if (value === null || value === undefined) return null;
  if (value instanceof Date) return value.toISOString();
  if (typeof value === 'string' || typeof value === 'number' || typeof value === 'boolean') return value;
  return JSON.stringify(value);
}

function cells(row: Record<string, unknown>): OpsListItem {
  const item: OpsListItem = {};
  for (const [key, value] of Object.entries(row)) {
    if (key !== 'sort_key' && key !== 'id_key') item[key] = cell(value);
  }
  return item;
}

export function toItem(list: OpsListName, row: Record<string, unknown>): OpsListItem {
  return (SPECS[list].item ?? cells)(row);
}

function whereOf(spec: ListSpec, filter: ListFilter): RawBuilder<unknown> {
  const parts: RawBuilder<unknown>[] = [sql`true`];
  for (const [key, column] of Object.entries(spec.filters) as [FilterKey, string][]) {
    const value = filter[key];
    if (value !== undefined) parts.push(sql`${sql.raw(column)} = ${value}`);
  }
  if (filter.since !== undefined) parts.push(sql`${sql.raw(spec.createdAt)} >= ${filter.since}`);
  if (filter.until !== undefined) parts.push(sql`${sql.raw(spec.createdAt)} < ${filter.until}`);
  if (spec.amount !== undefined) {
    if (filter.minAmount !== undefined) parts.push(sql`${sql.raw(spec.amount)} >= ${filter.minAmount}`);
    if (filter.maxAmount !== undefined) parts.push(sql`${sql.raw(spec.amount)} <= ${filter.maxAmount}`);
  }
  return sql.join(parts, sql` and `);
}

export interface PageRequest {
  filter: ListFilter;
  sort: SortKey;
  dir: SortDirection;
  after: PageKey | null;
  /** Rows to read: the page's size, plus one to learn whether another page follows. */
  limit: number;
}

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** Whether a page key decoded from a request can be one of `list`'s: anything else is refused before any query. */
export function pageKeyFits(list: OpsListName, key: PageKey): boolean {
  if (!/^-?\d{1,18}$/.test(key.value)) return false;
  const type = SPECS[list].id.type;
  if (type === 'uuid') return UUID.test(key.id);
  if (!/^\d{1,18}$/.test(key.id)) return false;
  return type === 'bigint' || Number(key.id) <= 2_147_483_647;
}

/**
 * One page's statement (the index test explains it). Keys are exact: a timestamp as whole microseconds since the
 * epoch, an amount as the integer itself.
 */
export function listPageQuery(list: OpsListName, page: PageRequest): RawBuilder<Record<string, unknown>> {
  const spec = SPECS[list];
  const byAmount = page.sort === 'amount' && spec.amount !== undefined;
  const sortColumn = sql.raw(byAmount ? (spec.amount ?? '') : spec.createdAt);
  const sortKey = byAmount
    ? sql`${sortColumn}::text`
    : sql`(extract(epoch from ${sortColumn}) * 1000000)::bigint::text`;
  const idColumn = sql.raw(spec.id.column);
  const idType = sql.raw(spec.id.type);
  const direction = sql.raw(page.dir === 'asc' ? 'asc' : 'desc');
  let after: RawBuilder<unknown> = sql`true`;
  if (page.after !== null) {
    const value = byAmount
      ? sql`cast(${page.after.value} as bigint)`
      : sql`(timestamptz 'epoch' + cast(${page.after.value} as bigint) * interval '1 microsecond')`;
    const comparison = sql.raw(page.dir === 'asc' ? '>' : '<');
    after = sql`(${sortColumn}, ${idColumn}) ${comparison} (${value}, cast(${page.after.id} as ${idType}))`;
  }
  return sql<Record<string, unknown>>`
    select ${sql.raw(spec.select)}, ${sortKey} as sort_key, ${idColumn}::text as id_key
    from ${sql.raw(spec.base)} ${sql.raw(spec.joins)}
    where ${whereOf(spec, page.filter)} and ${after}
    order by ${sortColumn} ${direction}, ${idColumn} ${direction}
    limit ${page.limit}`;
}

export function listCountQuery(list: OpsListName, filter: ListFilter): RawBuilder<{ total: number }> {
  const spec = SPECS[list];
  return sql<{ total: number }>`select count(*)::integer as total from ${sql.raw(spec.base)}
    where ${whereOf(spec, filter)}`;
}

export async function readListPage(db: Db, list: OpsListName, page: PageRequest) {
  const result = await listPageQuery(list, page).execute(db);
  return result.rows;
}

export async function countList(db: Db, list: OpsListName, filter: ListFilter): Promise<number> {
  const result = await listCountQuery(list, filter).execute(db);
  return result.rows[0]?.total ?? 0;
}
