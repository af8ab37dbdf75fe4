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

/** The columns of an OperatorRow. */
const OPERATOR_ROW_COLUMNS = [
  ...OPERATOR_COLUMNS,
  'password_hash as passwordHash',
  'totp_secret_encrypted as totpSecretEncrypted',
  'last_totp_step as lastTotpStep',
  'disabled_at as disabledAt',
] as const;

export async function findOperatorByEmail(db: Db, email: string): Promise<OperatorRow | undefined> {
  return db.selectFrom('operators').select(OPERATOR_ROW_COLUMNS).where('email', '=', email).executeTakeFirst();
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
    createdAt: Date;
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
      created_at: operator.createdAt,
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
      // The log-in checked the code: the session starts with a fresh TOTP.
      totp_verified_at: session.now,
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
  /** When this session's operator last proved their authenticator (log-in or POST /ops/api/session/totp). */
  totpVerifiedAt: Date;
}

/**
 * The operator of a live session of an enabled operator, moving the session's end to `expiresAt` (idle life)
 * in the same statement; undefined when the session is unknown, expired or its operator disabled.
 */
export async function touchOperatorSession(
  db: Db,
  session: { idHash: string; now: Date; expiresAt: Date; createdAfter: Date },
): Promise<SessionOperatorRow | undefined> {
  return db
    .updateTable('operator_sessions')
    .from('operators')
    .set({ expires_at: session.expiresAt, last_seen_at: session.now })
    .whereRef('operators.id', '=', 'operator_sessions.operator_id')
    .where('operator_sessions.id_hash', '=', session.idHash)
    .where('operator_sessions.expires_at', '>', session.now)
    .where('operator_sessions.created_at', '>', session.createdAfter)
    .where('operators.disabled_at', 'is', null)
    .returning([...OPERATOR_COLUMNS, 'operator_sessions.totp_verified_at as totpVerifiedAt'])
    .executeTakeFirst();
}

/** Records a fresh TOTP check on the session; false when the session is gone meanwhile. */
export async function markSessionTotpVerified(trx: Trx, idHash: string, at: Date): Promise<boolean> {
  const row = await trx
    .updateTable('operator_sessions')
    .set({ totp_verified_at: at })
    .where('id_hash', '=', idHash)
    .returning('operator_id')
    .executeTakeFirst();
  return row !== undefined;
}

export async function findOperatorById(db: Db | Trx, id: number): Promise<OperatorRow | undefined> {
  return db.selectFrom('operators').select(OPERATOR_ROW_COLUMNS).where('id', '=', id).executeTakeFirst();
}

export interface OperatorListRow {
  id: number;
  email: string;
  displayName: string;
  roles: OperatorRoleColumn[];
  language: OperatorLanguageColumn;
  disabledAt: Date | null;
  createdAt: Date;
  lastSeenAt: Date | null;
}

/** Every operator, enabled first, then by e-mail; with the last time any of their sessions was used. */
export async function listOperators(db: Db): Promise<OperatorListRow[]> {
  return db
    .selectFrom('operators')
    .select([
      ...OPERATOR_COLUMNS,
      'operators.disabled_at as disabledAt',
      'operators.created_at as createdAt',
      (eb) =>
        eb
          .selectFrom('operator_sessions')
          .select((inner) => inner.fn.max('operator_sessions.last_seen_at').as('at'))
          .whereRef('operator_sessions.operator_id', '=', 'operators.id')
          .as('lastSeenAt'),
    ])
    .orderBy(sql`operators.disabled_at is not null`)
    .orderBy('operators.email')
    .execute() as Promise<OperatorListRow[]>;
}

/**
 * Locks every operator row in id order (a change of roles or of the disabled state checks that an enabled lead
 * remains: two leads demoting each other at once must not both succeed) and returns them.
 */
export async function lockOperators(
  trx: Trx,
): Promise<{ id: number; email: string; roles: OperatorRoleColumn[]; disabledAt: Date | null }[]> {
  return trx
    .selectFrom('operators')
    .select(['id', 'email', 'roles', 'disabled_at as disabledAt'])
    .orderBy('id')
    .forUpdate()
    .execute();
}

export async function setOperatorRoles(trx: Trx, id: number, roles: OperatorRoleColumn[]): Promise<void> {
  await trx
    .updateTable('operators')
    .set({ roles: sql<OperatorRoleColumn[]>`${sql.val(roles)}::text[]` })
    .where('id', '=', id)
    .execute();
}

/** Disables (at `at`, ending every session of the operator at once) or enables (null) an operator. */
export async function setOperatorDisabled(trx: Trx, id: number, at: Date | null): Promise<void> {
  await trx.updateTable('operators').set({ disabled_at: at }).where('id', '=', id).execute();
  if (at !== null) await trx.deleteFrom('operator_sessions').where('operator_id', '=', id).execute();
}

/** Adds a role to the operator of this e-mail unless they have it (the demo seed's lead). */
export async function addOperatorRole(trx: Trx, email: string, role: OperatorRoleColumn): Promise<void> {
  await trx
    .updateTable('operators')
    .set({ roles: sql<OperatorRoleColumn[]>`array_append(roles, ${role})` })
    .where('email', '=', email)
    .where(sql<boolean>`not (${role} = any(roles))`)
    .execute();
}
