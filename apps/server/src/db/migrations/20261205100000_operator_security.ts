// Issue 25 point 7, operator security:
// - operator_sessions.totp_verified_at: when the session's operator last proved their authenticator (the log-in, or a
//   fresh code asked for before a money action once OPERATOR_TOTP_FRESH_SECONDS have passed). Sessions open before
//   this migration count from their log-in.
// - the role `lead`: manages operators in the console (create, disable/enable, roles).
// - operator_audit_log: nobody but its owner gets UPDATE, DELETE or TRUNCATE through PUBLIC; the application's own
//   role is given INSERT and SELECT only by the grants of db/database-roles.ts (DATABASE_APP_ROLE).
// Frozen: never edit, add a new migration.
import { type Kysely, sql } from 'kysely';

export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`alter table operator_sessions add column totp_verified_at timestamptz`.execute(db);
  await sql`update operator_sessions set totp_verified_at = created_at`.execute(db);
  await sql`alter table operator_sessions alter column totp_verified_at set not null`.execute(db);

  await sql`alter table operators drop constraint operators_roles_check`.execute(db);
  await sql`
    alter table operators add constraint operators_roles_check
    check (cardinality(roles) >= 1 and roles <@ array['support', 'finance', 'lead']::text[])`.execute(db);

  await sql`revoke update, delete, truncate on operator_audit_log from public`.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`alter table operators drop constraint operators_roles_check`.execute(db);
  await sql`
    alter table operators add constraint operators_roles_check
    check (cardinality(roles) >= 1 and roles <@ array['support', 'finance']::text[])`.execute(db);
  await sql`alter table operator_sessions drop column totp_verified_at`.execute(db);
}
