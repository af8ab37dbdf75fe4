// Where rendered e-mails go: an SMTP server (SMTP_URL, through nodemailer) or, without one, nowhere but the
// outbox row itself, which the demo platform's mailbox page (/platform/mailbox) shows.
import { createHash } from 'node:crypto';
import nodemailer from 'nodemailer';
import type { Config } from '../../config/env.ts';

export interface OutgoingMessage {
  to: string;
  subject: string;
  text: string;
  html: string;
  /** Stable across retries, so a receiving server can drop a duplicate. */
  messageId: string;
}

export interface MailTransport {
  readonly name: 'smtp' | 'mailbox';
  /** Resolves once the server accepted the message; throws when it did not. */
  send(message: OutgoingMessage): Promise<void>;
  close(): void;
}

/** The row is the mailbox: nothing leaves the server. */
export const mailboxTransport: MailTransport = {
  name: 'mailbox',
  send: async () => undefined,
  close: () => undefined,
};

// Well below the 5-minute lease of a claimed mail (mail-sender.ts), so a hanging server never makes a
// second instance send the same mail while the first is still waiting.
const SMTP_TIMEOUTS = { connectionTimeout: 10_000, greetingTimeout: 10_000, socketTimeout: 60_000 };

export function smtpTransport(smtpUrl: string, from: string): MailTransport {
  const transporter = nodemailer.createTransport({ url: smtpUrl, ...SMTP_TIMEOUTS }, { from });
  return {
    name: 'smtp',
    async send(message) {
      const info = await transporter.sendMail({
        to: message.to,
        subject: message.subject,
        text: message.text,
        html: message.html,
        messageId: message.messageId,
      });
      if (info.rejected.length > 0) throw new Error(`recipient rejected: ${info.response}`);
    },
    close: () => transporter.close(),
  };
}

/** SMTP when SMTP_URL is set, else the mailbox. */
export function createMailTransport(config: Pick<Config, 'smtpUrl' | 'mailFrom'>): MailTransport {
  return config.smtpUrl === null ? mailboxTransport : smtpTransport(config.smtpUrl, config.mailFrom);
}

/** `<hash-of-dedupe-key@sender-domain>`: the same mail keeps its Message-ID on every attempt. */
export function messageIdFor(dedupeKey: string, mailFrom: string): string {
  const domain = /@([^\s<>@]+)>?\s*$/.exec(mailFrom)?.[1] ?? 'players.example';
  const hash = createHash('sha256').update(dedupeKey).digest('hex').slice(0, 32);
  return `<${hash}@${domain}>`;
}
