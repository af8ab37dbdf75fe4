// The claim a reconciliation round takes on a batch of rows it will check with the PSP: shared by
// purchases and payouts, whose tables both carry `created_at` and `last_checked_at`.
import type { Expression, ExpressionBuilder, Selectable, SqlBool } from 'kysely';
import type { Clock } from '../lib/clock.ts';
import type { Database, Db } from './database.ts';

type CheckedTable = 'payouts' | 'purchases';

export interface ReconcileClaimInput {
  now: Date;
  checkedBefore: Date;
  createdAfter: Date;
  limit: number;
}

/** The rows a round claims and checks at most. */
const RECONCILE_BATCH = 20;

/**
 * One round of a reconciler: claims up to 20 rows created within `maxAgeMs` that nobody checked for `minAgeMs`
 * (older ones are left to people), and checks each with the PSP in turn; returns how many were checked.
 */
export async function reconcileRound<Deps extends { db: Db; clock: Clock }, Row>(
  deps: Deps,
  ages: { minAgeMs: number; maxAgeMs: number },
  claim: (db: Db, input: ReconcileClaimInput) => Promise<Row[]>,
  check: (deps: Deps, row: Row) => Promise<unknown>,
): Promise<number> {
  const now = deps.clock.now();
  const due = await claim(deps.db, {
    now,
    checkedBefore: new Date(now.getTime() - ages.minAgeMs),
    createdAfter: new Date(now.getTime() - ages.maxAgeMs),
    limit: RECONCILE_BATCH,
  });
  for (const row of due) await check(deps, row);
  return due.length;
}

/**
 * Claims up to `limit` rows of `table` that are still open (`isOpen`), were created after
 * `createdAfter` and nobody checked since `checkedBefore`, least recently checked first, and marks
 * them checked now. SKIP LOCKED: instances never wait for or double up on each other's batch.
 */
export async function claimRowsToReconcile<T extends CheckedTable>(
  db: Db,
  table: T,
  isOpen: (eb: ExpressionBuilder<Database, T>) => Expression<SqlBool>,
  input: ReconcileClaimInput,
): Promise<Selectable<Database[T]>[]> {
  // Kysely cannot resolve the columns of a generic table; both tables have the ones used here.
  const from = table as CheckedTable;
  const open = isOpen as unknown as (eb: ExpressionBuilder<Database, CheckedTable>) => Expression<SqlBool>;
  return db.transaction().execute(async (trx) => {
    const due = await trx
      .selectFrom(from)
      .select('id')
      .where(open)
      .where('created_at', '>', input.createdAfter)
      .where((eb) => eb.or([eb('last_checked_at', 'is', null), eb('last_checked_at', '<', input.checkedBefore)]))
      .orderBy('last_checked_at')
      .limit(input.limit)
      .forUpdate()
      .skipLocked()
      .execute();
    if (due.length === 0) return [];
    const dueIds = due.map((row) => row.id);
    const rows = await trx
      .updateTable(from)
      .set({ last_checked_at: input.now })
      .where('id', 'in', dueIds)
      .returningAll()
      .execute();
    return rows as Selectable<Database[T]>[];
  });
}
