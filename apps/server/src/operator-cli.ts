// `npm run operator -- create|disable …`: administers back-office operators against the configured database
// (DATABASE_URL, or the embedded PGlite in DATA_DIR) with the installation's PAYMENT_DATA_KEY. See
// modules/operators/operator-commands.ts for the commands.
import { stderr, stdin, stdout } from 'node:process';
import { ConfigError, loadConfig } from './config/env.ts';
import { withInstallationSecrets } from './config/installation-secrets.ts';
import { openDatabase } from './db/database.ts';
import { migrateToLatest } from './db/migrate.ts';
import { systemClock } from './lib/clock.ts';
import { runOperatorCommand } from './modules/operators/operator-commands.ts';

/** Piped: the first line of stdin. On a terminal: asked for twice, not echoed. */
async function readPassword(): Promise<string> {
  if (!stdin.isTTY) {
    let text = '';
    for await (const chunk of stdin) text += String(chunk);
    return text.split(/\r?\n/)[0] ?? '';
  }
  const first = await askHidden('Password: ');
  const again = await askHidden('Password again: ');
  if (first !== again) throw new Error('The passwords differ.');
  return first;
}

function askHidden(prompt: string): Promise<string> {
  stderr.write(prompt);
  stdin.setRawMode(true);
  stdin.resume();
  stdin.setEncoding('utf8');
  return new Promise((resolve, reject) => {
    let typed = '';
    const onData = (chunk: string) => {
      for (const character of chunk) {
        if (character === '\u0003') {
          finish();
          reject(new Error('Cancelled.'));
          return;
        }
        if (character === '\r' || character === '\n') {
          finish();
          resolve(typed);
          return;
        }
        if (character === '\u007f' || character === '\b') typed = typed.slice(0, -1);
        else typed += character;
      }
    };
    const finish = () => {
      stdin.off('data', onData);
      stdin.setRawMode(false);
      stdin.pause();
      stderr.write('\n');
    };
    stdin.on('data', onData);
  });
}

async function main(): Promise<number> {
  const config = loadConfig({ ...withInstallationSecrets(process.env), LOG_LEVEL: 'silent' });
  const db = await openDatabase(config);
  try {
    await migrateToLatest(db);
    return await runOperatorCommand(process.argv.slice(2), {
      db,
      paymentDataKey: config.paymentDataKey,
      readPassword,
      now: () => systemClock.now(),
      out: (line) => stdout.write(`${line}\n`),
    });
  } finally {
    await db.destroy();
  }
}

main().then(
  (code) => process.exit(code),
  (error: unknown) => {
    stderr.write(`${error instanceof ConfigError || error instanceof Error ? error.message : String(error)}\n`);
    process.exit(1);
  },
);
