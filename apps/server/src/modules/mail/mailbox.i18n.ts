// The demo mailbox page's texts: src/locales/<language>/mailbox.json in the shop's 8 languages (docs/conventions.md, "Texts").
// `en` holds every key; the parity test (src/i18n/locales.test.ts) checks the others.
import { type NamespaceKey, namespaceText, shopTextsOf } from '../../i18n/texts.ts';

export type MailboxTextKey = NamespaceKey<'mailbox'>;

/** The texts as written, by language (`{{placeholders}}` unfilled). */
export const MAILBOX_TEXTS = shopTextsOf('mailbox');

/** The text of a key with `{{placeholder}}` values filled in; `count` chooses a counted text's plural form. */
export const mailboxText = namespaceText('mailbox');
