// The server's configuration: read once from the environment, parsed with zod, frozen.
import { existsSync } from 'node:fs';
import { isIP } from 'node:net';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { DEFAULT_MONTHLY_LIMITS } from '@shop/domain/deposit-limit';
import { z } from 'zod';
import type { AlertThresholds } from '../modules/alerts/alert-rules.ts';
import { type PspName, type PspRoute, parsePspRoutes, payoutRouteKey, pspForCode, routedPsps } from './psp-routes.ts';

/**
 * The monorepo root: the nearest folder above this module that holds apps/server/package.json, so the same code
 * finds it from the sources (apps/server/src/config) and from the compiled bundle (apps/server/dist). Defaults
 * are anchored here.
 */
export const REPO_ROOT = findRepoRoot(path.dirname(fileURLToPath(import.meta.url)));

function findRepoRoot(from: string): string {
  for (let dir = from; ; dir = path.dirname(dir)) {
    if (existsSync(path.join(dir, 'apps', 'server', 'package.json'))) return dir;
    if (path.dirname(dir) === dir) throw new Error(`no apps/server/package.json above ${from}`);
  }
}

const LOG_LEVELS = ['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent'] as const;

const port = z.coerce.number().int().min(1).max(65_535);
const positiveSeconds = z.coerce.number().int().positive();
const url = z.url({ protocol: /^https?$/ }).transform((value) => value.replace(/\/+$/, ''));
const positiveMs = z.coerce.number().int().positive();
const secret = z.string().trim().min(8);
const hexKey = z
  .string()
  .trim()
  .regex(/^[0-9a-fA-F]{64}$/, 'must be 64 hex characters (32 bytes)');
const optionalText = z
  .string()
  .optional()
  .transform((value) => (value === undefined || value.trim() === '' ? undefined : value.trim()));
/** "1"/"true" or "0"/"false" (any case); unset or empty = the default. */
const flag = (defaultValue: boolean) =>
  optionalText.transform((value, context) => {
    if (value === undefined) return defaultValue;
    const lower = value.toLowerCase();
    if (lower === '1' || lower === 'true') return true;
    if (lower === '0' || lower === 'false') return false;
    context.addIssue({ code: 'custom', message: 'must be 1, true, 0 or false' });
    return z.NEVER;
  });

/**
 * Which hops' `X-Forwarded-For` the server believes (Fastify's trustProxy): unset, `0` or `false` none (the
 * socket's address is the client's); a number trusts that many proxies in front; otherwise a comma-separated
 * list of the proxies' addresses or CIDR ranges. `true` (trust anyone's header) is refused: a client reaching
 * the server directly could then choose its own address and escape the per-address limits.
 */
const trustProxy = optionalText.transform((value, context): false | number | string[] => {
  if (value === undefined || value === '0' || value.toLowerCase() === 'false') return false;
  if (/^\d{1,2}$/.test(value)) return Number(value);
  const entries = value.split(',').map((entry) => entry.trim());
  const valid = entries.every((entry) => {
    const [address, bits, ...rest] = entry.split('/');
    if (address === undefined || rest.length > 0 || isIP(address) === 0) return false;
    return bits === undefined || (/^\d{1,3}$/.test(bits) && Number(bits) <= (isIP(address) === 4 ? 32 : 128));
  });
  if (!valid) {
    context.addIssue({
      code: 'custom',
      message: 'must be the number of proxies in front, or their addresses/CIDR ranges (10.0.0.1,10.1.0.0/16)',
    });
    return z.NEVER;
  }
  return entries;
});

/**
 * A list of minor units per currency (`EUR=500000,DKK=3500000`): each item matches `item` (the currency, then the amount) and
 * is laid over `base`, the currencies it leaves out keep theirs; unset, the setting is `unset`.
 */
function amountsPerCurrency(settings: {
  unset: Readonly<Record<string, number>>;
  base: Readonly<Record<string, number>>;
  item: RegExp;
  message: string;
}) {
  return optionalText.transform((value, context) => {
    if (value === undefined) return settings.unset;
    const amounts: Record<string, number> = { ...settings.base };
    for (const item of value.split(',')) {
      const match = settings.item.exec(item);
      if (match?.[1] === undefined || match[2] === undefined) {
        context.addIssue({ code: 'custom', message: settings.message });
        return z.NEVER;
      }
      amounts[match[1]] = Number(match[2]);
    }
    return Object.freeze(amounts);
  });
}

/**
 * Thresholds per currency over `defaults` (an amount above one needs a second look): `currency` the pattern of the
 * codes, `example` the list the message shows.
 */
function thresholdsPerCurrency(defaults: Readonly<Record<string, number>>, currency: string, example: string) {
  return amountsPerCurrency({
    unset: defaults,
    base: defaults,
    item: new RegExp(`^\\s*(${currency})\\s*=\\s*([1-9]\\d{0,11})\\s*$`),
    message: `must be a list like ${example} (minor units)`,
  });
}

/** `EUR=500000,DKK=3500000`: minor units per paying currency (three capital letters); unset = the domain's defaults. */
const monthlyLimits = amountsPerCurrency({
  unset: DEFAULT_MONTHLY_LIMITS,
  base: {},
  item: /^\s*([A-Z]{3})\s*=\s*(\d{1,12})\s*$/,
  message: 'must be a list like EUR=500000,USD=500000 (minor units)',
});

/**
 * The payout review threshold per game currency (issue 25 point 6): minor units of the payout's currency, fee
 * included. Crowns get their own (about 500 €); PAYOUT_REVIEW_THRESHOLDS sets or overrides single currencies
 * (EUR=40000,GDKK=300000); a currency listed nowhere takes PAYOUT_REVIEW_THRESHOLD (50000: 500 €, 500 $, 500 £).
 */
export const DEFAULT_PAYOUT_REVIEW_THRESHOLDS: Readonly<Record<string, number>> = Object.freeze({
  GSEK: 580_000,
  GDKK: 373_000,
});

const reviewThresholds = thresholdsPerCurrency(DEFAULT_PAYOUT_REVIEW_THRESHOLDS, '[A-Z]{3,4}', 'EUR=50000,GDKK=373000');

/**
 * The refund approval threshold per purchase currency (issue 25 point 4): minor units of the currency the purchase
 * was paid in; a refund above it waits for a second finance operator. Crowns get their own (about 100 €, like the
 * 10000 of euros, dollars and pounds); REFUND_APPROVAL_THRESHOLDS sets or overrides single currencies
 * (EUR=20000,DKK=150000); a currency listed nowhere takes REFUND_APPROVAL_THRESHOLD.
 */
export const DEFAULT_REFUND_APPROVAL_THRESHOLDS: Readonly<Record<string, number>> = Object.freeze({
  DKK: 75_000,
  SEK: 115_000,
});

const refundThresholds = thresholdsPerCurrency(DEFAULT_REFUND_APPROVAL_THRESHOLDS, '[A-Z]{3}', 'EUR=10000,DKK=75000');

const envSchema = z.object({
  PORT: port.default(3000),
  /** `localhost` listens on the loopback addresses only (IPv4 and IPv6); set 0.0.0.0 to accept outside traffic. */
  HOST: z.string().min(1).default('localhost'),
  PSP_SANDBOX_PORT: port.default(3001),
  PSP_SANDBOX_URL: optionalText.pipe(url.optional()),
  DATA_DIR: optionalText,
  DATABASE_URL: optionalText.pipe(z.url({ protocol: /^postgres(ql)?$/ }).optional()),
  PUBLIC_URL: optionalText.pipe(url.optional()),
  TOKEN_TTL_SECONDS: positiveSeconds.default(1800),
  DEPOSIT_TOKEN_CACHE_SECONDS: z.coerce.number().int().min(0).max(60).default(5),
  SESSION_TTL_SECONDS: positiveSeconds.default(604_800),
  OPERATOR_SESSION_TTL_SECONDS: positiveSeconds.default(28_800),
  OPERATOR_SESSION_MAX_SECONDS: positiveSeconds.default(43_200),
  OPERATOR_TOTP_FRESH_SECONDS: positiveSeconds.default(900),
  DATABASE_APP_ROLE: optionalText.pipe(
    z
      .string()
      .regex(/^[a-z_][a-z0-9_]{0,62}$/, 'a PostgreSQL role name: lower-case letters, digits, _')
      .optional(),
  ),
  WEB_DIST_DIR: optionalText,
  CONSOLE_DIST_DIR: optionalText,
  LOG_LEVEL: z.enum(LOG_LEVELS).default('info'),
  PSP_SANDBOX_PUBLIC_URL: optionalText.pipe(url.optional()),
  PSP_SANDBOX_API_KEY: optionalText.pipe(secret.optional()),
  PSP_SANDBOX_CLIENT_KEY: optionalText.pipe(z.string().default('sandbox_ck_test')),
  PSP_WEBHOOK_SECRET: optionalText.pipe(secret.optional()),
  PSP_NOTIFICATION_URL: optionalText.pipe(url.optional()),
  PSP_REQUEST_TIMEOUT_MS: positiveMs.default(8000),
  PAYMENT_DATA_KEY: optionalText.pipe(hexKey.optional()),
  PURCHASE_DEDUPE_WINDOW_SECONDS: z.coerce.number().int().min(0).default(60),
  PURCHASE_REPEAT_WINDOW_SECONDS: z.coerce.number().int().min(0).default(120),
  PURCHASE_RECONCILE_INTERVAL_SECONDS: z.coerce.number().int().min(0).default(60),
  ENABLE_TEST_API: flag(false),
  PAYOUT_TOKEN_TTL_SECONDS: positiveSeconds.default(300),
  PAYOUT_AUTH_MAX_FAILURES_PER_PLAYER: z.coerce.number().int().positive().default(5),
  PAYOUT_AUTH_MAX_FAILURES_PER_ADDRESS: z.coerce.number().int().positive().default(20),
  PAYOUT_AUTH_WINDOW_SECONDS: positiveSeconds.default(900),
  LOGIN_MAX_FAILURES_PER_ACCOUNT: z.coerce.number().int().positive().default(5),
  LOGIN_MAX_FAILURES_PER_ADDRESS: z.coerce.number().int().positive().default(20),
  LOGIN_FAILURE_WINDOW_SECONDS: positiveSeconds.default(900),
  TRUST_PROXY: trustProxy,
  PAYOUT_RECONCILE_INTERVAL_SECONDS: z.coerce.number().int().min(0).default(60),
  PAYOUT_REVIEW_THRESHOLD: z.coerce.number().int().positive().default(50_000),
  PAYOUT_REVIEW_THRESHOLDS: reviewThresholds,
  REFUND_APPROVAL_THRESHOLD: z.coerce.number().int().positive().default(10_000),
  REFUND_APPROVAL_THRESHOLDS: refundThresholds,
  SUBSCRIPTION_JOB_INTERVAL_SECONDS: z.coerce.number().int().min(0).default(60),
  MAIL_JOB_INTERVAL_SECONDS: z.coerce.number().int().min(0).default(5),
  SMTP_URL: optionalText.pipe(z.url({ protocol: /^smtps?$/ }).optional()),
  MAIL_FROM: optionalText.pipe(z.string().default('Game Shop <shop@players.example>')),
  DEPOSIT_LIMIT_MONTHLY_DEFAULTS: monthlyLimits,
  SEED_DEMO_DATA: flag(false),
  DATABASE_POOL_SIZE: z.coerce.number().int().min(1).max(1000).default(10),
  CATALOGUE_CACHE_SECONDS: z.coerce.number().int().min(0).max(3600).default(5),
  // Real PSPs (issue 23, docs/payment-providers.md): which PSP serves which code, and each PSP's credentials.
  PSP_ROUTES: optionalText,
  ADYEN_API_KEY: optionalText,
  ADYEN_MERCHANT_ACCOUNT: optionalText,
  ADYEN_HMAC_KEY: optionalText.pipe(
    z
      .string()
      .regex(/^([0-9a-fA-F]{2})+$/, 'must be hex (the key Adyen shows)')
      .optional(),
  ),
  ADYEN_CLIENT_KEY: optionalText,
  ADYEN_BASE_URL: optionalText.pipe(url.optional()),
  ADYEN_CLIENT_URL: optionalText.pipe(url.optional()),
  ADYEN_DISPUTES_BASE_URL: optionalText.pipe(url.optional()),
  ADYEN_NOTIFICATION_USERNAME: optionalText,
  ADYEN_NOTIFICATION_PASSWORD: optionalText,
  PAYPAL_CLIENT_ID: optionalText,
  PAYPAL_CLIENT_SECRET: optionalText,
  PAYPAL_WEBHOOK_ID: optionalText,
  PAYPAL_BASE_URL: optionalText.pipe(url.optional()),
  PAYPAL_WEB_URL: optionalText.pipe(url.optional()),
  METRICS_TOKEN: optionalText.pipe(secret.optional()),
  ALERT_JOB_INTERVAL_SECONDS: z.coerce.number().int().min(0).default(60),
  FUNNEL_FLUSH_INTERVAL_SECONDS: z.coerce.number().int().min(0).default(60),
  ALERT_SUCCESS_RATE_MIN_PERCENT: z.coerce.number().int().min(0).max(100).default(50),
  ALERT_SUCCESS_RATE_WINDOW_MINUTES: z.coerce.number().int().positive().default(60),
  ALERT_SUCCESS_RATE_MIN_ATTEMPTS: z.coerce.number().int().positive().default(10),
  ALERT_PAYOUT_QUEUE_MAX_HOURS: z.coerce.number().int().positive().default(24),
  ALERT_MAIL_STUCK_MINUTES: z.coerce.number().int().positive().default(30),
  ALERT_RECONCILER_MAX_FAILURES: z.coerce.number().int().positive().default(3),
});

type EnvValues = z.infer<typeof envSchema>;

/** Adyen (Checkout API v71). */
export interface AdyenConfig {
  apiKey: string;
  merchantAccount: string;
  /** The HMAC key of the standard notifications (hex, as Adyen's Customer Area shows it). */
  hmacKey: string;
  /** The public client key of the card fields (checkout web components). */
  clientKey: string;
  /** Where the Checkout API is reached: https://checkout-test.adyen.com, a live prefix URL, or the sandbox's dialect. */
  baseUrl: string;
  /** The origin the browser loads Adyen's scripts and pages from (CSP): https://checkoutshopper-test.adyen.com. */
  clientUrl: string;
  /** Basic auth Adyen sends with each notification (set in the Customer Area's webhook). */
  notificationUsername: string;
  notificationPassword: string;
  /**
   * Where Adyen's Disputes API (DisputeService, its own host) is reached, without `/v30`: ADYEN_DISPUTES_BASE_URL,
   * else derived from baseUrl for Adyen's own hosts (adyenDisputesBaseUrlOf). Absent: operator decisions on Adyen
   * disputes cannot be sent (the adapter refuses them).
   */
  disputesBaseUrl?: string;
}

/** Adyen's Disputes API hosts, without the version the SDK appends (`/v30`). */
export const ADYEN_DISPUTES_TEST_URL = 'https://ca-test.adyen.com/ca/services/DisputeService';
export const ADYEN_DISPUTES_LIVE_URL = 'https://ca-live.adyen.com/ca/services/DisputeService';

/**
 * The Disputes API of an Adyen Checkout base URL: ca-test for checkout-test.adyen.com, ca-live for a live prefix
 * (…-checkout-live.adyenpayments.com); undefined for any other host (the sandbox's dialect, a proxy), which must
 * then name it in ADYEN_DISPUTES_BASE_URL.
 */
export function adyenDisputesBaseUrlOf(checkoutBaseUrl: string): string | undefined {
  let host: string;
  try {
    host = new URL(checkoutBaseUrl).hostname;
  } catch {
    return undefined;
  }
  if (host === 'checkout-test.adyen.com') return ADYEN_DISPUTES_TEST_URL;
  if (host.endsWith('-checkout-live.adyenpayments.com') || host === 'checkout-live.adyen.com') {
    return ADYEN_DISPUTES_LIVE_URL;
  }
  return undefined;
}

/** PayPal (REST, @paypal/paypal-server-sdk). */
export interface PaypalConfig {
  clientId: string;
  clientSecret: string;
  webhookId: string;
  /** The REST API: https://api-m.sandbox.paypal.com, https://api-m.paypal.com, or the sandbox's dialect. */
  baseUrl: string;
  /** The origin of PayPal's own pages and scripts the browser reaches (approve redirect; CSP). */
  webUrl: string;
}

/** The variables each PSP needs when a code is routed to it: a missing one stops the start, named. */
const PSP_VARIABLES = {
  sandbox: [],
  adyen: [
    'ADYEN_API_KEY',
    'ADYEN_MERCHANT_ACCOUNT',
    'ADYEN_HMAC_KEY',
    'ADYEN_CLIENT_KEY',
    'ADYEN_BASE_URL',
    'ADYEN_CLIENT_URL',
    'ADYEN_NOTIFICATION_USERNAME',
    'ADYEN_NOTIFICATION_PASSWORD',
  ],
  paypal: ['PAYPAL_CLIENT_ID', 'PAYPAL_CLIENT_SECRET', 'PAYPAL_WEBHOOK_ID', 'PAYPAL_BASE_URL', 'PAYPAL_WEB_URL'],
} as const satisfies Record<PspName, readonly (keyof EnvValues)[]>;

interface PspSettings {
  pspRoutes: PspRoute[];
  adyen: AdyenConfig | null;
  paypal: PaypalConfig | null;
}

function disputesBaseUrlOf(values: EnvValues): { disputesBaseUrl?: string } {
  const given = values.ADYEN_DISPUTES_BASE_URL ?? adyenDisputesBaseUrlOf(String(values.ADYEN_BASE_URL));
  return given === undefined ? {} : { disputesBaseUrl: given.replace(/\/+$/, '') };
}

/** PSP_ROUTES and the credentials of every PSP it routes a code to; the problems (one per line) otherwise. */
function pspSettingsOf(values: EnvValues): { ok: true; settings: PspSettings } | { ok: false; problems: string[] } {
  const parsed = parsePspRoutes(values.PSP_ROUTES);
  if (!parsed.ok) return { ok: false, problems: parsed.problems.map((problem) => `PSP_ROUTES: ${problem}`) };
  const routed = routedPsps(parsed.routes);
  const problems: string[] = [];
  // Adyen makes no payouts in this shop (docs/payment-providers.md): a payout route to it is refused.
  for (const method of ['banktransfer', 'paypal'] as const) {
    const key = payoutRouteKey(method);
    if (pspForCode(parsed.routes, key) === 'adyen') {
      problems.push(`PSP_ROUTES: payouts (${key}) cannot go to adyen; route ${key} to sandbox or paypal before`);
    }
  }
  for (const psp of routed) {
    for (const name of PSP_VARIABLES[psp]) {
      if (values[name] === undefined) problems.push(`${name}: not set, and PSP_ROUTES routes codes to ${psp}`);
    }
  }
  // Operator decisions on Adyen disputes go to its Disputes API, on its own host (docs/chargebacks.md).
  if (
    routed.includes('adyen') &&
    values.ADYEN_BASE_URL !== undefined &&
    values.ADYEN_DISPUTES_BASE_URL === undefined &&
    adyenDisputesBaseUrlOf(values.ADYEN_BASE_URL) === undefined
  ) {
    problems.push(
      "ADYEN_DISPUTES_BASE_URL: not set, and ADYEN_BASE_URL is not one of Adyen's hosts to derive the Disputes API from",
    );
  }
  if (problems.length > 0) return { ok: false, problems };
  const text = (name: keyof EnvValues): string => String(values[name]);
  // A PSP whose variables are all set gets its settings even when no code is routed to it any more: its open
  // payments, payouts and refunds are still checked, refunded and notified through it.
  const complete = (psp: PspName) => PSP_VARIABLES[psp].every((name) => values[name] !== undefined);
  const adyen: AdyenConfig | null = complete('adyen')
    ? {
        apiKey: text('ADYEN_API_KEY'),
        merchantAccount: text('ADYEN_MERCHANT_ACCOUNT'),
        hmacKey: text('ADYEN_HMAC_KEY'),
        clientKey: text('ADYEN_CLIENT_KEY'),
        baseUrl: text('ADYEN_BASE_URL'),
        clientUrl: text('ADYEN_CLIENT_URL'),
        notificationUsername: text('ADYEN_NOTIFICATION_USERNAME'),
        notificationPassword: text('ADYEN_NOTIFICATION_PASSWORD'),
        ...disputesBaseUrlOf(values),
      }
    : null;
  const paypal: PaypalConfig | null = complete('paypal')
    ? {
        clientId: text('PAYPAL_CLIENT_ID'),
        clientSecret: text('PAYPAL_CLIENT_SECRET'),
        webhookId: text('PAYPAL_WEBHOOK_ID'),
        baseUrl: text('PAYPAL_BASE_URL'),
        webUrl: text('PAYPAL_WEB_URL'),
      }
    : null;
  return { ok: true, settings: { pspRoutes: parsed.routes, adyen, paypal } };
}

/** The secrets every installation has of its own: unset, start-up generates them (see installation-secrets.ts). */
export const SECRET_VARIABLES = ['PSP_SANDBOX_API_KEY', 'PSP_WEBHOOK_SECRET', 'PAYMENT_DATA_KEY'] as const;

/**
 * Values that were printed in this repository as development defaults: anyone can read them, so a server with
 * an https PUBLIC_URL (a real deployment) refuses them.
 */
const PUBLISHED_SECRETS: ReadonlySet<string> = new Set([
  'sandbox_sk_test',
  'whsec_sandbox',
  '6465762d6f6e6c792d7061796d656e742d646174612d6b65792d302d31323334',
]);

/**
 * Secrets an operator chooses (server → PSP key, webhook HMAC secret) need at least this many characters on a real
 * deployment: 32 characters of a random string is well above what can be guessed or brute-forced offline against
 * a signed notification. PAYMENT_DATA_KEY is always 32 random bytes (64 hex). DATABASE_URL's and SMTP_URL's
 * passwords are credentials of other systems, set by them; PSP_SANDBOX_CLIENT_KEY is public by design.
 */
export const MIN_DEPLOYED_SECRET_LENGTH = 32;
const CHOSEN_SECRETS = ['PSP_SANDBOX_API_KEY', 'PSP_WEBHOOK_SECRET'] as const;
/** Published examples of METRICS_TOKEN (README, tests): refused with an https PUBLIC_URL like the other secrets. */
const PUBLISHED_METRICS_TOKENS: ReadonlySet<string> = new Set(['metrics-test-token', 'change-me-metrics-token']);

/**
 * What an https PUBLIC_URL (a real deployment, reachable by strangers) refuses: development values published in
 * this repository, secrets short enough to guess, and the unauthenticated test-support API, which creates funded
 * players for anyone who asks.
 */
function deploymentProblems(values: {
  PSP_SANDBOX_API_KEY: string;
  PSP_WEBHOOK_SECRET: string;
  PAYMENT_DATA_KEY?: string | undefined;
  ENABLE_TEST_API: boolean;
  METRICS_TOKEN?: string | undefined;
}): string[] {
  const problems: string[] = [];
  const metricsToken = values.METRICS_TOKEN;
  if (metricsToken !== undefined && PUBLISHED_METRICS_TOKENS.has(metricsToken.toLowerCase())) {
    problems.push('METRICS_TOKEN: a published example value, refused with an https PUBLIC_URL');
  } else if (metricsToken !== undefined && metricsToken.length < MIN_DEPLOYED_SECRET_LENGTH) {
    problems.push(
      `METRICS_TOKEN: ${metricsToken.length} characters; at least ${MIN_DEPLOYED_SECRET_LENGTH} (random) are required with an https PUBLIC_URL`,
    );
  }
  for (const name of SECRET_VARIABLES) {
    if (PUBLISHED_SECRETS.has(values[name]?.toLowerCase() ?? '')) {
      problems.push(`${name}: a published development value, refused with an https PUBLIC_URL`);
    }
  }
  for (const name of CHOSEN_SECRETS) {
    if (values[name].length < MIN_DEPLOYED_SECRET_LENGTH && !PUBLISHED_SECRETS.has(values[name].toLowerCase())) {
      problems.push(
        `${name}: ${values[name].length} characters; at least ${MIN_DEPLOYED_SECRET_LENGTH} (random) are required with an https PUBLIC_URL`,
      );
    }
  }
  if (values.ENABLE_TEST_API) {
    problems.push(
      'ENABLE_TEST_API: the unauthenticated test-support API (/platform/test/*) is refused with an https PUBLIC_URL; unset it',
    );
  }
  return problems;
}

export type LogLevel = (typeof LOG_LEVELS)[number];

export interface Config {
  port: number;
  host: string;
  pspSandboxPort: number;
  pspSandboxUrl: string;
  /** Absolute path of the embedded PGlite data directory (used only when databaseUrl is null). */
  dataDir: string;
  /** A PostgreSQL connection string, or null for the embedded PGlite database. */
  databaseUrl: string | null;
  /** The shop's public origin without a trailing slash, e.g. http://localhost:3000. */
  publicUrl: string;
  tokenTtlSeconds: number;
  /**
   * How long this process trusts a deposit token it checked (0: never). Logout here revokes at once; a player
   * blocked or logged out through another instance is refused within this many seconds.
   */
  depositTokenCacheSeconds: number;
  sessionTtlSeconds: number;
  /** Idle life of an operator's console session (`shop_ops`): each request moves its end this far ahead. */
  operatorSessionTtlSeconds: number;
  /** The absolute life of a console session from its log-in, however much it is used (issue 25 point 7). */
  operatorSessionMaxSeconds: number;
  /** A money action needs a TOTP code accepted this recently (issue 25 point 7); else 403 totp_required. */
  operatorTotpFreshSeconds: number;
  /**
   * PostgreSQL only: the role the running servers use (not the owner that migrates). When set, every start that
   * migrates as the owner grants it what the app needs, and on operator_audit_log only INSERT and SELECT
   * (db/database-roles.ts). Null: no grants (PGlite, or one role for everything).
   */
  databaseAppRole: string | null;
  /** Absolute path of the built web app (index.html + assets/). */
  webDistDir: string;
  /** Absolute path of the built operator console (served at /console/). */
  consoleDistDir: string;
  logLevel: LogLevel;
  /** The PSP sandbox as the browser reaches it (card-encryption script, hosted pages). */
  pspSandboxPublicUrl: string;
  /** Server → PSP bearer key. */
  pspApiKey: string;
  /** The public client key the card-encryption script's init takes. */
  pspClientKey: string;
  /** HMAC secret of the PSP's notifications. */
  pspWebhookSecret: string;
  /** Where the PSP sends notifications. */
  pspNotificationUrl: string;
  /** Time-out of one call to the PSP. */
  pspRequestTimeoutMs: number;
  /** 32-byte key (hex) that encrypts and keys the hashes of saved bank accounts. */
  paymentDataKey: string;
  /** An identical purchase still open this long is returned instead of starting a second one (two tabs); 0 = off. */
  purchaseDedupeWindowSeconds: number;
  /**
   * An identical purchase (same package, same method) paid or still paying less than this ago refuses a new one
   * with `repeat_purchase` unless the player confirms (`confirmRepeat`); 0 = off.
   */
  purchaseRepeatWindowSeconds: number;
  /** How often open purchases are checked with the PSP in the background; 0 = never. */
  purchaseReconcileIntervalSeconds: number;
  /** Registers the test-support API (/platform/test/*: disposable players, balances, purchases). Never in production. */
  enableTestApi: boolean;
  /** Lifetime of a payout token (the password step-up before a payout). */
  payoutTokenTtlSeconds: number;
  /** Failed password re-entries allowed per player, and per client address, within the window. */
  payoutAuthMaxFailuresPerPlayer: number;
  payoutAuthMaxFailuresPerAddress: number;
  payoutAuthWindowSeconds: number;
  /**
   * Log-in throttle (auth-throttle.ts): free failures per account and address before growing delays (no account
   * lock), failures per client address across accounts, and the window (also the longest delay).
   */
  loginMaxFailuresPerAccount: number;
  loginMaxFailuresPerAddress: number;
  loginFailureWindowSeconds: number;
  /** Fastify's trustProxy: false (the socket's address is the client's), a hop count, or the proxies' addresses. */
  trustProxy: false | number | readonly string[];
  /** How often pending payouts are checked with the PSP in the background; 0 = never. */
  payoutReconcileIntervalSeconds: number;
  /**
   * A later payout whose amount (fee included, minor units of its currency) is at or above this waits for an
   * operator's review like a player's first payout (issue 12); below it goes straight to the PSP.
   */
  payoutReviewThreshold: number;
  /** The threshold per game currency (PAYOUT_REVIEW_THRESHOLDS over the defaults); payoutReviewThresholdFor reads both. */
  payoutReviewThresholds: Readonly<Record<string, number>>;
  /**
   * Refunds above this amount (minor units of the purchase's currency) wait for a second operator's approval
   * (four-eyes, issue 25 point 4); at or below it one finance operator refunds alone.
   */
  refundApprovalThreshold: number;
  /** The threshold per purchase currency (REFUND_APPROVAL_THRESHOLDS over the defaults); refundApprovalThresholdFor reads both. */
  refundApprovalThresholds: Readonly<Record<string, number>>;
  /** How often the saver-package jobs (bookings, retries, bonus expiry) look for due work; 0 = never. */
  subscriptionJobIntervalSeconds: number;
  /** How often the e-mail outbox is sent; 0 = never. */
  mailJobIntervalSeconds: number;
  /** smtp(s)://user:pass@host:port: e-mails go out through it; null = the demo platform's mailbox page only. */
  smtpUrl: string | null;
  /** The sender of every e-mail. */
  mailFrom: string;
  /**
   * The operator's monthly deposit limit per paying currency (minor units) outside countries with a legal cap
   * (Germany: 1,000 €); a hard cap for the player's own limits. Currencies not listed use EUR's.
   */
  depositLimitMonthlyDefaults: Readonly<Record<string, number>>;
  /** Seed the demo players (known password, funded balances) and the bonus banner at start: demo installations only. */
  seedDemoData: boolean;
  /** Connections of the PostgreSQL pool (DATABASE_URL); PGlite has one. */
  databasePoolSize: number;
  /**
   * How long GET /deposit/shop reuses the catalogue (providers, packages, offers) it read, the same for every
   * player of a currency; 0 = read it on every call. Changes made through the app take effect at once.
   */
  catalogueCacheSeconds: number;
  /**
   * The bearer token a Prometheus scrape of GET /metrics must send (`Authorization: Bearer …`); null = /metrics is
   * not served at all (404). Never public: at least 32 random characters with an https PUBLIC_URL.
   */
  metricsToken: string | null;
  /** How often the operators' alert rules are evaluated (alerts job); 0 = never. */
  alertJobIntervalSeconds: number;
  /** How often this instance adds its deposit-funnel counts to the dashboard's daily table; 0 = never. */
  funnelFlushIntervalSeconds: number;
  /** The alert rules' thresholds (modules/alerts/alert-rules.ts). */
  alertThresholds: AlertThresholds;
  /** Which PSP serves which provider code (PSP_ROUTES); empty: every code → the PSP sandbox. */
  pspRoutes: readonly PspRoute[];
  /** Adyen's settings when its variables are set (required when PSP_ROUTES routes a code to it), else null. */
  adyen: AdyenConfig | null;
  /** PayPal's settings when its variables are set (required when PSP_ROUTES routes a code to it), else null. */
  paypal: PaypalConfig | null;
}

export class ConfigError extends Error {
  override readonly name = 'ConfigError';
}

/** Explicit relative paths resolve against the working directory; defaults against the repo root. */
export function resolvePath(value: string | undefined, defaultFromRoot: string): string {
  if (value === undefined) return path.resolve(REPO_ROOT, defaultFromRoot);
  return path.resolve(process.cwd(), value);
}

export function loadConfig(env: NodeJS.ProcessEnv = process.env): Config {
  const parsed = envSchema.safeParse(env);
  if (!parsed.success) {
    const problems = parsed.error.issues.map((issue) => `  ${issue.path.join('.')}: ${issue.message}`);
    throw new ConfigError(`Invalid environment configuration:\n${problems.join('\n')}`);
  }
  const values = parsed.data;
  const publicUrl = values.PUBLIC_URL ?? `http://localhost:${values.PORT}`;
  const { PSP_SANDBOX_API_KEY: pspApiKey, PSP_WEBHOOK_SECRET: pspWebhookSecret, PAYMENT_DATA_KEY: dataKey } = values;
  const missing = SECRET_VARIABLES.filter((name) => values[name] === undefined);
  if (pspApiKey === undefined || pspWebhookSecret === undefined || dataKey === undefined) {
    throw new ConfigError(
      `Invalid environment configuration:\n${missing.map((name) => `  ${name}: not set (the server's start fills it from DATA_DIR/secrets.json)`).join('\n')}`,
    );
  }
  if (publicUrl.startsWith('https:')) {
    const refused = deploymentProblems({
      ...values,
      PSP_SANDBOX_API_KEY: pspApiKey,
      PSP_WEBHOOK_SECRET: pspWebhookSecret,
    });
    if (refused.length > 0) {
      throw new ConfigError(`Invalid environment configuration:\n${refused.map((line) => `  ${line}`).join('\n')}`);
    }
  }
  const psps = pspSettingsOf(values);
  if (!psps.ok) {
    throw new ConfigError(`Invalid environment configuration:\n${psps.problems.map((line) => `  ${line}`).join('\n')}`);
  }
  const pspSandboxUrl = values.PSP_SANDBOX_URL ?? `http://localhost:${values.PSP_SANDBOX_PORT}`;
  return Object.freeze({
    port: values.PORT,
    host: values.HOST,
    pspSandboxPort: values.PSP_SANDBOX_PORT,
    pspSandboxUrl,
    dataDir: resolvePath(values.DATA_DIR, 'data'),
    databaseUrl: values.DATABASE_URL ?? null,
    publicUrl,
    tokenTtlSeconds: values.TOKEN_TTL_SECONDS,
    depositTokenCacheSeconds: values.DEPOSIT_TOKEN_CACHE_SECONDS,
    sessionTtlSeconds: values.SESSION_TTL_SECONDS,
    operatorSessionTtlSeconds: values.OPERATOR_SESSION_TTL_SECONDS,
    operatorSessionMaxSeconds: values.OPERATOR_SESSION_MAX_SECONDS,
    operatorTotpFreshSeconds: values.OPERATOR_TOTP_FRESH_SECONDS,
    databaseAppRole: values.DATABASE_APP_ROLE ?? null,
    webDistDir: resolvePath(values.WEB_DIST_DIR, 'apps/web/dist'),
    consoleDistDir: resolvePath(values.CONSOLE_DIST_DIR, 'apps/console/dist'),
    logLevel: values.LOG_LEVEL,
    pspSandboxPublicUrl: values.PSP_SANDBOX_PUBLIC_URL ?? pspSandboxUrl,
    pspApiKey,
    pspClientKey: values.PSP_SANDBOX_CLIENT_KEY,
    pspWebhookSecret,
    pspNotificationUrl: values.PSP_NOTIFICATION_URL ?? `${publicUrl}/deposit/psp/notifications`,
    pspRequestTimeoutMs: values.PSP_REQUEST_TIMEOUT_MS,
    paymentDataKey: dataKey.toLowerCase(),
    purchaseDedupeWindowSeconds: values.PURCHASE_DEDUPE_WINDOW_SECONDS,
    purchaseRepeatWindowSeconds: values.PURCHASE_REPEAT_WINDOW_SECONDS,
    purchaseReconcileIntervalSeconds: values.PURCHASE_RECONCILE_INTERVAL_SECONDS,
    enableTestApi: values.ENABLE_TEST_API,
    payoutTokenTtlSeconds: values.PAYOUT_TOKEN_TTL_SECONDS,
    payoutAuthMaxFailuresPerPlayer: values.PAYOUT_AUTH_MAX_FAILURES_PER_PLAYER,
    payoutAuthMaxFailuresPerAddress: values.PAYOUT_AUTH_MAX_FAILURES_PER_ADDRESS,
    payoutAuthWindowSeconds: values.PAYOUT_AUTH_WINDOW_SECONDS,
    loginMaxFailuresPerAccount: values.LOGIN_MAX_FAILURES_PER_ACCOUNT,
    loginMaxFailuresPerAddress: values.LOGIN_MAX_FAILURES_PER_ADDRESS,
    loginFailureWindowSeconds: values.LOGIN_FAILURE_WINDOW_SECONDS,
    trustProxy: values.TRUST_PROXY,
    payoutReconcileIntervalSeconds: values.PAYOUT_RECONCILE_INTERVAL_SECONDS,
    payoutReviewThreshold: values.PAYOUT_REVIEW_THRESHOLD,
    payoutReviewThresholds: values.PAYOUT_REVIEW_THRESHOLDS,
    refundApprovalThreshold: values.REFUND_APPROVAL_THRESHOLD,
    refundApprovalThresholds: values.REFUND_APPROVAL_THRESHOLDS,
    subscriptionJobIntervalSeconds: values.SUBSCRIPTION_JOB_INTERVAL_SECONDS,
    mailJobIntervalSeconds: values.MAIL_JOB_INTERVAL_SECONDS,
    smtpUrl: values.SMTP_URL ?? null,
    mailFrom: values.MAIL_FROM,
    depositLimitMonthlyDefaults: values.DEPOSIT_LIMIT_MONTHLY_DEFAULTS,
    seedDemoData: values.SEED_DEMO_DATA,
    databasePoolSize: values.DATABASE_POOL_SIZE,
    catalogueCacheSeconds: values.CATALOGUE_CACHE_SECONDS,
    metricsToken: values.METRICS_TOKEN ?? null,
    ...psps.settings,
    alertJobIntervalSeconds: values.ALERT_JOB_INTERVAL_SECONDS,
    funnelFlushIntervalSeconds: values.FUNNEL_FLUSH_INTERVAL_SECONDS,
    alertThresholds: Object.freeze({
      successRateMinPercent: values.ALERT_SUCCESS_RATE_MIN_PERCENT,
      successRateWindowMinutes: values.ALERT_SUCCESS_RATE_WINDOW_MINUTES,
      successRateMinAttempts: values.ALERT_SUCCESS_RATE_MIN_ATTEMPTS,
      payoutQueueMaxHours: values.ALERT_PAYOUT_QUEUE_MAX_HOURS,
      mailStuckMinutes: values.ALERT_MAIL_STUCK_MINUTES,
      reconcilerMaxFailures: values.ALERT_RECONCILER_MAX_FAILURES,
    }),
  });
}

/** The approval threshold of refunds of a purchase paid in `currency`: its own, else REFUND_APPROVAL_THRESHOLD. */
export function refundApprovalThresholdFor(
  config: Pick<Config, 'refundApprovalThreshold' | 'refundApprovalThresholds'>,
  currency: string,
): number {
  return config.refundApprovalThresholds[currency] ?? config.refundApprovalThreshold;
}

/** The review threshold of payouts in `currency`: its own, else PAYOUT_REVIEW_THRESHOLD. */
export function payoutReviewThresholdFor(
  config: Pick<Config, 'payoutReviewThreshold' | 'payoutReviewThresholds'>,
  currency: string,
): number {
  return config.payoutReviewThresholds[currency] ?? config.payoutReviewThreshold;
}
