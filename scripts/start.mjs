#!/usr/bin/env node
// `npm start`: build what is not up to date (scripts/build.mjs: the server and the sandbox as plain JavaScript,
// the web app and the operator console; each skipped when built from the same content), then run the compiled
// shop server (migrations + demo seed happen in the server at start) and the PSP sandbox side by side with plain
// `node`. A fresh embedded database is prepared (copied from a PGlite template made once, migrated, seeded) in a
// process of its own beside the web builds.
// Ctrl-C stops both; a part that exits on its own once the shop is up is started again (see run). Environment
// variables: see the README. START_TIMING=1 prints when each step ended.
import { spawn } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { buildTarget } from './build.mjs';

const root = resolve(dirname(fileURLToPath(import.meta.url)), '..');
const port = Number(process.env.PORT ?? 3000);
const sandboxPort = Number(process.env.PSP_SANDBOX_PORT ?? 3001);
const publicUrl = (process.env.PUBLIC_URL ?? `http://localhost:${port}`).replace(/\/$/, '');

const SECRET_VARIABLES = ['PSP_SANDBOX_API_KEY', 'PSP_WEBHOOK_SECRET', 'PAYMENT_DATA_KEY'];
const isUnset = (value) => value === undefined || value.trim() === '';

// Per-installation secrets: unset ones come from <DATA_DIR>/secrets.json, created with random values (mode 0600)
// on the first start — the same file and format as apps/server/src/config/installation-secrets.ts — so the
// server and the sandbox share them and no two installations do.
function withInstallationSecrets(env) {
  if (SECRET_VARIABLES.every((name) => !isUnset(env[name]))) return env;
  const dataDir = isUnset(env.DATA_DIR) ? join(root, 'data') : resolve(process.cwd(), env.DATA_DIR.trim());
  const file = join(dataDir, 'secrets.json');
  mkdirSync(dataDir, { recursive: true });
  const generated = {
    PSP_SANDBOX_API_KEY: `sk_${randomBytes(24).toString('hex')}`,
    PSP_WEBHOOK_SECRET: `whsec_${randomBytes(32).toString('hex')}`,
    PAYMENT_DATA_KEY: randomBytes(32).toString('hex'),
  };
  try {
    writeFileSync(file, `${JSON.stringify(generated, null, 2)}\n`, { flag: 'wx', mode: 0o600 });
  } catch (error) {
    if (error?.code !== 'EEXIST') throw error;
  }
  const secrets = JSON.parse(readFileSync(file, 'utf8'));
  const filled = { ...env };
  for (const name of SECRET_VARIABLES) if (isUnset(filled[name])) filled[name] = secrets[name];
  return filled;
}
const childEnv = withInstallationSecrets(process.env);
// The demo players (known password, funded balances) only on the embedded zero-set-up database, unless the
// caller says otherwise; a PostgreSQL installation gets the operator's configuration without them.
if (isUnset(childEnv.SEED_DEMO_DATA) && isUnset(childEnv.DATABASE_URL)) childEnv.SEED_DEMO_DATA = '1';
// The PSP lets only the shop's own origin frame its hosted card fields.
if (isUnset(childEnv.PSP_SANDBOX_SHOP_ORIGINS)) childEnv.PSP_SANDBOX_SHOP_ORIGINS = new URL(publicUrl).origin;

/** Restarts of one part allowed within RESTART_WINDOW_MS before the wrapper gives up and stops the shop. */
const MAX_RESTARTS = 5;
const RESTART_WINDOW_MS = 5 * 60_000;
/** Set once the server and the sandbox both answered: from then on a part that exits is started again. */
let running = false;

/**
 * Starts `entry` as a child process (listed in `children`). A child that exits on its own before the shop is up
 * fails the start; after that it is started again (1 s, then doubling up to 30 s between tries), and the other
 * part keeps running — one part's crash must not take the other down (issue 22: a database failover took the
 * sandbox with it). More than MAX_RESTARTS exits within RESTART_WINDOW_MS stop the shop: something is wrong
 * that a restart does not mend.
 */
function run(name, entry) {
  const exits = [];
  const launch = (previous) => {
    const child = spawn(process.execPath, [entry], {
      cwd: root,
      stdio: ['ignore', 'inherit', 'inherit'],
      env: childEnv,
    });
    const slot = previous === undefined ? -1 : children.indexOf(previous);
    if (slot >= 0) children[slot] = child;
    else children.push(child);
    child.on('exit', (code, signal) => {
      if (stopping) return;
      const how = signal ?? `exit ${code}`;
      if (!running) {
        console.error(`${name} stopped unexpectedly (${how}); stopping the shop.`);
        stop(code ?? 1);
        return;
      }
      const now = Date.now();
      while (exits.length > 0 && now - exits[0] > RESTART_WINDOW_MS) exits.shift();
      exits.push(now);
      if (exits.length > MAX_RESTARTS) {
        console.error(`${name} stopped ${exits.length} times within 5 minutes (last: ${how}); stopping the shop.`);
        stop(code ?? 1);
        return;
      }
      const delayMs = Math.min(30_000, 1000 * 2 ** (exits.length - 1));
      console.error(`${name} stopped unexpectedly (${how}); starting it again in ${delayMs / 1000} s.`);
      setTimeout(() => {
        if (!stopping) launch(child);
      }, delayMs);
    });
    return child;
  };
  return launch(undefined);
}

/** Waits for `url` to answer 2xx while `child` runs; says every 30 s that it is still starting. */
async function waitForHealth(url, child, timeoutMs, name) {
  const started = Date.now();
  const deadline = started + timeoutMs;
  let nextNote = started + 30_000;
  while (Date.now() < deadline) {
    if (child.exitCode !== null) return false;
    if (Date.now() >= nextNote) {
      console.log(`${name} is still starting (${Math.round((Date.now() - started) / 1000)} s) …`);
      nextNote += 30_000;
    }
    try {
      const response = await fetch(url);
      if (response.ok) return true;
    } catch {
      // not listening yet
    }
    await new Promise((done) => setTimeout(done, 100));
  }
  return false;
}

let stopping = false;
const children = [];
function stop(code = 0) {
  if (stopping) return;
  stopping = true;
  for (const child of children) if (child.exitCode === null) child.kill('SIGTERM');
  const force = setTimeout(() => {
    for (const child of children) if (child.exitCode === null) child.kill('SIGKILL');
  }, 8000);
  force.unref();
  Promise.all(
    children.map((child) => (child.exitCode !== null ? null : new Promise((done) => child.on('exit', done)))),
  ).then(() => process.exit(code));
}
process.on('SIGINT', () => stop(0));
process.on('SIGTERM', () => stop(0));

const started = performance.now();
const timing = !isUnset(process.env.START_TIMING);
const mark = (what) => {
  if (timing) console.log(`[start] ${((performance.now() - started) / 1000).toFixed(2)} s ${what}`);
};
const dataDirUsed = isUnset(childEnv.DATABASE_URL)
  ? isUnset(childEnv.DATA_DIR)
    ? join(root, 'data')
    : resolve(process.cwd(), childEnv.DATA_DIR.trim())
  : null;

/**
 * A fresh embedded database is made ready (the PGlite template copied, migrated, seeded) in a process of its own
 * beside the web build: apps/server/src/prepare.ts.
 */
function prepareFreshDatabase() {
  if (dataDirUsed === null || existsSync(join(dataDirUsed, 'PG_VERSION'))) return Promise.resolve();
  return new Promise((done, fail) => {
    const child = spawn(process.execPath, [join(root, 'apps/server/dist/prepare.js')], {
      cwd: root,
      stdio: ['ignore', 'inherit', 'inherit'],
      env: childEnv,
    });
    children.push(child);
    child.on('error', fail);
    child.on('exit', (code) => (code === 0 ? done() : fail(new Error(`exit ${code}`))));
  });
}

async function step(what, work) {
  try {
    const result = await work();
    mark(`${what} done`);
    return result;
  } catch (error) {
    console.error(`${what} failed: ${error instanceof Error ? error.message : error}`);
    stop(1);
    return new Promise(() => {});
  }
}

// The bundles first (a few seconds when their sources changed), then the sandbox, the web builds and a fresh
// database's preparation side by side; the server starts once the SPAs are there (it decides at start whether it
// serves them) and the database is ready.
await step('the server and sandbox builds', () => Promise.all([buildTarget('server'), buildTarget('sandbox')]));
const sandbox = run('PSP sandbox', 'apps/psp-sandbox/dist/server.js');
await step('the web builds and the database preparation', () =>
  Promise.all([buildTarget('web'), buildTarget('console'), prepareFreshDatabase()]),
);
const server = run('Shop server', 'apps/server/dist/server.js');

const [serverUp, sandboxUp] = await Promise.all([
  // No deadline (issue 11): a first start on a slow machine may take long, and giving up would only make the next
  // start begin again. A process that cannot start exits, and that is what fails the start.
  waitForHealth(`http://127.0.0.1:${port}/health`, server, Number.POSITIVE_INFINITY, 'The shop server'),
  waitForHealth(`http://127.0.0.1:${sandboxPort}/health`, sandbox, Number.POSITIVE_INFINITY, 'The PSP sandbox'),
]);
if (!serverUp || !sandboxUp) {
  console.error(`Start-up failed: server ${serverUp ? 'up' : 'down'}, PSP sandbox ${sandboxUp ? 'up' : 'down'}.`);
  stop(1);
} else {
  running = true;
  mark('shop and sandbox answer');
  console.log(
    `\nGame-credit shop is running. Open ${publicUrl}/platform/login\nOperator console: ${publicUrl}/console/\n(Ctrl-C stops it.)`,
  );
}
