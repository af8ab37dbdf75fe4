// Starts the shop server: config (with the installation's secrets), database, migrations (which hold the
// operator's configuration), the demo seed when asked for (SEED_DEMO_DATA), listen; closes everything on
// SIGINT/SIGTERM.
import { pathToFileURL } from 'node:url';
import type { FastifyBaseLogger, FastifyInstance } from 'fastify';
import { buildApp } from './app.ts';
import { type Config, ConfigError, loadConfig } from './config/env.ts';
import { withInstallationSecrets } from './config/installation-secrets.ts';
import { type Db, openDatabase } from './db/database.ts';
import { migrateToLatest } from './db/migrate.ts';
import { seedDemoData } from './db/seed.ts';

export interface RunningServer {
  app: FastifyInstance;
  /** Stops accepting requests, lets running ones finish, then closes the database (PGlite flushes to disk). */
  close(): Promise<void>;
}

export async function startServer(config: Config): Promise<RunningServer> {
  const db = await openDatabase(config);
  let app: FastifyInstance | undefined;
  try {
    app = await buildApp({ config, db });
    await prepareDatabase(db, config, app.log);
    await app.listen({ port: config.port, host: config.host });
    app.log.info({ url: config.publicUrl }, `shop ready at ${config.publicUrl}`);
  } catch (error) {
    await app?.close();
    await db.destroy();
    throw error;
  }
  const running = app;
  let closing: Promise<void> | undefined;
  return {
    app: running,
    close: () => {
      closing ??= running.close().finally(() => db.destroy());
      return closing;
    },
  };
}

/** Migrations always; the demo players and demo operators only where asked for (SEED_DEMO_DATA). */
export async function prepareDatabase(
  db: Db,
  config: Pick<Config, 'seedDemoData' | 'databaseUrl' | 'dataDir' | 'paymentDataKey'>,
  log: Pick<FastifyBaseLogger, 'info'>,
): Promise<void> {
  const database = config.databaseUrl === null ? `PGlite at ${config.dataDir}` : 'PostgreSQL (DATABASE_URL)';
  const applied = await migrateToLatest(db);
  log.info({ applied, database }, 'database migrated');
  if (!config.seedDemoData) return;
  const { seeded, steps } = await seedDemoData(db, new Date(), { paymentDataKey: config.paymentDataKey });
  log.info({ seeded, steps }, seeded ? 'demo data seeded' : 'demo data already present');
}

function handleSignals(server: RunningServer): void {
  let signalled = false;
  const stop = (signal: NodeJS.Signals) => {
    if (signalled) {
      server.app.log.warn({ signal }, 'second signal: exiting now');
      process.exit(1);
    }
    signalled = true;
    server.app.log.info({ signal }, 'shutting down');
    server.close().then(
      () => process.exit(0),
      (error: unknown) => {
        server.app.log.error({ err: error }, 'shutdown failed');
        process.exit(1);
      },
    );
  };
  process.on('SIGINT', stop);
  process.on('SIGTERM', stop);
}

async function main(): Promise<void> {
  let config: Config;
  try {
    config = loadConfig(withInstallationSecrets(process.env));
  } catch (error) {
    if (error instanceof ConfigError) {
      process.stderr.write(`${error.message}\n`);
      process.exit(1);
    }
    throw error;
  }
  handleSignals(await startServer(config));
}

const isEntryPoint = process.argv[1] !== undefined && import.meta.url === pathToFileURL(process.argv[1]).href;
if (isEntryPoint) {
  main().catch((error: unknown) => {
    process.stderr.write(
      `Server failed to start: ${error instanceof Error ? (error.stack ?? error.message) : String(error)}\n`,
    );
    process.exit(1);
  });
}
