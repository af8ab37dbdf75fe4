// The demo platform's express-payment texts: src/locales/<language>/express.json in the shop's 8 languages (docs/conventions.md, "Texts").
// `en` holds every key; the parity test (src/i18n/locales.test.ts) checks the others.
import type { Language } from '@shop/domain/language';
import { type NamespaceKey, shopTextsOf, t } from '../../i18n/texts.ts';

export type ExpressPageKey = NamespaceKey<'express'>;

/** The texts as written, by language (`{{placeholders}}` unfilled). */
export const EXPRESS_PAGE_TEXTS = shopTextsOf('express');

/**
 * The text of a key with `{{placeholder}}` values filled in (not escaped here);
 * `count` chooses a counted text's plural form.
 */
export function expressPageText(
  language: Language,
  key: ExpressPageKey,
  values: Record<string, string> = {},
  count?: number,
): string {
  return t(language, `express:${key}`, values, count === undefined ? {} : { count });
}
