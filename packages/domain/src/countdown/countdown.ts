// Offer countdown and banner theme for the header banner (SPEC §2 Header banner, §4 offers).
import type { Language } from '../language/language.ts';

export type Countdown =
  | { kind: 'days'; days: number }
  /** text is hh:mm:ss, zero padded; hours may exceed 23 (up to 47). */
  | { kind: 'clock'; hours: number; minutes: number; seconds: number; text: string }
  | { kind: 'ended' };

const SECOND_MS = 1000;
const DAY_MS = 24 * 60 * 60 * SECOND_MS;
/** From this many whole days left the banner counts days instead of running a clock. */
export const COUNTDOWN_DAYS_THRESHOLD = 2;

const pad = (value: number): string => String(value).padStart(2, '0');

/**
 * Time left until endMs. Whole units are floored, as a countdown does: 1 day 23:59:59.9 left
 * shows 47:59:59, and the last partial second shows 00:00:00 until it ends.
 */
export function countdownTo(endMs: number, nowMs: number): Countdown {
  const leftMs = endMs - nowMs;
  if (!(leftMs > 0)) return { kind: 'ended' };
  const days = Math.floor(leftMs / DAY_MS);
  if (days >= COUNTDOWN_DAYS_THRESHOLD) return { kind: 'days', days };
  const totalSeconds = Math.floor(leftMs / SECOND_MS);
  const hours = Math.floor(totalSeconds / 3600);
  const minutes = Math.floor((totalSeconds % 3600) / 60);
  const seconds = totalSeconds % 60;
  return { kind: 'clock', hours, minutes, seconds, text: `${pad(hours)}:${pad(minutes)}:${pad(seconds)}` };
}

export type CountdownUnit = 'day' | 'hour' | 'minute';

/** The words for one and for other counts of each unit: day, days, hour, hours, minute, minutes. */
type UnitWords = readonly [string, string, string, string, string, string];

/** Where a unit's word for one count stands in UnitWords (its word for other counts follows). */
const UNIT_INDEX: Record<CountdownUnit, number> = { day: 0, hour: 2, minute: 4 };

/**
 * Each language's words for the countdown's units, in the forms a native speaker uses for time left. Not
 * Intl.NumberFormat's unit style: its Swedish day is "dygn" (a 24-hour period), where "15 dagar kvar" is what a
 * Swedish player reads (issue 24 point 12), and its words change with the browser's ICU data.
 */
const ENGLISH: UnitWords = ['day', 'days', 'hour', 'hours', 'minute', 'minutes'];

const UNIT_WORDS: Record<Language, UnitWords> = {
  en: ENGLISH,
  'en-GB': ENGLISH,
  de: ['Tag', 'Tage', 'Stunde', 'Stunden', 'Minute', 'Minuten'],
  fr: ['jour', 'jours', 'heure', 'heures', 'minute', 'minutes'],
  da: ['dag', 'dage', 'time', 'timer', 'minut', 'minutter'],
  es: ['día', 'días', 'hora', 'horas', 'minuto', 'minutos'],
  nl: ['dag', 'dagen', 'uur', 'uur', 'minuut', 'minuten'],
  sv: ['dag', 'dagar', 'timme', 'timmar', 'minut', 'minuter'],
};

/** "15 dagar", "1 Stunde", "0 minutes": a count of a countdown unit in the language, with its plural form. */
export function formatCountdownUnit(value: number, unit: CountdownUnit, language: Language): string {
  const index = UNIT_INDEX[unit];
  const word = UNIT_WORDS[language][new Intl.PluralRules(language).select(value) === 'one' ? index : index + 1];
  return `${new Intl.NumberFormat(language).format(value)}\u00a0${word}`;
}

export const BANNER_THEMES = [
  'SpecialOffer',
  'AnniversaryOffer',
  'SpringOffer',
  'SummerOffer',
  'AutumnOffer',
  'WinterOffer',
  'XmasOffer',
  'HalloweenOffer',
] as const;
export type BannerTheme = (typeof BANNER_THEMES)[number];

/** The banner theme for an advertisement style; anything unknown gets the default theme. */
export function bannerTheme(style: string | null | undefined): BannerTheme | 'default' {
  return BANNER_THEMES.find((theme) => theme === style) ?? 'default';
}

/** Whether nowMs lies in [startDate, endDate). Unparsable dates mean not running: no banner beats a wrong one. */
export function isAdvertisementRunning(ad: { startDate: string; endDate: string }, nowMs: number): boolean {
  const startMs = Date.parse(ad.startDate);
  const endMs = Date.parse(ad.endDate);
  if (Number.isNaN(startMs) || Number.isNaN(endMs)) return false;
  return startMs <= nowMs && nowMs < endMs;
}
