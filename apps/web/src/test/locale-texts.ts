// Every text of a language, from all its locale files (src/locales/<language>/<file>.json), for tests that read
// the texts themselves rather than through i18next.
import { flattenTexts } from '@shop/domain/locales';

const files = import.meta.glob<{ default: unknown }>('../locales/*/*.json', { eager: true });

/** The locale files of a language, by name (`review` for review.json), with their texts. */
export function localeFiles(language: string): Map<string, unknown> {
  const folder = `../locales/${language}/`;
  return new Map(
    Object.entries(files)
      .filter(([path]) => path.startsWith(folder))
      .map(([path, file]) => [path.slice(folder.length, -'.json'.length), file.default]),
  );
}

/** Every text of a language by its key (`review.fees.payout`), from all its files. */
export function localeTexts(language: string): Map<string, string> {
  const texts = new Map<string, string>();
  for (const file of localeFiles(language).values()) for (const [key, text] of flattenTexts(file)) texts.set(key, text);
  return texts;
}

/** The languages that have a folder of locale files. */
export function localeLanguages(): string[] {
  return [...new Set(Object.keys(files).map((path) => path.split('/')[2] ?? ''))].sort();
}
