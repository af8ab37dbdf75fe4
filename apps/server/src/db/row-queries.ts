// The repositories' one-row queries whose condition is no more than "these columns have these values" (a unique key,
// or a key and an owner): find the row, or some of its columns, lock it, or update it. Written once here, so a
// repository function says only which table and which key (`findRow(db, 'payment_instruments', { user_id, … })`).
import { type Kysely, type Selectable, type SelectQueryBuilder, sql, type Updateable } from 'kysely';
import type { Database, Db, Trx } from './database.ts';

type Table = keyof Database & string;

/** Column → value: the row's columns that must equal these values (`where column = value and …`; never null). */
export type RowMatch<T extends Table> = Partial<Selectable<Database[T]>>;

/** A column of `T` as read. */
type ColumnOf<T extends Table> = keyof Selectable<Database[T]> & string;

// Kysely cannot resolve the columns of a generic table: the queries are built on an untyped view of the database
// (every column is named by the caller's typed `match`, `columns` and `values`) and their rows typed back here.
type UntypedDatabase = Record<string, Record<string, unknown>>;
type UntypedSelect = SelectQueryBuilder<UntypedDatabase, string, Record<string, unknown>>;

function untyped(db: Db | Trx): Kysely<UntypedDatabase> {
  return db as unknown as Kysely<UntypedDatabase>;
}

/** The column-value pairs of `match`, in its order: at least one (no query here reads or changes a whole table). */
function matchEntries(match: object): [string, unknown][] {
  const entries = Object.entries(match);
  if (entries.length === 0) throw new Error('a row query names at least one column to match');
  return entries;
}

/** `query` with `where column = value` for each entry of `match`. */
function whereMatches(query: UntypedSelect, match: object): UntypedSelect {
  return matchEntries(match).reduce<UntypedSelect>(
    (narrowed, [column, value]) => narrowed.where(sql.ref(column), '=', value),
    query,
  );
}

function selectRow(db: Db | Trx, table: Table, match: object, columns: readonly string[] | undefined) {
  const from = untyped(db).selectFrom(table);
  return whereMatches(columns === undefined ? from.selectAll() : from.select(columns), match);
}

/** The row of `table` matching `match` (all its columns, or only `columns`), else undefined. */
export async function findRow<T extends Table, C extends ColumnOf<T> = ColumnOf<T>>(
  db: Db | Trx,
  table: T,
  match: RowMatch<T>,
  columns?: readonly C[],
): Promise<Pick<Selectable<Database[T]>, C> | undefined> {
  const row = await selectRow(db, table, match, columns).executeTakeFirst();
  return row as Pick<Selectable<Database[T]>, C> | undefined;
}

/** The row of `table` matching `match`, locked (FOR UPDATE) until the transaction ends; else undefined. */
export async function lockRow<T extends Table>(
  trx: Trx,
  table: T,
  match: RowMatch<T>,
): Promise<Selectable<Database[T]> | undefined> {
  const row = await selectRow(trx, table, match, undefined).forUpdate().executeTakeFirst();
  return row as Selectable<Database[T]> | undefined;
}

/** Sets `values` on the rows of `table` matching `match`. */
export async function updateRows<T extends Table>(
  db: Db | Trx,
  table: T,
  match: RowMatch<T>,
  values: Updateable<Database[T]>,
): Promise<void> {
  const query = untyped(db)
    .updateTable(table as string)
    .set(values as Record<string, unknown>);
  await matchEntries(match)
    .reduce((narrowed, [column, value]) => narrowed.where(sql.ref(column), '=', value), query)
    .execute();
}
