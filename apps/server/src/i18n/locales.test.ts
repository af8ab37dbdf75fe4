// The parity test over every server text (issue 26 point 3): each language has each namespace's keys of English,
// the same {{placeholders}}, and each counted text in exactly the plural forms its language needs (the same check
// the web's and the console's locale tests run, @shop/domain/locales). Operator namespaces (`ops-*`) are written
// in the console's languages, en and de; every other namespace in the shop's 8.
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { SUPPORTED_LANGUAGES } from '@shop/domain/language';
import { localeProblems } from '@shop/domain/locales';
import { describe, expect, it } from 'vitest';
import { RESOURCES } from '../locales/resources.ts';
import { t } from './texts.ts';

const LOCALES = join(import.meta.dirname, '../locales');
const OPERATOR_LANGUAGES = ['de', 'en'];
const MAX_LINES = 300;

const files = (language: string) =>
  readdirSync(join(LOCALES, language))
    .filter((name) => name.endsWith('.json'))
    .map((name) => name.slice(0, -'.json'.length))
    .sort();
const namespaces = files('en');
const languagesOf = (namespace: string) => (namespace.startsWith('ops-') ? OPERATOR_LANGUAGES : SUPPORTED_LANGUAGES);
const texts = (language: string, namespace: string) =>
  (RESOURCES as Record<string, Record<string, unknown>>)[language]?.[namespace];

/**
 * The help documents (`help-<kind>`) are legal texts per jurisdiction: a language may have a section more (the
 * French imprint names the consumer mediator). Their title and intro are compared; the sections only need to exist.
 */
function comparable(namespace: string, value: unknown): unknown {
  if (!namespace.startsWith('help-')) return value;
  const document = value as { title: string; intro: string; sections: { heading: string }[] };
  return { title: document.title, intro: document.intro, sections: document.sections.length > 0 ? 'yes' : '' };
}

describe('server texts', () => {
  it('have a folder per shop language and nothing else', () => {
    const folders = readdirSync(LOCALES, { withFileTypes: true }).filter((entry) => entry.isDirectory());
    expect(folders.map((entry) => entry.name).sort()).toEqual([...SUPPORTED_LANGUAGES].sort());
  });

  it('are all imported by resources.ts (node scripts/locales-index.mjs writes it)', () => {
    const imported = [
      ...readFileSync(join(LOCALES, 'resources.ts'), 'utf8').matchAll(/from '\.\/([\w-]+\/[\w-]+)\.json'/g),
    ]
      .map((match) => match[1])
      .sort();
    const onDisk = SUPPORTED_LANGUAGES.flatMap((language) =>
      files(language).map((name) => `${language}/${name}`),
    ).sort();
    expect(imported).toEqual(onDisk);
  });

  it.each(SUPPORTED_LANGUAGES)('exist in %s for exactly the namespaces written in that language', (language) => {
    expect(files(language)).toEqual(namespaces.filter((namespace) => languagesOf(namespace).includes(language)));
  });

  describe.each(namespaces)('%s', (namespace) => {
    it.each(languagesOf(namespace).filter((language) => language !== 'en'))(
      'in %s: every key of en, the same placeholders, the plural forms the language needs',
      (language) => {
        const reference = { language: 'en', texts: comparable(namespace, texts('en', namespace)) };
        expect(
          localeProblems(reference, { language, texts: comparable(namespace, texts(language, namespace)) }),
        ).toEqual([]);
      },
    );

    it(`has no file over ${MAX_LINES} lines (split the namespace by topic)`, () => {
      for (const language of languagesOf(namespace)) {
        const lines = readFileSync(join(LOCALES, language, `${namespace}.json`), 'utf8').split('\n').length;
        expect(lines, `${language}/${namespace}.json`).toBeLessThanOrEqual(MAX_LINES);
      }
    });
  });

  it('choose the plural form by the language (French and Spanish "many" too) and fill placeholders', () => {
    expect(t('de', 'pages:loginAs', { name: 'money-de' })).toBe('Als money-de anmelden');
    expect(t('en', 'pages:loginThrottled', { minutes: '1' }, { count: 1 })).toContain('in 1 minute.');
    expect(t('en', 'pages:loginThrottled', { minutes: '5' }, { count: 5 })).toContain('in 5 minutes.');
    expect(t('fr', 'pages:loginThrottled', { minutes: '1000000' }, { count: 1_000_000 })).toContain('1000000 minutes');
    expect(t('en', 'pages:loginAs')).toBe('Log in as {{name}}');
    expect(t('en', 'pages:loginAs', {}, { missing: '–' })).toBe('Log in as –');
    // @ts-expect-error a counted text without its count
    expect(t('en', 'pages:loginThrottled', { minutes: '5' })).toBe('loginThrottled');
    // @ts-expect-error a key no English file has
    expect(t('en', 'pages:noSuchText')).toBe('noSuchText');
  });
});
