// The demo platform pages' texts: src/locales/<language>/pages.json in the shop's 8 languages (docs/conventions.md,
// "Texts"). `en` holds every key; the parity test (src/i18n/locales.test.ts) checks the others.
import type { Language } from '@shop/domain/language';
import { type NamespaceKey, shopTextsOf, t } from '../../i18n/texts.ts';

export type PageTextKey = NamespaceKey<'pages'>;

/** The texts as written, by language (`{{placeholders}}` unfilled). */
export const PAGE_TEXTS = shopTextsOf('pages');

/**
 * The text of a key in a language, with `{{placeholder}}` values filled in (values are not escaped here); `count`
 * chooses a counted text's plural form.
 */
export function pageText(
  language: Language,
  key: PageTextKey,
  values: Record<string, string> = {},
  count?: number,
): string {
  return t(language, `pages:${key}`, values, count === undefined ? {} : { count });
}
