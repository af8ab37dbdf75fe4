// The PSP sandbox's configuration, parsed once from the environment (README lists every variable).
import { z } from 'zod';

const LOG_LEVELS = ['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent'] as const;

/** Empty values count as unset, as in the server's config. */
const unsetIfEmpty = (value: unknown) => (typeof value === 'string' && value.trim() === '' ? undefined : value);
const text = (fallback: string) => z.preprocess(unsetIfEmpty, z.string().trim().min(1).default(fallback));
/** No default: a published key would let anyone call the sandbox or sign notifications the shop accepts. */
const required = z.preprocess(
  unsetIfEmpty,
  z.string({ error: 'not set (npm start passes the installation’s secret from DATA_DIR/secrets.json)' }).trim().min(8),
);
const integer = (fallback: number, min: number, max: number) =>
  z.preprocess(unsetIfEmpty, z.coerce.number().int().min(min).max(max).default(fallback));

const envSchema = z.object({
  PSP_SANDBOX_PORT: integer(3001, 1, 65_535),
  /** `localhost` listens on loopback only; set 0.0.0.0 to accept outside traffic. */
  PSP_SANDBOX_HOST: text('localhost'),
  PSP_SANDBOX_PUBLIC_URL: z.preprocess(unsetIfEmpty, z.url({ protocol: /^https?$/ }).optional()),
  /** The merchant's shop origins, comma-separated (as a PSP account lists its web origins). */
  PSP_SANDBOX_SHOP_ORIGINS: z.preprocess(
    unsetIfEmpty,
    z
      .string()
      .transform((value) => value.split(',').map((item) => item.trim()))
      .pipe(z.array(z.url({ protocol: /^https?$/ }).transform((item) => new URL(item).origin)))
      .optional(),
  ),
  PSP_SANDBOX_API_KEY: required,
  PSP_WEBHOOK_SECRET: required,
  PSP_RETRY_BASE_MS: integer(1000, 1, 3_600_000),
  PSP_RETRY_MAX: integer(12, 1, 100),
  PSP_PAYOUT_SETTLE_MS: integer(1000, 0, 3_600_000),
  LOG_LEVEL: z.preprocess(unsetIfEmpty, z.enum(LOG_LEVELS).default('info')),
  // Adyen's dialect (modules/adyen): off unless its API key is set. The shop's ADYEN_* variables mirror these.
  PSP_SANDBOX_ADYEN_API_KEY: z.preprocess(unsetIfEmpty, z.string().trim().min(8).optional()),
  PSP_SANDBOX_ADYEN_HMAC_KEY: z.preprocess(
    unsetIfEmpty,
    z
      .string()
      .regex(/^([0-9a-fA-F]{2})+$/)
      .optional(),
  ),
  PSP_SANDBOX_ADYEN_NOTIFICATION_URL: z.preprocess(unsetIfEmpty, z.url({ protocol: /^https?$/ }).optional()),
  PSP_SANDBOX_ADYEN_NOTIFICATION_USERNAME: z.preprocess(unsetIfEmpty, z.string().optional()),
  PSP_SANDBOX_ADYEN_NOTIFICATION_PASSWORD: z.preprocess(unsetIfEmpty, z.string().optional()),
});

export interface SandboxConfig {
  port: number;
  host: string;
  /** The sandbox's public origin without a trailing slash: hosted pages and scripts are linked from it. */
  publicUrl: string;
  /**
   * The shop origins that may frame the hosted card fields and call the token endpoints; null (unset): any
   * loopback origin, for development. `npm start` sets the shop's PUBLIC_URL origin.
   */
  shopOrigins: readonly string[] | null;
  /** What the shop server sends as `Authorization: Bearer …`. */
  apiKey: string;
  /** Signs notifications: HMAC-SHA256 over `<timestamp>.<body>`. */
  webhookSecret: string;
  /** Notification retries wait base, 2·base, 4·base … (at most 60 s) between tries. */
  retryBaseMs: number;
  /** Tries per notification, the first included. */
  retryMax: number;
  /** How long a payout stays PENDING before it settles or fails. */
  payoutSettleMs: number;
  logLevel: (typeof LOG_LEVELS)[number];
  /** Adyen's dialect under /adyen (README "Adyen dialect"); null: off (its calls answer 401). */
  adyen: SandboxAdyenConfig | null;
}

export interface SandboxAdyenConfig {
  /** What the shop sends as X-API-Key (its ADYEN_API_KEY). */
  apiKey: string;
  /** Signs the standard notifications (the shop's ADYEN_HMAC_KEY, hex). */
  hmacKey: string;
  /** The webhook URL the Customer Area would hold: the shop's /deposit/psp/notifications/adyen. */
  notificationUrl: string | null;
  /** The webhook's basic auth (the shop's ADYEN_NOTIFICATION_USERNAME / _PASSWORD). */
  username: string;
  password: string;
}

export class ConfigError extends Error {
  override readonly name = 'ConfigError';
}

export function loadConfig(env: NodeJS.ProcessEnv = process.env): SandboxConfig {
  const parsed = envSchema.safeParse(env);
  if (!parsed.success) {
    const problems = parsed.error.issues.map((issue) => `  ${issue.path.join('.')}: ${issue.message}`);
    throw new ConfigError(`Invalid environment configuration:\n${problems.join('\n')}`);
  }
  const values = parsed.data;
  const publicUrl = values.PSP_SANDBOX_PUBLIC_URL ?? `http://localhost:${values.PSP_SANDBOX_PORT}`;
  return Object.freeze({
    port: values.PSP_SANDBOX_PORT,
    host: values.PSP_SANDBOX_HOST,
    publicUrl: publicUrl.replace(/\/+$/, ''),
    shopOrigins: values.PSP_SANDBOX_SHOP_ORIGINS ?? null,
    apiKey: values.PSP_SANDBOX_API_KEY,
    webhookSecret: values.PSP_WEBHOOK_SECRET,
    retryBaseMs: values.PSP_RETRY_BASE_MS,
    retryMax: values.PSP_RETRY_MAX,
    payoutSettleMs: values.PSP_PAYOUT_SETTLE_MS,
    logLevel: values.LOG_LEVEL,
    adyen:
      values.PSP_SANDBOX_ADYEN_API_KEY === undefined || values.PSP_SANDBOX_ADYEN_HMAC_KEY === undefined
        ? null
        : {
            apiKey: values.PSP_SANDBOX_ADYEN_API_KEY,
            hmacKey: values.PSP_SANDBOX_ADYEN_HMAC_KEY,
            notificationUrl: values.PSP_SANDBOX_ADYEN_NOTIFICATION_URL ?? null,
            username: values.PSP_SANDBOX_ADYEN_NOTIFICATION_USERNAME ?? '',
            password: values.PSP_SANDBOX_ADYEN_NOTIFICATION_PASSWORD ?? '',
          },
  });
}
