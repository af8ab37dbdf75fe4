// The console's language (en or de, the operator's choice from /me, switchable) and its formatters: money from
// integer minor units with the currency's own digits, dates and times, all in the active language.
import {
  CURRENCIES,
  currencyFactor,
  formatMoney as formatShopMoney,
  fractionDigitsOf,
  isCurrencyCode,
} from '@shop/domain/money';
import i18next from 'i18next';
import { createContext, type ReactNode, useContext, useEffect, useMemo, useState } from 'react';
import { type CodeKind, codeLabel } from './code-labels';
import { de, en, type MessageKey } from './messages';
import type { Language } from './types';

// One i18next instance with both languages (src/locales, loaded with the bundle: the console is small). Keys are
// flat (`'player.heading'`), so neither `.` nor `:` separates anything.
const texts = i18next.createInstance();
void texts.init({
  resources: { en: { translation: en }, de: { translation: de } },
  lng: 'en',
  fallbackLng: false,
  load: 'currentOnly',
  keySeparator: false,
  nsSeparator: false,
  initAsync: false,
  // React escapes what it renders.
  interpolation: { escapeValue: false },
});
const t = texts.t as unknown as (key: string, options: Record<string, unknown>) => string;
const LOCALES: Record<Language, string> = { en: 'en-GB', de: 'de-DE' };
const STORAGE_KEY = 'console.language';

export type Translate = (key: MessageKey, values?: Record<string, string | number>) => string;

export interface I18n {
  language: Language;
  setLanguage: (language: Language) => void;
  t: Translate;
  money: (minor: number, currency: string) => string;
  date: (iso: string | null | undefined) => string;
  dateTime: (iso: string | null | undefined) => string;
  /** An internal code (state, role, audit action, error code) in words (lib/code-labels.ts). */
  label: (kind: CodeKind, code: string) => string;
}

/**
 * The text of `key` in `language` with its `{{placeholders}}` filled; a numeric `count` value also chooses the plural
 * form of a counted text (`key_one`, `key_other`). A value is never read as a text of its own (no `$t()` nesting).
 */
export function translate(language: Language, key: MessageKey, values: Record<string, string | number> = {}): string {
  const count = typeof values.count === 'number' ? { count: values.count } : {};
  return String(t(key, { lng: language, replace: values, nest: false, ...count }));
}

/** The number of minor-unit digits of a currency (EUR 2, DIA 0), from the shop's currency table. */
export function currencyDigits(currency: string): number {
  return fractionDigitsOf(currencyFactor(currency)) ?? 2;
}

/** Minor units in the operator's language with the shop's own formatter; a virtual currency keeps its code. */
export function formatMoney(language: Language, minor: number, currency: string): string {
  const text = formatShopMoney(minor, currency, LOCALES[language]);
  return isCurrencyCode(currency) && CURRENCIES[currency].virtual ? `${text} ${currency}` : text;
}

function formatDate(language: Language, iso: string | null | undefined, withTime: boolean): string {
  if (iso === null || iso === undefined || iso === '') return '—';
  // A plain YYYY-MM-DD is a calendar day: shown as such, not shifted by a time zone.
  const plainDay = /^\d{4}-\d{2}-\d{2}$/.test(iso);
  const value = new Date(plainDay ? `${iso}T00:00:00Z` : iso);
  if (Number.isNaN(value.getTime())) return iso;
  return new Intl.DateTimeFormat(LOCALES[language], {
    dateStyle: 'medium',
    ...(withTime && !plainDay ? { timeStyle: 'short' } : {}),
    timeZone: 'UTC',
  }).format(value);
}

function storedLanguage(): Language | null {
  try {
    const value = localStorage.getItem(STORAGE_KEY);
    return value === 'en' || value === 'de' ? value : null;
  } catch {
    return null;
  }
}

const I18nContext = createContext<I18n | null>(null);

/** `preferred`: the signed-in operator's language; a switch in this browser wins over it until the next sign-in. */
export function I18nProvider({ preferred, children }: { preferred: Language | undefined; children: ReactNode }) {
  const [chosen, setChosen] = useState<Language | null>(storedLanguage);
  const language: Language = chosen ?? preferred ?? (navigator.language.startsWith('de') ? 'de' : 'en');
  useEffect(() => {
    document.documentElement.lang = language;
  }, [language]);
  const value = useMemo<I18n>(
    () => ({
      language,
      setLanguage: (next) => {
        try {
          localStorage.setItem(STORAGE_KEY, next);
        } catch {
          // storage blocked: the switch still holds for this page
        }
        setChosen(next);
      },
      t: (key, values) => translate(language, key, values),
      money: (minor, currency) => formatMoney(language, minor, currency),
      date: (iso) => formatDate(language, iso, false),
      dateTime: (iso) => formatDate(language, iso, true),
      label: (kind, code) => codeLabel(language, kind, code),
    }),
    [language],
  );
  return <I18nContext.Provider value={value}>{children}</I18nContext.Provider>;
}

/** Forgets the browser's switch: the next operator starts in their own language. */
export function forgetLanguageChoice(): void {
  try {
    localStorage.removeItem(STORAGE_KEY);
  } catch {
    // nothing stored
  }
}

export function useI18n(): I18n {
  const value = useContext(I18nContext);
  if (value === null) throw new Error('useI18n outside I18nProvider');
  return value;
}
