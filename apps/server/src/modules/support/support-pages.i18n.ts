// The demo platform's support form texts: src/locales/<language>/support.json in the shop's 8 languages (docs/conventions.md, "Texts").
// `en` holds every key; the parity test (src/i18n/locales.test.ts) checks the others.
import { type NamespaceKey, namespaceText, shopTextsOf } from '../../i18n/texts.ts';

export type SupportPageKey = NamespaceKey<'support'>;

/** The texts as written, by language (`{{placeholders}}` unfilled). */
export const SUPPORT_PAGE_TEXTS = shopTextsOf('support');

/** The text of a key with `{{placeholder}}` values filled in; `count` chooses a counted text's plural form. */
export const supportPageText = namespaceText('support');
