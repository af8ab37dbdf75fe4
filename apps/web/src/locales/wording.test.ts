// Wording a native speaker would flag (issue 10 point 17): one word per idea, methods keep their names, notices
// say only what happened, no clipped imperatives in German.
import { SUPPORTED_LANGUAGES } from '@shop/domain/language';
import { describe, expect, it } from 'vitest';
import { localeTexts } from '../test/locale-texts';

describe('wording', () => {
  // Issue 24 point 8: counts are i18next plurals (`_one`, `_other`), never "booking(s)" or "Buchung(en)".
  it.each(SUPPORTED_LANGUAGES)('%s: no "(s)", "(en)", "(er)" pseudo-plural in any text', (language) => {
    const pseudo = [...localeTexts(language)]
      .filter(([, text]) => /\p{L}\(\p{Ll}{1,3}\)/u.test(text))
      .map(([key]) => key);
    expect(pseudo).toEqual([]);
  });

  it('Spanish calls the bonus "bono" everywhere', () => {
    const mixed = [...localeTexts('es')].filter(([, text]) => /bonificaci[oó]n/i.test(text)).map(([key]) => key);
    expect(mixed).toEqual([]);
  });

  it('German uses full imperatives: "Überweise", "Wähle", not "Überweis", "Wähl"', () => {
    const clipped = [...localeTexts('de')]
      .filter(([, text]) => /\b(Überweis|Wähl|wähl)\b/.test(text))
      .map(([key]) => key);
    expect(clipped).toEqual([]);
  });

  it.each(SUPPORTED_LANGUAGES)('%s: the pay button names online banking as the method list does', (language) => {
    const texts = localeTexts(language);
    const listed = texts.get('provider.names.micropayment-ib') ?? '';
    const onButton = texts.get('review.methods.micropayment-ib') ?? '';
    // The list adds the processor in brackets; the button leaves it out but never renames the method.
    expect(listed.replace(/\s*\(.*\)$/, '')).toBe(onButton);
    expect(onButton).not.toMatch(/Sofort/);
  });

  it.each(SUPPORTED_LANGUAGES)('%s: the pending limit-increase notice does not claim the form arrived', (language) => {
    const pending = localeTexts(language).get('provider.limit.pending') ?? '';
    expect(pending).not.toMatch(/received|eingegangen|reçu|modtaget|recibido|ontvangen|fått/i);
  });
});
