// The audit table protected against the application's own database role (issue 25 point 7, docs/back-office.md
// "The audit table and the database roles"). operator_audit_log refuses UPDATE, DELETE and TRUNCATE by triggers,
// but whoever owns a table may disable its triggers, alter or drop it; and a superuser may do anything. So on
// PostgreSQL the migrations run as an owner role, the servers as another role (DATABASE_APP_ROLE) that owns nothing
// and is granted here what the app needs: every table's rows, every sequence, and on the audit table INSERT and
// SELECT only. Run by every start that migrates as the owner (prepare-database.ts), after the migrations, so a new
// table is granted in the same deploy. PGlite has one user: nothing to do there.
import { sql } from 'kysely';
import type { Db } from './database.ts';

const AUDIT_TABLE = 'operator_audit_log';

/** Whether the connected role owns the audit table (only an owner can grant on it). */
export async function ownsAuditTable(db: Db): Promise<boolean> {
  const { rows } = await sql<{ owns: boolean }>`
    select pg_has_role(current_user, c.relowner, 'USAGE') as owns
    from pg_class c
    where c.oid = to_regclass(${AUDIT_TABLE})`.execute(db);
  return rows[0]?.owns === true;
}

/**
 * Grants the application role its rights in the connection's schema: SELECT, INSERT, UPDATE, DELETE on every table
 * and USAGE, SELECT on every sequence; then takes UPDATE, DELETE, TRUNCATE, REFERENCES and TRIGGER on the audit
 * table back. Idempotent. The role must exist (create it once: `create role shop_app login password …`).
 */
export async function grantAppRole(db: Db, role: string): Promise<void> {
  const app = sql.id(role);
  await db.transaction().execute(async (trx) => {
    const { rows } = await sql<{ schema: string }>`select current_schema() as schema`.execute(trx);
    const schema = sql.id(rows[0]?.schema ?? 'public');
    await sql`grant usage on schema ${schema} to ${app}`.execute(trx);
    await sql`grant select, insert, update, delete on all tables in schema ${schema} to ${app}`.execute(trx);
    await sql`grant usage, select on all sequences in schema ${schema} to ${app}`.execute(trx);
    await sql`revoke update, delete, truncate, references, trigger on ${sql.id(AUDIT_TABLE)} from ${app}`.execute(trx);
    await sql`grant select, insert on ${sql.id(AUDIT_TABLE)} to ${app}`.execute(trx);
  });
}

/** What the running role may do to the audit table that it should not (empty: only INSERT and SELECT). */
export async function auditTableRightsTooWide(db: Db): Promise<string[]> {
  const { rows } = await sql<{
    owner: boolean;
    superuser: boolean;
    update: boolean;
    delete: boolean;
    truncate: boolean;
  }>`
    select pg_has_role(current_user, c.relowner, 'USAGE') as owner,
      (select rolsuper from pg_roles where rolname = current_user) as superuser,
      has_table_privilege(c.oid, 'UPDATE') as update,
      has_table_privilege(c.oid, 'DELETE') as delete,
      has_table_privilege(c.oid, 'TRUNCATE') as truncate
    from pg_class c
    where c.oid = to_regclass(${AUDIT_TABLE})`.execute(db);
  const row = rows[0];
  if (row === undefined) return [];
  return (['superuser', 'owner', 'update', 'delete', 'truncate'] as const).filter((right) => row[right]);
}
