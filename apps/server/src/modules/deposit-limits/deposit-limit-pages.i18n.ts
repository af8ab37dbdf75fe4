// The demo platform's deposit limit page texts: src/locales/<language>/deposit-limits.json in the shop's 8 languages (docs/conventions.md, "Texts").
// `en` holds every key; the parity test (src/i18n/locales.test.ts) checks the others.
import { type NamespaceKey, namespaceText, shopTextsOf } from '../../i18n/texts.ts';

export type DepositLimitPageKey = NamespaceKey<'deposit-limits'>;

/** The texts as written, by language (`{{placeholders}}` unfilled). */
export const DEPOSIT_LIMIT_PAGE_TEXTS = shopTextsOf('deposit-limits');

/** The text of a key with `{{placeholder}}` values filled in; `count` chooses a counted text's plural form. */
export const depositLimitPageText = namespaceText('deposit-limits');
