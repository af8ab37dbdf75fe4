// The server's texts (platform pages, e-mails, help content, operator alerts) in the shop's one translation format:
// i18next JSON v4 resources in src/locales/<language>/<namespace>.json (docs/conventions.md "Texts"), imported
// statically (locales/resources.ts), so no file is read per request. `t` is the one way to a text: a key is
// `<namespace>:<key>` and typed from the English files, so a key that does not exist fails the typecheck.
import type { Language } from '@shop/domain/language';
import type { TextKey } from '@shop/domain/locales';
import { collapseAbbreviationPeriod } from '@shop/domain/text';
import i18next from 'i18next';
import { RESOURCES } from '../locales/resources.ts';

type EnglishResources = (typeof RESOURCES)['en'];

/** A namespace: one JSON file per language (`pages`, `mail`, `help-agb`, …). */
export type Namespace = keyof EnglishResources;

/** Every text key, as `<namespace>:<key>`; a counted text by its base key (`pages:loginThrottled`). */
export type ServerTextKey = { [N in Namespace]: `${N}:${TextKey<EnglishResources[N]>}` }[Namespace];

type CountedKeyOf<Resource> = {
  [Key in keyof Resource & string]: Resource[Key] extends string
    ? Key extends `${infer Base}_one`
      ? Base
      : never
    : Resource[Key] extends readonly unknown[]
      ? never
      : `${Key}.${CountedKeyOf<Resource[Key]>}`;
}[keyof Resource & string];

/** The keys of counted texts (written as `_one`, `_other`, …): `t` wants their `count`. */
export type CountedTextKey = { [N in Namespace]: `${N}:${CountedKeyOf<EnglishResources[N]>}` }[Namespace];

/** The keys of one namespace without its prefix, for a module's own text function (`pageText(language, key)`). */
export type NamespaceKey<N extends Namespace> = TextKey<EnglishResources[N]>;

/** Languages with texts: the shop's 8; the operator namespaces (`ops-*`) only in the console's en and de. */
export type TextLanguage = keyof typeof RESOURCES;

const instance = i18next.createInstance();
void instance.init({
  resources: RESOURCES,
  lng: 'en',
  // No fallback: the parity test makes sure every language has every text, and a missing one should show.
  fallbackLng: false,
  load: 'currentOnly',
  ns: Object.keys(RESOURCES.en),
  defaultNS: false,
  // Synchronous: the resources are in memory.
  initAsync: false,
  // Values go in unescaped: each page and e-mail escapes its HTML where it writes it.
  interpolation: { escapeValue: false },
  returnNull: false,
});

export type TextValues = Readonly<Record<string, string | number>>;

export interface TextOptions {
  /** The number a counted text is about: chooses its plural form (Intl.PluralRules) and fills `{{count}}`. */
  readonly count?: number;
  /** What a placeholder without a value reads as; by default it stays as written (`{{name}}`). */
  readonly missing?: string;
}

/**
 * The text of `key` in `language`, placeholders filled with `values` (not escaped: the caller escapes its HTML),
 * "Inc.." after an abbreviation's own period collapsed to one.
 */
export function t<Key extends ServerTextKey>(
  language: TextLanguage,
  key: Key,
  values: TextValues = {},
  // A counted text needs its count: `t(lang, 'pages:loginThrottled', values)` without one fails the typecheck.
  ...[options]: Key extends CountedTextKey ? [TextOptions & { readonly count: number }] : [TextOptions?]
): string {
  const { count, missing } = options ?? {};
  const replace = count === undefined ? values : { count, ...values };
  // i18next's own key typing is not used: ServerTextKey types the keys from the English files.
  const translate = instance.t as unknown as (key: string, options: Record<string, unknown>) => string;
  const text = translate(key, {
    lng: language,
    replace,
    // A value is never read as a text of its own: no `$t(…)` nesting (a player's note may hold anything).
    nest: false,
    ...(count === undefined ? {} : { count }),
    ...(missing === undefined ? {} : { missingInterpolationHandler: () => missing }),
  });
  return collapseAbbreviationPeriod(String(text));
}

/** A namespace's texts in one language as they are written (structured content such as the help documents). */
export function resourcesOf<N extends Namespace>(language: Language, namespace: N): EnglishResources[N] {
  return RESOURCES[language][namespace as keyof (typeof RESOURCES)[Language]] as EnglishResources[N];
}

/** A namespace's texts by shop language, as written (`{{placeholders}}` unfilled): for tests and structured content. */
export function shopTextsOf<N extends Namespace>(namespace: N): Readonly<Record<Language, EnglishResources[N]>> {
  const languages = Object.keys(RESOURCES).filter((language) => language !== 'dev') as Language[];
  return Object.fromEntries(languages.map((language) => [language, resourcesOf(language, namespace)])) as Record<
    Language,
    EnglishResources[N]
  >;
}

/**
 * A module's own text function for one namespace (`pageText(language, key, values, count)`): the text of a key with
 * `{{placeholder}}` values filled in (not escaped here); `count` chooses a counted text's plural form; `missing` is
 * what a placeholder without a value reads as (by default it stays as written).
 */
export function namespaceText<N extends Namespace>(namespace: N, defaults: Pick<TextOptions, 'missing'> = {}) {
  return (language: Language, key: NamespaceKey<N>, values: Record<string, string> = {}, count?: number): string =>
    t(
      language,
      `${namespace}:${key}` as ServerTextKey,
      values,
      count === undefined ? defaults : { ...defaults, count },
    );
}
