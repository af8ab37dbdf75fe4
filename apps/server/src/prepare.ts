// `node apps/server/dist/prepare.js`: makes a fresh embedded database ready before the server starts, in a process
// of its own — `npm start` runs it beside the web build. It makes the PGlite template when missing (initdb, once
// per PGlite version: see db/pglite-data-dir.ts), copies it into DATA_DIR, migrates and seeds as the server's
// start would. The server then finds a database whose migrations and seed are done (it still runs both, as
// no-ops), and its memory never holds what initdb, the migrations and the seed once needed: wasm memory only
// grows. A database that already exists, and PostgreSQL (DATABASE_URL), are left to the server.
import { loadConfig } from './config/env.ts';
import { withInstallationSecrets } from './config/installation-secrets.ts';
import { openDatabase } from './db/database.ts';
import { ensurePgliteTemplate, holdsDatabase } from './db/pglite-data-dir.ts';
import { prepareDatabase } from './db/prepare-database.ts';

const config = loadConfig(withInstallationSecrets(process.env));
if (config.databaseUrl === null && !holdsDatabase(config.dataDir)) {
  // The server's log format (pino JSON lines), at its level: these are `info` lines.
  const shown = config.logLevel === 'info' || config.logLevel === 'debug' || config.logLevel === 'trace';
  const log = {
    info: (fields: object, msg: string) => {
      if (shown) process.stdout.write(`${JSON.stringify({ level: 30, time: Date.now(), ...fields, msg })}\n`);
    },
  };
  await ensurePgliteTemplate();
  const db = await openDatabase(config);
  try {
    await prepareDatabase(db, config, log);
  } finally {
    await db.destroy();
  }
}
