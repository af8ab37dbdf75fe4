// Per-installation secrets: when PSP_SANDBOX_API_KEY, PSP_WEBHOOK_SECRET or PAYMENT_DATA_KEY is unset, start-up
// takes it from <DATA_DIR>/secrets.json, created on the first start with random values (mode 0600), so
// `npm start` needs no set-up and no two installations share a secret. scripts/start.mjs writes the same file
// (same format) before it starts the server and the sandbox, so both get the same values.
import { randomBytes } from 'node:crypto';
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { z } from 'zod';
import { resolvePath, SECRET_VARIABLES } from './env.ts';

export const SECRETS_FILE = 'secrets.json';

const secretsFileSchema = z.object({
  PSP_SANDBOX_API_KEY: z.string().min(8),
  PSP_WEBHOOK_SECRET: z.string().min(8),
  PAYMENT_DATA_KEY: z.string().regex(/^[0-9a-f]{64}$/),
});
type SecretsFile = z.infer<typeof secretsFileSchema>;

function generateSecrets(): SecretsFile {
  return {
    PSP_SANDBOX_API_KEY: `sk_${randomBytes(24).toString('hex')}`,
    PSP_WEBHOOK_SECRET: `whsec_${randomBytes(32).toString('hex')}`,
    PAYMENT_DATA_KEY: randomBytes(32).toString('hex'),
  };
}

/** Reads `<dataDir>/secrets.json`, creating it first (exclusively: two starts at once agree on one file). */
export function readOrCreateSecrets(dataDir: string): SecretsFile {
  const file = path.join(dataDir, SECRETS_FILE);
  mkdirSync(dataDir, { recursive: true });
  try {
    writeFileSync(file, `${JSON.stringify(generateSecrets(), null, 2)}\n`, { flag: 'wx', mode: 0o600 });
  } catch (error) {
    if (!(error instanceof Error && 'code' in error && error.code === 'EEXIST')) throw error;
  }
  return secretsFileSchema.parse(JSON.parse(readFileSync(file, 'utf8')));
}

const isUnset = (value: string | undefined) => value === undefined || value.trim() === '';

/** The environment with every unset secret filled from the installation's secrets file; set ones are kept. */
export function withInstallationSecrets(env: NodeJS.ProcessEnv): NodeJS.ProcessEnv {
  if (SECRET_VARIABLES.every((name) => !isUnset(env[name]))) return env;
  const dataDir = resolvePath(isUnset(env.DATA_DIR) ? undefined : env.DATA_DIR?.trim(), 'data');
  const secrets = readOrCreateSecrets(dataDir);
  const filled: NodeJS.ProcessEnv = { ...env };
  for (const name of SECRET_VARIABLES) if (isUnset(filled[name])) filled[name] = secrets[name];
  return filled;
}
