// A purchase's stored columns, read by its tid: what a test checks beside the answers (state, PSP fields, amounts).
import type { Db, PurchasesTable } from '../db/database.ts';

/** The given columns of the purchase with this tid; throws when there is none. */
export function purchaseColumnsOf<Column extends keyof PurchasesTable & string>(
  db: Db,
  tid: string,
  columns: readonly Column[],
) {
  return db.selectFrom('purchases').select(columns).where('tid', '=', tid).executeTakeFirstOrThrow();
}
