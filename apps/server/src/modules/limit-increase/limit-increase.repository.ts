// Queries of the direct-debit limit-increase requests the player asks for (SPEC §4, §7); the operator's decision
// on them is ops-requests.repository.ts.
import type { Db } from '../../db/database.ts';

export async function hasPendingLimitIncreaseRequest(db: Db, userId: number, providerCode: string): Promise<boolean> {
  const row = await db
    .selectFrom('limit_increase_requests')
    .select('id')
    .where('user_id', '=', userId)
    .where('provider_code', '=', providerCode)
    .where('state', '=', 'PENDING')
    .executeTakeFirst();
  return row !== undefined;
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
