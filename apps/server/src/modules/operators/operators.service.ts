// Operator log-in (password + TOTP, throttled), console sessions with an idle life, log-out, and creating
// operators (CLI, demo seed, tests). Operators are not players: separate table, sessions and cookie.
import { randomBytes } from 'node:crypto';
import type { OperatorLanguage, OperatorPrincipal, OperatorRole } from '@shop/contracts/operator';
import type { AppDeps } from '../../app-deps.ts';
import type { Db } from '../../db/database.ts';
import { addSeconds } from '../../lib/clock.ts';
import { toSafeInteger } from '../../lib/safe-integer.ts';
import { hashSecret } from '../auth/auth.service.ts';
import {
  forgiveFailures,
  type LoginThrottleSettings,
  OPERATOR_LOGIN_FAILURES,
  openThrottledAttempt,
} from '../auth/login-throttle.ts';
import { hashPassword, verifyPassword } from '../auth/password.ts';
import { decryptPaymentData, encryptPaymentData } from '../instruments/payment-data-crypto.ts';
import { recordAudit } from './audit.ts';
import {
  claimTotpStep,
  deleteExpiredOperatorSessions,
  deleteOperatorSession,
  findOperatorByEmail,
  insertOperator,
  insertOperatorSession,
  type SessionOperatorRow,
  touchOperatorSession,
} from './operators.repository.ts';
import { acceptedTotpStep, newTotpSecret } from './totp.ts';

const SESSION_BYTES = 32;

/** E-mail addresses are stored and compared in lower case. */
export function normaliseOperatorEmail(email: string): string {
  return email.trim().toLowerCase();
}

function throttleOf(deps: AppDeps): LoginThrottleSettings {
  return {
    maxFailuresPerAccount: deps.config.loginMaxFailuresPerAccount,
    maxFailuresPerAddress: deps.config.loginMaxFailuresPerAddress,
    windowSeconds: deps.config.loginFailureWindowSeconds,
  };
}

function principalOf(row: SessionOperatorRow): OperatorPrincipal {
  return { id: row.id, email: row.email, displayName: row.displayName, roles: row.roles, language: row.language };
}

// Checked for unknown or disabled operators too, so the answer time does not tell which e-mails exist.
let decoyHash: Promise<string> | undefined;

export type OperatorLoginResult =
  | { ok: true; operator: OperatorPrincipal; sessionId: string; expiresAt: Date }
  | { ok: false; reason: 'invalid_credentials' }
  | { ok: false; reason: 'too_many_attempts'; retryAfterSeconds: number };

/**
 * One request: e-mail, password and the current TOTP code. Every refusal is the same `invalid_credentials`
 * (unknown e-mail, disabled operator, wrong password, wrong, stale or replayed code).
 */
export async function logInOperator(
  deps: AppDeps,
  input: { email: string; password: string; totp: string; clientAddress: string },
): Promise<OperatorLoginResult> {
  const operator = await findOperatorByEmail(deps.db, normaliseOperatorEmail(input.email));
  const now = deps.clock.now();
  const attempt = await openThrottledAttempt(deps.db, OPERATOR_LOGIN_FAILURES, throttleOf(deps), {
    accountId: operator?.id ?? null,
    clientAddress: input.clientAddress,
    now,
  });
  if (!attempt.open) return { ok: false, reason: 'too_many_attempts', retryAfterSeconds: attempt.retryAfterSeconds };
  if (operator === undefined || operator.disabledAt !== null) {
    decoyHash ??= hashPassword('decoy-password');
    await verifyPassword(input.password, operator?.passwordHash ?? (await decoyHash));
    return { ok: false, reason: 'invalid_credentials' };
  }
  if (!(await verifyPassword(input.password, operator.passwordHash)))
    return { ok: false, reason: 'invalid_credentials' };
  const secret = decryptPaymentData(deps.config.paymentDataKey, operator.totpSecretEncrypted);
  const lastStep = operator.lastTotpStep === null ? null : toSafeInteger(operator.lastTotpStep);
  const step = acceptedTotpStep(secret, input.totp, now, lastStep);
  if (step === null) return { ok: false, reason: 'invalid_credentials' };

  const sessionId = randomBytes(SESSION_BYTES).toString('base64url');
  const expiresAt = addSeconds(now, deps.config.operatorSessionTtlSeconds);
  const opened = await deps.db.transaction().execute(async (trx) => {
    // The same code raced in by a second request: only one of them claims its step.
    if (!(await claimTotpStep(trx, operator.id, step))) return false;
    await forgiveFailures(trx, OPERATOR_LOGIN_FAILURES, operator.id);
    await deleteExpiredOperatorSessions(trx, operator.id, now);
    await insertOperatorSession(trx, { idHash: hashSecret(sessionId), operatorId: operator.id, expiresAt, now });
    await recordAudit(trx, {
      operatorId: operator.id,
      action: 'operator.login',
      subjectType: 'operator',
      subjectId: String(operator.id),
      before: null,
      after: { address: input.clientAddress },
      at: now,
    });
    return true;
  });
  if (!opened) return { ok: false, reason: 'invalid_credentials' };
  return { ok: true, operator: principalOf(operator), sessionId, expiresAt };
}

/** Deletes the session (when it still exists) and records the log-out. */
export async function logOutOperator(deps: AppDeps, sessionId: string): Promise<void> {
  const now = deps.clock.now();
  await deps.db.transaction().execute(async (trx) => {
    const operatorId = await deleteOperatorSession(trx, hashSecret(sessionId));
    if (operatorId === undefined) return;
    await recordAudit(trx, {
      operatorId,
      action: 'operator.logout',
      subjectType: 'operator',
      subjectId: String(operatorId),
      before: null,
      after: null,
      at: now,
    });
  });
}

/** What reading a session needs (tests build the guard on a bare Fastify with it). */
export type SessionDeps = Pick<AppDeps, 'config' | 'db' | 'clock'>;

/** The operator of a `shop_ops` cookie value (null when absent, unknown, idle too long, or disabled); slides its end. */
export async function operatorForSession(
  deps: SessionDeps,
  sessionId: string | undefined,
): Promise<OperatorPrincipal | null> {
  if (sessionId === undefined || sessionId === '') return null;
  const now = deps.clock.now();
  const row = await touchOperatorSession(deps.db, {
    idHash: hashSecret(sessionId),
    now,
    expiresAt: addSeconds(now, deps.config.operatorSessionTtlSeconds),
  });
  return row === undefined ? null : principalOf(row);
}

export interface NewOperator {
  email: string;
  displayName: string;
  password: string;
  roles: readonly OperatorRole[];
  language: OperatorLanguage;
  /** A fixed secret (demo operators only); a new random one otherwise. */
  totpSecret?: string;
}

export type CreateOperatorResult = { ok: true; id: number; totpSecret: string } | { ok: false; reason: 'email_taken' };

/** Creates an operator; the TOTP secret is returned once (to show) and stored only encrypted with the data key. */
export async function createOperator(
  db: Db,
  paymentDataKey: string,
  input: NewOperator,
): Promise<CreateOperatorResult> {
  const totpSecret = input.totpSecret ?? newTotpSecret();
  const id = await insertOperator(db, {
    email: normaliseOperatorEmail(input.email),
    displayName: input.displayName.trim(),
    passwordHash: await hashPassword(input.password),
    totpSecretEncrypted: encryptPaymentData(paymentDataKey, totpSecret),
    roles: [...new Set(input.roles)],
    language: input.language,
  });
  if (id === undefined) return { ok: false, reason: 'email_taken' };
  return { ok: true, id, totpSecret };
}
