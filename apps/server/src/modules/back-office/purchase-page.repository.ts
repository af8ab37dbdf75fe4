// The purchase page's queries: the purchase with its player, its state history (written by triggers), the
// PSP notifications about it and the ledger lines booked for it (references purchase:<tid> and
// purchase:<tid>:…, e.g. a returned debit).
import { sql } from 'kysely';
import type { Db } from '../../db/database.ts';
import { PURCHASE_SUMMARY_COLUMNS } from './player-page.repository.ts';

export async function findPurchaseByTid(db: Db, tid: string) {
  return db
    .selectFrom('purchases')
    .innerJoin('users', 'users.id', 'purchases.user_id')
    .select([
      ...PURCHASE_SUMMARY_COLUMNS,
      'purchases.user_id',
      'users.user_name',
      'purchases.input_type',
      'purchases.error_code',
      'purchases.credited_at',
      'purchases.ledger_transaction_id',
    ])
    .where('purchases.tid', '=', tid)
    .executeTakeFirst();
}
export type PurchasePageRow = NonNullable<Awaited<ReturnType<typeof findPurchaseByTid>>>;

export async function listPurchaseHistory(db: Db, purchaseId: number) {
  return db
    .selectFrom('purchase_state_history')
    .select(['from_state', 'to_state', 'at'])
    .where('purchase_id', '=', purchaseId)
    .orderBy('id')
    .execute();
}

export async function listPurchaseNotifications(db: Db, purchase: { tid: string; pspReference: string | null }) {
  return db
    .selectFrom('processed_notifications')
    .select(['id', 'type', 'status', 'outcome', 'received_at', 'payload'])
    .where((eb) =>
      purchase.pspReference === null
        ? eb('reference', '=', purchase.tid)
        : eb.or([eb('reference', '=', purchase.tid), eb('psp_reference', '=', purchase.pspReference)]),
    )
    .orderBy('received_at')
    .orderBy('id')
    .execute();
}

/** `text` as a LIKE pattern that matches it literally. */
function literalPattern(text: string): string {
  return text.replace(/[\\%_]/g, (character) => `\\${character}`);
}

export async function listPurchaseLedger(db: Db, tid: string) {
  const reference = `purchase:${tid}`;
  return db
    .selectFrom('ledger_references')
    .innerJoin('ledger_entries', 'ledger_entries.transaction_id', 'ledger_references.transaction_id')
    .innerJoin('ledger_accounts', 'ledger_accounts.id', 'ledger_entries.account_id')
    .select([
      'ledger_entries.id',
      'ledger_entries.transaction_id',
      'ledger_references.reference',
      'ledger_accounts.kind',
      'ledger_accounts.user_id',
      'ledger_accounts.currency',
      'ledger_entries.amount',
      'ledger_entries.description',
      'ledger_entries.created_at',
    ])
    .where((eb) =>
      eb.or([
        eb('ledger_references.reference', '=', reference),
        eb('ledger_references.reference', 'like', sql<string>`${`${literalPattern(reference)}:%`}`),
      ]),
    )
    .orderBy('ledger_entries.id')
    .execute();
}
