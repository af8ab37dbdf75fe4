// What every start does to the database before the server answers: the migrations always (idempotent; they
// hold the operator's configuration), the sealing of e-mail secrets older versions kept in clear, the demo players
// and demo operators only where asked for (SEED_DEMO_DATA).
import type { Config } from '../config/env.ts';
import { sealClearMailSecrets } from '../modules/mail/mail-secrets.ts';
import type { Db } from './database.ts';
import { auditTableRightsTooWide, grantAppRole, ownsAuditTable } from './database-roles.ts';
import { migrateToLatest } from './migrate.ts';
import { seedDemoData } from './seed.ts';

export async function prepareDatabase(
  db: Db,
  config: Pick<Config, 'seedDemoData' | 'databaseUrl' | 'dataDir' | 'paymentDataKey' | 'databaseAppRole'>,
  log: { info(fields: object, msg: string): void; warn?(fields: object, msg: string): void },
): Promise<void> {
  const database = config.databaseUrl === null ? `PGlite at ${config.dataDir}` : 'PostgreSQL (DATABASE_URL)';
  const applied = await migrateToLatest(db);
  log.info({ applied, database }, 'database migrated');
  if (config.databaseUrl !== null) await checkDatabaseRoles(db, config.databaseAppRole, log);
  // Mails queued or sent by versions that kept their secrets in clear: sealed now (issue 22 point 5).
  const sealed = await sealClearMailSecrets(db, config.paymentDataKey);
  if (sealed > 0) log.info({ sealed }, 'e-mail secrets kept in clear by an older version sealed');
  if (!config.seedDemoData) return;
  const { seeded, steps } = await seedDemoData(db, new Date(), { paymentDataKey: config.paymentDataKey });
  log.info({ seeded, steps }, seeded ? 'demo data seeded' : 'demo data already present');
}

/**
 * PostgreSQL: started as the owner with DATABASE_APP_ROLE set, grants that role its rights (INSERT and SELECT only on
 * the audit table: db/database-roles.ts). Then says in the log when the running role could change the audit trail
 * (a superuser, the owner, or UPDATE/DELETE/TRUNCATE granted): fine for the migrating start, not for the servers.
 */
async function checkDatabaseRoles(
  db: Db,
  appRole: string | null,
  log: { info(fields: object, msg: string): void; warn?(fields: object, msg: string): void },
): Promise<void> {
  if (appRole !== null && (await ownsAuditTable(db))) {
    await grantAppRole(db, appRole);
    log.info({ appRole }, 'database rights granted to the application role (audit trail: insert and select only)');
  }
  const tooWide = await auditTableRightsTooWide(db);
  if (tooWide.length > 0) {
    (log.warn ?? log.info).call(
      log,
      { rights: tooWide },
      'this database role can change the audit trail: run the servers as DATABASE_APP_ROLE (docs/back-office.md)',
    );
  }
}
