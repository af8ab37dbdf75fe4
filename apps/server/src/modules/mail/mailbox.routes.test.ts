import { beforeEach, describe, expect, it, vi } from 'vitest';
import { confirmLinkOf, lastMailOf, mailsOf, SAMPLE_MAIL_PARAMS, sendQueuedMails } from '../../test/mail-helpers.ts';
import { buildTestApp, loginAs, setUpTestApp } from '../../test/test-app.ts';
import { DATABASE_KINDS } from '../../test/test-database.ts';
import { escapeHtml } from '../pages/pages.html.ts';
import { enqueueMail, type MailKind } from './mail-outbox.ts';

const CONFIRM_URL = String(SAMPLE_MAIL_PARAMS.subscription_confirm.confirmUrl);

describe.each(DATABASE_KINDS)('demo mailbox on %s', (kind) => {
  const t = setUpTestApp(kind);
  beforeEach(async () => {
    await t.db.deleteFrom('mail_outbox').execute();
  });

  const page = (url: string, cookie?: string) =>
    t.app.inject({ method: 'GET', url, headers: cookie === undefined ? {} : { cookie } });
  const queue = async (userName: string, mailKind: MailKind) => {
    const user = await t.db
      .selectFrom('users')
      .select('id')
      .where('user_name', '=', userName)
      .executeTakeFirstOrThrow();
    await t.db.transaction().execute((trx) =>
      enqueueMail(trx, {
        at: new Date(),
        userId: user.id,
        kind: mailKind,
        params: SAMPLE_MAIL_PARAMS[mailKind],
        dedupeKey: `test:${userName}:${mailKind}`,
      }),
    );
  };

  it('sends players without a session to the login', async () => {
    for (const url of ['/platform/mailbox', '/platform/mailbox/1']) {
      const response = await page(url);
      expect(response.statusCode).toBe(303);
      expect(response.headers.location).toBe(`/platform/login?redirect=${encodeURIComponent(url)}`);
    }
  });

  it('shows an empty mailbox in the player language', async () => {
    const response = await page('/platform/mailbox', await loginAs(t.app, 'money-de'));
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toMatch(/^text\/html/);
    expect(response.body).toContain('<title>Postfach</title>');
    expect(response.body).toContain('data-testid="mailbox-empty"');
    expect(response.body).toContain('money-de@players.example');
  });

  it('lists the player’s own mails newest first, sent and still queued', async () => {
    await queue('money-de', 'subscription_confirm');
    await sendQueuedMails(t.db);
    await queue('money-de', 'subscription_active');
    await queue('money-gb', 'booking_succeeded');

    const response = await page('/platform/mailbox', await loginAs(t.app, 'money-de'));
    expect(response.statusCode).toBe(200);
    const active = response.body.indexOf('Dein Sparpaket ist aktiv');
    const confirm = response.body.indexOf('Bitte bestätige dein Sparpaket');
    expect(active).toBeGreaterThan(0);
    expect(confirm).toBeGreaterThan(active);
    expect(response.body).toContain('Wartet auf Versand');
    expect(response.body).toContain('Gesendet');
    expect(response.body).toContain('data-testid="mail-subscription_confirm"');
    expect(response.body).not.toContain('monthly saver package booking');
  });

  it('shows one mail with its HTML in a sandboxed frame and the confirmation link', async () => {
    await queue('money-de', 'subscription_confirm');
    const [mail] = await mailsOf(t.db, 'money-de');
    const cookie = await loginAs(t.app, 'money-de');

    for (const state of ['queued', 'sent']) {
      if (state === 'sent') await sendQueuedMails(t.db);
      const response = await page(`/platform/mailbox/${mail?.id}`, cookie);
      expect(response.statusCode, state).toBe(200);
      expect(response.body).toContain('<title>Bitte bestätige dein Sparpaket</title>');
      expect(response.body).toContain(state === 'sent' ? 'Gesendet' : 'Wartet auf Versand');
      expect(response.body).toContain('Game Shop &lt;shop@players.example&gt;');
      expect(response.body).toMatch(
        /<iframe class="mail" data-testid="mail-body" [^>]*sandbox="allow-popups allow-popups-to-escape-sandbox allow-top-navigation-by-user-activation"/,
      );
      // The frame's document is an attribute: its markup is escaped once more, links open in the top window.
      expect(response.body).toContain('srcdoc="&lt;!doctype html&gt;');
      expect(response.body).toContain(escapeHtml('<base target="_top">'));
      expect(response.body).toContain(escapeHtml(`<a href="${CONFIRM_URL}" data-mail-button`));
      expect(response.body).toContain(`<a href="${CONFIRM_URL}" data-testid="mail-link">`);
      expect(response.body).toContain('Sparpaket bestätigen:');
      expect(response.body).not.toMatch(/<script/i);
    }
    expect(await confirmLinkOf(t.db, 'money-de')).toBe(CONFIRM_URL);
    expect((await lastMailOf(t.db, 'money-de', 'subscription_confirm')).state).toBe('sent');
  });

  it('answers 404 for another player’s mail and for ids that are none', async () => {
    await queue('money-de', 'subscription_confirm');
    const [mail] = await mailsOf(t.db, 'money-de');
    const other = await loginAs(t.app, 'money-gb');
    const response = await page(`/platform/mailbox/${mail?.id}`, other);
    expect(response.statusCode).toBe(404);
    expect(response.body).toContain('<title>E-mail not found</title>');
    expect(response.body).not.toContain('Sparpaket');
    for (const id of ['abc', '0', '99999999', '1%20or%201=1', '123456789012345678901']) {
      expect((await page(`/platform/mailbox/${id}`, other)).statusCode, id).toBe(404);
    }
    expect((await page('/platform/mailbox', other)).body).toContain('data-testid="mailbox-empty"');
  });

  it('is sent by the app on its interval when the mail job is on', async () => {
    vi.useFakeTimers({ toFake: ['setInterval', 'clearInterval'] });
    try {
      const withJob = await buildTestApp(t.db, { config: { mailJobIntervalSeconds: 5 } });
      await queue('money-de', 'bonus_expired');
      await vi.advanceTimersByTimeAsync(5000);
      await withJob.close();
    } finally {
      vi.useRealTimers();
    }
    expect(await lastMailOf(t.db, 'money-de', 'bonus_expired')).toMatchObject({
      state: 'sent',
      subject: 'Der Bonus deines Sparpakets ist verfallen',
    });
    const row = await t.db.selectFrom('mail_outbox').select('transport').executeTakeFirstOrThrow();
    expect(row.transport).toBe('mailbox');
  });

  it('is linked from the games page', async () => {
    const response = await page('/platform/games', await loginAs(t.app, 'money-gb'));
    expect(response.body).toContain(
      '<a class="button secondary" href="/platform/mailbox" data-testid="mailbox-link">Mailbox</a>',
    );
  });
});
