// Pages and CSV exports of the back office's lists (issue 25 point 1, docs/back-office.md "Lists").
import {
  OPS_LIST_DEFAULT_LIMIT,
  OPS_LIST_MAX_LIMIT,
  type OpsListName,
  type OpsListPage,
  type OpsListQuery,
} from '@shop/contracts/ops-lists';
import type { Db } from '../../db/database.ts';
import { csvLine } from './csv.ts';
import { decodePageKey, encodePageKey, type PageKey } from './keyset.ts';
import {
  countList,
  type ListFilter,
  listColumns,
  pageKeyFits,
  readListPage,
  type SortDirection,
  type SortKey,
  sortsByAmount,
  toItem,
} from './ops-lists.repository.ts';

const DAY_MS = 86_400_000;
/** Rows per query while an export streams. */
export const EXPORT_BATCH = 1000;

export type ListRequest =
  | { ok: true; filter: ListFilter; sort: SortKey; dir: SortDirection; after: PageKey | null; limit: number }
  | { ok: false; fields: Record<string, string> };

function dayStart(day: string): Date | null {
  const date = new Date(`${day}T00:00:00.000Z`);
  return Number.isNaN(date.getTime()) || date.toISOString().slice(0, 10) !== day ? null : date;
}

/** The query's filters, sort and key checked beyond their shape (dates that exist, from ≤ to, min ≤ max). */
export function listRequestOf(list: OpsListName, query: OpsListQuery): ListRequest {
  const fields: Record<string, string> = {};
  const filter: ListFilter = {};
  if (query.state !== undefined) filter.state = query.state;
  if (query.providerCode !== undefined) filter.providerCode = query.providerCode;
  if (query.currency !== undefined) filter.currency = query.currency;
  if (query.action !== undefined) filter.action = query.action;
  if (query.subscriptionId !== undefined) filter.subscriptionId = query.subscriptionId;
  for (const key of ['userId', 'operatorId'] as const) {
    const value = query[key];
    if (value === undefined) continue;
    const number = Number(value);
    if (number > 2_147_483_647) fields[key] = 'invalid';
    else filter[key] = number;
  }
  for (const key of ['minAmount', 'maxAmount'] as const) {
    const value = query[key];
    if (value === undefined) continue;
    const number = Number(value);
    if (!Number.isSafeInteger(number)) fields[key] = 'invalid';
    else filter[key] = number;
  }
  if (filter.minAmount !== undefined && filter.maxAmount !== undefined && filter.minAmount > filter.maxAmount) {
    fields.maxAmount = 'below_min';
  }
  if (query.from !== undefined) {
    const since = dayStart(query.from);
    if (since === null) fields.from = 'invalid';
    else filter.since = since;
  }
  if (query.to !== undefined) {
    const start = dayStart(query.to);
    if (start === null) fields.to = 'invalid';
    else filter.until = new Date(start.getTime() + DAY_MS);
  }
  if (filter.since !== undefined && filter.until !== undefined && filter.since >= filter.until) {
    fields.to = 'before_from';
  }
  const sort = query.sort ?? 'createdAt';
  if (sort === 'amount' && !sortsByAmount(list)) fields.sort = 'invalid';
  const after = query.after === undefined ? null : decodePageKey(query.after);
  if (query.after !== undefined && (after === null || !pageKeyFits(list, after))) fields.after = 'invalid';
  const limit = query.limit === undefined ? OPS_LIST_DEFAULT_LIMIT : Number(query.limit);
  if (limit < 1 || limit > OPS_LIST_MAX_LIMIT) fields.limit = 'invalid';
  if (Object.keys(fields).length > 0) return { ok: false, fields };
  return { ok: true, filter, sort, dir: query.dir ?? 'desc', after, limit };
}

/** One page and the total count over the same filters. */
export async function readPage(
  db: Db,
  list: OpsListName,
  request: Extract<ListRequest, { ok: true }>,
): Promise<OpsListPage> {
  const [rows, total] = await Promise.all([
    readListPage(db, list, { ...request, limit: request.limit + 1 }),
    countList(db, list, request.filter),
  ]);
  const pageRows = rows.slice(0, request.limit);
  const last = pageRows.at(-1);
  const next =
    rows.length > request.limit && last !== undefined
      ? encodePageKey({ value: String(last.sort_key), id: String(last.id_key) })
      : null;
  return { items: pageRows.map((row) => toItem(list, row)), total, next };
}

/** Every matching row as CSV lines (header first), read in batches by key: memory stays flat however many. */
export async function* exportLines(
  db: Db,
  list: OpsListName,
  request: Extract<ListRequest, { ok: true }>,
): AsyncGenerator<string> {
  const columns = listColumns(list);
  yield csvLine(columns);
  let after = request.after;
  for (;;) {
    const rows = await readListPage(db, list, { ...request, after, limit: EXPORT_BATCH });
    for (const row of rows) {
      const item = toItem(list, row);
      yield csvLine(columns.map((column) => item[column]));
    }
    const last = rows.at(-1);
    if (rows.length < EXPORT_BATCH || last === undefined) return;
    after = { value: String(last.sort_key), id: String(last.id_key) };
  }
}
