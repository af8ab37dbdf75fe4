// i18next set-up: only the active language's texts are loaded (dynamic imports per language), in parts: the
// first screen's texts before the first render, and each other page's part (the locale files its route module
// names) with that page's code (routes wait for it, so no text shows as its key). The language is resolved in
// SPEC §1 order, and <html lang> follows it.
import { LANGUAGE_COOKIE, LANGUAGE_COOKIE_MAX_AGE_SECONDS } from '@shop/contracts/language-cookie';
import { type Language, normalizeLanguage, resolveLanguage, SUPPORTED_LANGUAGES } from '@shop/domain/language';
import i18next, { type i18n, type PostProcessorModule } from 'i18next';
import { initReactI18next } from 'react-i18next';
import { readItem, writeItem } from './storage';

const PREFERENCE_KEY = 'shop.language';

/** A locale file (src/locales/<language>/<file>.json): some sections of a language's texts, or some of a section's. */
export type TextsModule = { default: TextsTree };
type TextsTree = { [key: string]: string | TextsTree };

/**
 * One part of every language's texts: the locale files a page shows, in every language, as
 * `import.meta.glob<TextsModule>(['…/locales/*\/review.json', '…/locales/*\/pay-methods.json'])` names them (each
 * file a chunk of its own; a file several pages show is loaded once).
 */
export type TextPart = Record<string, () => Promise<TextsModule>>;

const firstScreenTexts: TextPart = import.meta.glob<TextsModule>('../locales/*/first-screen.json');

async function loadTexts(language: Language, part: TextPart): Promise<TextsTree[]> {
  // The keys are paths relative to the module that globbed them; the folder is the language.
  const files = Object.entries(part).filter(([path]) => path.includes(`/${language}/`));
  if (files.length === 0) throw new Error(`No locale file for ${language}`);
  return Promise.all(files.map(async ([, load]) => (await load()).default));
}

/** Adds texts to a language's, keeping what is there: a file goes beside the texts of the same sections. */
function addTexts(instance: i18n, language: Language, files: readonly TextsTree[]): void {
  for (const texts of files) instance.addResourceBundle(language, 'translation', texts, true, false);
}

/** Per i18next instance, the parts its pages asked for: a language change loads them in the new language. */
const wantedParts = new WeakMap<i18n, Set<TextPart>>();
/** Per i18next instance and language, the parts added to its texts. */
const addedParts = new WeakMap<i18n, Map<string, Set<TextPart>>>();

function wanted(instance: i18n): Set<TextPart> {
  let parts = wantedParts.get(instance);
  if (parts === undefined) {
    parts = new Set();
    wantedParts.set(instance, parts);
  }
  return parts;
}

async function addPart(instance: i18n, language: Language, part: TextPart): Promise<void> {
  if (addedParts.get(instance)?.get(language)?.has(part)) return;
  addTexts(instance, language, await loadTexts(language, part));
  const languages = addedParts.get(instance) ?? new Map<string, Set<TextPart>>();
  languages.set(language, (languages.get(language) ?? new Set<TextPart>()).add(part));
  addedParts.set(instance, languages);
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
 * Loads a page's part of the current language's texts (a page's view awaits it); waits for the start language
 * first, since the router starts loading the page's code before it is known. The part stays wanted, so a later
 * language change loads it too.
 */
export async function loadTextPart(part: TextPart, instance: i18n = i18next): Promise<void> {
  wanted(instance).add(part);
  await initialized(instance);
  // A language change while the part loads has loaded it in the new language too (it was wanted); the loop
  // only covers a change that started before this part was wanted.
  for (;;) {
    const language = normalizeLanguage(instance.language);
    if (language === undefined) return;
    await addPart(instance, language, part);
    if (instance.language === language) return;
  }
}

/** The ?lang= of a query string, if any. */
export function languageFromQuery(search: string): string | null {
  return new URLSearchParams(search).get('lang');
}

/**
 * The stored choice, kept in a cookie as well, which the server reads to name that language's texts in the page it
 * answers (issue 27); none stored: the cookie goes. Written at every start: a few bytes of code less than reading it
 * first.
 */
function writeLanguageCookie(language: Language | undefined): void {
  if (typeof document === 'undefined') return;
  const secure = window.location.protocol === 'https:' ? '; Secure' : '';
  const maxAge = language === undefined ? 0 : LANGUAGE_COOKIE_MAX_AGE_SECONDS;
  try {
    // biome-ignore lint/suspicious/noDocumentCookie: the Cookie Store API is not in Firefox, and this write is synchronous.
    document.cookie = `${LANGUAGE_COOKIE}=${language ?? ''}; Path=/; Max-Age=${maxAge}; SameSite=Lax${secure}`;
  } catch {
    // A page without cookies (a sandboxed frame throws): the shop starts all the same, its pages name no texts.
  }
}

export function storedLanguage(): string | null {
  return readItem('local', PREFERENCE_KEY);
}

/**
 * A `?lang=xx` naming a supported language becomes the stored preference (SPEC §1). The preference is also kept in a
 * cookie, so the server can name its texts in the next page it answers (issue 27).
 */
export function rememberQueryLanguage(search: string): Language | undefined {
  const language = normalizeLanguage(languageFromQuery(search));
  if (language !== undefined) writeItem('local', PREFERENCE_KEY, language);
  writeLanguageCookie(language ?? normalizeLanguage(storedLanguage()));
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
 * Starts loading a page's part of a language's texts before i18next knows the language (the first page):
 * the page's `loadTextPart` then finds them loaded instead of asking one round trip later.
 */
export function preloadTextPart(part: TextPart, language: Language): void {
  void loadTexts(language, part).catch(() => undefined);
}

/** Initialises i18next with one language; call once before rendering. */
export async function initI18n(language: Language, instance: i18n = i18next): Promise<i18n> {
  const firstScreen = await loadTexts(language, firstScreenTexts);
  addedParts.delete(instance);
  await instance
    .use(initReactI18next)
    .use(abbreviationPeriod)
    .init({
      lng: language,
      postProcess: [abbreviationPeriod.name],
      // The first screen's files are added once i18next runs (below), before anything renders.
      resources: {},
      supportedLngs: [...SUPPORTED_LANGUAGES],
      fallbackLng: false,
      load: 'currentOnly',
      interpolation: { escapeValue: false },
      returnNull: false,
      // Re-render when a part of the texts arrives (routes wait for it; this covers a late language change).
      react: { useSuspense: false, bindI18nStore: 'added' },
    });
  addTexts(instance, language, firstScreen);
  followDocumentLanguage(instance);
  return instance;
}

/** Per i18next instance, the language changes in the order they were asked for (each after the one before). */
const languageChanges = new WeakMap<i18n, Promise<void>>();

/**
 * Switches to a language, loading its texts first: the first screen's and every part the pages asked for. One
 * order by construction (issue 24 point 7): a change waits until i18next has started (a change asked for while
 * the start language still loads comes after it, instead of being overtaken by it), and changes run one after
 * another, so the last one asked for is the language the shop ends in.
 */
export function changeLanguage(language: Language, instance: i18n = i18next): Promise<void> {
  const previous = languageChanges.get(instance) ?? initialized(instance);
  const change = previous.catch(() => undefined).then(() => switchLanguage(language, instance));
  languageChanges.set(instance, change);
  return change;
}

async function switchLanguage(language: Language, instance: i18n): Promise<void> {
  if (instance.language === language) return;
  if (!instance.hasResourceBundle(language, 'translation')) {
    addTexts(instance, language, await loadTexts(language, firstScreenTexts));
  }
  await Promise.all([...wanted(instance)].map((part) => addPart(instance, language, part)));
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
