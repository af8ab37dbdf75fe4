// The demo mailbox page's texts: src/locales/<language>/mailbox.json in the shop's 8 languages (docs/conventions.md, "Texts").
// `en` holds every key; the parity test (src/i18n/locales.test.ts) checks the others.
import type { Language } from '@shop/domain/language';
import { type NamespaceKey, shopTextsOf, t } from '../../i18n/texts.ts';

export type MailboxTextKey = NamespaceKey<'mailbox'>;

/** The texts as written, by language (`{{placeholders}}` unfilled). */
export const MAILBOX_TEXTS = shopTextsOf('mailbox');

/**
 * The text of a key with `{{placeholder}}` values filled in (not escaped here);
 * `count` chooses a counted text's plural form.
 */
export function mailboxText(
  language: Language,
  key: MailboxTextKey,
  values: Record<string, string> = {},
  count?: number,
): string {
  return t(language, `mailbox:${key}`, values, count === undefined ? {} : { count });
}
