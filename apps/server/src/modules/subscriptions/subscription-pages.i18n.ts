// The demo platform's saver-package pages (shop settings, e-mail confirmation, closing the account) in the
// shop's 8 languages. `en` holds every key; the others must match it (subscription-pages.i18n.test.ts).
import type { Language } from '@shop/domain/language';

const en = {
  settingsTitle: 'Shop settings',
  packageHeading: 'Your saver package',
  noPackage: 'You have no saver package.',
  takePackage: 'Take the saver package',
  state: 'State',
  statePENDING: 'Waiting for your confirmation',
  stateACTIVE: 'Active',
  stateCANCELED: 'Cancelled',
  stateFAILED: 'Ended',
  monthlyDeposit: 'Monthly deposit',
  monthlyBonus: 'Monthly bonus',
  startDate: 'Start date',
  nextBooking: 'Next booking',
  noNextBooking: 'No further booking',
  minimumTermEnd: 'Minimum term until',
  minimumTermLeft: 'Bookings left in the minimum term',
  endDate: 'Last day',
  pendingNotice:
    'We sent you an e-mail. Click the link in it to confirm the saver package; monthly bookings start only then.',
  openMailbox: 'Open my mailbox',
  cancelHeading: 'Cancel the saver package',
  cancelEffective: 'If you cancel today, the saver package ends on {date}. {bookings}',
  cancelBookingsLeft: 'Until then {count} more booking(s) will be made.',
  cancelNoBookingsLeft: 'No further booking will be made.',
  cancelButton: 'Cancel saver package',
  cancelledNotice:
    'Your cancellation was received on {received}. The saver package ends on {date}; no booking is made after that day.',
  failedNotice: 'This saver package has ended and no further bookings will be made.',
  otherWaysHeading: 'Other ways to cancel',
  otherWaysText:
    'You can also cancel through the contact form, by e-mail to support@players.example or by post to Game Shop Customer Service, Musterstraße 1, 10115 Berlin, Germany. A cancellation by post counts on the day we receive it. The minimum term is 3 months; after that the package runs from month to month.',
  depositsBlocked:
    'A direct debit was returned by your bank. Deposits are blocked until the open amount of {amount} is paid and you give us a new direct-debit mandate. Please contact customer support.',
  signupBlocked:
    'You cannot take a new saver package because the bonus of a revoked direct-debit mandate was already used.',
  accountHeading: 'Player account',
  closeAccountLink: 'Close my player account',
  confirmTitle: 'Confirm your saver package',
  confirmIntro: 'Please confirm that you want to take the saver package. Monthly bookings start once you confirm.',
  confirmButton: 'Confirm saver package',
  confirmDone: 'Thank you! Your saver package is active. The next booking is on {date}.',
  confirmAlready: 'This saver package is already confirmed.',
  confirmExpired: 'This confirmation link has expired or the saver package is no longer waiting for confirmation.',
  confirmInvalid: 'This confirmation link is not valid.',
  toShopSettings: 'To the shop settings',
  closeTitle: 'Close your player account',
  closeIntro:
    'If you close your account, you can no longer log in. A saver package is cancelled at once: no booking is made after today.',
  closeButton: 'Close my account for good',
  closeDone: 'Your player account is closed. Any saver package was cancelled today.',
  forbidden: 'This request was refused because it did not come from this site.',
  backToGames: 'Back to the games',
};

export type SubscriptionPageKey = keyof typeof en;
type Texts = Readonly<Record<SubscriptionPageKey, string>>;

export const SUBSCRIPTION_PAGE_TEXTS: Readonly<Record<Language, Texts>> = {
  en,
  'en-GB': en,
  de: en,
  fr: en,
  da: en,
  es: en,
  nl: en,
  sv: en,
};

export function subscriptionPageText(
  language: Language,
  key: SubscriptionPageKey,
  values: Record<string, string> = {},
): string {
  const template = SUBSCRIPTION_PAGE_TEXTS[language][key];
  return template.replace(/\{(\w+)\}/g, (match, name: string) => values[name] ?? match);
}
