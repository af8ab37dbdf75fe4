// Issue 24 point 8: counts read "noch 2 Buchung(en)", "2 booking(s)". Server pages, e-mails and help content write
// a counted text once per plural form (`<key>_one`, `<key>_other`, in i18next's JSON format, src/locales); no text
// of theirs may fall back to a "(…)" pseudo-plural. The statutory model withdrawal form (the `form` block of
// help-withdrawal.json) is quoted as the law writes it and is not scanned.
import { readdirSync, readFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import { PSEUDO_PLURAL } from '@shop/domain/locales';
import { describe, expect, it } from 'vitest';

const MODULES = import.meta.dirname;
const LOCALES = join(import.meta.dirname, '../locales');

/** Every text of a resource file with its path, but the lines of a quoted form (`{ "kind": "form", "lines": […] }`). */
function textsOf(value: unknown, path: string): [string, string][] {
  if (typeof value === 'string') return [[path, value]];
  if (typeof value !== 'object' || value === null) return [];
  if ((value as { kind?: unknown }).kind === 'form') return [];
  return Object.entries(value).flatMap(([key, child]) => textsOf(child, `${path}.${key}`));
}

function resourceFiles(): string[] {
  return readdirSync(LOCALES, { withFileTypes: true })
    .filter((entry) => entry.isDirectory())
    .flatMap((entry) =>
      readdirSync(join(LOCALES, entry.name))
        .filter((name) => name.endsWith('.json'))
        .map((name) => join(LOCALES, entry.name, name)),
    );
}

function textFiles(directory: string): string[] {
  return readdirSync(directory, { withFileTypes: true }).flatMap((entry) => {
    const path = join(directory, entry.name);
    if (entry.isDirectory()) return textFiles(path);
    return entry.name.endsWith('.i18n.ts') || entry.name.endsWith('-texts.ts') ? [path] : [];
  });
}

describe('server texts', () => {
  it('are found (page and e-mail texts of every module, and their resource files)', () => {
    const files = resourceFiles().map((path) => relative(LOCALES, path));
    expect(files).toContain('de/mail.json');
    expect(files).toContain('sv/subscriptions.json');
    expect(files).toContain('fr/help-withdrawal.json');
  });

  it('in the resource files write plurals as plural forms, never as "(s)", "(en)", "(er)", "(ar)"', () => {
    const found = resourceFiles().flatMap((path) =>
      textsOf(JSON.parse(readFileSync(path, 'utf8')), relative(LOCALES, path))
        .filter(([, text]) => PSEUDO_PLURAL.test(text))
        .map(([at, text]) => `${at} ${text}`),
    );
    expect(found).toEqual([]);
  });

  // Texts still written in a module (a `*.i18n.ts` or `*-texts.ts` file) until they move to src/locales.
  it('in the modules write plurals as plural forms, never as "(s)", "(en)", "(er)", "(ar)"', () => {
    const found = textFiles(MODULES).flatMap((path) =>
      readFileSync(path, 'utf8')
        .split('\n')
        .map((line, index) => ({ line, at: `${relative(MODULES, path)}:${index + 1}` }))
        .filter(({ line }) => PSEUDO_PLURAL.test(line))
        .map(({ line, at }) => `${at} ${line.trim()}`),
    );
    expect(found).toEqual([]);
  });
});
