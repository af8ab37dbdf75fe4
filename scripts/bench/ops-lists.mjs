#!/usr/bin/env node
// `node scripts/bench/ops-lists.mjs`: the back-office lists with 100,000 purchases on PostgreSQL (issue 25), run by
// apps/server/scripts/bench-ops-lists.ts (TypeScript, type-checked with the server). BENCH_DATABASE_URL names the
// server (default postgres://postgres@127.0.0.1:5432/postgres); a database of its own is created and dropped.
import { spawnSync } from 'node:child_process';
import { dirname, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';

const root = resolve(dirname(fileURLToPath(import.meta.url)), '../..');
const result = spawnSync('npx', ['tsx', 'apps/server/scripts/bench-ops-lists.ts'], { cwd: root, stdio: 'inherit' });
process.exit(result.status ?? 1);
