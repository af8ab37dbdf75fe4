// Issue 10 item 6: US players' bank payouts go to a routing and account number (SPEC §9 region US), not an
// IBAN. Both are stored encrypted with the payment-data key, as the IBAN is; the masked account number is
// what screens and logs may show.
import type { Kysely } from 'kysely';

export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .alterTable('payouts')
    .addColumn('routing_number_encrypted', 'text')
    .addColumn('account_number_encrypted', 'text')
    .addColumn('account_number_masked', 'text')
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .alterTable('payouts')
    .dropColumn('routing_number_encrypted')
    .dropColumn('account_number_encrypted')
    .dropColumn('account_number_masked')
    .execute();
}
