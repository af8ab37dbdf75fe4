// Wording a native speaker would flag (issue 10 point 17): one word per idea, methods keep their names, notices
// say only what happened, no clipped imperatives in German.
import { SUPPORTED_LANGUAGES } from '@shop/domain/language';
import { describe, expect, it } from 'vitest';

const files = import.meta.glob<{ default: unknown }>('./*.json', { eager: true });

function texts(value: unknown, prefix = ''): [string, string][] {
  if (typeof value === 'string') return [[prefix, value]];
  if (typeof value !== 'object' || value === null) return [];
  return Object.entries(value).flatMap(([key, child]) => texts(child, prefix === '' ? key : `${prefix}.${key}`));
}

function locale(language: string): Map<string, string> {
  return new Map(texts(files[`./${language}.json`]?.default));
}

describe('wording', () => {
  // Issue 24 point 8: counts are i18next plurals (`_one`, `_other`), never "booking(s)" or "Buchung(en)".
  it.each(SUPPORTED_LANGUAGES)('%s: no "(s)", "(en)", "(er)" pseudo-plural in any text', (language) => {
    const pseudo = [...locale(language)].filter(([, text]) => /\p{L}\(\p{Ll}{1,3}\)/u.test(text)).map(([key]) => key);
    expect(pseudo).toEqual([]);
  });

  it('Spanish calls the bonus "bono" everywhere', () => {
    const mixed = [...locale('es')].filter(([, text]) => /bonificaci[oó]n/i.test(text)).map(([key]) => key);
    expect(mixed).toEqual([]);
  });

  it('German uses full imperatives: "Überweise", "Wähle", not "Überweis", "Wähl"', () => {
    const clipped = [...locale('de')].filter(([, text]) => /\b(Überweis|Wähl|wähl)\b/.test(text)).map(([key]) => key);
    expect(clipped).toEqual([]);
  });

  it.each(SUPPORTED_LANGUAGES)('%s: the pay button names online banking as the method list does', (language) => {
    const texts = locale(language);
    const listed = texts.get('provider.names.micropayment-ib') ?? '';
    const onButton = texts.get('review.methods.micropayment-ib') ?? '';
    // The list adds the processor in brackets; the button leaves it out but never renames the method.
    expect(listed.replace(/\s*\(.*\)$/, '')).toBe(onButton);
    expect(onButton).not.toMatch(/Sofort/);
  });

  it.each(SUPPORTED_LANGUAGES)('%s: the pending limit-increase notice does not claim the form arrived', (language) => {
    const pending = locale(language).get('provider.limit.pending') ?? '';
    expect(pending).not.toMatch(/received|eingegangen|reçu|modtaget|recibido|ontvangen|fått/i);
  });
});
