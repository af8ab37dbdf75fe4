// The claim a reconciliation round takes on a batch of rows it will check with the PSP: shared by
// purchases and payouts, whose tables both carry `created_at` and `last_checked_at`.
import type { Expression, ExpressionBuilder, Selectable, SqlBool } from 'kysely';
import type { Database, Db } from './database.ts';

type CheckedTable = 'payouts' | 'purchases';

export interface ReconcileClaimInput {
  now: Date;
  checkedBefore: Date;
  createdAfter: Date;
  limit: number;
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
