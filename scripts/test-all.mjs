#!/usr/bin/env node
// `npm test`: lint, typecheck, unit + server tests (Vitest), build, browser journeys
// (Playwright in Debian's Chromium). Ends with one line `N passed, N failed[, N skipped]`
// summed over every runner from their JSON reports; exits non-zero on any failure or when
// nothing ran. Pass `--no-e2e` to skip the browser journeys while iterating.
import { spawn, spawnSync } from 'node:child_process';
import { closeSync, existsSync, mkdirSync, openSync, readFileSync, rmSync } from 'node:fs';
import { dirname, join, relative, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';

const root = resolve(dirname(fileURLToPath(import.meta.url)), '..');
const reports = join(root, '.reports');
rmSync(reports, { recursive: true, force: true });
mkdirSync(reports, { recursive: true });
const withE2e = !process.argv.includes('--no-e2e');

const totals = { passed: 0, failed: 0, skipped: 0 };
const failures = [];
/** `file › test` of every failed Vitest test and Playwright journey, printed just before the summary line. */
const failedTests = [];

function step(name, command, args, env = {}) {
  console.log(`\n=== ${name}: ${command} ${args.join(' ')}`);
  const started = Date.now();
  const result = spawnSync(command, args, { cwd: root, stdio: 'inherit', env: { ...process.env, ...env } });
  console.log(`=== ${name} finished in ${((Date.now() - started) / 1000).toFixed(1)} s (exit ${result.status})`);
  return result.status === 0;
}

/**
 * Starts a step beside the following ones, its output kept in a file and shown when it is awaited: the type check
 * is one process on one core while the lint and the tests wait on other processes as much as they compute.
 */
function stepBeside(name, command, args) {
  const log = join(reports, `${name}.log`);
  const out = openSync(log, 'w');
  const started = Date.now();
  const child = spawn(command, args, { cwd: root, stdio: ['ignore', out, out], env: process.env });
  closeSync(out);
  const status = new Promise((done) => {
    child.on('error', () => done(1));
    child.on('exit', (code) => done(code));
  });
  return async () => {
    const code = await status;
    console.log(`\n=== ${name}: ${command} ${args.join(' ')} (beside the steps above)`);
    process.stdout.write(readFileSync(log, 'utf8'));
    console.log(`=== ${name} finished ${((Date.now() - started) / 1000).toFixed(1)} s after it started (exit ${code})`);
    return code === 0;
  };
}

function countCheck(name, ok) {
  if (ok) totals.passed += 1;
  else {
    totals.failed += 1;
    failures.push(name);
  }
}

function firstLine(text) {
  return String(text ?? 'no message')
    .trim()
    .split('\n')[0]
    .slice(0, 200);
}

function readJson(path) {
  if (!existsSync(path)) return null;
  try {
    return JSON.parse(readFileSync(path, 'utf8'));
  } catch {
    return null;
  }
}

const typecheck = stepBeside('typecheck', 'npm', ['run', 'typecheck']);
countCheck('lint', step('lint', 'npx', ['biome', 'check', '.']));
countCheck('walls', step('walls', 'node', ['scripts/check-walls.mjs']));

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
  for (const file of vitest.testResults ?? []) {
    const name = relative(root, file.name ?? '');
    const failedHere = (file.assertionResults ?? []).filter((test) => test.status === 'failed');
    for (const test of failedHere)
      failedTests.push(`${name} › ${[...(test.ancestorTitles ?? []), test.title].join(' › ')}`);
    // A file that failed to load or in a hook has no failed test of its own.
    if (file.status === 'failed' && failedHere.length === 0)
      failedTests.push(`${name} (the file failed: ${firstLine(file.message)})`);
  }
} else countCheck('vitest (no report)', false);
countCheck('typecheck', await typecheck());

if (withE2e) {
  // The builds `npm start` runs (server, sandbox, both SPAs: the console journeys open the console), so the
  // journeys' start finds them up to date.
  const built = step('build', 'node', ['scripts/build.mjs']);
  countCheck('build', built);
  if (built) {
    const playwrightReport = join(reports, 'playwright.json');
    const e2eOk = step('browser journeys', 'npx', ['playwright', 'test', '--config', 'e2e/playwright.config.ts'], {
      PLAYWRIGHT_JSON_OUTPUT_NAME: playwrightReport,
      // Two servers, a worker on each (e2e/playwright.config.ts): the build above is done, so neither builds.
      E2E_SERVERS: process.env.E2E_SERVERS ?? '2',
    });
    const playwright = readJson(playwrightReport);
    if (playwright?.stats) {
      totals.passed += (playwright.stats.expected ?? 0) + (playwright.stats.flaky ?? 0);
      totals.failed += playwright.stats.unexpected ?? 0;
      totals.skipped += playwright.stats.skipped ?? 0;
      if (!e2eOk && (playwright.stats.unexpected ?? 0) === 0) countCheck('playwright run', false);
      const walk = (suite, titles) => {
        const here = suite.title && !suite.title.endsWith('.ts') ? [...titles, suite.title] : titles;
        for (const spec of suite.specs ?? []) {
          for (const test of spec.tests ?? []) {
            if (test.status !== 'unexpected') continue;
            const project = test.projectName ? ` [${test.projectName}]` : '';
            failedTests.push(`e2e/tests/${spec.file} › ${[...here, spec.title].join(' › ')}${project}`);
          }
        }
        for (const child of suite.suites ?? []) walk(child, here);
      };
      for (const suite of playwright.suites ?? []) walk(suite, []);
    } else countCheck('playwright (no report)', false);
  }
}

console.log('');
if (failedTests.length > 0)
  console.log(`Failed tests (${failedTests.length}):\n${failedTests.map((name) => `  ${name}`).join('\n')}`);
if (failures.length > 0) console.log(`Failed steps: ${failures.join(', ')}`);
const ran = totals.passed + totals.failed;
console.log(`${totals.passed} passed, ${totals.failed} failed${totals.skipped ? `, ${totals.skipped} skipped` : ''}`);
process.exit(totals.failed > 0 || ran === 0 ? 1 : 0);
