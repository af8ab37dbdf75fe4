// One test database for a whole `describe` block: opened before its first test, closed after its last.
import { afterAll, beforeAll } from 'vitest';
import type { Db } from '../db/database.ts';
import { type DatabaseKind, openTestDatabase, type TestDatabase } from './test-database.ts';

export interface SuiteDatabase {
  /** The block's database; read inside hooks and tests (it is opened in `beforeAll`). */
  readonly db: Db;
}

/** Registers the hooks that open and close the block's database (migrated and demo-seeded). */
export function setUpSuiteDatabase(kind: DatabaseKind): SuiteDatabase {
  let database: TestDatabase | undefined;
  beforeAll(async () => {
    database = await openTestDatabase(kind);
  });
  afterAll(async () => {
    await database?.close();
  });
  return {
    get db() {
      if (database === undefined) throw new Error('the suite database is opened in beforeAll');
      return database.db;
    },
  };
}
