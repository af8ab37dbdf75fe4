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
import { changeOperator, createOperatorAudited, type OperatorChange } from './operator-admin.ts';
import { findOperatorByEmail } from './operators.repository.ts';
import { normaliseOperatorEmail } from './operators.service.ts';
import { totpProvisioningUri } from './totp.ts';

export const OPERATOR_USAGE = `Usage:
  npm run operator -- create --email <e-mail> --name "<display name>" --roles support,finance,lead [--language en|de]
      reads the password from stdin (or asks for it), prints the TOTP secret and its otpauth:// URI once
  npm run operator -- disable --email <e-mail>
      the operator can no longer log in; open console sessions end
  npm run operator -- enable --email <e-mail>
  npm run operator -- roles --email <e-mail> --roles support,finance,lead
      the last enabled lead cannot be disabled or lose the lead role
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
  if (command === 'disable' && values.email !== undefined) return change(values.email, { disabled: true }, io);
  if (command === 'enable' && values.email !== undefined) return change(values.email, { disabled: false }, io);
  if (command === 'roles' && values.email !== undefined && values.roles !== undefined) {
    const roles = z.array(operatorRoleSchema).check(z.minLength(1)).safeParse(rolesOf(values.roles));
    if (!roles.success) {
      io.out('Refused: check roles (support, finance, lead).');
      return 1;
    }
    return change(values.email, { roles: roles.data }, io);
  }
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
    roles: rolesOf(values.roles ?? ''),
    language: values.language,
    password: await io.readPassword(),
  });
  if (!input.success) {
    const fields = [...new Set(input.error.issues.map((issue) => String(issue.path[0])))];
    io.out(`Refused: check ${fields.join(', ')} (password at least ${OPERATOR_PASSWORD_MIN_LENGTH} characters).`);
    return 1;
  }
  const { email, name, roles, language, password } = input.data;
  const created = await createOperatorAudited(
    io.db,
    io.paymentDataKey,
    { email, displayName: name, password, roles, language, at: io.now() },
    { commandLine: true },
  );
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

function rolesOf(text: string): string[] {
  return text
    .split(',')
    .map((role) => role.trim())
    .filter((role) => role !== '');
}

const REFUSALS = {
  not_found: 'no operator with that e-mail',
  own_lead_role: 'an operator cannot remove their own lead role',
  own_account: 'an operator cannot disable themselves',
  last_lead: 'at least one enabled lead must remain',
} as const;

/** disable, enable, roles: the console's own rules and audit entries (operator-admin.ts), in the subject's name. */
async function change(email: string, what: OperatorChange, io: CommandIo): Promise<number> {
  const address = normaliseOperatorEmail(email);
  const operator = await findOperatorByEmail(io.db, address);
  const result =
    operator === undefined
      ? ({ ok: false, code: 'not_found' } as const)
      : await changeOperator(io.db, {
          targetId: operator.id,
          change: what,
          actor: { commandLine: true },
          at: io.now(),
        });
  if (!result.ok) {
    io.out(`Refused: ${REFUSALS[result.code]} (${address}).`);
    return 1;
  }
  const { id, roles } = result.operator;
  if ('roles' in what) io.out(`Operator ${id} (${address}) now has the roles ${roles.join(', ')}.`);
  else if (what.disabled) io.out(`Operator ${id} (${address}) disabled; their sessions have ended.`);
  else io.out(`Operator ${id} (${address}) enabled.`);
  return 0;
}
