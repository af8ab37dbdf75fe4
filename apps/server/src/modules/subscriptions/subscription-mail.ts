// The saver package's e-mails: each goes once per package (or booking) and event, so its dedupe key is made here
// from them (`subscription:<id>:<event>`, `<booking reference>:<event>`) and a repeat of the event mails nothing.
import type { Trx } from '../../db/database.ts';
import { enqueueMail, type MailKind, type MailParams, type OutgoingMail } from '../mail/mail-outbox.ts';

/** Queues `kind` to the package's player, once per package and `event`; `secret`: params stored only sealed. */
export async function mailAboutPackage(
  trx: Trx,
  at: Date,
  subscription: { id: string; user_id: number },
  kind: MailKind,
  event: string,
  params: MailParams,
  secret?: OutgoingMail['secret'],
): Promise<void> {
  const dedupeKey = `subscription:${subscription.id}:${event}`;
  await enqueueMail(trx, { at, userId: subscription.user_id, kind, dedupeKey, params, ...(secret && { secret }) });
}

/** Queues `kind` to the booking's player, once per booking and `event`; the params hold its price and currency. */
export async function mailAboutBooking(
  trx: Trx,
  at: Date,
  booking: { reference: string; user_id: number; price: number; currency: string },
  kind: MailKind,
  event: string,
  params: MailParams,
): Promise<void> {
  await enqueueMail(trx, {
    at,
    userId: booking.user_id,
    kind,
    dedupeKey: `${booking.reference}:${event}`,
    params: { price: booking.price, currency: booking.currency, ...params },
  });
}
