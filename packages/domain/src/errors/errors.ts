// The SPEC §8 error catalogue: what the error page offers for a code, which message key it shows, payout blocker codes.

/** The error page's way out (SPEC §8 Error page groups). */
export const ERROR_ACTIONS = [
  'games',
  'reload',
  'provider',
  'root',
  'personal',
  'home',
  'token-expired',
  // The saver package's refusals of the purchase call: to /subscription (its details) or the shop settings.
  'subscription',
  'shop-settings',
] as const;
export type ErrorAction = (typeof ERROR_ACTIONS)[number];

function codeRange(from: number, to: number): string[] {
  return Array.from({ length: to - from + 1 }, (_, index) => String(from + index));
}

/** The named field checks of the card and bank data: each has its own message and sends back to the provider step. */
const PAYMENT_FIELD_ERROR_CODES = [
  'expiry_date_not_set',
  'card_has_expired',
  'card_number_invalid',
  'card_number_not_set',
  'cvc_wrong_format',
  'bic_wrong_format',
  'iban_wrong_format',
  'card_holder_not_set',
] as const;

/** The codes each action is listed for; every code not listed acts as 'root'. */
export const ERROR_ACTION_GROUPS: Readonly<Record<ErrorAction, readonly string[]>> = {
  games: ['3', '47', 'duplicate_payment_user'],
  reload: ['unexpected'],
  provider: [
    '1',
    '2',
    ...codeRange(4, 10),
    ...codeRange(21, 25),
    ...codeRange(30, 46),
    '48',
    ...PAYMENT_FIELD_ERROR_CODES,
  ],
  root: [
    'expSubscribeFailed',
    '49',
    '26',
    'tokenExpiredDepositComplete',
    'tokenExpired',
    // A one-off deposit is still possible for these players.
    'subscription-signup-blocked',
    'subscription-not-allowed',
    // A sign-up payment still open at the provider: finish or cancel it there first.
    'subscription-signup-in-progress',
  ],
  personal: [...codeRange(11, 20), '29'],
  // chargeback-deposits-blocked (not in SPEC): a chargeback not settled yet; only support can settle it.
  home: [
    'unsure',
    '503',
    'not-logged-in',
    'forbidden',
    'forbidden_payout',
    'no_purchasables',
    'chargeback-deposits-blocked',
  ],
  'token-expired': ['not-authenticated'],
  // The player already has a package: /subscription shows it.
  subscription: ['subscription-already-active'],
  // A returned direct debit: paying it and giving a new mandate happen in the shop settings.
  'shop-settings': ['subscription-deposits-blocked'],
};

const ACTION_BY_CODE: ReadonlyMap<string, ErrorAction> = new Map(
  ERROR_ACTIONS.flatMap((action) => ERROR_ACTION_GROUPS[action].map((code): [string, ErrorAction] => [code, action])),
);

/** What the error page offers for a code; unknown codes continue to / (SPEC §8). */
export function errorActionFor(code: string): ErrorAction {
  return ACTION_BY_CODE.get(code.trim()) ?? 'root';
}

const MESSAGE_KEY_PREFIX = 'errors.messages.';
const FIRST_DEPOSIT_CODE = 1;
const LAST_DEPOSIT_CODE = 50;

/** Named codes whose message key is errors.messages.<code>. */
export const NAMED_ERROR_MESSAGE_CODES = [
  ...PAYMENT_FIELD_ERROR_CODES,
  'depositLimitReached',
  'depositLimitReached_New',
  'expSubscribeFailed',
  'forbidden',
  'forbidden_payout',
  'not-logged-in',
  'psd2_check_refused',
  'tokenExpired',
  'tokenExpiredDepositComplete',
  'unexpected',
  'unsure',
  'no_purchasables',
  'provider-not-available',
  'not-allowed',
  'failure',
  'subscription-not-available',
  'subscription-no-details',
  'subscription-already-active',
  'subscription-deposits-blocked',
  'chargeback-deposits-blocked',
  'subscription-signup-blocked',
  'subscription-not-allowed',
  'subscription-signup-in-progress',
  'expressPayment_subscriptions_fail',
  'wrong_input_type',
  'no-shop-authentication',
  'no-data',
  'not-authenticated',
] as const;

const NAMED_CODES: ReadonlySet<string> = new Set(NAMED_ERROR_MESSAGE_CODES);

// Named codes that mean the same as a numbered text: duplicate_payment_user is SPEC code 47
// ("duplicate customer"), so it shows that text should the page ever render it.
const NUMBERED_ALIASES: Readonly<Record<string, string>> = { duplicate_payment_user: '47' };

const numberedKey = (code: string | number): string => `${MESSAGE_KEY_PREFIX}code_${code}`;

/** The i18n key of a code's message; unknown codes get the generic text of code 1 (SPEC §8). */
export function errorMessageKeyFor(code: string): string {
  const trimmed = code.trim();
  // Canonical numbers only ('7', not '07'), so each key maps to one code.
  if (/^[1-9]\d*$/.test(trimmed)) {
    const number = Number(trimmed);
    if (number >= FIRST_DEPOSIT_CODE && number <= LAST_DEPOSIT_CODE) return numberedKey(number);
    if (number === 503) return numberedKey(503);
  }
  const alias = Object.hasOwn(NUMBERED_ALIASES, trimmed) ? NUMBERED_ALIASES[trimmed] : undefined;
  if (alias !== undefined) return numberedKey(alias);
  if (NAMED_CODES.has(trimmed)) return `${MESSAGE_KEY_PREFIX}${trimmed}`;
  return numberedKey(FIRST_DEPOSIT_CODE);
}

/** A number of the catalogue (1–50, 503), written canonically. */
function isCataloguedNumber(code: string): boolean {
  if (!/^[1-9]\d*$/.test(code)) return false;
  const number = Number(code);
  return (number >= FIRST_DEPOSIT_CODE && number <= LAST_DEPOSIT_CODE) || number === 503;
}

/**
 * The reference the error page shows for support (SPEC §8): the catalogue numbers of a failed call's code
 * list ('8', '11|13' → '11, 13'; duplicate_payment_user → '47'). Named codes have no number, so they show
 * none: the player never sees an internal name such as tokenExpiredDepositComplete, nor its parameters.
 */
export function errorReferenceFor(code: string): string | null {
  const parts = code.split('|').map((part) => part.trim());
  const [first = ''] = parts;
  const alias = Object.hasOwn(NUMBERED_ALIASES, first) ? NUMBERED_ALIASES[first] : undefined;
  if (alias !== undefined) return alias;
  // Only a list that starts with a number is a list of codes; after a named code come its parameters.
  if (!isCataloguedNumber(first)) return null;
  return [...new Set(parts.filter(isCataloguedNumber))].join(', ');
}

/** Every key errorMessageKeyFor can return, so locale files can be checked for all of them. */
export const KNOWN_ERROR_MESSAGE_KEYS: readonly string[] = [
  ...codeRange(FIRST_DEPOSIT_CODE, LAST_DEPOSIT_CODE).map(numberedKey),
  numberedKey(503),
  ...NAMED_ERROR_MESSAGE_CODES.map((code) => `${MESSAGE_KEY_PREFIX}${code}`),
];

/** Codes that send the browser to the platform's user-blocked page instead of the error page (SPEC §2). */
export const USER_BLOCKED_ERROR_CODES: readonly string[] = [
  'identical_to_fraud_blocked_user',
  'duplicate_payment_user',
];

export function isUserBlockedError(code: string): boolean {
  return USER_BLOCKED_ERROR_CODES.includes(code.trim());
}

/** Payout initial blockers and the code their shared message shows (SPEC §8). Text, to keep 0102's zero. */
export const PAYOUT_BLOCKERS = {
  emailDomainBlocked: '8519',
  emailNotValid: '8357',
  ipBlocked: '2361',
  legallyBlocked: '0102',
  paymentUnavailable: '6442',
  userBlocked: '9295',
  /** Not in SPEC: a chargeback the player has not settled yet (docs/chargebacks.md). */
  chargebackOpen: '2409',
} as const;
export type PayoutBlocker = keyof typeof PAYOUT_BLOCKERS;

/**
 * The deposit field-check codes (SPEC §8 11-33) that belong to the personal form, by field.
 * The rest of that range: 14 house number, 21 card type, 22 card number, 23 expiry, 24 CVC,
 * 25 amount, 26 choose another amount, 27 phone, 28 mobile, 30 bank data, 31 personal data,
 * 32 and 33 further field checks.
 */
export const PERSONAL_FIELD_ERROR_CODES = {
  firstName: '11',
  surname: '12',
  street1: '13',
  zipCode: '15',
  city: '16',
  stateCode: '17',
  birthDay: '18',
  birthMonth: '19',
  birthYear: '20',
  age: '29',
} as const;
