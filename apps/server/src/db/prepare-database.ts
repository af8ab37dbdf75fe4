// What every start does to the database before the server answers: the migrations always (idempotent; they
// hold the operator's configuration), the demo players and demo operators only where asked for (SEED_DEMO_DATA).
import type { Config } from '../config/env.ts';
import type { Db } from './database.ts';
import { migrateToLatest } from './migrate.ts';
import { seedDemoData } from './seed.ts';

export async function prepareDatabase(
  db: Db,
  config: Pick<Config, 'seedDemoData' | 'databaseUrl' | 'dataDir' | 'paymentDataKey'>,
  log: { info(fields: object, msg: string): void },
): Promise<void> {
  const database = config.databaseUrl === null ? `PGlite at ${config.dataDir}` : 'PostgreSQL (DATABASE_URL)';
  const applied = await migrateToLatest(db);
  log.info({ applied, database }, 'database migrated');
  if (!config.seedDemoData) return;
  const { seeded, steps } = await seedDemoData(db, new Date(), { paymentDataKey: config.paymentDataKey });
  log.info({ seeded, steps }, seeded ? 'demo data seeded' : 'demo data already present');
}
