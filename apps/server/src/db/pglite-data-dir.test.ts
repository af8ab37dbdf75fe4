// The embedded database's fresh start: a data directory filled from the PGlite template opens as a database of
// its own, keeps what was written to it, and an interrupted copy is never taken for a database.
import { existsSync, mkdirSync, mkdtempSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ensurePgliteTemplate, fillFromTemplate, holdsDatabase, PGLITE_START_PARAMS } from './pglite-data-dir.ts';

let scratch: string;
let template: string;

beforeAll(async () => {
  scratch = mkdtempSync(path.join(tmpdir(), 'shop-pglite-data-dir-'));
  template = await ensurePgliteTemplate(path.join(scratch, 'template'));
});
afterAll(() => {
  rmSync(scratch, { recursive: true, force: true });
});

async function rowsOf(dataDir: string): Promise<string[]> {
  const client = await PGlite.create({ dataDir, startParams: [...PGLITE_START_PARAMS] });
  try {
    const exists = await client.query<{ found: boolean }>("select to_regclass('public.notes') is not null as found");
    if (exists.rows[0]?.found !== true) return [];
    return (await client.query<{ text: string }>('select text from notes order by text')).rows.map((row) => row.text);
  } finally {
    await client.close();
  }
}

describe('PGlite data directory from the template', () => {
  it('makes the template once: a second call keeps the same directory', async () => {
    expect(holdsDatabase(template)).toBe(true);
    const before = readdirSync(template).sort();
    expect(await ensurePgliteTemplate(template)).toBe(template);
    expect(readdirSync(template).sort()).toEqual(before);
    expect(readdirSync(scratch).filter((name) => name.endsWith('.partial'))).toEqual([]);
  });

  it('fills a fresh data directory that opens as a database of its own and leaves the template untouched', async () => {
    const first = path.join(scratch, 'first');
    const second = path.join(scratch, 'second');
    // start.mjs writes the installation's secrets into DATA_DIR before the database exists.
    mkdirSync(first);
    writeFileSync(path.join(first, 'secrets.json'), '{}');
    expect(fillFromTemplate(first, template)).toBe(true);
    expect(existsSync(path.join(first, 'secrets.json'))).toBe(true);
    expect(fillFromTemplate(second, template)).toBe(true);
    expect(readdirSync(first)).toEqual(expect.arrayContaining(readdirSync(template)));

    const client = await PGlite.create({ dataDir: first, startParams: [...PGLITE_START_PARAMS] });
    await client.exec("create table notes (text text not null); insert into notes values ('kept')");
    await client.close();

    expect(await rowsOf(first)).toEqual(['kept']);
    expect(await rowsOf(second)).toEqual([]);
    expect(await rowsOf(template)).toEqual([]);
  });

  it('never overwrites a database that exists, and keeps other files in the directory', async () => {
    const dataDir = path.join(scratch, 'existing');
    expect(fillFromTemplate(dataDir, template)).toBe(true);
    writeFileSync(path.join(dataDir, 'secrets.json'), '{}');
    const client = await PGlite.create({ dataDir, startParams: [...PGLITE_START_PARAMS] });
    await client.exec("create table notes (text text not null); insert into notes values ('mine')");
    await client.close();

    expect(fillFromTemplate(dataDir, template)).toBe(false);
    expect(await rowsOf(dataDir)).toEqual(['mine']);
    expect(existsSync(path.join(dataDir, 'secrets.json'))).toBe(true);
  });

  it('copies an interrupted copy (no PG_VERSION yet) again, and does nothing without a template', async () => {
    const dataDir = path.join(scratch, 'interrupted');
    expect(fillFromTemplate(dataDir, template)).toBe(true);
    rmSync(path.join(dataDir, 'PG_VERSION'));
    rmSync(path.join(dataDir, 'global'), { recursive: true });
    expect(holdsDatabase(dataDir)).toBe(false);

    expect(fillFromTemplate(dataDir, template)).toBe(true);
    expect(await rowsOf(dataDir)).toEqual([]);

    const elsewhere = path.join(scratch, 'no-template');
    expect(fillFromTemplate(elsewhere, path.join(scratch, 'missing-template'))).toBe(false);
    expect(holdsDatabase(elsewhere)).toBe(false);
  });
});
