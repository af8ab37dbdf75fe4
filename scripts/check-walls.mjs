#!/usr/bin/env node
// The walls between the parts of the repository, checked on every `npm run lint` and `npm test` (import cycles are
// Biome's `noImportCycles`, type-only imports included, in biome.json). Fails, naming file and import, when:
// - an app imports another app's sources (a relative path into `apps/<other>` or the other app's package name),
//   or a package imports an app;
// - a web feature (`apps/web/src/features/<a>`) imports another feature (`features/<b>`): shared code lives in
//   `components`, `hooks`, `lib` or `config`;
// - `packages/domain` imports anything outside itself but the pure libraries its package.json names (its tests:
//   their test libraries too): no workspace package, no app, no relative path out;
// - a query (Kysely `selectFrom`/`insertInto`/`updateTable`/`deleteFrom`/`replaceInto`/`mergeInto`, or a `sql`
//   template) is written outside a `*.repository.ts` file.
//   Exceptions, where a query outside a repository is the point: the database layer itself (`apps/server/src/db/`:
//   migrations, the migrator, the seed, the schema introspector, the connection set-up), tests and their helpers
//   (`*.test.ts`, `apps/server/src/test/`, `apps/server/src/fuzz/`), and the scripts (`scripts/`, bench tools).
//   QUERIES_TO_MOVE lists the service files that still hold queries from before this check: the list may only
//   shrink (a file listed here without a query fails too, so the list stays true).
import { readdirSync, readFileSync, statSync } from 'node:fs';
import { dirname, join, relative, resolve, sep } from 'node:path';
import { fileURLToPath } from 'node:url';

const root = resolve(dirname(fileURLToPath(import.meta.url)), '..');
const SOURCE = /\.(ts|tsx|mts|mjs|js|jsx)$/;
const SKIP_DIRS = new Set(['node_modules', 'dist', 'data', 'test-results', '.reports', 'playwright-report']);

/**
 * Service files with queries from before this check (issue 26 point 1): all were moved into repositories, so it is
 * empty and may stay so (a file may only leave it).
 */
const QUERIES_TO_MOVE = new Set([]);

const QUERY_EXEMPT = [
  /^apps\/server\/src\/db\//,
  /^apps\/server\/src\/test\//,
  /^apps\/server\/src\/fuzz\//,
  /^scripts\//,
  /^apps\/[a-z-]+\/scripts\//,
  /\.test\.tsx?$/,
  /\.repository\.ts$/,
];
const QUERY = /\.(selectFrom|insertInto|updateTable|deleteFrom|replaceInto|mergeInto)\(|\bsql(<[^>`]*>)?`/;
/** What the domain may import besides itself: the pure libraries its package.json names (no workspace package, no I/O). */
const domainPackage = JSON.parse(readFileSync(join(root, 'packages/domain/package.json'), 'utf8'));
const DOMAIN_LIBRARIES = new Set(
  Object.keys(domainPackage.dependencies ?? {}).filter((name) => !name.startsWith('@shop/')),
);
/** And what its tests may import. */
const DOMAIN_TEST_LIBRARIES = new Set(['vitest', ...Object.keys(domainPackage.devDependencies ?? {})]);

function walk(dir, files) {
  for (const name of readdirSync(dir)) {
    if (SKIP_DIRS.has(name) || name.startsWith('.')) continue;
    const path = join(dir, name);
    if (statSync(path).isDirectory()) walk(path, files);
    else if (SOURCE.test(name)) files.push(path);
  }
  return files;
}

const files = ['apps', 'packages', 'e2e', 'scripts'].flatMap((top) => walk(join(root, top), []));
const appNames = readdirSync(join(root, 'apps'));
const appPackages = new Map(
  appNames.map((app) => [JSON.parse(readFileSync(join(root, 'apps', app, 'package.json'), 'utf8')).name, app]),
);

// import … from '…', export … from '…', import '…', import('…'), vi.mock('…')
const SPECIFIER =
  /(?:^|[\s;}])(?:import|export)\s+(?:type\s+)?(?:[^'"`;]*?\s+from\s+)?['"]([^'"]+)['"]|\bimport\(\s*['"]([^'"]+)['"]\s*\)|\bvi\.mock\(\s*['"]([^'"]+)['"]/g;

const posix = (path) => path.split(sep).join('/');
const problems = [];
const queryFiles = new Set();

for (const file of files) {
  const rel = posix(relative(root, file));
  const text = readFileSync(file, 'utf8');
  const [top, part] = rel.split('/');
  const feature = rel.match(/^apps\/web\/src\/features\/([^/]+)\//)?.[1];
  const inDomain = rel.startsWith('packages/domain/');
  for (const match of text.matchAll(SPECIFIER)) {
    const specifier = match[1] ?? match[2] ?? match[3];
    const line = text.slice(0, match.index + match[0].length - match[0].trimStart().length).split('\n').length;
    const where = `${rel}:${line} imports '${specifier}'`;
    const relativeImport = specifier.startsWith('.');
    const target = relativeImport ? posix(relative(root, resolve(dirname(file), specifier))) : null;
    // Apps and packages
    const targetApp = target?.startsWith('apps/')
      ? target.split('/')[1]
      : appPackages.get(specifier.split('/').slice(0, 2).join('/'));
    if (targetApp !== undefined && !(top === 'apps' && part === targetApp) && (top === 'apps' || top === 'packages')) {
      problems.push(`${where}: ${top === 'apps' ? "another app's sources" : 'an app from a package'}`);
    }
    // Web features
    const targetFeature = target?.match(/^apps\/web\/src\/features\/([^/]+)(\/|$)/)?.[1];
    if (feature !== undefined && targetFeature !== undefined && targetFeature !== feature) {
      problems.push(`${where}: another web feature (shared code goes to components, hooks, lib or config)`);
    }
    // The domain
    if (inDomain) {
      const inside = target?.startsWith('packages/domain/') ?? false;
      const library = DOMAIN_LIBRARIES.has(specifier);
      const testLibrary = /\.test\.tsx?$/.test(rel) && DOMAIN_TEST_LIBRARIES.has(specifier);
      if (!inside && !library && !testLibrary)
        problems.push(`${where}: packages/domain imports nothing outside itself`);
    }
  }
  if (QUERY.test(text) && !QUERY_EXEMPT.some((pattern) => pattern.test(rel))) {
    queryFiles.add(rel);
    if (!QUERIES_TO_MOVE.has(rel)) {
      const line = text.slice(0, text.search(QUERY)).split('\n').length;
      problems.push(`${rel}:${line}: a query outside a *.repository.ts (move it into the module's repository)`);
    }
  }
}
for (const rel of QUERIES_TO_MOVE) {
  if (!queryFiles.has(rel))
    problems.push(`${rel}: no query left: take it off QUERIES_TO_MOVE in scripts/check-walls.mjs`);
}

if (problems.length > 0) {
  console.error(`Walls broken (scripts/check-walls.mjs):\n${problems.map((problem) => `  ${problem}`).join('\n')}`);
  process.exit(1);
}
console.log(
  `Walls hold: ${files.length} files checked (${QUERIES_TO_MOVE.size} service files still to move queries out of).`,
);
