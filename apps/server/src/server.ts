// Starts the shop server: config (with the installation's secrets), database, migrations (which hold the
// operator's configuration), the demo seed when asked for (SEED_DEMO_DATA), listen; closes everything on
// SIGINT/SIGTERM.
import { pathToFileURL } from 'node:url';
import type { FastifyInstance } from 'fastify';
import { type BuildAppOptions, buildApp } from './app.ts';
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

/** What a test may give the server besides its configuration (its own clock, log, PSP, job ticks). */
export type ServerExtras = Omit<BuildAppOptions, 'config' | 'db'>;

export async function startServer(config: Config, extras: ServerExtras = {}): Promise<RunningServer> {
  let app: FastifyInstance | undefined;
  // A connection the database ended (a restart, a failover) is only logged: the pool opens a new one when needed.
  const db = await openDatabase(config, {
    onConnectionError: (error) => app?.log.warn({ err: error }, 'database connection lost; reconnecting on demand'),
  });
  try {
    app = await buildApp({ ...extras, config, db });
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
