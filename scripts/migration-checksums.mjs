#!/usr/bin/env node
// Landed migrations are frozen (issue 22 point 9: 20261125040000_booking_refunds.ts was edited after it landed, and
// a database migrated in between kept the old index): apps/server/src/db/migrations/checksums.json holds the
// SHA-256 of each migration's normalised text, and a test fails when a file's text no longer matches, or a file has
// no checksum yet. `npm run migrations:checksum` adds the missing ones and never rewrites an existing one.
import { createHash } from 'node:crypto';
import { readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';

export const MIGRATIONS_DIR = resolve(dirname(fileURLToPath(import.meta.url)), '../apps/server/src/db/migrations');
export const CHECKSUMS_FILE = join(MIGRATIONS_DIR, 'checksums.json');
export const ADD_CHECKSUMS_COMMAND = 'npm run migrations:checksum';

/** A migration file: `<14-digit timestamp>_<name>.ts` (index.ts and tests are not migrations). */
const MIGRATION_FILE = /^\d{14}_[a-z0-9_]+\.ts$/;

/** SHA-256 of the text with line endings and trailing blanks normalised, so a checkout's CRLF changes nothing. */
export function checksumOf(text) {
  const normalised = `${text
    .replace(/\r\n?/g, '\n')
    .split('\n')
    .map((line) => line.trimEnd())
    .join('\n')
    .trimEnd()}\n`;
  return createHash('sha256').update(normalised, 'utf8').digest('hex');
}

/** Every migration file's current checksum, by file name. */
export function currentChecksums(dir = MIGRATIONS_DIR) {
  const files = readdirSync(dir)
    .filter((name) => MIGRATION_FILE.test(name))
    .sort();
  return Object.fromEntries(files.map((name) => [name, checksumOf(readFileSync(join(dir, name), 'utf8'))]));
}

/** The committed list (file name → checksum). */
export function committedChecksums(file = CHECKSUMS_FILE) {
  return JSON.parse(readFileSync(file, 'utf8'));
}

/**
 * Compares the files with the committed list: `changed` (text differs: a landed migration was edited), `missing`
 * (a file without a checksum: a new migration), `removed` (a checksum without its file: a landed one deleted).
 */
export function compareChecksums(current, committed) {
  const changed = Object.keys(current).filter((name) => name in committed && committed[name] !== current[name]);
  const missing = Object.keys(current).filter((name) => !(name in committed));
  const removed = Object.keys(committed).filter((name) => !(name in current));
  return { changed, missing, removed };
}

function main() {
  const current = currentChecksums();
  const committed = committedChecksums();
  const { changed, missing, removed } = compareChecksums(current, committed);
  if (changed.length > 0 || removed.length > 0) {
    for (const name of changed)
      console.error(`${name}: its text changed after it landed; checksums are never rewritten`);
    for (const name of removed) console.error(`${name}: listed but the file is gone`);
    console.error('A landed migration is frozen: undo the edit and write a new migration instead. Nothing written.');
    process.exit(1);
  }
  if (missing.length === 0) {
    console.log('Every migration has its checksum.');
    return;
  }
  const next = { ...committed };
  for (const name of missing) next[name] = current[name];
  const sorted = Object.fromEntries(
    Object.keys(next)
      .sort()
      .map((name) => [name, next[name]]),
  );
  writeFileSync(CHECKSUMS_FILE, `${JSON.stringify(sorted, null, 2)}\n`);
  for (const name of missing) console.log(`added ${name}`);
}

if (process.argv[1] !== undefined && resolve(process.argv[1]) === fileURLToPath(import.meta.url)) main();
