// The business constants of SPEC §9, defined once; web and server import them from here.

/** The initial load chain (token, user, shop) fails with 503 after this long. */
export const INITIAL_LOAD_TIMEOUT_MS = 10_000;

/** The scroll hint appears after this delay when the continue button is off screen. */
export const SCROLL_HINT_DELAY_MS = 15_000;
export const SCROLL_HINT_POLL_MS = 500;
/** The hint triggers when the continue button is more than this far below the view. */
export const SCROLL_HINT_THRESHOLD_PX = 40;
export const CONTINUE_BUTTON_OFFSET_PX = 56;
/** The PWA close button hides after scrolling more than this. */
export const HEADER_CLOSE_HIDE_SCROLL_PX = 90;

export const STATUS_POLL_INTERVAL_MS = 2_000;
export const STATUS_POLL_TOTAL_MS = 180_000;
/** 90: derived so interval and total can never disagree. */
export const STATUS_POLL_MAX_ATTEMPTS = STATUS_POLL_TOTAL_MS / STATUS_POLL_INTERVAL_MS;

export const CARD_INIT_FALLBACK_MS = 500;
/** Spinner and processing loader hide this long after being turned off. */
export const LOADER_HIDE_DELAY_MS = 500;
/** The modal max height is the page height minus this. */
export const MODAL_MARGIN_PX = 100;

export const MIN_TEXT_LENGTH = 2;
export const ADULT_AGE = 18;
export const TEXT_MAX_LENGTH = 40;
export const POSTAL_CODE_MAX_LENGTH = 20;
export const BIRTH_YEAR_OPTIONS = 83;
/** SPEC §5 prose: the year list reaches back 100 years; see birthYearOptions for how 83 and 100 fit. */
export const BIRTH_YEAR_SPAN = 100;
export const CARD_YEAR_OPTIONS = 10;
export const MONTH_OPTIONS = 12;
export const DAY_OPTIONS = 31;

/** Forced-payout notice limit, in display (major) units. */
export const FORCED_PAYOUT_LIMIT_MAJOR = 1000;

/** The real currencies that carry payout and inactivity fees (SPEC §3). */
export const FEE_CURRENCIES = ['DKK', 'EUR', 'GBP', 'SEK', 'USD'] as const;
export type FeeCurrency = (typeof FEE_CURRENCIES)[number];

/** Payout fee per currency in minor units (EUR 1, GBP 1.50, USD 2, DKK 7, SEK 9). */
export const PAYOUT_FEE_MINOR: Readonly<Record<FeeCurrency, number>> = {
  EUR: 100,
  GBP: 150,
  USD: 200,
  DKK: 700,
  SEK: 900,
};
/** Payout fee for a currency outside the table (1.50). */
export const DEFAULT_PAYOUT_FEE_MINOR = 150;
/** The smallest fee a payout must exceed when a provider names none (1). */
export const DEFAULT_MIN_PAYOUT_FEE_MINOR = 100;

/** Inactivity fee after six months without play, in minor units. */
export const INACTIVITY_FEE_MINOR: Readonly<Record<FeeCurrency, number>> = {
  EUR: 600,
  GBP: 400,
  USD: 850,
  DKK: 4500,
  SEK: 5300,
};
export const DEFAULT_INACTIVITY_FEE_MINOR = 600;

/** Only these providers may carry a saver package (SPEC §3 Subscription). */
export const SUBSCRIPTION_PROVIDER_CODES = ['micropayment-elv', 'micropayment-cc', 'paypal'] as const;
export type SubscriptionProviderCode = (typeof SUBSCRIPTION_PROVIDER_CODES)[number];
export const SUBSCRIPTION_MIN_TERM_MONTHS = 3;
/** Monthly deposit 10/20/30 gives bonus 2.50/5/7.50. */
export const SUBSCRIPTION_BONUS_PERCENT = 25;
