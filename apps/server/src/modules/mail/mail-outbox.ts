// The e-mail outbox: every e-mail is a row written in the same transaction as the state change it tells
// about, and sent later by the mail job (mail-sender.ts). A dedupe key makes an event mail at most once.
import type { Trx } from '../../db/database.ts';

/** The e-mails of the saver-package lifecycle and the payout review; each has its template in 8 languages (mail-templates.ts). */
export const MAIL_KINDS = [
  'subscription_confirm',
  'subscription_active',
  'booking_succeeded',
  'booking_declined_retry',
  'booking_skipped_limit',
  'subscription_failed',
  'subscription_cancelled',
  'debit_returned',
  'mandate_revoked',
  'bonus_expired',
  'payout_rejected',
] as const;
export type MailKind = (typeof MAIL_KINDS)[number];

/** Template parameters: amounts are integer minor units, dates `YYYY-MM-DD`. */
export type MailParams = Record<string, string | number | boolean | null>;

export interface OutgoingMail {
  userId: number;
  kind: MailKind;
  params: MailParams;
  /** e.g. `booking:<id>:succeeded`: a second enqueue with the same key is ignored. */
  dedupeKey: string;
}

/** The address of a player: the stored one, else the demo platform's own domain. */
export function recipientOf(user: { user_name: string; email: string | null }): string {
  return user.email ?? `${user.user_name}@players.example`;
}

/** Queues an e-mail to the player in their language; returns false when the dedupe key was already queued. */
export async function enqueueMail(trx: Trx, mail: OutgoingMail): Promise<boolean> {
  const user = await trx
    .selectFrom('users')
    .select(['user_name', 'email', 'lang'])
    .where('id', '=', mail.userId)
    .executeTakeFirstOrThrow();
  const inserted = await trx
    .insertInto('mail_outbox')
    .values({
      user_id: mail.userId,
      recipient: recipientOf(user),
      kind: mail.kind,
      lang: user.lang,
      params: JSON.stringify(mail.params),
      dedupe_key: mail.dedupeKey,
    })
    .onConflict((conflict) => conflict.column('dedupe_key').doNothing())
    .returning('id')
    .executeTakeFirst();
  return inserted !== undefined;
}
