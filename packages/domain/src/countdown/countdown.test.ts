import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { BANNER_THEMES, bannerTheme, countdownTo, formatCountdownUnit, isAdvertisementRunning } from './countdown.ts';

const SECOND = 1000;
const HOUR = 3600 * SECOND;
const DAY = 24 * HOUR;
const now = Date.UTC(2024, 5, 1, 12);

describe('countdownTo', () => {
  it('counts days from exactly 2 days', () => {
    expect(countdownTo(now + 2 * DAY, now)).toEqual({ kind: 'days', days: 2 });
    expect(countdownTo(now + 5 * DAY + 23 * HOUR, now)).toEqual({ kind: 'days', days: 5 });
  });

  it('runs a clock past 23 hours below 2 days', () => {
    expect(countdownTo(now + 2 * DAY - SECOND, now)).toEqual({
      kind: 'clock',
      hours: 47,
      minutes: 59,
      seconds: 59,
      text: '47:59:59',
    });
    expect(countdownTo(now + DAY + 23 * HOUR + 59 * 60 * SECOND + 59 * SECOND, now)).toMatchObject({
      text: '47:59:59',
    });
  });

  it('pads small values', () => {
    expect(countdownTo(now + HOUR + 2 * 60 * SECOND + 3 * SECOND, now)).toMatchObject({
      kind: 'clock',
      text: '01:02:03',
    });
    expect(countdownTo(now + 500, now)).toMatchObject({ kind: 'clock', text: '00:00:00' });
  });

  it('ends at zero and after', () => {
    expect(countdownTo(now, now)).toEqual({ kind: 'ended' });
    expect(countdownTo(now - 1, now)).toEqual({ kind: 'ended' });
    expect(countdownTo(Number.NaN, now)).toEqual({ kind: 'ended' });
  });

  it('clock text always agrees with its parts (property)', () => {
    fc.assert(
      fc.property(fc.integer({ min: 1, max: 2 * DAY - 1 }), (left) => {
        const countdown = countdownTo(now + left, now);
        if (countdown.kind !== 'clock') throw new Error(`expected a clock, got ${countdown.kind}`);
        const { hours, minutes, seconds, text } = countdown;
        expect(hours * 3600 + minutes * 60 + seconds).toBe(Math.floor(left / SECOND));
        expect(text).toMatch(/^\d{2}:[0-5]\d:[0-5]\d$/);
      }),
    );
  });
});

describe('bannerTheme', () => {
  it('keeps known themes', () => {
    for (const theme of BANNER_THEMES) expect(bannerTheme(theme)).toBe(theme);
  });

  it('defaults anything else', () => {
    expect(bannerTheme('EasterOffer')).toBe('default');
    expect(bannerTheme('xmasoffer')).toBe('default');
    expect(bannerTheme('')).toBe('default');
    expect(bannerTheme(null)).toBe('default');
    expect(bannerTheme(undefined)).toBe('default');
  });
});

describe('isAdvertisementRunning', () => {
  const ad = { startDate: '2024-06-01T00:00:00Z', endDate: '2024-06-10T00:00:00Z' };

  it('runs from start (inclusive) to end (exclusive)', () => {
    expect(isAdvertisementRunning(ad, Date.parse(ad.startDate))).toBe(true);
    expect(isAdvertisementRunning(ad, now)).toBe(true);
    expect(isAdvertisementRunning(ad, Date.parse(ad.endDate))).toBe(false);
    expect(isAdvertisementRunning(ad, Date.parse(ad.startDate) - 1)).toBe(false);
  });

  it('does not run with unparsable dates', () => {
    expect(isAdvertisementRunning({ startDate: 'soon', endDate: ad.endDate }, now)).toBe(false);
  });
});

// Issue 24 point 12: Intl's unit style gave Swedish players "15 dygn kvar" (a 24-hour period); every language is
// checked here for the words its players expect, singular and plural.
describe('formatCountdownUnit', () => {
  const expected = {
    en: '1 day, 15 days, 1 hour, 2 hours, 1 minute, 0 minutes',
    'en-GB': '1 day, 15 days, 1 hour, 2 hours, 1 minute, 0 minutes',
    de: '1 Tag, 15 Tage, 1 Stunde, 2 Stunden, 1 Minute, 0 Minuten',
    fr: '1 jour, 15 jours, 1 heure, 2 heures, 1 minute, 0 minute',
    da: '1 dag, 15 dage, 1 time, 2 timer, 1 minut, 0 minutter',
    es: '1 día, 15 días, 1 hora, 2 horas, 1 minuto, 0 minutos',
    nl: '1 dag, 15 dagen, 1 uur, 2 uur, 1 minuut, 0 minuten',
    sv: '1 dag, 15 dagar, 1 timme, 2 timmar, 1 minut, 0 minuter',
  } as const;
  for (const [language, texts] of Object.entries(expected)) {
    it(`counts days, hours and minutes in ${language}`, () => {
      const lang = language as keyof typeof expected;
      const actual = [
        formatCountdownUnit(1, 'day', lang),
        formatCountdownUnit(15, 'day', lang),
        formatCountdownUnit(1, 'hour', lang),
        formatCountdownUnit(2, 'hour', lang),
        formatCountdownUnit(1, 'minute', lang),
        formatCountdownUnit(0, 'minute', lang),
      ]
        .map((text) => text.replace('\u00a0', ' '))
        .join(', ');
      expect(actual).toBe(texts);
    });
  }
});
