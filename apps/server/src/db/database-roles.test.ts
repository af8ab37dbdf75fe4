// The audit table against the application's own database role (issue 25 point 7): started as the owner with
// DATABASE_APP_ROLE, the server grants that role the rows of every table but only INSERT and SELECT on
// operator_audit_log; as that role, UPDATE, DELETE, TRUNCATE, disabling the append-only trigger and replacing its
// function are refused by PostgreSQL itself. CI's `postgres` is a superuser, which may do anything: the test makes
// a role that is not one. PGlite has one user and nothing to grant.
import { randomBytes } from 'node:crypto';
import { type RawBuilder, sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { TEST_PAYMENT_DATA_KEY } from '../test/fake-psp.ts';
import { createTestOperator } from '../test/operator-helpers.ts';
import { openTestDatabase, type TestDatabase } from '../test/test-database.ts';
import { auditTableRightsTooWide } from './database-roles.ts';
import { prepareDatabase } from './prepare-database.ts';

const postgres = process.env.TEST_DATABASE_URL?.trim() ? describe : describe.skip;

postgres('the application role on PostgreSQL', () => {
  let database: TestDatabase;
  const role = `shop_app_test_${randomBytes(4).toString('hex')}`;
  const warnings: object[] = [];

  beforeAll(async () => {
    database = await openTestDatabase('postgres', { demoData: false });
    await sql`create role ${sql.id(role)} nologin nosuperuser noinherit`.execute(database.db);
    await prepareDatabase(
      database.db,
      {
        seedDemoData: false,
        databaseUrl: 'postgres://owner@127.0.0.1/test',
        dataDir: '/nonexistent',
        paymentDataKey: TEST_PAYMENT_DATA_KEY,
        databaseAppRole: role,
      },
      { info: () => {}, warn: (fields) => warnings.push(fields) },
    );
  });
  afterAll(async () => {
    if (database === undefined) return;
    await sql`drop owned by ${sql.id(role)}`.execute(database.db);
    await sql`drop role if exists ${sql.id(role)}`.execute(database.db);
    await database.close();
  });

  /** Runs the statement as the application role; the error message, or 'ok'. */
  async function asApp(statement: RawBuilder<unknown>): Promise<string> {
    try {
      await database.db.transaction().execute(async (trx) => {
        await sql`set local role ${sql.id(role)}`.execute(trx);
        await statement.execute(trx);
      });
      return 'ok';
    } catch (error) {
      return error instanceof Error ? error.message : String(error);
    }
  }

  it('may insert and read audit entries and write other tables, never change, empty or unprotect the trail', async () => {
    const operator = await createTestOperator(database.db, { roles: ['support'] });
    expect(
      await asApp(sql`insert into operator_audit_log (operator_id, at, action, subject_type, subject_id)
        values (${operator.id}, now(), 'operator.test', 'operator', ${String(operator.id)})`),
    ).toBe('ok');
    expect(await asApp(sql`select count(*) from operator_audit_log`)).toBe('ok');
    expect(await asApp(sql`update operators set display_name = 'Renamed' where id = ${operator.id}`)).toBe('ok');
    expect(await asApp(sql`delete from operator_sessions where operator_id = ${operator.id}`)).toBe('ok');

    expect(await asApp(sql`update operator_audit_log set reason = 'rewritten'`)).toMatch(/permission denied/);
    expect(await asApp(sql`delete from operator_audit_log`)).toMatch(/permission denied/);
    expect(await asApp(sql`truncate operator_audit_log`)).toMatch(/permission denied/);
    expect(await asApp(sql`alter table operator_audit_log disable trigger operator_audit_log_append_only`)).toMatch(
      /must be owner/,
    );
    expect(await asApp(sql`alter table operator_audit_log disable trigger all`)).toMatch(/must be owner/);
    expect(await asApp(sql`drop table operator_audit_log`)).toMatch(/must be owner/);
    expect(
      await asApp(sql`create or replace function operator_audit_refuse_change() returns trigger language plpgsql
        as $$ begin return null; end $$`),
    ).toMatch(/must be owner|permission denied/);
    expect(await asApp(sql`grant update on operator_audit_log to ${sql.id(role)}`)).toMatch(
      /permission denied|WARNING|ok/,
    );
    expect(await asApp(sql`update operator_audit_log set reason = 'rewritten'`)).toMatch(/permission denied/);

    const entries = await database.db
      .selectFrom('operator_audit_log')
      .select('reason')
      .where('action', '=', 'operator.test')
      .execute();
    expect(entries).toEqual([{ reason: null }]);
  });

  it('says in the log when the running role could change the trail (here: the superuser that migrates)', async () => {
    expect(warnings).toEqual([{ rights: expect.arrayContaining(['superuser']) }]);
    const asAppRights = await database.db.transaction().execute(async (trx) => {
      await sql`set local role ${sql.id(role)}`.execute(trx);
      return auditTableRightsTooWide(trx);
    });
    expect(asAppRights).toEqual([]);
  });
});
