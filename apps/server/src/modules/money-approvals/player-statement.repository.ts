// The player's ledger statement (issue 25 point 2): every entry of the player's own accounts (withdrawable, bonus,
// pending payout), newest first, each with its account's balance after it, keyset paged by entry id.
import type { StatementLine } from '@shop/contracts/money-approvals';
import { sql } from 'kysely';
import type { Db } from '../../db/database.ts';
import { toSafeInteger } from '../../lib/safe-integer.ts';

export async function playerStatement(
  db: Db,
  input: { userId: number; before?: number; limit: number },
): Promise<{ lines: StatementLine[]; next: number | null; total: number }> {
  // The running balance is a window over all of the player's entries (a player has thousands at most); the
  // page is cut from it by id, so each line's balance is right whatever page it is on.
  const rows = await db
    .with('lines', (cte) =>
      cte
        .selectFrom('ledger_entries as e')
        .innerJoin('ledger_accounts as a', 'a.id', 'e.account_id')
        .leftJoin('ledger_references as r', 'r.transaction_id', 'e.transaction_id')
        .where('a.user_id', '=', input.userId)
        .where('a.kind', 'in', ['withdrawable', 'bonus', 'pending_payout'])
        .select([
          'e.id',
          'e.created_at',
          'a.kind',
          'a.currency',
          'e.amount',
          'e.description',
          'e.transaction_id',
          'r.reference',
          sql<string>`sum(e.amount) over (partition by e.account_id order by e.id)::text`.as('balance'),
          sql<string>`count(*) over ()::text`.as('total'),
        ]),
    )
    .selectFrom('lines')
    .selectAll()
    .$if(input.before !== undefined, (query) => query.where('id', '<', String(input.before)))
    .orderBy('id', 'desc')
    .limit(input.limit + 1)
    .execute();
  const page = rows.slice(0, input.limit);
  const lines = page.map((row) => ({
    id: toSafeInteger(row.id),
    at: row.created_at.toISOString(),
    account: row.kind as StatementLine['account'],
    currency: row.currency,
    amount: toSafeInteger(row.amount),
    balance: toSafeInteger(row.balance),
    description: row.description,
    reference: row.reference ?? null,
    transactionId: row.transaction_id,
  }));
  const last = lines.at(-1);
  const total = rows[0] === undefined ? 0 : toSafeInteger(rows[0].total);
  return { lines, next: rows.length > input.limit && last !== undefined ? last.id : null, total };
}
