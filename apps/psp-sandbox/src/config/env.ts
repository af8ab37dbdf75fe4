// The PSP sandbox's configuration, parsed once from the environment.
import { z } from 'zod';

const LOG_LEVELS = ['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent'] as const;

const envSchema = z.object({
  PSP_SANDBOX_PORT: z.coerce.number().int().min(1).max(65_535).default(3001),
  /** `localhost` listens on loopback only; set 0.0.0.0 to accept outside traffic. */
  PSP_SANDBOX_HOST: z.string().min(1).default('localhost'),
  LOG_LEVEL: z.enum(LOG_LEVELS).default('info'),
});

export interface SandboxConfig {
  port: number;
  host: string;
  logLevel: (typeof LOG_LEVELS)[number];
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
  return Object.freeze({
    port: parsed.data.PSP_SANDBOX_PORT,
    host: parsed.data.PSP_SANDBOX_HOST,
    logLevel: parsed.data.LOG_LEVEL,
  });
}
