// The mail job: claims due outbox rows, renders them in the player's language, hands them to the transport
// outside any transaction and records the outcome. Claims use FOR UPDATE SKIP LOCKED and a lease, so any
// number of instances can run it, and a mail abandoned by a crashed instance is sent by another.
import type { AppDeps } from '../../app-deps.ts';
import type { Config } from '../../config/env.ts';
import { claimDueMails, type MailRow, markMailAttemptFailed, markMailSent } from './mail-outbox.repository.ts';
import { openMailSecrets, withoutSecrets } from './mail-secrets.ts';
import { paramsObject, type RenderedMail, renderMail } from './mail-templates.ts';
import { type MailTransport, messageIdFor } from './mail-transport.ts';

export interface MailSenderDeps extends Pick<AppDeps, 'db' | 'clock' | 'log'> {
  /** PAYMENT_DATA_KEY opens a mail's sealed secret parameters (mail-secrets.ts). */
  config: Pick<Config, 'paymentDataKey'>;
  mailTransport: MailTransport;
  /** The sender address (config.mailFrom); its domain names the Message-IDs. */
  mailFrom: string;
}

/** Attempts before a mail is given up (about an hour of back-off in all). */
export const MAIL_MAX_ATTEMPTS = 8;
/** How long a claimed mail may stay `sending` before another round takes it over. */
export const MAIL_SENDING_LEASE_MS = 5 * 60_000;
const BATCH = 20;
const FIRST_RETRY_MS = 30_000;
const MAX_RETRY_MS = 60 * 60_000;

/** Back-off after the n-th failed attempt: 30 s, 1 min, 2 min, … doubling, at most an hour. */
export function mailRetryDelayMs(attempts: number): number {
  return Math.min(FIRST_RETRY_MS * 2 ** Math.max(0, attempts - 1), MAX_RETRY_MS);
}

function messageOf(error: unknown): string {
  return (error instanceof Error ? error.message : String(error)).slice(0, 1000);
}

async function sendOne(deps: MailSenderDeps, mail: MailRow): Promise<void> {
  let rendered: RenderedMail;
  let stored: RenderedMail;
  try {
    // The mail goes out with its secrets; the outbox keeps a rendering without them (mail-secrets.ts).
    const secrets = openMailSecrets(deps.config.paymentDataKey, mail.sealed_params);
    const params = paramsObject(mail.params);
    rendered = renderMail({ ...mail, params: { ...params, ...secrets } });
    stored =
      mail.sealed_params === null
        ? rendered
        : renderMail({ ...mail, params: { ...params, ...withoutSecrets(secrets) } });
  } catch (error) {
    // A template problem does not go away by waiting: give up at once.
    deps.log.error({ err: error, mailId: mail.id, kind: mail.kind }, 'e-mail could not be rendered');
    await markMailAttemptFailed(deps.db, mail, { error: messageOf(error), retryAt: null });
    return;
  }
  try {
    await deps.mailTransport.send({
      to: mail.recipient,
      subject: rendered.subject,
      text: rendered.text,
      html: rendered.html,
      messageId: messageIdFor(mail.dedupe_key, deps.mailFrom),
    });
  } catch (error) {
    const giveUp = mail.attempts >= MAIL_MAX_ATTEMPTS;
    const retryAt = giveUp ? null : new Date(deps.clock.now().getTime() + mailRetryDelayMs(mail.attempts));
    deps.log.warn(
      { mailId: mail.id, kind: mail.kind, attempts: mail.attempts, giveUp, cause: messageOf(error) },
      'e-mail not sent',
    );
    await markMailAttemptFailed(deps.db, mail, { error: messageOf(error), retryAt });
    return;
  }
  const recorded = await markMailSent(deps.db, mail, {
    ...stored,
    transport: deps.mailTransport.name,
    at: deps.clock.now(),
    // Delivered by SMTP, the secret left with the mail; the demo mailbox is the inbox itself and keeps it sealed.
    dropSecrets: deps.mailTransport.name === 'smtp',
  });
  if (!recorded) deps.log.warn({ mailId: mail.id }, 'e-mail sent after its claim had been taken over');
}

/** One round: claims up to `limit` due mails and sends them one by one; returns how many it tried. */
export async function runMailOutboxOnce(deps: MailSenderDeps, options: { limit?: number } = {}): Promise<number> {
  const now = deps.clock.now();
  const claimed = await claimDueMails(deps.db, {
    now,
    leaseUntil: new Date(now.getTime() + MAIL_SENDING_LEASE_MS),
    limit: options.limit ?? BATCH,
    maxAttempts: MAIL_MAX_ATTEMPTS,
  });
  for (const mail of claimed) await sendOne(deps, mail);
  return claimed.length;
}
