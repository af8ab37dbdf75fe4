// The outbox queries: claiming due mails across instances, recording each attempt, and a player's mails.

import type { Insertable } from 'kysely';
import { type Selectable, sql } from 'kysely';
import type { Db, MailOutboxTable, Trx } from '../../db/database.ts';

export type MailRow = Selectable<MailOutboxTable>;

export interface ClaimInput {
  now: Date;
  /** A claimed mail not finished by then counts as abandoned (a crashed instance) and is claimed again. */
  leaseUntil: Date;
  limit: number;
  /** A mail abandoned on its last attempt is given up instead of claimed. */
  maxAttempts: number;
}

/**
 * Claims up to `limit` due mails in one short transaction and marks them `sending` (one attempt more).
 * Due: queued and never tried (whatever the clock: a new row is due at once), queued with its back-off
 * over, or `sending` past its lease. FOR UPDATE SKIP LOCKED: instances never wait for or share a mail.
 */
export async function claimDueMails(db: Db, input: ClaimInput): Promise<MailRow[]> {
  return db.transaction().execute(async (trx) => {
    const due = await trx
      .selectFrom('mail_outbox')
      .select(['id', 'state', 'attempts'])
      .where((eb) =>
        eb.or([
          eb.and([eb('state', '=', 'queued'), eb.or([eb('attempts', '=', 0), eb('next_attempt_at', '<=', input.now)])]),
          eb.and([eb('state', '=', 'sending'), eb('next_attempt_at', '<=', input.now)]),
        ]),
      )
      .orderBy('next_attempt_at')
      .orderBy('id')
      .limit(input.limit)
      .forUpdate()
      .skipLocked()
      .execute();
    const exhausted = due.filter((row) => row.attempts >= input.maxAttempts).map((row) => row.id);
    const claimable = due.filter((row) => row.attempts < input.maxAttempts).map((row) => row.id);
    if (exhausted.length > 0) {
      await trx
        .updateTable('mail_outbox')
        .set({ state: 'failed', last_error: 'the last attempt was interrupted' })
        .where('id', 'in', exhausted)
        .execute();
    }
    if (claimable.length === 0) return [];
    return trx
      .updateTable('mail_outbox')
      .set((eb) => ({ state: 'sending', attempts: eb('attempts', '+', 1), next_attempt_at: input.leaseUntil }))
      .where('id', 'in', claimable)
      .returningAll()
      .execute();
  });
}

/** The claim is ours while the row is still `sending` with the attempt count we set. */
type ClaimedMail = Pick<MailRow, 'id' | 'attempts'>;

export async function markMailSent(
  db: Db,
  mail: ClaimedMail,
  sent: {
    subject: string;
    text: string;
    html: string;
    transport: 'smtp' | 'mailbox';
    at: Date;
    /** Drops the sealed secret parameters (mail-secrets.ts): the mail left and nothing needs them. */
    dropSecrets: boolean;
  },
): Promise<boolean> {
  const result = await db
    .updateTable('mail_outbox')
    .set({
      state: 'sent',
      subject: sent.subject,
      body_text: sent.text,
      body_html: sent.html,
      transport: sent.transport,
      sent_at: sent.at,
      last_error: null,
      ...(sent.dropSecrets ? { sealed_params: null } : {}),
    })
    .where('id', '=', mail.id)
    .where('state', '=', 'sending')
    .where('attempts', '=', mail.attempts)
    .executeTakeFirst();
  return result.numUpdatedRows > 0n;
}

/** After a failed attempt: queued again from `retryAt`, or `failed` for good when `retryAt` is null. */
export async function markMailAttemptFailed(
  db: Db,
  mail: ClaimedMail,
  failure: { error: string; retryAt: Date | null },
): Promise<boolean> {
  const result = await db
    .updateTable('mail_outbox')
    .set(
      failure.retryAt === null
        ? { state: 'failed', last_error: failure.error }
        : { state: 'queued', last_error: failure.error, next_attempt_at: failure.retryAt },
    )
    .where('id', '=', mail.id)
    .where('state', '=', 'sending')
    .where('attempts', '=', mail.attempts)
    .executeTakeFirst();
  return result.numUpdatedRows > 0n;
}

/** A player's mails, newest first. */
export async function listMailsOfUser(db: Db, userId: number, limit: number): Promise<MailRow[]> {
  return db
    .selectFrom('mail_outbox')
    .selectAll()
    .where('user_id', '=', userId)
    .orderBy('id', 'desc')
    .limit(limit)
    .execute();
}

/** One mail, only when it belongs to the player. */
export async function findMailOfUser(db: Db, userId: number, id: string): Promise<MailRow | undefined> {
  return db.selectFrom('mail_outbox').selectAll().where('id', '=', id).where('user_id', '=', userId).executeTakeFirst();
}

/** Rows whose `params` still hold one of `names` in clear (written by versions before the sealed parameters). */
export async function findMailsWithClearSecrets(db: Db, names: readonly string[]): Promise<MailRow[]> {
  return db
    .selectFrom('mail_outbox')
    .selectAll()
    .where((eb) => eb.or(names.map((name) => sql<boolean>`params ? ${name}`)))
    .orderBy('id')
    .execute();
}

export async function sealMailSecretsOf(
  db: Db,
  id: string,
  sealed: { params: string; sealedParams: string | null; bodyText: string | null; bodyHtml: string | null },
): Promise<void> {
  await db
    .updateTable('mail_outbox')
    .set({
      params: sealed.params,
      sealed_params: sealed.sealedParams,
      body_text: sealed.bodyText,
      body_html: sealed.bodyHtml,
    })
    .where('id', '=', id)
    .execute();
}

/** Queues a mail row unless its dedupe key is queued already; false then. */
export async function insertMailOnce(trx: Trx, values: Insertable<MailOutboxTable>): Promise<boolean> {
  const inserted = await trx
    .insertInto('mail_outbox')
    .values(values)
    .onConflict((conflict) => conflict.column('dedupe_key').doNothing())
    .returning('id')
    .executeTakeFirst();
  return inserted !== undefined;
}
