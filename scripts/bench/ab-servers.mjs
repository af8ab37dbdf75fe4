#!/usr/bin/env node
// A/B of server bundles (issue 26 point 5, issue 27): two or more builds of apps/server (say, a copy of main's
// apps/server/dist/server.js and this checkout's) on one PostgreSQL database, the hot calls (userData, the shop,
// a pending purchase's status) hammered at -c 20 in rounds that interleave the builds with the bare select baseline
// (scripts/bench/bare-fastify-db.mjs), alternating the builds' order per round. Prints per call each build's median
// req/s and server CPU per call, its per-round ratio to the select baseline and, for two builds, B/A per round.
// On a shared machine only these same-run, per-round ratios mean anything; run the status call in both orders of
// AB_VARIANTS (the server started first read up to 2x better there in one run, and not in the swapped run).
//   AB_DB=postgres://…/perf_ab AB_VARIANTS=A=apps/server/dist/ab/main/server.js,B=apps/server/dist/server.js \
//     node scripts/bench/ab-servers.mjs
// A copied build must sit inside this checkout (say apps/server/dist/ab/main/: ignored, and outside what
// scripts/check-walls.mjs reads): it finds PGlite in
// node_modules from there.
// AB_ROUNDS (5), AB_SECONDS (4), AB_CALLS (health,userData,shop,status), AB_PORT (3770: the sandbox, then one port per build
// and the baseline), AB_PROF=1 runs the builds with --cpu-prof into /tmp/ab-prof.
import { spawn } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { dirname, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import autocannon from 'autocannon';
import { ShopClient } from './shop-client.mjs';

const root = resolve(dirname(fileURLToPath(import.meta.url)), '../..');
const DB = process.env.AB_DB ?? 'postgres://postgres@127.0.0.1:5432/perf_ab';
if (process.env.AB_VARIANTS === undefined) throw new Error('AB_VARIANTS=A=path/server.js,B=path/server.js');
// A build may carry environment of its own after `@` (say B=apps/server/dist/server.js@LOG_LEVEL=silent).
const variants = process.env.AB_VARIANTS.split(',').map((v) => {
  const [name, spec] = v.split(/=(.*)/s);
  const [file, ...settings] = spec.split('@');
  return [name, resolve(file), Object.fromEntries(settings.map((setting) => setting.split(/=(.*)/s).slice(0, 2)))];
});
const ROUNDS = Number(process.env.AB_ROUNDS ?? 5),
  SECONDS = Number(process.env.AB_SECONDS ?? 4);
const ONLY = process.env.AB_CALLS?.split(',');
const cpu = (pid) => {
  const f = readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1].split(' ');
  return (Number(f[11]) + Number(f[12])) * 10;
};
const children = [];
function start(args, env, url) {
  const child = spawn(process.execPath, args, {
    cwd: root,
    env: {
      ...process.env,
      PSP_SANDBOX_API_KEY: 'perf-ab-sandbox-api-key-0123456789abcdef',
      PSP_WEBHOOK_SECRET: 'perf-ab-webhook-secret-0123456789abcdef',
      ...env,
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  child.stdout.on('data', () => {});
  let err = '';
  child.stderr.on('data', (d) => {
    err += d;
  });
  children.push(child);
  return new Promise((resolve, reject) => {
    const t0 = Date.now();
    const tick = async () => {
      try {
        const r = await fetch(url);
        if (r.status < 500) return resolve(child);
      } catch {}
      if (child.exitCode !== null || Date.now() - t0 > 180000) return reject(new Error(`${args} failed: ${err}`));
      setTimeout(tick, 500);
    };
    tick();
  });
}
process.on('exit', () => {
  for (const c of children) c.kill('SIGTERM');
});
try {
  const sandboxPort = Number(process.env.AB_PORT ?? 3770);
  await start(
    [`${root}/apps/psp-sandbox/dist/server.js`],
    { PORT: String(sandboxPort), PSP_SANDBOX_PORT: String(sandboxPort) },
    `http://127.0.0.1:${sandboxPort}/health`,
  );
  const servers = [];
  let port = sandboxPort + 1;
  for (const [name, file, own] of variants) {
    const p = port++;
    const env = {
      NODE_OPTIONS: process.env.AB_NODE_OPTIONS ?? '',
      DATABASE_URL: DB,
      PORT: String(p),
      PUBLIC_URL: `http://localhost:${p}`,
      PSP_SANDBOX_PORT: String(sandboxPort),
      ENABLE_TEST_API: '1',
      SEED_DEMO_DATA: '1',
      LOG_LEVEL: 'info',
      DEPOSIT_LIMIT_MONTHLY_DEFAULTS: 'USD=900000000000,EUR=900000000000',
      DATA_DIR: `/tmp/ab-data-${name}`,
      ...own,
    };
    const child = await start(
      [...(process.env.AB_PROF ? ['--cpu-prof', '--cpu-prof-dir=/tmp/ab-prof'] : []), file],
      env,
      `http://127.0.0.1:${p}/health`,
    );
    const base = `http://localhost:${p}`;
    const client = new ShopClient(base, `http://127.0.0.1:${sandboxPort}`);
    const userName = await client.createPlayer('money-us');
    const authorization = await client.authorizationFor(userName);
    const session = await client.sessionCookie(userName);
    const shopAnswer = await client.shop(authorization);
    const pending = await client.payByCard(authorization, shopAnswer, await client.cardToken('4000 0000 0000 0077'));
    servers.push({
      name,
      child,
      calls: {
        health: [`${base}/health`, {}],
        shop: [`${base}/deposit/shop?currencyType=REAL`, { authorization }],
        status: [`${base}/deposit/shop/purchases/${pending.tid}`, { authorization }],
        userData: [`${base}/gd/rest/me/userData`, { cookie: `${session.name}=${session.value}` }],
      },
      shopBytes: Buffer.byteLength(JSON.stringify(shopAnswer)),
    });
  }
  const bare = await start(
    [`${root}/scripts/bench/bare-fastify-db.mjs`],
    { PORT: String(port), DATABASE_URL: DB, BARE_ANSWER_BYTES: String(servers[0].shopBytes) },
    `http://127.0.0.1:${port}/`,
  );
  const bareUrl = `http://127.0.0.1:${port}/`;
  async function measure(pid, url, headers) {
    const before = cpu(pid);
    const r = await autocannon({ url, connections: 20, duration: SECONDS, headers });
    if (r.non2xx + r.errors > 0) throw new Error(`${url}: ${r.non2xx} non-2xx, ${r.errors} errors`);
    return { rps: r.requests.average, us: ((cpu(pid) - before) * 1000) / r.requests.total };
  }
  const med = (xs) => {
    const s = [...xs].sort((a, b) => a - b);
    return s.length % 2 ? s[(s.length - 1) / 2] : (s[s.length / 2 - 1] + s[s.length / 2]) / 2;
  };
  for (const call of ['health', 'userData', 'shop', 'status'].filter((c) => !ONLY || ONLY.includes(c))) {
    for (const s of servers)
      await autocannon({ url: s.calls[call][0], connections: 20, duration: 2, headers: s.calls[call][1] });
    await autocannon({ url: bareUrl, connections: 20, duration: 2 });
    const res = { bare: [] };
    for (const s of servers) res[s.name] = [];
    for (let r = 0; r < ROUNDS; r++) {
      const order = r % 2 ? [...servers].reverse() : servers;
      res.bare.push(await measure(bare.pid, bareUrl, {}));
      for (const s of order) res[s.name].push(await measure(s.child.pid, ...s.calls[call]));
    }
    const line = [
      `${call}: select baseline median ${med(res.bare.map((x) => x.rps)).toFixed(0)} req/s ${med(res.bare.map((x) => x.us)).toFixed(0)} µs`,
    ];
    for (const s of servers) {
      const ratios = res[s.name].map((x, i) => x.rps / res.bare[i].rps);
      line.push(
        `  ${s.name}: median ${med(res[s.name].map((x) => x.rps)).toFixed(0)} req/s, ${med(res[s.name].map((x) => x.us)).toFixed(0)} µs CPU/call; per-round ratio to select ${ratios.map((x) => x.toFixed(2)).join(' ')} → median ${med(ratios).toFixed(2)}×`,
      );
    }
    if (servers.length === 2) {
      const [a, b] = servers;
      const rr = res[b.name].map((x, i) => x.rps / res[a.name][i].rps),
        cr = res[b.name].map((x, i) => x.us / res[a.name][i].us);
      line.push(
        `  ${b.name}/${a.name} per round req/s ${rr.map((x) => x.toFixed(2)).join(' ')} (median ${med(rr).toFixed(2)}), CPU/call ${cr.map((x) => x.toFixed(2)).join(' ')} (median ${med(cr).toFixed(2)})`,
      );
    }
    console.log(line.join('\n'));
  }
} finally {
  for (const c of children) c.kill('SIGTERM');
  await new Promise((r) => setTimeout(r, 8000));
}
