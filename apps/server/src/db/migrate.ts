// Applies every pending migration; throws with the failing migration's name when one fails.
import { type Kysely, Migrator, sql } from 'kysely';
import type { Database } from './database.ts';
import { migrations } from './migrations/index.ts';

export async function migrateToLatest(db: Kysely<Database>): Promise<string[]> {
  // The migration bookkeeping lives in the current schema, so separate schemas (tests) never see each other's.
  const schema = await sql<{ schema: string }>`select current_schema() as schema`.execute(db);
  const currentSchema = schema.rows[0]?.schema;
  if (currentSchema === undefined) throw new Error('Could not read the current database schema');

  const migrator = new Migrator({
    db,
    provider: { getMigrations: async () => migrations },
    migrationTableSchema: currentSchema,
  });
  const { error, results = [] } = await migrator.migrateToLatest();
  const failed = results.find((result) => result.status === 'Error');
  if (error !== undefined || failed !== undefined) {
    const name = failed?.migrationName ?? 'unknown';
    throw new Error(`Migration ${name} failed`, { cause: error });
  }
  return results.filter((result) => result.status === 'Success').map((result) => result.migrationName);
}
