// The platform's success pages' texts: src/locales/<language>/success-pages.json (docs/conventions.md, "Texts").
import type { Language } from '@shop/domain/language';
import { type NamespaceKey, shopTextsOf, t } from '../../i18n/texts.ts';

export type SuccessTextKey = NamespaceKey<'success-pages'>;

/** The texts as written, by language. */
export const SUCCESS_TEXTS = shopTextsOf('success-pages');

export function successText(language: Language, key: SuccessTextKey): string {
  return t(language, `success-pages:${key}`);
}
