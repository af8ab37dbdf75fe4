// The e-mails' sentences (saver package, payout review, …): src/locales/<language>/mail.json in the shop's 8 languages (docs/conventions.md, "Texts").
// `en` holds every key; the parity test (src/i18n/locales.test.ts) checks the others.
import type { Language } from '@shop/domain/language';
import { type NamespaceKey, shopTextsOf, t } from '../../i18n/texts.ts';

export type MailTextKey = NamespaceKey<'mail'>;

/** The texts as written, by language (`{{placeholders}}` unfilled). */
export const MAIL_TEXTS = shopTextsOf('mail');

/**
 * The text of a key with `{{placeholder}}` values filled in (not escaped here); a placeholder without a value shows as a dash;
 * `count` chooses a counted text's plural form.
 */
export function mailText(
  language: Language,
  key: MailTextKey,
  values: Record<string, string> = {},
  count?: number,
): string {
  return t(language, `mail:${key}`, values, count === undefined ? { missing: '–' } : { count, missing: '–' });
}
