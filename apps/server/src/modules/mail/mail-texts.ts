// The e-mails' sentences (saver package, payout review, …): src/locales/<language>/mail.json in the shop's 8 languages (docs/conventions.md, "Texts").
// `en` holds every key; the parity test (src/i18n/locales.test.ts) checks the others.
import { type NamespaceKey, namespaceText, shopTextsOf } from '../../i18n/texts.ts';

export type MailTextKey = NamespaceKey<'mail'>;

/** The texts as written, by language (`{{placeholders}}` unfilled). */
export const MAIL_TEXTS = shopTextsOf('mail');

/** The text of a key with `{{placeholder}}` values filled in (a placeholder without a value shows as a dash). */
export const mailText = namespaceText('mail', { missing: '–' });
