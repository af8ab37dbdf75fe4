// Starts the shop server: config (with the installation's secrets), database, migrations (which hold the
// operator's configuration), the demo seed when asked for (SEED_DEMO_DATA), listen; closes everything on
// SIGINT/SIGTERM.
import { pathToFileURL } from 'node:url';
import type { FastifyInstance } from 'fastify';
import { buildApp } from './app.ts';
import { type Config, ConfigError, loadConfig } from './config/env.ts';
import { withInstallationSecrets } from './config/installation-secrets.ts';
import { openDatabase } from './db/database.ts';
import { prepareDatabase } from './db/prepare-database.ts';

export { prepareDatabase };

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
