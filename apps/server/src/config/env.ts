// The server's configuration: read once from the environment, parsed with zod, frozen.
import { isIP } from 'node:net';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { DEFAULT_MONTHLY_LIMITS } from '@shop/domain/deposit-limit';
import { z } from 'zod';

/** The monorepo root, found from this file's place (apps/server/src/config). Defaults are anchored here. */
export const REPO_ROOT = fileURLToPath(new URL('../../../../', import.meta.url));

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

/** `EUR=500000,DKK=3500000`: minor units per paying currency (three capital letters); unset = the domain's defaults. */
const monthlyLimits = optionalText.transform((value, context) => {
  if (value === undefined) return DEFAULT_MONTHLY_LIMITS;
  const limits: Record<string, number> = {};
  for (const item of value.split(',')) {
    const match = /^\s*([A-Z]{3})\s*=\s*(\d{1,12})\s*$/.exec(item);
    if (match?.[1] === undefined || match[2] === undefined) {
      context.addIssue({ code: 'custom', message: 'must be a list like EUR=500000,USD=500000 (minor units)' });
      return z.NEVER;
    }
    limits[match[1]] = Number(match[2]);
  }
  return Object.freeze(limits);
});

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
  SESSION_TTL_SECONDS: positiveSeconds.default(604_800),
  OPERATOR_SESSION_TTL_SECONDS: positiveSeconds.default(28_800),
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
  SUBSCRIPTION_JOB_INTERVAL_SECONDS: z.coerce.number().int().min(0).default(60),
  MAIL_JOB_INTERVAL_SECONDS: z.coerce.number().int().min(0).default(5),
  SMTP_URL: optionalText.pipe(z.url({ protocol: /^smtps?$/ }).optional()),
  MAIL_FROM: optionalText.pipe(z.string().default('Game Shop <shop@players.example>')),
  DEPOSIT_LIMIT_MONTHLY_DEFAULTS: monthlyLimits,
  SEED_DEMO_DATA: flag(false),
  DATABASE_POOL_SIZE: z.coerce.number().int().min(1).max(1000).default(10),
  CATALOGUE_CACHE_SECONDS: z.coerce.number().int().min(0).max(3600).default(5),
});

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
  sessionTtlSeconds: number;
  /** Idle life of an operator's console session (`shop_ops`): each request moves its end this far ahead. */
  operatorSessionTtlSeconds: number;
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
  /** Failed log-ins allowed per account, and per client address, within the window before the login pauses. */
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
  const published = SECRET_VARIABLES.filter((name) => PUBLISHED_SECRETS.has(values[name]?.toLowerCase() ?? ''));
  if (publicUrl.startsWith('https:') && published.length > 0) {
    throw new ConfigError(
      `Invalid environment configuration:\n${published.map((name) => `  ${name}: a published development value, refused with an https PUBLIC_URL`).join('\n')}`,
    );
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
    sessionTtlSeconds: values.SESSION_TTL_SECONDS,
    operatorSessionTtlSeconds: values.OPERATOR_SESSION_TTL_SECONDS,
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
    subscriptionJobIntervalSeconds: values.SUBSCRIPTION_JOB_INTERVAL_SECONDS,
    mailJobIntervalSeconds: values.MAIL_JOB_INTERVAL_SECONDS,
    smtpUrl: values.SMTP_URL ?? null,
    mailFrom: values.MAIL_FROM,
    depositLimitMonthlyDefaults: values.DEPOSIT_LIMIT_MONTHLY_DEFAULTS,
    seedDemoData: values.SEED_DEMO_DATA,
    databasePoolSize: values.DATABASE_POOL_SIZE,
    catalogueCacheSeconds: values.CATALOGUE_CACHE_SECONDS,
  });
}
