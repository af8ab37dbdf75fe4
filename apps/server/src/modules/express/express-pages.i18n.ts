// The demo platform's express-payment texts: src/locales/<language>/express.json in the shop's 8 languages (docs/conventions.md, "Texts").
// `en` holds every key; the parity test (src/i18n/locales.test.ts) checks the others.
import { type NamespaceKey, namespaceText, shopTextsOf } from '../../i18n/texts.ts';

export type ExpressPageKey = NamespaceKey<'express'>;

/** The texts as written, by language (`{{placeholders}}` unfilled). */
export const EXPRESS_PAGE_TEXTS = shopTextsOf('express');

/** The text of a key with `{{placeholder}}` values filled in; `count` chooses a counted text's plural form. */
export const expressPageText = namespaceText('express');
