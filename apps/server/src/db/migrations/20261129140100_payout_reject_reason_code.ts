// Issue 24 point 9: a rejected payout carries a reason code the player reads in their own language (e-mail, shop);
// review_reason becomes the optional note from the team, shown as typed. Rows rejected before keep their free-text
// reason and no code; a REJECTED row still needs a code or a reason.
// Frozen: never edit, add a new migration.
import { type Kysely, sql } from 'kysely';

export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .alterTable('payouts')
    .addColumn('review_reason_code', 'text', (c) =>
      c.check(
        sql`review_reason_code in ('account_holder_mismatch', 'bank_details_invalid', 'verification_required', 'security_check', 'other')`,
      ),
    )
    .execute();
  await sql`alter table payouts drop constraint payouts_rejected_reason_check`.execute(db);
  await sql`alter table payouts add constraint payouts_rejected_reason_check
    check (state <> 'REJECTED' or ((review_reason_code is not null or review_reason is not null) and reviewed_at is not null))`.execute(
    db,
  );
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`update payouts set review_reason = review_reason_code where review_reason is null`.execute(db);
  await sql`alter table payouts drop constraint payouts_rejected_reason_check`.execute(db);
  await sql`alter table payouts add constraint payouts_rejected_reason_check
    check (state <> 'REJECTED' or (review_reason is not null and reviewed_at is not null))`.execute(db);
  await db.schema.alterTable('payouts').dropColumn('review_reason_code').execute();
}
