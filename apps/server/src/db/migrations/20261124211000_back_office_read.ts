// Issue 12 points 2 and 5 (back office, read side): the state history of purchases and payouts, written by
// triggers so every code path that inserts a row or changes its state is recorded without its code knowing;
// operators' notes on players; and indexes for every path the operator search, the player and purchase pages
// and the daily report read by.
// Frozen: never edit, add a new migration.
import { type Kysely, sql } from 'kysely';

const HISTORY = [
  { table: 'purchases', history: 'purchase_state_history', key: 'purchase_id' },
  { table: 'payouts', history: 'payout_state_history', key: 'payout_id' },
] as const;

export async function up(db: Kysely<unknown>): Promise<void> {
  for (const { table, history, key } of HISTORY) {
    await db.schema
      .createTable(history)
      .addColumn('id', 'bigint', (c) => c.primaryKey().generatedAlwaysAsIdentity())
      .addColumn(key, 'integer', (c) => c.notNull().references(`${table}.id`).onDelete('cascade'))
      // null: the row was inserted in to_state (or already existed when this migration ran).
      .addColumn('from_state', 'text')
      .addColumn('to_state', 'text', (c) => c.notNull())
      .addColumn('at', 'timestamptz', (c) => c.notNull())
      .execute();
    await db.schema.createIndex(`${history}_${key}_idx`).on(history).columns([key, 'id']).execute();

    // The time is the row's own: created_at on insert, updated_at on a change (both from the application's
    // clock, which every state change of purchases and payouts sets; the database's clock would disagree with
    // a moved test clock). A change that leaves the state as it was writes nothing.
    await sql
      .raw(`
      create function ${history}_record() returns trigger language plpgsql as $$
      begin
        if tg_op = 'INSERT' then
          insert into ${history} (${key}, from_state, to_state, at) values (new.id, null, new.state, new.created_at);
        elsif new.state is distinct from old.state then
          insert into ${history} (${key}, from_state, to_state, at) values (new.id, old.state, new.state, new.updated_at);
        end if;
        return null;
      end $$`)
      .execute(db);
    await sql
      .raw(`
      create trigger ${table}_state_history after insert or update of state on ${table}
      for each row execute function ${history}_record()`)
      .execute(db);
    // Rows that existed before: their state as found, at their last change.
    await sql
      .raw(`insert into ${history} (${key}, from_state, to_state, at) select id, null, state, updated_at from ${table}`)
      .execute(db);
  }

  await db.schema
    .createTable('operator_notes')
    .addColumn('id', 'bigint', (c) => c.primaryKey().generatedAlwaysAsIdentity())
    .addColumn('user_id', 'integer', (c) => c.notNull().references('users.id').onDelete('cascade'))
    .addColumn('operator_id', 'integer', (c) => c.notNull())
    .addColumn('text', 'text', (c) => c.notNull().check(sql`char_length(text) between 1 and 2000`))
    .addColumn('created_at', 'timestamptz', (c) => c.notNull())
    .execute();
  await db.schema.createIndex('operator_notes_user_idx').on('operator_notes').columns(['user_id', 'id']).execute();

  // Operator search: case-insensitive prefixes of user name, first name, surname and e-mail (demo players
  // without an e-mail are reached at <userName>@players.example); ids and references match exactly and have
  // unique indexes already (purchases.tid, purchases.psp_reference, payouts.public_id, payouts.psp_reference).
  await sql`create index users_user_name_search_idx on users (lower(user_name) text_pattern_ops)`.execute(db);
  await sql`create index users_first_name_search_idx on users (lower(first_name) text_pattern_ops)`.execute(db);
  await sql`create index users_surname_search_idx on users (lower(surname) text_pattern_ops)`.execute(db);
  await sql`create index users_email_search_idx on users (lower(coalesce(email, user_name || '@players.example')) text_pattern_ops)`.execute(
    db,
  );

  // Player and purchase pages.
  await sql`create index limit_increase_requests_user_idx on limit_increase_requests (user_id, created_at)`.execute(db);
  await sql`create index processed_notifications_reference_idx on processed_notifications (reference)`.execute(db);
  await sql`create index processed_notifications_psp_reference_idx on processed_notifications (psp_reference)`.execute(
    db,
  );
  await sql`create index ledger_references_prefix_idx on ledger_references (reference text_pattern_ops)`.execute(db);

  // Daily report: credited deposits, credited saver-package bookings, returned bookings, finished payouts.
  await sql`create index purchases_credited_idx on purchases (credited_at) where credited_at is not null`.execute(db);
  await sql`create index purchases_returned_idx on purchases (updated_at) where psp_status = 'RETURNED'`.execute(db);
  await sql`create index subscription_bookings_credited_idx on subscription_bookings (credited_at) where credited_at is not null`.execute(
    db,
  );
  await sql`create index subscription_bookings_returned_idx on subscription_bookings (returned_at) where returned_at is not null`.execute(
    db,
  );
  await sql`create index subscription_bookings_purchase_idx on subscription_bookings (purchase_tid) where purchase_tid is not null`.execute(
    db,
  );
  await sql`create index payouts_finished_idx on payouts (finished_at) where finished_at is not null`.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  for (const index of [
    'payouts_finished_idx',
    'subscription_bookings_purchase_idx',
    'subscription_bookings_returned_idx',
    'subscription_bookings_credited_idx',
    'purchases_returned_idx',
    'purchases_credited_idx',
    'ledger_references_prefix_idx',
    'processed_notifications_psp_reference_idx',
    'processed_notifications_reference_idx',
    'limit_increase_requests_user_idx',
    'users_email_search_idx',
    'users_surname_search_idx',
    'users_first_name_search_idx',
    'users_user_name_search_idx',
  ]) {
    await db.schema.dropIndex(index).execute();
  }
  await db.schema.dropTable('operator_notes').execute();
  for (const { table, history } of HISTORY) {
    await sql.raw(`drop trigger ${table}_state_history on ${table}`).execute(db);
    await db.schema.dropTable(history).execute();
    await sql.raw(`drop function ${history}_record()`).execute(db);
  }
}
