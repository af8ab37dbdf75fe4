// The operator administration commands behind `npm run operator -- …` (operator-cli.ts): create an operator
// (the TOTP secret is shown once, here, and then stored only encrypted) and disable one (its sessions end).
// There is deliberately no command that shows a stored secret: a lost authenticator means a new operator.
import { parseArgs } from 'node:util';
import {
  OPERATOR_EMAIL_MAX_LENGTH,
  OPERATOR_PASSWORD_MAX_LENGTH,
  OPERATOR_PASSWORD_MIN_LENGTH,
  operatorLanguageSchema,
  operatorRoleSchema,
} from '@shop/contracts/operator';
import * as z from 'zod/mini';
import type { Db } from '../../db/database.ts';
import { disableOperator } from './operators.repository.ts';
import { createOperator, normaliseOperatorEmail } from './operators.service.ts';
import { totpProvisioningUri } from './totp.ts';

export const OPERATOR_USAGE = `Usage:
  npm run operator -- create --email <e-mail> --name "<display name>" --roles support,finance [--language en|de]
      reads the password from stdin (or asks for it), prints the TOTP secret and its otpauth:// URI once
  npm run operator -- disable --email <e-mail>
      the operator can no longer log in; open console sessions end
Uses DATABASE_URL, or the embedded database in DATA_DIR (stop the server first: one process at a time).`;

const createSchema = z.object({
  email: z.string().check(z.trim(), z.maxLength(OPERATOR_EMAIL_MAX_LENGTH), z.regex(/^[^\s@]+@[^\s@]+\.[^\s@]+$/)),
  name: z.string().check(z.trim(), z.minLength(1), z.maxLength(100)),
  roles: z.array(operatorRoleSchema).check(z.minLength(1)),
  language: operatorLanguageSchema,
  password: z.string().check(z.minLength(OPERATOR_PASSWORD_MIN_LENGTH), z.maxLength(OPERATOR_PASSWORD_MAX_LENGTH)),
});

export interface CommandIo {
  db: Db;
  paymentDataKey: string;
  /** The password: stdin's first line, or asked for (hidden) on a terminal. */
  readPassword(): Promise<string>;
  now(): Date;
  out(line: string): void;
}

/** Runs one command; the exit code (0 done, 1 refused, 2 usage). */
export async function runOperatorCommand(args: readonly string[], io: CommandIo): Promise<number> {
  let parsed: ReturnType<typeof parseOptions>;
  try {
    parsed = parseOptions(args);
  } catch (error) {
    io.out(`${error instanceof Error ? error.message : String(error)}\n\n${OPERATOR_USAGE}`);
    return 2;
  }
  const { command, values } = parsed;
  if (command === 'create') return create(values, io);
  if (command === 'disable' && values.email !== undefined) return disable(values.email, io);
  io.out(OPERATOR_USAGE);
  return 2;
}

function parseOptions(args: readonly string[]) {
  const { positionals, values } = parseArgs({
    args: [...args],
    allowPositionals: true,
    options: {
      email: { type: 'string' },
      name: { type: 'string' },
      roles: { type: 'string' },
      language: { type: 'string', default: 'en' },
    },
  });
  return { command: positionals[0], values };
}

async function create(
  values: {
    email?: string | undefined;
    name?: string | undefined;
    roles?: string | undefined;
    language?: string | undefined;
  },
  io: CommandIo,
): Promise<number> {
  const input = createSchema.safeParse({
    email: values.email ?? '',
    name: values.name ?? '',
    roles: (values.roles ?? '')
      .split(',')
      .map((role) => role.trim())
      .filter((role) => role !== ''),
    language: values.language,
    password: await io.readPassword(),
  });
  if (!input.success) {
    const fields = [...new Set(input.error.issues.map((issue) => String(issue.path[0])))];
    io.out(`Refused: check ${fields.join(', ')} (password at least ${OPERATOR_PASSWORD_MIN_LENGTH} characters).`);
    return 1;
  }
  const { email, name, roles, language, password } = input.data;
  const created = await createOperator(io.db, io.paymentDataKey, {
    email,
    displayName: name,
    password,
    roles,
    language,
  });
  if (!created.ok) {
    io.out(`Refused: an operator with the e-mail ${normaliseOperatorEmail(email)} exists already.`);
    return 1;
  }
  const address = normaliseOperatorEmail(email);
  io.out(
    [
      `Operator ${created.id} created: ${address} (${roles.join(', ')}).`,
      'Add this to the authenticator app now; it is not shown again:',
      `  TOTP secret: ${created.totpSecret}`,
      `  ${totpProvisioningUri(created.totpSecret, address)}`,
    ].join('\n'),
  );
  return 0;
}

async function disable(email: string, io: CommandIo): Promise<number> {
  const address = normaliseOperatorEmail(email);
  const id = await io.db.transaction().execute((trx) => disableOperator(trx, address, io.now()));
  if (id === undefined) {
    io.out(`Refused: no operator with the e-mail ${address}.`);
    return 1;
  }
  io.out(`Operator ${id} (${address}) disabled; their sessions have ended.`);
  return 0;
}
