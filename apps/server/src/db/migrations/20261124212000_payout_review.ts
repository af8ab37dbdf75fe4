// Issue 12 point 3, the payout review queue: a player's first payout, and any later one at or above
// PAYOUT_REVIEW_THRESHOLD, waits in state REVIEW (its money reserved, nothing sent to the PSP) until a finance
// operator approves it (→ PENDING, then sent) or rejects it (→ REJECTED, amount and fee returned). A payout in
// REVIEW counts as the player's one open payout, like a PENDING one.
import { type Kysely, sql } from 'kysely';

export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`alter table payouts drop constraint payouts_state_check`.execute(db);
  await sql`alter table payouts add constraint payouts_state_check
    check (state in ('REVIEW', 'PENDING', 'SETTLED', 'FAILED', 'REJECTED'))`.execute(db);
  await db.schema
    .alterTable('payouts')
    // Why it waits: the player's first payout, or its amount at or above the threshold; null = went straight through.
    .addColumn('review_cause', 'text', (c) => c.check(sql`review_cause in ('first_payout', 'amount')`))
    .addColumn('reviewed_at', 'timestamptz')
    // The operator who approved or rejected it (the audit trail holds the full record).
    .addColumn('reviewed_by', 'integer')
    // The rejection reason the player reads (payout screen and e-mail).
    .addColumn('review_reason', 'text')
    .execute();
  await sql`alter table payouts add constraint payouts_rejected_reason_check
    check (state <> 'REJECTED' or (review_reason is not null and reviewed_at is not null))`.execute(db);
  await sql`drop index payouts_one_pending_per_user`.execute(db);
  await sql`create unique index payouts_one_open_per_user on payouts (user_id) where state in ('REVIEW', 'PENDING')`.execute(
    db,
  );
  // The queue, oldest first.
  await sql`create index payouts_review_queue_idx on payouts (created_at, id) where state = 'REVIEW'`.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`drop index payouts_review_queue_idx`.execute(db);
  await sql`drop index payouts_one_open_per_user`.execute(db);
  await sql`create unique index payouts_one_pending_per_user on payouts (user_id) where state = 'PENDING'`.execute(db);
  await sql`alter table payouts drop constraint payouts_rejected_reason_check`.execute(db);
  await db.schema
    .alterTable('payouts')
    .dropColumn('review_cause')
    .dropColumn('reviewed_at')
    .dropColumn('reviewed_by')
    .dropColumn('review_reason')
    .execute();
  await sql`alter table payouts drop constraint payouts_state_check`.execute(db);
  await sql`alter table payouts add constraint payouts_state_check
    check (state in ('PENDING', 'SETTLED', 'FAILED'))`.execute(db);
}
