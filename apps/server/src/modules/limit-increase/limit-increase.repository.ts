// Queries of the direct-debit limit-increase requests the player asks for (SPEC §4, §7); the operator's decision
// on them is ops-requests.repository.ts.
import type { Db } from '../../db/database.ts';
import { findRow } from '../../db/row-queries.ts';

export async function hasPendingLimitIncreaseRequest(db: Db, userId: number, providerCode: string): Promise<boolean> {
  const pending = { user_id: userId, provider_code: providerCode, state: 'PENDING' as const };
  return (await findRow(db, 'limit_increase_requests', pending, ['id'])) !== undefined;
}

/** Inserts a PENDING request unless the player already has one open for the provider (then nothing). */
export async function insertLimitIncreaseRequestOnce(
  db: Db,
  values: { userId: number; providerCode: string; recipient: string; at: Date },
): Promise<void> {
  await db
    .insertInto('limit_increase_requests')
    .values({
      user_id: values.userId,
      provider_code: values.providerCode,
      recipient: values.recipient,
      created_at: values.at,
    })
    .onConflict((conflict) => conflict.columns(['user_id', 'provider_code']).where('state', '=', 'PENDING').doNothing())
    .execute();
}
