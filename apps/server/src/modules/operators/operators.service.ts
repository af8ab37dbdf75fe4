// Operator log-in (password + TOTP, throttled), console sessions with an idle life, log-out, and creating
// operators (CLI, demo seed, tests). Operators are not players: separate table, sessions and cookie.
import { randomBytes } from 'node:crypto';
import type { OperatorLanguage, OperatorPrincipal, OperatorRole } from '@shop/contracts/operator';
import type { AppDeps } from '../../app-deps.ts';
import type { Db, Trx } from '../../db/database.ts';
import { addSeconds } from '../../lib/clock.ts';
import { toSafeInteger } from '../../lib/safe-integer.ts';
import { hashSecret } from '../auth/auth.service.ts';
import {
  accountKeyOf,
  forgiveFailures,
  openThrottledAttempt,
  throttleKeyOf,
  throttleSettingsOf,
  withdrawAttempt,
} from '../auth/auth-throttle.ts';
import { hashPassword, verifyPassword } from '../auth/password.ts';
import { decryptPaymentData, encryptPaymentData } from '../instruments/payment-data-crypto.ts';
import { recordAudit } from './audit.ts';
import {
  claimTotpStep,
  deleteExpiredOperatorSessions,
  deleteOperatorSession,
  findOperatorByEmail,
  findOperatorById,
  insertOperator,
  insertOperatorSession,
  markSessionTotpVerified,
  type OperatorRow,
  type SessionOperatorRow,
  touchOperatorSession,
} from './operators.repository.ts';
import { checkTotpCode, newTotpSecret } from './totp.ts';

const SESSION_BYTES = 32;

/** E-mail addresses are stored and compared in lower case. */
export function normaliseOperatorEmail(email: string): string {
  return email.trim().toLowerCase();
}

function principalOf(row: Omit<SessionOperatorRow, 'totpVerifiedAt'>): OperatorPrincipal {
  return { id: row.id, email: row.email, displayName: row.displayName, roles: row.roles, language: row.language };
}

// Checked for unknown or disabled operators too, so the answer time does not tell which e-mails exist.
let decoyHash: Promise<string> | undefined;

export type OperatorLoginResult =
  | { ok: true; operator: OperatorPrincipal; sessionId: string; expiresAt: Date }
  | { ok: false; reason: 'invalid_credentials' }
  | { ok: false; reason: 'totp_already_used' }
  | { ok: false; reason: 'too_many_attempts'; retryAfterSeconds: number };

/**
 * An operator's own sign-in step (log-in, failed or not, second factor): audited as the operator, with the address
 * it came from (and why a log-in failed).
 */
function auditSignInStep(
  trx: Trx,
  operatorId: number,
  action: 'operator.login' | 'operator.login_failed' | 'operator.totp_failed' | 'operator.totp_verified',
  after: { address: string; cause?: 'password' | 'totp' },
  now: Date,
): Promise<void> {
  return recordAudit(trx, {
    operatorId,
    action,
    subjectType: 'operator',
    subjectId: String(operatorId),
    before: null,
    after,
    at: now,
  });
}

/**
 * One request: e-mail, password and the current TOTP code. Refusals are `invalid_credentials` (unknown e-mail,
 * disabled operator, wrong password, wrong or stale code), each a failure for the throttle (auth-throttle.ts); and,
 * after the right password only, `totp_already_used` for a code already used (the operator's own second log-in
 * within 30 s, or a replay): no failure of the password, so it does not count.
 */
/** The operator's TOTP code checked against their secret, refused when its step was accepted before (a replay). */
function checkOperatorTotp(
  deps: AppDeps,
  operator: Pick<OperatorRow, 'totpSecretEncrypted' | 'lastTotpStep'>,
  code: string,
  now: Date,
) {
  const secret = decryptPaymentData(deps.config.paymentDataKey, operator.totpSecretEncrypted);
  const lastStep = operator.lastTotpStep === null ? null : toSafeInteger(operator.lastTotpStep);
  return checkTotpCode(secret, code, now, lastStep);
}

export async function logInOperator(
  deps: AppDeps,
  input: { email: string; password: string; totp: string; clientAddress: string },
): Promise<OperatorLoginResult> {
  const email = normaliseOperatorEmail(input.email);
  const operator = await findOperatorByEmail(deps.db, email);
  const now = deps.clock.now();
  const throttleKey = throttleKeyOf('operator-login', operator, email, input.clientAddress);
  const settings = throttleSettingsOf(deps.config, 'operator-login');
  const attempt = await openThrottledAttempt(deps.db, settings, { ...throttleKey, now });
  if (!attempt.open) return { ok: false, reason: 'too_many_attempts', retryAfterSeconds: attempt.retryAfterSeconds };
  if (operator === undefined || operator.disabledAt !== null) {
    decoyHash ??= hashPassword('decoy-password');
    await verifyPassword(input.password, operator?.passwordHash ?? (await decoyHash));
    return { ok: false, reason: 'invalid_credentials' };
  }
  // A failed log-in of a known operator is in the audit trail (issue 25 point 7); an unknown e-mail names no one.
  const auditFailure = (cause: 'password' | 'totp') =>
    deps.db
      .transaction()
      .execute((trx) =>
        auditSignInStep(trx, operator.id, 'operator.login_failed', { address: input.clientAddress, cause }, now),
      );
  if (!(await verifyPassword(input.password, operator.passwordHash))) {
    await auditFailure('password');
    return { ok: false, reason: 'invalid_credentials' };
  }
  const totp = checkOperatorTotp(deps, operator, input.totp, now);
  if (!totp.ok && totp.reason === 'replayed') {
    await withdrawAttempt(deps.db, attempt.attemptId);
    return { ok: false, reason: 'totp_already_used' };
  }
  if (!totp.ok) {
    await auditFailure('totp');
    return { ok: false, reason: 'invalid_credentials' };
  }
  const { step } = totp;

  const sessionId = randomBytes(SESSION_BYTES).toString('base64url');
  const expiresAt = addSeconds(now, deps.config.operatorSessionTtlSeconds);
  const opened = await deps.db.transaction().execute(async (trx) => {
    // The same code raced in by a second request: only one of them claims its step.
    if (!(await claimTotpStep(trx, operator.id, step))) return false;
    await forgiveFailures(trx, throttleKey);
    await deleteExpiredOperatorSessions(trx, operator.id, now);
    await insertOperatorSession(trx, { idHash: hashSecret(sessionId), operatorId: operator.id, expiresAt, now });
    await auditSignInStep(trx, operator.id, 'operator.login', { address: input.clientAddress }, now);
    return true;
  });
  if (!opened) {
    // The loser of that race used a code already used: the same answer as a replay, and no failure either.
    await withdrawAttempt(deps.db, attempt.attemptId);
    return { ok: false, reason: 'totp_already_used' };
  }
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

export interface SessionOperator {
  operator: OperatorPrincipal;
  /** When the session last accepted a TOTP code (its log-in or a fresh code). */
  totpVerifiedAt: Date;
}

/** The operator of a `shop_ops` cookie value (null when absent, unknown, idle too long, or disabled); slides its end. */
export async function operatorForSession(
  deps: SessionDeps,
  sessionId: string | undefined,
): Promise<SessionOperator | null> {
  if (sessionId === undefined || sessionId === '') return null;
  const now = deps.clock.now();
  const row = await touchOperatorSession(deps.db, {
    idHash: hashSecret(sessionId),
    now,
    expiresAt: addSeconds(now, deps.config.operatorSessionTtlSeconds),
    // The absolute limit besides the idle one: a session in constant use still ends this long after its log-in.
    createdAfter: addSeconds(now, -deps.config.operatorSessionMaxSeconds),
  });
  return row === undefined ? null : { operator: principalOf(row), totpVerifiedAt: row.totpVerifiedAt };
}

export type FreshTotpResult =
  | { ok: true; verifiedAt: Date }
  | { ok: false; reason: 'invalid_totp' | 'totp_already_used' | 'not_authenticated' }
  | { ok: false; reason: 'too_many_attempts'; retryAfterSeconds: number };

/**
 * A fresh TOTP code for the signed-in session (POST /ops/api/session/totp): checked like the log-in's (±1 step, a
 * code once: a replayed one is `totp_already_used`), throttled by the log-in's throttle (a wrong code is a failure
 * of this operator from this address), audited `operator.totp_verified` or `operator.totp_failed`.
 */
export async function verifyFreshTotp(
  deps: AppDeps,
  input: { sessionId: string; operatorId: number; totp: string; clientAddress: string },
): Promise<FreshTotpResult> {
  const now = deps.clock.now();
  const operator = await findOperatorById(deps.db, input.operatorId);
  if (operator === undefined || operator.disabledAt !== null) return { ok: false, reason: 'not_authenticated' };
  const throttleKey = {
    scope: 'operator-login' as const,
    accountKey: accountKeyOf({ id: operator.id }),
    clientAddress: input.clientAddress,
  };
  const settings = throttleSettingsOf(deps.config, 'operator-login');
  const attempt = await openThrottledAttempt(deps.db, settings, { ...throttleKey, now });
  if (!attempt.open) return { ok: false, reason: 'too_many_attempts', retryAfterSeconds: attempt.retryAfterSeconds };
  const totp = checkOperatorTotp(deps, operator, input.totp, now);
  if (!totp.ok && totp.reason === 'replayed') {
    await withdrawAttempt(deps.db, attempt.attemptId);
    return { ok: false, reason: 'totp_already_used' };
  }
  if (!totp.ok) {
    await deps.db
      .transaction()
      .execute((trx) =>
        auditSignInStep(trx, operator.id, 'operator.totp_failed', { address: input.clientAddress }, now),
      );
    return { ok: false, reason: 'invalid_totp' };
  }
  const { step } = totp;
  const outcome = await deps.db.transaction().execute(async (trx) => {
    if (!(await claimTotpStep(trx, operator.id, step))) return 'totp_already_used' as const;
    if (!(await markSessionTotpVerified(trx, hashSecret(input.sessionId), now))) return 'not_authenticated' as const;
    await forgiveFailures(trx, throttleKey);
    await auditSignInStep(trx, operator.id, 'operator.totp_verified', { address: input.clientAddress }, now);
    return 'ok' as const;
  });
  if (outcome !== 'ok') {
    await withdrawAttempt(deps.db, attempt.attemptId);
    return { ok: false, reason: outcome };
  }
  return { ok: true, verifiedAt: now };
}

export interface NewOperator {
  email: string;
  displayName: string;
  password: string;
  roles: readonly OperatorRole[];
  language: OperatorLanguage;
  /** A fixed secret (demo operators only); a new random one otherwise. */
  totpSecret?: string;
  /** The app's clock (created_at). */
  at: Date;
  /** The scrypt cost of the password (tests only; see hashPassword). */
  passwordCost?: number;
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
    passwordHash: await hashPassword(input.password, input.passwordCost),
    totpSecretEncrypted: encryptPaymentData(paymentDataKey, totpSecret),
    roles: [...new Set(input.roles)],
    language: input.language,
    createdAt: input.at,
  });
  if (id === undefined) return { ok: false, reason: 'email_taken' };
  return { ok: true, id, totpSecret };
}
