// The one translation format of the shop (issue 26 point 3): i18next's JSON v4 resources — one JSON file per language
// and namespace, `{{name}}` placeholders, a counted text written once per plural category of its language
// (`key_one`, `key_other`, and `key_many` where Intl.PluralRules knows it, as in French and Spanish). The web, the
// server (pages, e-mails, help content) and the console all keep their texts so; this module holds what they share:
// the key type and the parity check their tests run over every resource file.

/** The plural suffixes of i18next's JSON v4 format (CLDR categories). */
export const PLURAL_CATEGORIES = ['zero', 'one', 'two', 'few', 'many', 'other'] as const;
export type PluralCategory = (typeof PLURAL_CATEGORIES)[number];

const PLURAL_SUFFIX = /_(zero|one|two|few|many|other)$/;

type StripPlural<Key extends string> = Key extends `${infer Base}_${PluralCategory}` ? Base : Key;

/**
 * The keys of a resource (a JSON file's type): nested groups joined with `.`, a counted text by its base key
 * (`loginThrottled` for `loginThrottled_one` / `loginThrottled_other`), as i18next's `t` takes them.
 */
export type TextKey<Resource> = {
  [Key in keyof Resource & string]: Resource[Key] extends string
    ? StripPlural<Key>
    : Resource[Key] extends readonly unknown[]
      ? never
      : `${Key}.${TextKey<Resource[Key]>}`;
}[keyof Resource & string];

/** A language's texts of one namespace flattened to `group.key` → text (nested groups joined with `.`). */
export function flattenTexts(value: unknown, prefix = ''): Map<string, string> {
  const entries = new Map<string, string>();
  if (typeof value === 'string') {
    entries.set(prefix, value);
    return entries;
  }
  if (typeof value !== 'object' || value === null) throw new Error(`${prefix} is neither a text nor a group`);
  for (const [key, child] of Object.entries(value)) {
    for (const [path, text] of flattenTexts(child, prefix === '' ? key : `${prefix}.${key}`)) entries.set(path, text);
  }
  return entries;
}

/** The `{{placeholders}}` of a text, sorted, each once. */
export function placeholdersOf(text: string): string[] {
  return [...new Set([...text.matchAll(/\{\{\s*([\w.-]+)\s*(?:,[^}]*)?\}\}/g)].map((match) => match[1] ?? ''))].sort();
}

/** The plural categories a language needs for whole numbers (Intl.PluralRules, as i18next chooses them). */
export function pluralCategoriesOf(language: string): string[] {
  return [...new Intl.PluralRules(language).resolvedOptions().pluralCategories].sort();
}

/** A word with a bracketed ending: "booking(s)", "Buchung(en)", "dragning(ar)" — a pseudo-plural, not a plural form. */
export const PSEUDO_PLURAL = /\p{L}\(\p{Ll}{1,3}\)/u;

/** `key_one` → `key`; any other key stays as it is. */
export function pluralBaseOf(key: string): string {
  return key.replace(PLURAL_SUFFIX, '');
}

/**
 * What is wrong with a translation of one namespace compared with its reference language: keys missing or extra
 * (plural forms compared by base key), empty texts, placeholders that differ from the reference, and counted texts
 * without exactly the plural categories the language needs. An empty list means the translation is complete.
 */
export function localeProblems(
  reference: { language: string; texts: unknown },
  translation: { language: string; texts: unknown },
): string[] {
  const problems: string[] = [];
  const expected = flattenTexts(reference.texts);
  const actual = flattenTexts(translation.texts);
  const groups = (texts: Map<string, string>) => {
    const byBase = new Map<string, Map<string, string>>();
    for (const [key, text] of texts) {
      const base = pluralBaseOf(key);
      const forms = byBase.get(base) ?? new Map<string, string>();
      forms.set(key === base ? '' : key.slice(base.length + 1), text);
      byBase.set(base, forms);
    }
    return byBase;
  };
  const expectedGroups = groups(expected);
  const actualGroups = groups(actual);
  for (const base of expectedGroups.keys()) if (!actualGroups.has(base)) problems.push(`${base}: missing`);
  for (const base of actualGroups.keys())
    if (!expectedGroups.has(base)) problems.push(`${base}: not in ${reference.language}`);
  for (const [base, forms] of actualGroups) {
    const referenceForms = expectedGroups.get(base);
    if (referenceForms === undefined) continue;
    const counted = [...referenceForms.keys()].some((form) => form !== '');
    if (counted) {
      const needed = pluralCategoriesOf(translation.language);
      const written = [...forms.keys()].sort();
      if (written.join() !== needed.join()) {
        problems.push(`${base}: plural forms ${written.join(', ')} instead of ${needed.join(', ')}`);
      }
    } else if (forms.size !== 1 || !forms.has('')) {
      problems.push(`${base}: plural forms where ${reference.language} has one text`);
    }
    const wanted = [...referenceForms.values()].flatMap(placeholdersOf);
    for (const [form, text] of forms) {
      const key = form === '' ? base : `${base}_${form}`;
      if (text.trim() === '') problems.push(`${key}: empty`);
      const missing = [...new Set(wanted)].filter((name) => !placeholdersOf(text).includes(name) && name !== 'count');
      const unknown = placeholdersOf(text).filter((name) => !wanted.includes(name) && name !== 'count');
      if (missing.length > 0 || unknown.length > 0) {
        problems.push(
          `${key}: placeholders ${placeholdersOf(text).join(', ')} instead of ${[...new Set(wanted)].join(', ')}`,
        );
      }
    }
  }
  return problems;
}
