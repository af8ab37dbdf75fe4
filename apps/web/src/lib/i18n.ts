// Translator set-up: only the active language's texts are loaded (dynamic imports per language), in two
// parts: the first screen's texts before the first render, the rest with the code of any other page
// (routes wait for it, so no text shows as its key). The language is resolved in SPEC §1 order, and
// <html lang> follows it.
import { type Language, normalizeLanguage, resolveLanguage } from '@shop/domain/language';
import { readItem, writeItem } from './storage';
import { type DeepPartial, type PostProcessor, type Resources, type Translator, translator } from './translator';

const PREFERENCE_KEY = 'shop.language';

type TextsModule = { default: DeepPartial<Resources> };
type TextsPart = 'first' | 'rest';

// `?first` and `?rest` split each locale file (the vite.config.ts plugin `shop:locale-parts`).
const textParts: Record<TextsPart, Record<string, () => Promise<TextsModule>>> = {
  first: import.meta.glob<TextsModule>('../locales/*.json', { query: '?first' }),
  rest: import.meta.glob<TextsModule>('../locales/*.json', { query: '?rest' }),
};

async function loadTexts(language: Language, part: TextsPart): Promise<DeepPartial<Resources>> {
  const load = textParts[part][`../locales/${language}.json`];
  if (load === undefined) throw new Error(`No locale file for ${language}`);
  return (await load()).default;
}

/** Per translator, the languages whose whole texts (both parts) are loaded. */
const completeLanguages = new WeakMap<Translator, Set<string>>();

function isComplete(instance: Translator, language: string): boolean {
  return completeLanguages.get(instance)?.has(language) ?? false;
}

async function completeTexts(language: Language, instance: Translator): Promise<void> {
  if (isComplete(instance, language)) return;
  instance.mergeResources(language, await loadTexts(language, 'rest'));
  const languages = completeLanguages.get(instance) ?? new Set<string>();
  languages.add(language);
  completeLanguages.set(instance, languages);
}

/**
 * Loads the rest of the current language's texts (every page but the first screen awaits it); waits for the
 * start language first, since the router starts loading the page's code before it is known.
 */
export async function loadAllTexts(instance: Translator = translator): Promise<void> {
  await instance.initialized;
  const language = normalizeLanguage(instance.language);
  if (language !== undefined) await completeTexts(language, instance);
}

/** The ?lang= of a query string, if any. */
export function languageFromQuery(search: string): string | null {
  return new URLSearchParams(search).get('lang');
}

export function storedLanguage(): string | null {
  return readItem('local', PREFERENCE_KEY);
}

/** A `?lang=xx` naming a supported language becomes the stored preference (SPEC §1). */
export function rememberQueryLanguage(search: string): Language | undefined {
  const language = normalizeLanguage(languageFromQuery(search));
  if (language !== undefined) writeItem('local', PREFERENCE_KEY, language);
  return language;
}

export function browserLanguages(): readonly string[] {
  return typeof navigator === 'undefined' ? [] : navigator.languages;
}

/** True when the query or a stored preference decides the language, so the user locale cannot. */
export function hasExplicitLanguage(search: string): boolean {
  return (
    normalizeLanguage(languageFromQuery(search)) !== undefined || normalizeLanguage(storedLanguage()) !== undefined
  );
}

/** What the user data says about the language: the one saved at the platform, then the locale. */
export type UserLanguage = { lang: string; userLocale: string };

export function resolveStartLanguage(search: string, user: UserLanguage | null): Language {
  return resolveLanguage({
    query: languageFromQuery(search),
    stored: storedLanguage(),
    saved: user?.lang,
    userLocale: user?.userLocale,
    browser: browserLanguages(),
  });
}

const followingDocument = new WeakSet<Translator>();

function followDocumentLanguage(instance: Translator): void {
  const apply = (language: string) => {
    if (typeof document !== 'undefined') document.documentElement.lang = language;
  };
  apply(instance.language);
  if (followingDocument.has(instance)) return;
  followingDocument.add(instance);
  instance.onLanguageChanged(apply);
}

/**
 * A sentence that ends on an amount whose format ends in an abbreviation's period (Danish "7,00 kr.") takes
 * no second period, in any language: "koster 7,00 kr.", never "kr..". An ellipsis ("...") is left alone.
 */
export const abbreviationPeriod: PostProcessor = (value) => value.replace(/(\p{L})\.\.(?!\.)/gu, '$1.');

/** Initialises the translator with one language; call once before rendering. */
export async function initI18n(language: Language, instance: Translator = translator): Promise<Translator> {
  const resources = (await loadTexts(language, 'first')) as Resources;
  instance.init({ language, resources, postProcess: [abbreviationPeriod] });
  completeLanguages.delete(instance);
  followDocumentLanguage(instance);
  return instance;
}

/** Switches to a language, loading its texts first (all of them once the player is past the first screen). */
export async function changeLanguage(language: Language, instance: Translator = translator): Promise<void> {
  if (instance.language === language) return;
  const complete = isComplete(instance, instance.language);
  if (!instance.hasResourceBundle(language)) {
    instance.addResourceBundle(language, (await loadTexts(language, 'first')) as Resources);
  }
  if (complete) await completeTexts(language, instance);
  await instance.changeLanguage(language);
}

/**
 * Once the user is known, the language saved at the platform, else their locale, decides unless the
 * query or a stored preference already did — also when the user data came too late for the first render.
 */
export async function applyUserLanguage(
  user: UserLanguage,
  search: string,
  instance: Translator = translator,
): Promise<void> {
  if (hasExplicitLanguage(search)) return;
  await changeLanguage(resolveStartLanguage(search, user), instance);
}
