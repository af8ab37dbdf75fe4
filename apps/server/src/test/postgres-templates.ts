// The PostgreSQL template databases every PostgreSQL test database is copied from (issue 26): one migrated, one
// migrated and demo-seeded, built once per Vitest run in the server project's global setup and kept in the server
// under names keyed by the code that builds them (template-key.ts), so a later run, or another checkout of the same
// code, reuses them and a new migration makes new ones. A test database is `create database … template …`, a copy
// of the template's files, instead of running every migration and the seed again (≈ 3 s per file on a busy
// 2-core machine). Nothing stays connected to a template: PostgreSQL copies a database only while no session
// uses it.

import { sql } from 'kysely';
import pg from 'pg';
import { createPostgresDb } from '../db/database.ts';
import { migrateToLatest } from '../db/migrate.ts';
import { seedDemoData } from '../db/seed.ts';
import { templateKey } from './template-key.ts';
import { TEST_PASSWORD_COST } from './test-password.ts';

export interface PostgresTemplates {
  /** Database names. */
  migrated: string;
  seeded: string;
}

/**
 * The schema the templates' tables live in. Each copy renames it to the copy's own name, so a test database has a
 * schema of its own name as before (`current_schema()` tells two test databases apart).
 */
export const TEMPLATE_SCHEMA = 'shop_template';
/** Test databases and templates unused this long are left over from a run that ended without dropping them. */
const STALE_AFTER_MS = 3600 * 1000;

const TEST_DATABASE = /^test_([0-9a-z]+)_[0-9a-f]{8}$/;
const TEMPLATE = /^shop_tpl_[0-9a-f]{24}_(?:migrated|seeded)$/;
const PARTIAL_TEMPLATE = /^shop_tpl_[0-9a-f]{24}_(?:migrated|seeded)_([0-9a-z]+)$/;

/** A new test database's name: `test_`, the time it was made (base 36 milliseconds) and 8 random hex digits. */
export function testDatabaseName(random: string): string {
  return `test_${Date.now().toString(36)}_${random}`;
}

/** The connection string of `url`'s server and user for another database. */
export function databaseUrl(url: string, database: string): string {
  const parsed = new URL(url);
  parsed.pathname = `/${encodeURIComponent(database)}`;
  return parsed.toString();
}

function ident(name: string): string {
  return `"${name.replaceAll('"', '""')}"`;
}

/** Runs `work` on one connection to the database of `url`, closed afterwards. */
export async function withConnection<T>(url: string, work: (client: pg.Client) => Promise<T>): Promise<T> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    return await work(client);
  } finally {
    await client.end();
  }
}

/** A copy of `template` named `name`, its schema renamed to `name`. */
export async function copyTemplate(url: string, template: string, name: string): Promise<void> {
  await withConnection(url, (admin) => admin.query(`create database ${ident(name)} template ${ident(template)}`));
  try {
    await withConnection(databaseUrl(url, name), (client) =>
      client.query(`alter schema ${ident(TEMPLATE_SCHEMA)} rename to ${ident(name)}`),
    );
  } catch (error) {
    await dropDatabase(url, name);
    throw error;
  }
}

/** Drops a test database, ending any session still in it (a pool's connections close asynchronously). */
export async function dropDatabase(url: string, name: string): Promise<void> {
  await withConnection(url, (admin) => admin.query(`drop database if exists ${ident(name)} with (force)`));
}

async function databaseExists(admin: pg.Client, name: string): Promise<boolean> {
  const found = await admin.query('select 1 from pg_database where datname = $1', [name]);
  return found.rowCount === 1;
}

/** A session's end reaches the server a moment after the client closed it: wait until none is left in `name`. */
async function waitUntilUnused(admin: pg.Client, name: string): Promise<void> {
  for (let attempt = 0; attempt < 200; attempt += 1) {
    const sessions = await admin.query('select count(*)::int as n from pg_stat_activity where datname = $1', [name]);
    if (sessions.rows[0]?.n === 0) return;
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
  throw new Error(`database ${name} still has sessions`);
}

/** Marks a template as used now (its comment), so no other run's clean-up takes it for a stale one. */
async function touch(admin: pg.Client, name: string): Promise<void> {
  await admin.query(`comment on database ${ident(name)} is '${Date.now()}'`);
}

/**
 * Builds `name` under a temporary name (from scratch with the migrations, or from the migrated template plus the
 * demo seed) and renames it into place once complete: a parallel run sees a whole template or none.
 */
async function buildTemplate(admin: pg.Client, url: string, name: string, from: string | null): Promise<void> {
  const partial = `${name}_${Date.now().toString(36)}`;
  await admin.query(`create database ${ident(partial)}${from === null ? '' : ` template ${ident(from)}`}`);
  try {
    const db = createPostgresDb({ connectionString: databaseUrl(url, partial), schema: TEMPLATE_SCHEMA, max: 1 });
    try {
      if (from === null) {
        await sql`create schema ${sql.id(TEMPLATE_SCHEMA)}`.execute(db);
        await migrateToLatest(db);
      } else await seedDemoData(db, new Date(), { passwordCost: TEST_PASSWORD_COST });
    } finally {
      await db.destroy();
    }
    await waitUntilUnused(admin, partial);
    if (await databaseExists(admin, name)) {
      // Another run built it meanwhile.
      await admin.query(`drop database ${ident(partial)}`);
      return;
    }
    await admin.query(`alter database ${ident(partial)} rename to ${ident(name)}`);
  } catch (error) {
    await admin.query(`drop database if exists ${ident(partial)} with (force)`).catch(() => undefined);
    throw error;
  }
}

/** Drops test databases and templates that no run has used for an hour (a crashed run leaves its own behind). */
async function removeLeftovers(admin: pg.Client, keep: readonly string[]): Promise<void> {
  const now = Date.now();
  const databases = await admin.query<{ name: string; comment: string | null }>(
    `select datname as name, shobj_description(oid, 'pg_database') as comment from pg_database
     where datname like 'test\\_%' or datname like 'shop\\_tpl\\_%'`,
  );
  for (const { name, comment } of databases.rows) {
    if (keep.includes(name)) continue;
    const made = TEST_DATABASE.exec(name)?.[1] ?? PARTIAL_TEMPLATE.exec(name)?.[1];
    let usedAt: number | undefined;
    if (made !== undefined) usedAt = Number.parseInt(made, 36);
    else if (TEMPLATE.test(name)) usedAt = Number(comment ?? 0);
    if (usedAt === undefined || now - usedAt <= STALE_AFTER_MS) continue;
    await admin.query(`drop database if exists ${ident(name)} with (force)`);
  }
}

/** The template databases for the current code on the server of `url`, built when missing. */
export async function preparePostgresTemplates(url: string): Promise<PostgresTemplates> {
  const key = await templateKey();
  const templates = { migrated: `shop_tpl_${key}_migrated`, seeded: `shop_tpl_${key}_seeded` };
  await withConnection(url, async (admin) => {
    if (!(await databaseExists(admin, templates.migrated))) await buildTemplate(admin, url, templates.migrated, null);
    if (!(await databaseExists(admin, templates.seeded)))
      await buildTemplate(admin, url, templates.seeded, templates.migrated);
    await touch(admin, templates.migrated);
    await touch(admin, templates.seeded);
    await removeLeftovers(admin, [templates.migrated, templates.seeded]);
  });
  return templates;
}
