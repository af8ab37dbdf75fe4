// What `npm start` runs (issue 11): the server bundled by scripts/build.mjs, run with plain `node`, on a fresh
// embedded database that prepare.js made ready (template, migrations, seed): it starts from apps/server/dist, its
// own start finds no migration left to apply, and it answers from that database.
import { type ChildProcess, spawn } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { createInterface } from 'node:readline';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTarget } from '../../../scripts/build.mjs';
import { REPO_ROOT } from './config/env.ts';
import { portToListenOn } from './test/free-port.ts';

const DIST = path.join(REPO_ROOT, 'apps/server/dist');
let dataDir: string;
let server: ChildProcess | undefined;

interface LogLine {
  msg?: string;
  applied?: string[];
  seeded?: boolean;
}

/** Runs `node <script>`; resolves with its JSON log lines once `until` matches one, or when it exits. */
function runNode(script: string, env: NodeJS.ProcessEnv, until?: (line: LogLine) => boolean) {
  const child = spawn(process.execPath, [path.join(DIST, script)], { env, stdio: ['ignore', 'pipe', 'pipe'] });
  const lines: LogLine[] = [];
  let stderr = '';
  child.stderr?.on('data', (chunk) => {
    stderr += String(chunk);
  });
  const done = new Promise<LogLine[]>((resolve, reject) => {
    createInterface({ input: child.stdout as NodeJS.ReadableStream }).on('line', (text) => {
      const line = JSON.parse(text) as LogLine;
      lines.push(line);
      if (until?.(line)) resolve(lines);
    });
    child.on('exit', (code) =>
      code === 0 ? resolve(lines) : reject(new Error(`${script} exited ${code}: ${stderr}`)),
    );
  });
  return { child, done };
}

beforeAll(async () => {
  dataDir = mkdtempSync(path.join(tmpdir(), 'shop-compiled-'));
  await buildTarget('server', { log: () => undefined });
}, 300_000);
afterAll(async () => {
  if (server !== undefined && server.exitCode === null) {
    const exited = new Promise((done) => server?.once('exit', done));
    server.kill('SIGTERM');
    await exited;
  }
  rmSync(dataDir, { recursive: true, force: true });
});

describe('the compiled server', () => {
  it('starts with plain node on a database prepared beforehand and answers', async () => {
    const port = await portToListenOn();
    const env: NodeJS.ProcessEnv = {
      PATH: process.env.PATH,
      DATA_DIR: dataDir,
      PORT: String(port),
      PSP_SANDBOX_PORT: String(await portToListenOn()),
      SEED_DEMO_DATA: '1',
      LOG_LEVEL: 'info',
      PSP_SANDBOX_API_KEY: `sk_${randomBytes(12).toString('hex')}`,
      PSP_WEBHOOK_SECRET: `whsec_${randomBytes(12).toString('hex')}`,
      PAYMENT_DATA_KEY: randomBytes(32).toString('hex'),
    };

    const prepared = await runNode('prepare.js', env).done;
    const migrated = prepared.find((line) => line.msg === 'database migrated');
    expect(migrated?.applied?.length).toBeGreaterThan(0);
    expect(prepared.find((line) => line.msg === 'demo data seeded')?.seeded).toBe(true);

    const started = runNode('server.js', env, (line) => line.msg?.startsWith('shop ready') === true);
    server = started.child;
    const log = await started.done;
    // Migrations still run at every start; here they find nothing left to do, and the demo data is there.
    expect(log.find((line) => line.msg === 'database migrated')?.applied).toEqual([]);
    expect(log.find((line) => line.msg === 'demo data already present')?.seeded).toBe(false);

    const health = await fetch(`http://127.0.0.1:${port}/health`);
    expect(health.status).toBe(200);
    // The platform's login page lists the demo players it reads from the database.
    const login = await fetch(`http://127.0.0.1:${port}/platform/login`);
    expect(login.status).toBe(200);
    expect(await login.text()).toContain('data-testid="login-practice-de"');
  });

  it('refuses to start, exit 1 naming the variables, with the test API or a short webhook secret on https (issue 22)', async () => {
    const env: NodeJS.ProcessEnv = {
      PATH: process.env.PATH,
      DATA_DIR: dataDir,
      PORT: String(await portToListenOn()),
      PUBLIC_URL: 'https://shop.example',
      ENABLE_TEST_API: '1',
      PSP_SANDBOX_API_KEY: `sk_${randomBytes(24).toString('hex')}`,
      PSP_WEBHOOK_SECRET: 'whsec_12',
      PAYMENT_DATA_KEY: randomBytes(32).toString('hex'),
    };
    const refused = runNode('server.js', env).done;
    await expect(refused).rejects.toThrow(/server\.js exited 1: Invalid environment configuration/);
    await expect(refused).rejects.toThrow(/PSP_WEBHOOK_SECRET: 8 characters; at least 32/);
    await expect(refused).rejects.toThrow(/ENABLE_TEST_API: the unauthenticated test-support API/);
  });
});
