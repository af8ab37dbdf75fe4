// Checkpointed balances (issue 27 point 6): each player account carries its balance, a projection of its entries
// kept by the database in the same transaction as the entries, so reading a player's balance is one row per
// account however long their history is (it was the sum of all their entries).
//
// The projection is kept by a statement trigger on ledger_entries, not by the code that posts: every insert of
// entries — writeLedgerTransaction today, any posting path added later, a manual fix in psql — moves the balances
// with it, in the same transaction, or fails with it. Entries are append-only (refused updates and deletes, migration
// 20261121210000_initial), so inserts are the only change to follow.
//
// Only player accounts (user_id set) are projected; the platform's own accounts (user_id null: psp_clearing,
// platform_funding, …) take part in every player's bookings, and a balance column there would be one row every
// deposit of every player waits for until commit. Their `balance` stays null: they are summed from their entries
// where needed (the back office), off the players' path.
//
// Lock order: the trigger locks every account of the players and currencies it books, in id order, before adding
// to them; lockAccount (ledger.repository.ts) takes the same locks in the same order, so two transactions touching
// one player's accounts wait for each other and never deadlock. Both take FOR NO KEY UPDATE (what an update of a
// non-key column takes anyway), which does not conflict with the FOR KEY SHARE every entry's foreign key check
// takes on its account: with FOR UPDATE, two postings to one account would each hold the other's key share.
//
// ledgerBalanceMismatches (ledger.repository.ts) recomputes every player account's balance from its entries and
// names those that differ; ledger-balances.test.ts runs it after every kind of booking.
import { type Kysely, sql } from 'kysely';

export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`alter table ledger_accounts add column balance bigint`.execute(db);
  await sql`
    update ledger_accounts a
    set balance = coalesce((select sum(e.amount) from ledger_entries e where e.account_id = a.id), 0)
    where a.user_id is not null`.execute(db);
  await sql`
    alter table ledger_accounts add constraint ledger_accounts_player_balance_check
    check ((user_id is null) = (balance is null))`.execute(db);
  await sql`
    create function ledger_accounts_default_balance() returns trigger language plpgsql as $$
    begin
      if new.user_id is not null and new.balance is null then new.balance := 0; end if;
      return new;
    end $$`.execute(db);
  await sql`
    create trigger ledger_accounts_default_balance before insert on ledger_accounts
    for each row execute function ledger_accounts_default_balance()`.execute(db);
  await sql`
    create function ledger_project_balances() returns trigger language plpgsql as $$
    begin
      perform 1 from ledger_accounts a
      where (a.user_id, a.currency) in (
        select p.user_id, p.currency from ledger_accounts p
        where p.user_id is not null and p.id in (select n.account_id from new_entries n)
      )
      order by a.id
      for no key update;
      update ledger_accounts a set balance = a.balance + d.delta
      from (select n.account_id, sum(n.amount) as delta from new_entries n group by n.account_id) d
      where a.id = d.account_id and a.user_id is not null;
      return null;
    end $$`.execute(db);
  await sql`
    create trigger ledger_entries_project_balances after insert on ledger_entries
    referencing new table as new_entries
    for each statement execute function ledger_project_balances()`.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`drop trigger ledger_entries_project_balances on ledger_entries`.execute(db);
  await sql`drop function ledger_project_balances()`.execute(db);
  await sql`drop trigger ledger_accounts_default_balance on ledger_accounts`.execute(db);
  await sql`drop function ledger_accounts_default_balance()`.execute(db);
  await sql`alter table ledger_accounts drop constraint ledger_accounts_player_balance_check`.execute(db);
  await sql`alter table ledger_accounts drop column balance`.execute(db);
}
