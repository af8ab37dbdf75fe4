#!/usr/bin/env node
// `npm start`: build the web app and the operator console when their sources are newer than their builds, then run the shop
// server (migrations + demo seed happen in the server at start) and the PSP sandbox side by side.
// Ctrl-C stops both. Environment variables: see the README.
import { spawn, spawnSync } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { existsSync, mkdirSync, readdirSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';

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

function newestMtime(path) {
  if (!existsSync(path)) return 0;
  const stat = statSync(path);
  if (!stat.isDirectory()) return stat.mtimeMs;
  let newest = stat.mtimeMs;
  for (const entry of readdirSync(path)) {
    if (entry === 'node_modules' || entry === 'dist') continue;
    newest = Math.max(newest, newestMtime(join(path, entry)));
  }
  return newest;
}

/** Builds an SPA (apps/web, apps/console) when its sources, or the shared ones, are newer than its build. */
function buildIfStale(name, dir, workspace) {
  const built = join(root, dir, 'dist/index.html');
  const builtAt = existsSync(built) ? statSync(built).mtimeMs : 0;
  const sourcesAt = Math.max(
    newestMtime(join(root, dir, 'src')),
    newestMtime(join(root, dir, 'index.html')),
    newestMtime(join(root, dir, 'vite.config.ts')),
    newestMtime(join(root, 'packages')),
    // The console uses the shop's tokens and UI styles; both use the shared precompress step.
    newestMtime(join(root, 'apps/web/src/styles')),
    newestMtime(join(root, 'apps/web/src/components/ui')),
    newestMtime(join(root, 'apps/web/vite-precompress.ts')),
  );
  if (builtAt >= sourcesAt) return;
  console.log(`Building the ${name} …`);
  const result = spawnSync('npm', ['run', 'build', '-w', workspace], { cwd: root, stdio: 'inherit' });
  if (result.status !== 0) {
    console.error(`The ${name} build failed; see above.`);
    process.exit(result.status ?? 1);
  }
}

function run(name, entry) {
  const child = spawn(process.execPath, ['--import', 'tsx', entry], {
    cwd: root,
    stdio: ['ignore', 'inherit', 'inherit'],
    env: childEnv,
  });
  child.on('exit', (code, signal) => {
    if (!stopping) {
      console.error(`${name} stopped unexpectedly (${signal ?? `exit ${code}`}); stopping the shop.`);
      stop(code ?? 1);
    }
  });
  return child;
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
    await new Promise((done) => setTimeout(done, 200));
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

buildIfStale('web app', 'apps/web', '@shop/web');
buildIfStale('operator console', 'apps/console', '@shop/console');
const sandbox = run('PSP sandbox', 'apps/psp-sandbox/src/server.ts');
const server = run('Shop server', 'apps/server/src/server.ts');
children.push(sandbox, server);

const [serverUp, sandboxUp] = await Promise.all([
  // No deadline for the shop (issue 11): a first start (a fresh database's migrations on a slow machine) may take
  // long, and giving up would only make the next start begin again. It fails when the server process exits.
  waitForHealth(`http://127.0.0.1:${port}/health`, server, Number.POSITIVE_INFINITY, 'The shop server'),
  waitForHealth(`http://127.0.0.1:${sandboxPort}/health`, sandbox, 60_000, 'The PSP sandbox'),
]);
if (!serverUp || !sandboxUp) {
  console.error(`Start-up failed: server ${serverUp ? 'up' : 'down'}, PSP sandbox ${sandboxUp ? 'up' : 'down'}.`);
  stop(1);
} else {
  console.log(
    `\nGame-credit shop is running. Open ${publicUrl}/platform/login\nOperator console: ${publicUrl}/console/\n(Ctrl-C stops it.)`,
  );
}
