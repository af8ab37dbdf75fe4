#!/usr/bin/env node
// `npm test`: lint, typecheck, unit + server tests (Vitest), web build, browser journeys
// (Playwright in Debian's Chromium). Ends with one line `N passed, N failed[, N skipped]`
// summed over every runner from their JSON reports; exits non-zero on any failure or when
// nothing ran. Pass `--no-e2e` to skip the browser journeys while iterating.
import { spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, readFileSync, rmSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';

const root = resolve(dirname(fileURLToPath(import.meta.url)), '..');
const reports = join(root, '.reports');
rmSync(reports, { recursive: true, force: true });
mkdirSync(reports, { recursive: true });
const withE2e = !process.argv.includes('--no-e2e');

const totals = { passed: 0, failed: 0, skipped: 0 };
const failures = [];

function step(name, command, args, env = {}) {
  console.log(`\n=== ${name}: ${command} ${args.join(' ')}`);
  const started = Date.now();
  const result = spawnSync(command, args, { cwd: root, stdio: 'inherit', env: { ...process.env, ...env } });
  console.log(`=== ${name} finished in ${((Date.now() - started) / 1000).toFixed(1)} s (exit ${result.status})`);
  return result.status === 0;
}

function countCheck(name, ok) {
  if (ok) totals.passed += 1;
  else {
    totals.failed += 1;
    failures.push(name);
  }
}

function readJson(path) {
  if (!existsSync(path)) return null;
  try {
    return JSON.parse(readFileSync(path, 'utf8'));
  } catch {
    return null;
  }
}

countCheck('lint', step('lint', 'npx', ['biome', 'check', '.']));
countCheck('typecheck', step('typecheck', 'npm', ['run', 'typecheck']));

const vitestReport = join(reports, 'vitest.json');
const vitestOk = step('unit and server tests', 'npx', [
  'vitest',
  'run',
  '--reporter=default',
  '--reporter=json',
  `--outputFile.json=${vitestReport}`,
]);
const vitest = readJson(vitestReport);
if (vitest) {
  totals.passed += vitest.numPassedTests ?? 0;
  totals.failed += vitest.numFailedTests ?? 0;
  totals.skipped += (vitest.numPendingTests ?? 0) + (vitest.numTodoTests ?? 0);
  // A suite that failed to load has no failed tests but still failed.
  if (!vitestOk && (vitest.numFailedTests ?? 0) === 0) countCheck('vitest suites', false);
} else countCheck('vitest (no report)', false);

if (withE2e) {
  // Both SPAs: the shop and the operator console (the console journeys open it).
  const built = step('web build', 'npm', ['run', 'build']);
  countCheck('web build', built);
  if (built) {
    const playwrightReport = join(reports, 'playwright.json');
    const e2eOk = step('browser journeys', 'npx', ['playwright', 'test', '--config', 'e2e/playwright.config.ts'], {
      PLAYWRIGHT_JSON_OUTPUT_NAME: playwrightReport,
    });
    const playwright = readJson(playwrightReport);
    if (playwright?.stats) {
      totals.passed += (playwright.stats.expected ?? 0) + (playwright.stats.flaky ?? 0);
      totals.failed += playwright.stats.unexpected ?? 0;
      totals.skipped += playwright.stats.skipped ?? 0;
      if (!e2eOk && (playwright.stats.unexpected ?? 0) === 0) countCheck('playwright run', false);
    } else countCheck('playwright (no report)', false);
  }
}

console.log('');
if (failures.length > 0) console.log(`Failed steps: ${failures.join(', ')}`);
const ran = totals.passed + totals.failed;
console.log(`${totals.passed} passed, ${totals.failed} failed${totals.skipped ? `, ${totals.skipped} skipped` : ''}`);
process.exit(totals.failed > 0 || ran === 0 ? 1 : 0);
