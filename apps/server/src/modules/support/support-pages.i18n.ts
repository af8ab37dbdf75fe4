// The demo platform's support form texts: src/locales/<language>/support.json in the shop's 8 languages (docs/conventions.md, "Texts").
// `en` holds every key; the parity test (src/i18n/locales.test.ts) checks the others.
import type { Language } from '@shop/domain/language';
import { type NamespaceKey, shopTextsOf, t } from '../../i18n/texts.ts';

export type SupportPageKey = NamespaceKey<'support'>;

/** The texts as written, by language (`{{placeholders}}` unfilled). */
export const SUPPORT_PAGE_TEXTS = shopTextsOf('support');

/**
 * The text of a key with `{{placeholder}}` values filled in (not escaped here);
 * `count` chooses a counted text's plural form.
 */
export function supportPageText(
  language: Language,
  key: SupportPageKey,
  values: Record<string, string> = {},
  count?: number,
): string {
  return t(language, `support:${key}`, values, count === undefined ? {} : { count });
}
