// E-mails in tests: send the outbox now, read a player's mails (sent or still queued, rendered) and the
// saver package's confirmation link, without SMTP and without waiting for the mail job.
import { expect } from 'vitest';
import type { Db } from '../db/database.ts';
import { type Clock, systemClock } from '../lib/clock.ts';
import type { MailKind, MailParams } from '../modules/mail/mail-outbox.ts';
import { type MailSenderDeps, runMailOutboxOnce } from '../modules/mail/mail-sender.ts';
import { type MailTransport, mailboxTransport, type OutgoingMessage } from '../modules/mail/mail-transport.ts';
import { listMailbox, type MailboxMail } from '../modules/mail/mailbox.service.ts';
import { TEST_PAYMENT_DATA_KEY } from './fake-psp.ts';

const silentLog = { warn: () => undefined, error: () => undefined } as unknown as MailSenderDeps['log'];

export function mailSenderDepsFor(
  db: Db,
  options: { clock?: Clock; transport?: MailTransport; mailFrom?: string } = {},
): MailSenderDeps {
  return {
    db,
    config: { paymentDataKey: TEST_PAYMENT_DATA_KEY },
    clock: options.clock ?? systemClock,
    log: silentLog,
    mailTransport: options.transport ?? mailboxTransport,
    mailFrom: options.mailFrom ?? 'Game Shop <shop@players.example>',
  };
}

/** Runs the mail job until nothing is due (mailbox transport unless given); returns how many it tried. */
export async function sendQueuedMails(
  db: Db,
  options: { clock?: Clock; transport?: MailTransport } = {},
): Promise<number> {
  const deps = mailSenderDepsFor(db, options);
  let total = 0;
  for (;;) {
    const tried = await runMailOutboxOnce(deps);
    total += tried;
    if (tried === 0) return total;
  }
}

/** A player's e-mails, newest first, as the mailbox page shows them (queued ones rendered on the fly). */
export async function mailsOf(db: Db, userName: string): Promise<MailboxMail[]> {
  const user = await db.selectFrom('users').select('id').where('user_name', '=', userName).executeTakeFirstOrThrow();
  return listMailbox({ db, config: { paymentDataKey: TEST_PAYMENT_DATA_KEY } }, user.id);
}

/** The newest e-mail of a kind to the player; fails the test when there is none. */
export async function lastMailOf(db: Db, userName: string, kind: MailKind): Promise<MailboxMail> {
  const mail = (await mailsOf(db, userName)).find((candidate) => candidate.kind === kind);
  expect(mail, `an e-mail ${kind} to ${userName}`).toBeDefined();
  return mail as MailboxMail;
}

/** The confirmation link of the player's newest saver-package confirmation e-mail. */
export async function confirmLinkOf(db: Db, userName: string): Promise<string> {
  const mail = await lastMailOf(db, userName, 'subscription_confirm');
  const link = mail.links[0];
  expect(link, 'the confirmation link').toBeDefined();
  return link as string;
}

/** A transport that records what it sends and fails while `failures` is above 0. */
export function recordingTransport(): MailTransport & { sent: OutgoingMessage[]; failures: number } {
  const transport = {
    name: 'smtp' as const,
    sent: [] as OutgoingMessage[],
    failures: 0,
    async send(message: OutgoingMessage) {
      if (transport.failures > 0) {
        transport.failures -= 1;
        throw new Error('451 try again later');
      }
      transport.sent.push(message);
    },
    close: () => undefined,
  };
  return transport;
}

/** A chargeback's mails (debited, then reversed) speak of the same purchase. */
const CHARGEBACK_PARAMS: MailParams = {
  price: 5000,
  currency: 'EUR',
  paidDate: '2026-11-02',
  deposit: 5000,
  bonus: 500,
  gdCurrency: 'EUR',
};

/** Realistic parameters of every kind, as the saver-package module enqueues them. */
export const SAMPLE_MAIL_PARAMS: Readonly<Record<MailKind, MailParams>> = {
  subscription_confirm: {
    confirmUrl: 'http://localhost:3000/platform/subscription/confirm?token=abc123',
    price: 2000,
    currency: 'EUR',
    deposit: 2000,
    bonus: 500,
    gdCurrency: 'EUR',
    startDate: '2026-11-24',
    minimumTermEndDate: '2027-02-24',
  },
  subscription_active: { price: 2000, currency: 'EUR', bonus: 500, gdCurrency: 'EUR', nextBookingDate: '2026-12-24' },
  booking_succeeded: {
    price: 2000,
    currency: 'EUR',
    deposit: 2000,
    bonus: 500,
    gdCurrency: 'EUR',
    bookingDate: '2026-12-24',
    nextBookingDate: '2027-01-24',
    bonusExpiresOn: '2027-06-24',
  },
  booking_declined_retry: { price: 2000, currency: 'EUR', bookingDate: '2026-12-24', nextAttemptDate: '2026-12-27' },
  booking_skipped_limit: {
    price: 2000,
    currency: 'EUR',
    bookingDate: '2026-12-24',
    amountLeft: 1000,
    nextPossibleDate: '2027-01-01',
    nextBookingDate: '2027-01-24',
  },
  subscription_failed: { price: 2000, currency: 'EUR', reason: 'declined' },
  subscription_cancelled: { endDate: '2027-02-24', receivedDate: '2026-12-02', channel: 'post' },
  debit_returned: {
    price: 2000,
    currency: 'EUR',
    bookingDate: '2026-12-24',
    deposit: 2000,
    bonus: 500,
    gdCurrency: 'EUR',
  },
  chargeback_debited: CHARGEBACK_PARAMS,
  chargeback_reversed: CHARGEBACK_PARAMS,
  mandate_revoked: { endDate: '2026-12-24', bonusDeducted: 500, gdCurrency: 'EUR', signupBlocked: true },
  bonus_expired: { amount: 320, gdCurrency: 'EUR', grantedOn: '2026-05-24' },
  payout_rejected: {
    amount: 5000,
    gdCurrency: 'EUR',
    requestedDate: '2026-11-20',
    reasonCode: 'account_holder_mismatch',
    note: 'Please use an account in your own name.',
  },
  limit_increase_granted: { providerCode: 'micropayment-elv', amount: 20000, currency: 'EUR', note: null },
  limit_increase_declined: { providerCode: 'micropayment-elv', reason: 'The signed form did not reach us.' },
  support_reply: { ticket: 'SR-4F7K-9QXD', message: 'Your deposit was credited.\nThank you!', status: 'answered' },
};
