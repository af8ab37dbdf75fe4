// The server's configuration: read once from the environment, parsed with zod, frozen.
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { z } from 'zod';

/** The monorepo root, found from this file's place (apps/server/src/config). Defaults are anchored here. */
export const REPO_ROOT = fileURLToPath(new URL('../../../../', import.meta.url));

const LOG_LEVELS = ['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent'] as const;

const port = z.coerce.number().int().min(1).max(65_535);
const positiveSeconds = z.coerce.number().int().positive();
const url = z.url({ protocol: /^https?$/ }).transform((value) => value.replace(/\/+$/, ''));
const optionalText = z
  .string()
  .optional()
  .transform((value) => (value === undefined || value.trim() === '' ? undefined : value.trim()));

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
  WEB_DIST_DIR: optionalText,
  LOG_LEVEL: z.enum(LOG_LEVELS).default('info'),
});

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
  /** Absolute path of the built web app (index.html + assets/). */
  webDistDir: string;
  logLevel: LogLevel;
}

export class ConfigError extends Error {
  override readonly name = 'ConfigError';
}

/** Explicit relative paths resolve against the working directory; defaults against the repo root. */
function resolvePath(value: string | undefined, defaultFromRoot: string): string {
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
  return Object.freeze({
    port: values.PORT,
    host: values.HOST,
    pspSandboxPort: values.PSP_SANDBOX_PORT,
    pspSandboxUrl: values.PSP_SANDBOX_URL ?? `http://localhost:${values.PSP_SANDBOX_PORT}`,
    dataDir: resolvePath(values.DATA_DIR, 'data'),
    databaseUrl: values.DATABASE_URL ?? null,
    publicUrl: values.PUBLIC_URL ?? `http://localhost:${values.PORT}`,
    tokenTtlSeconds: values.TOKEN_TTL_SECONDS,
    sessionTtlSeconds: values.SESSION_TTL_SECONDS,
    webDistDir: resolvePath(values.WEB_DIST_DIR, 'apps/web/dist'),
    logLevel: values.LOG_LEVEL,
  });
}
