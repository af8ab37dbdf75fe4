// Queries on operators and their console sessions (stored as SHA-256 hashes of the cookie value).
import { sql } from 'kysely';
import type { Db, Trx } from '../../db/database.ts';
import type { OperatorLanguageColumn, OperatorRoleColumn } from '../../db/operator-tables.ts';

export interface OperatorRow {
  id: number;
  email: string;
  displayName: string;
  passwordHash: string;
  totpSecretEncrypted: string;
  lastTotpStep: string | null;
  roles: OperatorRoleColumn[];
  language: OperatorLanguageColumn;
  disabledAt: Date | null;
}

const OPERATOR_COLUMNS = [
  'operators.id as id',
  'operators.email as email',
  'operators.display_name as displayName',
  'operators.roles as roles',
  'operators.language as language',
] as const;

export async function findOperatorByEmail(db: Db, email: string): Promise<OperatorRow | undefined> {
  return db
    .selectFrom('operators')
    .select([
      ...OPERATOR_COLUMNS,
      'password_hash as passwordHash',
      'totp_secret_encrypted as totpSecretEncrypted',
      'last_totp_step as lastTotpStep',
      'disabled_at as disabledAt',
    ])
    .where('email', '=', email)
    .executeTakeFirst();
}

/** The new operator's id; undefined when the e-mail is taken. */
export async function insertOperator(
  db: Db,
  operator: {
    email: string;
    displayName: string;
    passwordHash: string;
    totpSecretEncrypted: string;
    roles: OperatorRoleColumn[];
    language: OperatorLanguageColumn;
  },
): Promise<number | undefined> {
  const row = await db
    .insertInto('operators')
    .values({
      email: operator.email,
      display_name: operator.displayName,
      password_hash: operator.passwordHash,
      totp_secret_encrypted: operator.totpSecretEncrypted,
      roles: sql<OperatorRoleColumn[]>`${sql.val(operator.roles)}::text[]`,
      language: operator.language,
    })
    .onConflict((conflict) => conflict.column('email').doNothing())
    .returning('id')
    .executeTakeFirst();
  return row?.id;
}

/** Sets disabled_at (once) and ends the operator's sessions; undefined for an unknown e-mail. */
export async function disableOperator(trx: Trx, email: string, at: Date): Promise<number | undefined> {
  const row = await trx
    .updateTable('operators')
    .set({ disabled_at: sql<Date>`coalesce(disabled_at, ${at})` })
    .where('email', '=', email)
    .returning('id')
    .executeTakeFirst();
  if (row === undefined) return undefined;
  await trx.deleteFrom('operator_sessions').where('operator_id', '=', row.id).execute();
  return row.id;
}

/**
 * Stores the accepted TOTP step unless the same or a later one was accepted meanwhile (two log-ins racing with
 * one code): false then, and the caller refuses the login.
 */
export async function claimTotpStep(trx: Trx, operatorId: number, step: number): Promise<boolean> {
  const row = await trx
    .updateTable('operators')
    .set({ last_totp_step: step })
    .where('id', '=', operatorId)
    .where((eb) => eb.or([eb('last_totp_step', 'is', null), eb('last_totp_step', '<', String(step))]))
    .returning('id')
    .executeTakeFirst();
  return row !== undefined;
}

export async function insertOperatorSession(
  trx: Trx,
  session: { idHash: string; operatorId: number; expiresAt: Date; now: Date },
): Promise<void> {
  await trx
    .insertInto('operator_sessions')
    .values({
      id_hash: session.idHash,
      operator_id: session.operatorId,
      expires_at: session.expiresAt,
      last_seen_at: session.now,
      created_at: session.now,
    })
    .execute();
}

export async function deleteExpiredOperatorSessions(trx: Trx, operatorId: number, now: Date): Promise<void> {
  await trx
    .deleteFrom('operator_sessions')
    .where('operator_id', '=', operatorId)
    .where('expires_at', '<=', now)
    .execute();
}

/** Deletes the session; its operator's id, or undefined when there was none. */
export async function deleteOperatorSession(trx: Trx, idHash: string): Promise<number | undefined> {
  const row = await trx
    .deleteFrom('operator_sessions')
    .where('id_hash', '=', idHash)
    .returning('operator_id')
    .executeTakeFirst();
  return row?.operator_id;
}

export interface SessionOperatorRow {
  id: number;
  email: string;
  displayName: string;
  roles: OperatorRoleColumn[];
  language: OperatorLanguageColumn;
}

/**
 * The operator of a live session of an enabled operator, moving the session's end to `expiresAt` (idle life)
 * in the same statement; undefined when the session is unknown, expired or its operator disabled.
 */
export async function touchOperatorSession(
  db: Db,
  session: { idHash: string; now: Date; expiresAt: Date },
): Promise<SessionOperatorRow | undefined> {
  return db
    .updateTable('operator_sessions')
    .from('operators')
    .set({ expires_at: session.expiresAt, last_seen_at: session.now })
    .whereRef('operators.id', '=', 'operator_sessions.operator_id')
    .where('operator_sessions.id_hash', '=', session.idHash)
    .where('operator_sessions.expires_at', '>', session.now)
    .where('operators.disabled_at', 'is', null)
    .returning(OPERATOR_COLUMNS)
    .executeTakeFirst();
}
