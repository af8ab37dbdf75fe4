// The e-mail outbox: every e-mail is a row written in the same transaction as the state change it tells
// about, and sent later by the mail job (mail-sender.ts). A dedupe key makes an event mail at most once.
import type { Trx } from '../../db/database.ts';
import { findMailRecipientById } from '../users/users.repository.ts';
import type { MailKind, MailParams } from './mail-kinds.ts';
import { insertMailOnce } from './mail-outbox.repository.ts';
import { sealMailSecrets } from './mail-secrets.ts';

export { MAIL_KINDS, type MailKind, type MailParams } from './mail-kinds.ts';

export interface OutgoingMail {
  userId: number;
  kind: MailKind;
  params: MailParams;
  /** e.g. `booking:<id>:succeeded`: a second enqueue with the same key is ignored. */
  dedupeKey: string;
  /**
   * Parameters that hold a secret (the confirmation link and its token): stored only sealed with the key
   * (PAYMENT_DATA_KEY, mail-secrets.ts), never in `params`.
   */
  secret?: { params: MailParams; paymentDataKey: string };
  /** When it is queued (and first due): the app's clock. */
  at: Date;
}

/** The address of a player: the stored one, else the demo platform's own domain. */
export function recipientOf(user: { user_name: string; email: string | null }): string {
  return user.email ?? `${user.user_name}@players.example`;
}

/** Queues an e-mail to the player in their language; returns false when the dedupe key was already queued. */
export async function enqueueMail(trx: Trx, mail: OutgoingMail): Promise<boolean> {
  const user = await findMailRecipientById(trx, mail.userId);
  return insertMailOnce(trx, {
    user_id: mail.userId,
    recipient: recipientOf(user),
    kind: mail.kind,
    lang: user.lang,
    params: JSON.stringify(mail.params),
    sealed_params: mail.secret === undefined ? null : sealMailSecrets(mail.secret.paymentDataKey, mail.secret.params),
    dedupe_key: mail.dedupeKey,
    created_at: mail.at,
    next_attempt_at: mail.at,
  });
}
