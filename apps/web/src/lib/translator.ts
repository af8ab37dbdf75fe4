// The shop's translator (issue 11): the small part of i18next the shop uses — dotted keys into one
// language's JSON (the i18next format the locale files keep), `{{name}}` interpolation without escaping
// (React escapes), post-processing of every result, a language-change event — in about 1 KB instead of
// i18next's 15 KB on every first visit. Keys are typed from en.json (STYLE habit 8).
import type en from '../locales/en.json';

export type Resources = typeof en;

type Leaves<T, Prefix extends string = ''> = {
  [K in keyof T & string]: T[K] extends string ? `${Prefix}${K}` : Leaves<T[K], `${Prefix}${K}.`>;
}[keyof T & string];

/** Every key of en.json that names a text. */
export type TranslationKey = Leaves<Resources>;
export type TranslationValues = Readonly<Record<string, unknown>>;
export type TFunction = (key: TranslationKey, values?: TranslationValues) => string;
export type PostProcessor = (value: string) => string;
type LanguageListener = (language: string) => void;

export type DeepPartial<T> = { [K in keyof T]?: T[K] extends string ? T[K] : DeepPartial<T[K]> };

const isObject = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

function merge(target: unknown, source: unknown): unknown {
  if (!isObject(target) || !isObject(source)) return source;
  const merged: Record<string, unknown> = { ...target };
  for (const [key, value] of Object.entries(source)) merged[key] = merge(target[key], value);
  return merged;
}

const PLACEHOLDER = /\{\{(.+?)\}\}/g;

function lookup(resources: unknown, key: string): unknown {
  let node = resources;
  for (const part of key.split('.')) {
    if (typeof node !== 'object' || node === null) return undefined;
    node = (node as Record<string, unknown>)[part];
  }
  return node;
}

/** `{{name}}` (or `{{a.b}}`) from the values; an unknown name stays as written; values are not re-read. */
export function interpolate(text: string, values: TranslationValues | undefined): string {
  if (values === undefined) return text;
  return text.replace(PLACEHOLDER, (placeholder, name: string) => {
    const value = lookup(values, name.trim());
    if (value === undefined) return placeholder;
    return value === null ? '' : String(value);
  });
}

export class Translator {
  language = '';
  isInitialized = false;
  /** Counts language changes and added texts, so a rendered text can follow both. */
  revision = 0;
  private readonly bundles = new Map<string, Resources>();
  private readonly listeners = new Set<LanguageListener>();
  private postProcessors: readonly PostProcessor[] = [];
  private markInitialized: () => void = () => {};
  /** Settles once init() ran (a page's code may start loading before the language is known). */
  readonly initialized = new Promise<void>((resolve) => {
    this.markInitialized = resolve;
  });

  /** Starts in `language` with its resources; `postProcess` runs on every translated text. */
  init(options: { language: string; resources: Resources; postProcess?: readonly PostProcessor[] }): this {
    this.bundles.set(options.language, options.resources);
    this.postProcessors = options.postProcess ?? [];
    this.language = options.language;
    this.isInitialized = true;
    this.emit();
    this.markInitialized();
    return this;
  }

  /** The text of `key` in the current language with `values` filled in; the key itself when there is none. */
  readonly t = (key: TranslationKey, values?: TranslationValues): string => {
    const value = lookup(this.bundles.get(this.language), key);
    if (typeof value !== 'string') return key;
    return this.postProcessors.reduce((text, process) => process(text), interpolate(value, values));
  };

  /** True when the current language has a text under `key` (keys computed at run time). */
  exists(key: string): boolean {
    return typeof lookup(this.bundles.get(this.language), key) === 'string';
  }

  hasResourceBundle(language: string): boolean {
    return this.bundles.has(language);
  }

  addResourceBundle(language: string, resources: Resources): void {
    this.bundles.set(language, resources);
  }

  /** Adds texts to a language's (a part of its file loaded later); a new text wins over an old one. */
  mergeResources(language: string, resources: DeepPartial<Resources>): void {
    this.bundles.set(language, merge(this.bundles.get(language) ?? {}, resources) as Resources);
    if (language === this.language) this.emit();
  }

  async changeLanguage(language: string): Promise<void> {
    if (language === this.language) return;
    this.language = language;
    this.emit();
  }

  /** Calls `listener` with the language after every change of it or of its texts; returns the unsubscribe. */
  onLanguageChanged(listener: LanguageListener): () => void {
    this.listeners.add(listener);
    return () => {
      this.listeners.delete(listener);
    };
  }

  private emit(): void {
    this.revision += 1;
    for (const listener of [...this.listeners]) listener(this.language);
  }
}

export function createTranslator(): Translator {
  return new Translator();
}

/** The app's translator (tests may make their own with createTranslator). */
export const translator = createTranslator();
