// i18next set-up: only the active language's texts are loaded (dynamic imports per language), in two parts:
// the first screen's texts before the first render, the rest with the code of any other page (routes wait
// for it, so no text shows as its key). The language is resolved in SPEC §1 order, and <html lang> follows it.
import { type Language, normalizeLanguage, resolveLanguage, SUPPORTED_LANGUAGES } from '@shop/domain/language';
import i18next, { type i18n, type PostProcessorModule } from 'i18next';
import { initReactI18next } from 'react-i18next';
import type en from '../locales/en.json';
import { readItem, writeItem } from './storage';

type Resources = typeof en;

const PREFERENCE_KEY = 'shop.language';

type TextsModule = { default: Partial<Resources> };
type TextsPart = 'first' | 'rest';

// `?first` and `?rest` split each locale file (the vite.config.ts plugin `shop:locale-parts`).
const textParts: Record<TextsPart, Record<string, () => Promise<TextsModule>>> = {
  first: import.meta.glob<TextsModule>('../locales/*.json', { query: '?first' }),
  rest: import.meta.glob<TextsModule>('../locales/*.json', { query: '?rest' }),
};

async function loadTexts(language: Language, part: TextsPart): Promise<Partial<Resources>> {
  const load = textParts[part][`../locales/${language}.json`];
  if (load === undefined) throw new Error(`No locale file for ${language}`);
  return (await load()).default;
}

/** Per i18next instance, the languages whose whole texts (both parts) are loaded. */
const completeLanguages = new WeakMap<i18n, Set<string>>();

function isComplete(instance: i18n, language: string): boolean {
  return completeLanguages.get(instance)?.has(language) ?? false;
}

async function completeTexts(language: Language, instance: i18n): Promise<void> {
  if (isComplete(instance, language)) return;
  // Deep, keeping what is there: the rest goes beside the first screen's texts of the same sections.
  instance.addResourceBundle(language, 'translation', await loadTexts(language, 'rest'), true, false);
  const languages = completeLanguages.get(instance) ?? new Set<string>();
  languages.add(language);
  completeLanguages.set(instance, languages);
}

function initialized(instance: i18n): Promise<void> {
  if (instance.isInitialized) return Promise.resolve();
  return new Promise((resolve) => {
    const done = () => {
      instance.off('initialized', done);
      resolve();
    };
    instance.on('initialized', done);
  });
}

/**
 * Loads the rest of the current language's texts (every page but the first screen awaits it); waits for the
 * start language first, since the router starts loading the page's code before it is known.
 */
export async function loadAllTexts(instance: i18n = i18next): Promise<void> {
  await initialized(instance);
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

function followDocumentLanguage(instance: i18n): void {
  const apply = (language: string) => {
    if (typeof document !== 'undefined') document.documentElement.lang = language;
  };
  apply(instance.language);
  instance.on('languageChanged', apply);
}

/**
 * A sentence that ends on an amount whose format ends in an abbreviation's period (Danish "7,00 kr.") takes
 * no second period, in any language: "koster 7,00 kr.", never "kr..". An ellipsis ("...") is left alone.
 */
export const abbreviationPeriod: PostProcessorModule = {
  type: 'postProcessor',
  name: 'abbreviationPeriod',
  process: (value: string) => value.replace(/(\p{L})\.\.(?!\.)/gu, '$1.'),
};

/**
 * Starts loading the rest of a language's texts before i18next knows the language (the first page is past the
 * first screen): the page's `loadAllTexts` then finds them loaded instead of asking one round trip later.
 */
export function preloadAllTexts(language: Language): void {
  void loadTexts(language, 'rest').catch(() => undefined);
}

/** Initialises i18next with one language; call once before rendering. */
export async function initI18n(language: Language, instance: i18n = i18next): Promise<i18n> {
  const translation = await loadTexts(language, 'first');
  await instance
    .use(initReactI18next)
    .use(abbreviationPeriod)
    .init({
      lng: language,
      postProcess: [abbreviationPeriod.name],
      resources: { [language]: { translation } },
      supportedLngs: [...SUPPORTED_LANGUAGES],
      fallbackLng: false,
      load: 'currentOnly',
      interpolation: { escapeValue: false },
      returnNull: false,
      // Re-render when the rest of the texts arrives (routes wait for it; this covers a late language change).
      react: { useSuspense: false, bindI18nStore: 'added' },
    });
  completeLanguages.delete(instance);
  followDocumentLanguage(instance);
  return instance;
}

/** Switches to a language, loading its texts first (all of them once the player is past the first screen). */
export async function changeLanguage(language: Language, instance: i18n = i18next): Promise<void> {
  if (instance.language === language) return;
  const complete = isComplete(instance, instance.language);
  if (!instance.hasResourceBundle(language, 'translation')) {
    instance.addResourceBundle(language, 'translation', await loadTexts(language, 'first'));
  }
  if (complete) await completeTexts(language, instance);
  await instance.changeLanguage(language);
}

/**
 * Once the user is known, the language saved at the platform, else their locale, decides unless the
 * query or a stored preference already did — also when the user data came too late for the first render.
 */
export async function applyUserLanguage(user: UserLanguage, search: string, instance: i18n = i18next): Promise<void> {
  if (hasExplicitLanguage(search)) return;
  await changeLanguage(resolveStartLanguage(search, user), instance);
}
