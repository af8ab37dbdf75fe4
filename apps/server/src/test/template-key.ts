// The key of the test database templates (PGlite files and PostgreSQL template databases): it changes whenever
// the code that builds them changes (the migrations, the seed, everything they import, the template builders) or
// the day does, so a new migration makes new templates and edits elsewhere in the server keep the cached ones.
import { createHash } from 'node:crypto';
import { readFile } from 'node:fs/promises';
import path from 'node:path';

const REPO_ROOT = path.resolve(import.meta.dirname, '../../../..');
const SERVER_SRC = path.join(REPO_ROOT, 'apps/server/src');
const DOMAIN_SRC = path.join(REPO_ROOT, 'packages/domain/src');
/** Where building the templates starts; the key follows their imports from here. */
const TEMPLATE_CODE_ENTRIES = [
  'db/migrate.ts',
  'db/seed.ts',
  'db/database.ts',
  'test/template-key.ts',
  'test/pglite-templates.ts',
  'test/postgres-templates.ts',
].map((file) => path.join(SERVER_SRC, file));
const IMPORT_PATTERN = /(?:from|import)\s*\(?\s*'([^']+)'/g;

/** Local modules a source file imports (relative paths and @shop/domain/<concept>). */
function importsOf(file: string, source: string): string[] {
  const found: string[] = [];
  for (const [, specifier = ''] of source.matchAll(IMPORT_PATTERN)) {
    if (specifier.startsWith('.')) found.push(path.resolve(path.dirname(file), specifier));
    const concept = /^@shop\/domain\/([\w-]+)$/.exec(specifier)?.[1];
    if (concept !== undefined) found.push(path.join(DOMAIN_SRC, concept, `${concept}.ts`));
  }
  return found;
}

/** 24 hex characters. */
export async function templateKey(): Promise<string> {
  const seen = new Set<string>();
  const queue = [...TEMPLATE_CODE_ENTRIES];
  for (let file = queue.shift(); file !== undefined; file = queue.shift()) {
    if (seen.has(file)) continue;
    seen.add(file);
    queue.push(...importsOf(file, await readFile(file, 'utf8')));
  }
  const hash = createHash('sha256');
  // Paths relative to the repository: checkouts of the same code in other places share PostgreSQL's templates.
  for (const file of [...seen].sort()) hash.update(path.relative(REPO_ROOT, file)).update(await readFile(file));
  // The demo seed's dates are relative to today.
  hash.update(new Date().toISOString().slice(0, 10));
  return hash.digest('hex').slice(0, 24);
}
