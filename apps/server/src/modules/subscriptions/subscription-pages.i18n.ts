// The demo platform's saver package page texts: src/locales/<language>/subscriptions.json in the shop's 8 languages (docs/conventions.md, "Texts").
// `en` holds every key; the parity test (src/i18n/locales.test.ts) checks the others.
import type { Language } from '@shop/domain/language';
import { type NamespaceKey, namespaceText, shopTextsOf } from '../../i18n/texts.ts';

export type SubscriptionPageKey = NamespaceKey<'subscriptions'>;

/** The texts as written, by language (`{{placeholders}}` unfilled). */
export const SUBSCRIPTION_PAGE_TEXTS = shopTextsOf('subscriptions');

/** The text of a key with `{{placeholder}}` values filled in; `count` chooses a counted text's plural form. */
export const subscriptionPageText = namespaceText('subscriptions');

/** The text for `count` in the language's plural form ("1 more booking", "2 more bookings"), issue 24 point 8. */
export function subscriptionPageCountText(language: Language, key: SubscriptionPageKey, count: number): string {
  return subscriptionPageText(language, key, { count: String(count) }, count);
}
