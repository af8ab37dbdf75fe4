#!/usr/bin/env node
// `npm run build` (and the first step of `npm start`): the production builds, each skipped when its output was
// built from the same content —
//   server   apps/server/dist/server.js (+ prepare.js): esbuild bundles the TypeScript sources, the
//            workspace packages and the npm dependencies into plain JavaScript for `node`; PGlite stays a
//            package of its own (it loads its wasm beside its own files).
//   sandbox  apps/psp-sandbox/dist/server.js, and the browser scripts it serves beside it.
//   web      apps/web/dist (Vite).
//   console  apps/console/dist (Vite): the operator console.
// "The same content" is a SHA-256 over every input file (for the bundles: the files esbuild read last time, from
// its metafile, kept in dist/build-info.json; for the Vite builds: their app folders and packages/* without
// tests, kept in node_modules/.cache/shop-build) and the lockfile;
// a changed, added or removed input rebuilds, whatever the files' times say, and so nothing runs stale code.
// `node scripts/build.mjs [server] [sandbox] [web] [console]` builds those (all without arguments); `--force` ignores the
// recorded hashes.
import { spawn } from 'node:child_process';
import { createHash } from 'node:crypto';
import { copyFileSync, existsSync, mkdirSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { dirname, join, relative, resolve } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';

const root = resolve(dirname(fileURLToPath(import.meta.url)), '..');
const LOCKFILE = join(root, 'package-lock.json');
const BUILD_INFO = 'build-info.json';

/** SHA-256 over the files' paths (relative to the repo) and contents, in a stable order, plus `extra`. */
function hashFiles(files, extra = '') {
  const hash = createHash('sha256').update(extra);
  for (const file of [...new Set(files)].sort()) {
    hash.update(`\0${relative(root, file)}\0`);
    hash.update(existsSync(file) ? readFileSync(file) : '(missing)');
  }
  return hash.digest('hex');
}

function readBuildInfo(outDir) {
  try {
    return JSON.parse(readFileSync(join(outDir, BUILD_INFO), 'utf8'));
  } catch {
    return null;
  }
}

// Bundles ----------------------------------------------------------------------------------------------------

/** The bundles esbuild makes; `copy` are files read at run time beside the module that reads them. */
const BUNDLES = {
  server: {
    dir: 'apps/server',
    entryPoints: { server: 'src/server.ts', prepare: 'src/prepare.ts' },
    copy: [],
  },
  sandbox: {
    dir: 'apps/psp-sandbox',
    entryPoints: { server: 'src/server.ts' },
    // sdk.routes.ts reads them with new URL('./…', import.meta.url): bundled, that is the bundle's folder.
    copy: [
      'src/modules/sdk/encrypt.js',
      'src/modules/sdk/hosted-field.js',
      'src/modules/sdk/script-origin.js',
      'src/modules/adyen/adyen-web.js',
    ],
  },
};

function esbuildOptions(name) {
  const bundle = BUNDLES[name];
  const base = join(root, bundle.dir);
  return {
    absWorkingDir: base,
    entryPoints: bundle.entryPoints,
    outdir: join(base, 'dist'),
    bundle: true,
    platform: 'node',
    format: 'esm',
    target: 'node20',
    // PGlite finds pglite.wasm/pglite.data beside its own module; pg-native is pg's optional native driver;
    // @fastify/swagger-ui reads its static files from its own folder (__dirname, undefined in the ESM bundle).
    external: ['@electric-sql/pglite', 'pg-native', '@fastify/swagger-ui'],
    // CommonJS dependencies inside an ES module bundle still call require() for Node's built-ins.
    banner: {
      js: "import { createRequire as __shopCreateRequire } from 'node:module'; const require = __shopCreateRequire(import.meta.url);",
    },
    // No keepNames: it wraps every function made at run time in a __name() call (Fastify's hook runners make
    // several per request: ~2 % of a status poll's CPU, issue 11). Only names esbuild changed to avoid a clash
    // differ (e.g. pg's Query2), and nothing reads those names.
    sourcemap: 'linked',
    metafile: true,
    logLevel: 'warning',
  };
}

/** Read from its manifest: importing esbuild only to compare hashes would cost a start ~0.3 s. */
function esbuildVersion() {
  return JSON.parse(readFileSync(join(root, 'node_modules/esbuild/package.json'), 'utf8')).version;
}

function bundleIsFresh(name) {
  const outDir = join(root, BUNDLES[name].dir, 'dist');
  const info = readBuildInfo(outDir);
  if (info === null || !Array.isArray(info.inputs)) return false;
  const outputs = [...Object.keys(BUNDLES[name].entryPoints).map((entry) => `${entry}.js`), ...info.copied];
  if (!outputs.every((file) => existsSync(join(outDir, file)))) return false;
  return info.hash === bundleHash(name, info.inputs, esbuildVersion());
}

function bundleHash(name, inputs, version) {
  const options = JSON.stringify({ ...esbuildOptions(name), version, copy: BUNDLES[name].copy });
  return hashFiles([...inputs.map((input) => join(root, input)), LOCKFILE, fileURLToPath(import.meta.url)], options);
}

/** Bundles being built now: the last one to finish stops esbuild's service. */
let bundlesBuilding = 0;

async function buildBundle(name) {
  const { build, version } = await import('esbuild');
  const bundle = BUNDLES[name];
  const outDir = join(root, bundle.dir, 'dist');
  rmSync(join(outDir, BUILD_INFO), { force: true });
  const result = await build(esbuildOptions(name));
  const copied = [];
  for (const file of bundle.copy) {
    const target = join(outDir, file.split('/').pop());
    copyFileSync(join(root, bundle.dir, file), target);
    copied.push(relative(outDir, target));
  }
  // The metafile's inputs are relative to absWorkingDir; kept relative to the repo.
  const inputs = [
    ...Object.keys(result.metafile.inputs).map((input) => relative(root, join(root, bundle.dir, input))),
    ...bundle.copy.map((file) => join(bundle.dir, file)),
  ];
  const info = { hash: bundleHash(name, inputs, version), inputs, copied };
  writeFileSync(join(outDir, BUILD_INFO), `${JSON.stringify(info, null, 2)}\n`);
}

// Single-page apps ---------------------------------------------------------------------------------------------

/**
 * The Vite builds: the shop (apps/web) and the operator console (apps/console). What they share (styles, the
 * precompress step) is in packages/ui, among every SPA's inputs with the other packages; the console needs nothing
 * of apps/web.
 */
const SPAS = {
  web: { dir: 'apps/web', name: 'web app', inputs: ['apps/web'] },
  console: { dir: 'apps/console', name: 'operator console', inputs: ['apps/console'] },
};
// The records live outside dist, which the server serves as it is. Each names the build too (index.html names every
// hashed asset), so a dist that another `vite build` replaced is not taken for the one recorded.
const recordOf = (spa) => join(root, 'node_modules/.cache/shop-build', `${spa}.json`);
const indexOf = (spa) => join(root, SPAS[spa].dir, 'dist/index.html');
const SKIPPED = new Set(['node_modules', 'dist', '.vite']);
const TEST_FILE = /\.test\.[cm]?[jt]sx?$/;

function filesUnder(dir) {
  if (!existsSync(dir)) return [];
  const found = [];
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    if (SKIPPED.has(entry.name)) continue;
    const path = join(dir, entry.name);
    if (entry.isDirectory()) found.push(...filesUnder(path));
    else if (entry.isFile() && !TEST_FILE.test(entry.name)) found.push(path);
  }
  return found;
}

function spaHash(spa) {
  const packages = readdirSync(join(root, 'packages')).map((name) => join(root, 'packages', name));
  const files = [...SPAS[spa].inputs.map((dir) => join(root, dir)), ...packages].flatMap(filesUnder);
  return hashFiles([...files, LOCKFILE]);
}

function spaIsFresh(spa) {
  if (!existsSync(indexOf(spa))) return false;
  try {
    const record = JSON.parse(readFileSync(recordOf(spa), 'utf8'));
    return record.index === hashFiles([indexOf(spa)]) && record.sources === spaHash(spa);
  } catch {
    return false;
  }
}

/** Vite in a process of its own (it runs beside the other builds), with its warnings shown. */
function buildSpa(spa) {
  const sources = spaHash(spa);
  rmSync(recordOf(spa), { force: true });
  return new Promise((done, fail) => {
    const vite = join(root, 'node_modules/vite/bin/vite.js');
    const child = spawn(process.execPath, [vite, 'build', '--logLevel', 'warn'], {
      cwd: join(root, SPAS[spa].dir),
      stdio: ['ignore', 'inherit', 'inherit'],
      env: { ...process.env, NODE_ENV: 'production' },
    });
    child.on('error', fail);
    child.on('exit', (code) => {
      if (code !== 0) return fail(new Error(`the ${SPAS[spa].name} build failed (exit ${code}); see above`));
      // Recorded only once the whole build is there.
      mkdirSync(dirname(recordOf(spa)), { recursive: true });
      writeFileSync(recordOf(spa), `${JSON.stringify({ sources, index: hashFiles([indexOf(spa)]) })}\n`);
      done();
    });
  });
}

// Entry points ---------------------------------------------------------------------------------------------------

export const TARGETS = ['server', 'sandbox', 'web', 'console'];

/**
 * Builds `target` unless its output is up to date (or `force`); resolves with true when it built. `log` says
 * what is built.
 */
export async function buildTarget(target, { force = false, log = console.log } = {}) {
  if (target in SPAS) {
    if (!force && spaIsFresh(target)) return false;
    log(`Building the ${SPAS[target].name} …`);
    await buildSpa(target);
    return true;
  }
  if (!(target in BUNDLES)) throw new Error(`unknown build target ${target}; one of ${TARGETS.join(', ')}`);
  if (!force && bundleIsFresh(target)) return false;
  log(`Building the ${target === 'server' ? 'shop server' : 'PSP sandbox'} …`);
  mkdirSync(join(root, BUNDLES[target].dir, 'dist'), { recursive: true });
  bundlesBuilding += 1;
  try {
    await buildBundle(target);
  } finally {
    bundlesBuilding -= 1;
    // esbuild's service process would otherwise live (and hold its memory) as long as `npm start` runs.
    if (bundlesBuilding === 0) await (await import('esbuild')).stop();
  }
  return true;
}

const isEntryPoint = process.argv[1] !== undefined && import.meta.url === pathToFileURL(process.argv[1]).href;
if (isEntryPoint) {
  const args = process.argv.slice(2);
  const force = args.includes('--force');
  const named = args.filter((arg) => arg !== '--force');
  const targets = named.length > 0 ? named : TARGETS;
  const started = performance.now();
  try {
    const built = await Promise.all(targets.map((target) => buildTarget(target, { force })));
    const what = targets.filter((_, index) => built[index]);
    const took = `${((performance.now() - started) / 1000).toFixed(1)} s`;
    console.log(what.length > 0 ? `Built ${what.join(', ')} in ${took}.` : `Up to date: ${targets.join(', ')}.`);
  } catch (error) {
    console.error(error instanceof Error ? error.message : error);
    process.exit(1);
  }
}
