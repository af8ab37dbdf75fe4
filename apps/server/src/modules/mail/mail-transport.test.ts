import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { mailSenderDepsFor, SAMPLE_MAIL_PARAMS } from '../../test/mail-helpers.ts';
import { type SmtpTestServer, startSmtpTestServer } from '../../test/smtp-test-server.ts';
import { openTestDatabase, type TestDatabase } from '../../test/test-database.ts';
import { enqueueMail } from './mail-outbox.ts';
import { runMailOutboxOnce } from './mail-sender.ts';
import { createMailTransport, messageIdFor } from './mail-transport.ts';

const MAIL_FROM = 'Game Shop <shop@players.example>';

describe('mail transport', () => {
  let smtp: SmtpTestServer;
  let database: TestDatabase;

  beforeAll(async () => {
    [smtp, database] = await Promise.all([startSmtpTestServer(), openTestDatabase('pglite')]);
  });
  afterAll(async () => {
    await Promise.all([smtp.close(), database.close()]);
  });
  beforeEach(async () => {
    smtp.messages.length = 0;
    smtp.refuseRecipients = false;
    await database.db.deleteFrom('mail_outbox').execute();
  });

  const queueConfirmation = async () => {
    const user = await database.db
      .selectFrom('users')
      .select('id')
      .where('user_name', '=', 'money-de')
      .executeTakeFirstOrThrow();
    await database.db.transaction().execute((trx) =>
      enqueueMail(trx, {
        at: new Date(),
        userId: user.id,
        kind: 'subscription_confirm',
        params: SAMPLE_MAIL_PARAMS.subscription_confirm,
        dedupeKey: 'subscription:1:confirm',
      }),
    );
  };

  /** Queues the confirmation mail and runs one outbox round through SMTP at `smtpUrl`: one mail handled. */
  async function queueAndSendOnce(smtpUrl: string) {
    const transport = createMailTransport({ smtpUrl, mailFrom: MAIL_FROM });
    try {
      await queueConfirmation();
      expect(await runMailOutboxOnce(mailSenderDepsFor(database.db, { transport, mailFrom: MAIL_FROM }))).toBe(1);
    } finally {
      transport.close();
    }
  }

  it('is the mailbox without SMTP_URL', () => {
    expect(createMailTransport({ smtpUrl: null, mailFrom: MAIL_FROM }).name).toBe('mailbox');
  });

  it('delivers through SMTP with sender, Message-ID, text and HTML', async () => {
    await queueAndSendOnce(smtp.url);
    expect(smtp.messages).toHaveLength(1);
    const [message] = smtp.messages;
    expect(message?.from).toBe('shop@players.example');
    expect(message?.to).toEqual(['money-de@players.example']);
    const data = message?.data ?? '';
    expect(data).toContain('From: Game Shop <shop@players.example>');
    expect(data).toContain('To: money-de@players.example');
    expect(data).toContain(`Message-ID: ${messageIdFor('subscription:1:confirm', MAIL_FROM)}`);
    expect(data).toMatch(/Subject: =\?UTF-8\?Q\?Bitte_best=C3=A4tige_dein_Sparpaket\?=/);
    expect(data).toContain('Content-Type: multipart/alternative');
    expect(data).toContain('Content-Type: text/plain; charset=utf-8');
    expect(data).toContain('Content-Type: text/html; charset=utf-8');

    const row = await database.db.selectFrom('mail_outbox').selectAll().executeTakeFirstOrThrow();
    expect(row).toMatchObject({ state: 'sent', transport: 'smtp', subject: 'Bitte bestätige dein Sparpaket' });
  });

  it('keeps the mail queued with the server answer when the recipient is refused', async () => {
    smtp.refuseRecipients = true;
    await queueAndSendOnce(smtp.url);
    expect(smtp.messages).toHaveLength(0);
    const row = await database.db.selectFrom('mail_outbox').selectAll().executeTakeFirstOrThrow();
    expect(row).toMatchObject({ state: 'queued', attempts: 1, sent_at: null });
    expect(row.last_error).toContain('550');
  });

  it('keeps the mail queued when no server answers', async () => {
    const closed = await startSmtpTestServer();
    await closed.close();
    await queueAndSendOnce(closed.url);
    const row = await database.db.selectFrom('mail_outbox').selectAll().executeTakeFirstOrThrow();
    expect(row).toMatchObject({ state: 'queued', attempts: 1 });
    expect(row.last_error).toMatch(/ECONNREFUSED/);
  });

  it('derives the Message-ID domain from the sender', () => {
    expect(messageIdFor('k', 'Shop <mail@shop.example>')).toMatch(/^<[0-9a-f]{32}@shop\.example>$/);
    expect(messageIdFor('k', 'mail@shop.example')).toMatch(/@shop\.example>$/);
    expect(messageIdFor('k', 'Shop')).toMatch(/@players\.example>$/);
    expect(messageIdFor('k', MAIL_FROM)).toBe(messageIdFor('k', MAIL_FROM));
  });
});
