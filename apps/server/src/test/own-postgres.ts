// A PostgreSQL server of a test's own (database-outage.test.ts): initdb into a temporary directory, on a free port,
// started, stopped and restarted with pg_ctl, which waits until the server accepts connections (or has stopped).
// Needs only the PostgreSQL binaries; initdb and postgres refuse to run as root, so as root they run as `postgres`.
import { execFile } from 'node:child_process';
import { existsSync } from 'node:fs';
import { chown, mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { promisify } from 'node:util';
import { portToListenOn } from './free-port.ts';

const run = promisify(execFile);

/** Where the PostgreSQL binaries are (POSTGRES_BIN_DIR, else Debian's PostgreSQL 15). */
export const POSTGRES_BIN_DIR = process.env.POSTGRES_BIN_DIR ?? '/usr/lib/postgresql/15/bin';
const RUNUSER = '/usr/sbin/runuser';

const isRoot = () => process.getuid?.() === 0;

/** Why the binaries cannot be used here, or null when they can. */
export function ownPostgresUnavailableReason(): string | null {
  if (!existsSync(join(POSTGRES_BIN_DIR, 'initdb')) || !existsSync(join(POSTGRES_BIN_DIR, 'pg_ctl'))) {
    return `no PostgreSQL binaries in ${POSTGRES_BIN_DIR} (set POSTGRES_BIN_DIR)`;
  }
  if (isRoot() && !existsSync(RUNUSER)) return 'running as root without runuser to run PostgreSQL as postgres';
  return null;
}

export interface OwnPostgres {
  port: number;
  /** postgres://postgres@127.0.0.1:<port>/<database> */
  urlOf(database: string): string;
  start(): Promise<void>;
  stop(): Promise<void>;
  /** Stops the server if it runs and removes its directory. */
  remove(): Promise<void>;
}

/** Runs a PostgreSQL binary in `cwd` (one `postgres` may enter), as `postgres` when this process is root. */
async function runPostgresBinary(binary: string, args: string[], cwd: string): Promise<void> {
  const path = join(POSTGRES_BIN_DIR, binary);
  const [command, commandArgs] = isRoot() ? [RUNUSER, ['-u', 'postgres', '--', path, ...args]] : [path, args];
  // pg_ctl -w bounds its own waits (60 s by default): the server's readiness, not a sleep of ours.
  await run(command, commandArgs, { cwd, env: { ...process.env, LC_ALL: 'C' } });
}

async function postgresIds(): Promise<{ uid: number; gid: number }> {
  const [{ stdout: uid }, { stdout: gid }] = await Promise.all([
    run('id', ['-u', 'postgres']),
    run('id', ['-g', 'postgres']),
  ]);
  return { uid: Number(uid.trim()), gid: Number(gid.trim()) };
}

/** initdb into a new temporary directory (trust auth, no fsync: a throw-away cluster); not started yet. */
export async function createOwnPostgres(): Promise<OwnPostgres> {
  const base = await mkdtemp(join(tmpdir(), 'shop-own-postgres-'));
  if (isRoot()) {
    const { uid, gid } = await postgresIds();
    await chown(base, uid, gid);
  }
  const dataDir = join(base, 'data');
  const port = await portToListenOn();
  await runPostgresBinary('initdb', ['-D', dataDir, '-U', 'postgres', '--auth=trust', '-E', 'UTF8', '--no-sync'], base);
  // Its socket in its own directory, TCP on 127.0.0.1 only, nothing written to disk that a test would wait for.
  const options = `-p ${port} -k ${base} -c listen_addresses=127.0.0.1 -c fsync=off -c synchronous_commit=off -c full_page_writes=off`;
  const logFile = join(base, 'postgres.log');
  let running = false;
  return {
    port,
    urlOf: (database) => `postgres://postgres@127.0.0.1:${port}/${database}`,
    async start() {
      await runPostgresBinary('pg_ctl', ['-D', dataDir, '-l', logFile, '-o', options, '-w', 'start'], base);
      running = true;
    },
    async stop() {
      // fast: every session is ended at once (its clients see 57P01), as in a failover or a restart.
      await runPostgresBinary('pg_ctl', ['-D', dataDir, '-m', 'fast', '-w', 'stop'], base);
      running = false;
    },
    async remove() {
      if (running)
        await runPostgresBinary('pg_ctl', ['-D', dataDir, '-m', 'immediate', '-w', 'stop'], base).catch(() => {});
      running = false;
      await rm(base, { recursive: true, force: true });
    },
  };
}
