import { describe, expect, it } from 'vitest';
import { loginAs, manualClock, setUpTestApp, testConfig } from '../../test/test-app.ts';
import { DATABASE_KINDS } from '../../test/test-database.ts';
import { SUPPORT_PAGE_TEXTS } from './support-pages.i18n.ts';

const SHOP_ORIGIN = new URL(testConfig().publicUrl).origin;
const TICKET = /^\/platform\/support\/requests\/(SR-[2-9A-HJKMNP-Z]{4}-[2-9A-HJKMNP-Z]{4})\?/;

const form = (fields: Record<string, string>) => new URLSearchParams(fields).toString();

describe.each(DATABASE_KINDS)('customer support form on %s', (kind) => {
  const clock = manualClock(new Date('2026-11-24T12:00:00Z'));

  const t = setUpTestApp(kind, { clock });

  const get = (url: string, cookie?: string) =>
    t.app.inject({ method: 'GET', url, headers: cookie === undefined ? {} : { cookie } });

  const post = (cookie: string, fields: Record<string, string>, options: { url?: string; origin?: string } = {}) =>
    t.app.inject({
      method: 'POST',
      url: options.url ?? '/platform/support?lang=en&embed=1',
      payload: form(fields),
      headers: {
        cookie,
        'content-type': 'application/x-www-form-urlencoded',
        ...(options.origin === '' ? {} : { origin: options.origin ?? SHOP_ORIGIN }),
      },
    });

  const requestsOf = (userName: string) =>
    t.db
      .selectFrom('support_requests')
      .innerJoin('users', 'users.id', 'support_requests.user_id')
      .select([
        'support_requests.ticket',
        'support_requests.topic',
        'support_requests.message',
        'support_requests.reference',
        'support_requests.screen',
        'support_requests.lang',
        'support_requests.created_at',
      ])
      .where('users.user_name', '=', userName)
      .orderBy('support_requests.id')
      .execute();

  const VALID = {
    topic: 'deposit',
    message: 'My deposit did not arrive on my account.',
    reference: 'T-1',
    screen: '/',
  };

  describe('the form', () => {
    it('sends a player without a session to the login, back to the form afterwards', async () => {
      const response = await get('/platform/support?topic=payout&embed=1');
      expect(response.statusCode).toBe(303);
      expect(response.headers.location).toBe(
        `/platform/login?redirect=${encodeURIComponent('/platform/support?topic=payout&embed=1')}`,
      );
    });

    it.each(Object.keys(SUPPORT_PAGE_TEXTS))(
      'is shown in %s with the player and the prefilled context',
      async (lang) => {
        const cookie = await loginAs(t.app, 'money-gb');
        const url = `/platform/support?lang=${lang}&topic=payout&reference=9295&screen=${encodeURIComponent('/payout')}&embed=1`;
        const response = await get(url, cookie);
        expect(response.statusCode).toBe(200);
        const texts = SUPPORT_PAGE_TEXTS[lang as keyof typeof SUPPORT_PAGE_TEXTS];
        const body = response.body;
        for (const part of [
          `<html lang="${lang}">`,
          `<label for="topic">${texts.topic}</label>`,
          `<option value="payout" selected>${texts.topicPayout}</option>`,
          'data-testid="support-player">money-gb</strong>',
          'name="reference" value="9295"',
          'name="screen" value="/payout"',
          `action="/platform/support?lang=${lang}&amp;embed=1"`,
          'class="embed"',
        ]) {
          expect(body).toContain(part);
        }
        expect(response.headers['cache-control']).toBe('no-store');
      },
    );

    it('takes the language of the player without ?lang, and works as a full page', async () => {
      const cookie = await loginAs(t.app, 'money-de');
      const response = await get('/platform/support', cookie);
      expect(response.body).toContain('<html lang="de">');
      expect(response.body).toContain('<h1>Kundenservice kontaktieren</h1>');
      expect(response.body).toContain('href="/platform/games"');
      expect(response.body).not.toContain('class="embed"');
      // No topic given: the player chooses one.
      expect(response.body).toContain('<option value="" selected>Wähle ein Thema</option>');
    });

    it('drops a prefill that does not fit instead of refusing the page, and escapes what it shows', async () => {
      const cookie = await loginAs(t.app, 'money-de');
      const unknownTopic = await get('/platform/support?lang=en&topic=refund&reference="><script>x</script>', cookie);
      expect(unknownTopic.statusCode).toBe(200);
      expect(unknownTopic.body).toContain('<option value="" selected>');
      expect(unknownTopic.body).not.toContain('<script>x');
      expect(unknownTopic.body).toContain('value="&quot;&gt;&lt;script&gt;x&lt;/script&gt;"');
      const tooLong = await get(`/platform/support?lang=en&topic=deposit&reference=${'x'.repeat(500)}`, cookie);
      expect(tooLong.statusCode).toBe(200);
      expect(tooLong.body).toContain('name="reference" value=""');
    });
  });

  describe('sending', () => {
    it('stores the request and confirms it with the ticket number in the player’s language', async () => {
      const cookie = await loginAs(t.app, 'money-se');
      const response = await post(cookie, { ...VALID, topic: 'saver-package' }, { url: '/platform/support?lang=sv' });
      expect(response.statusCode).toBe(303);
      const ticket = TICKET.exec(response.headers.location ?? '')?.[1];
      expect(ticket).toBeDefined();
      expect(response.headers.location).toBe(`/platform/support/requests/${ticket}?lang=sv`);

      const rows = await requestsOf('money-se');
      expect(rows).toEqual([
        {
          ticket,
          topic: 'saver-package',
          message: VALID.message,
          reference: 'T-1',
          screen: '/',
          lang: 'sv',
          created_at: clock.now(),
        },
      ]);

      const confirmation = await get(response.headers.location ?? '', cookie);
      expect(confirmation.statusCode).toBe(200);
      for (const part of [
        '<html lang="sv">',
        'Förfrågan skickad',
        'Tack, money-se.',
        'Ämne: Sparpaket',
        `data-testid="support-ticket">${ticket}</span>`,
        `data-ticket="${ticket}"`,
      ]) {
        expect(confirmation.body).toContain(part);
      }
    });

    it('keeps the embedded mode through the confirmation', async () => {
      const cookie = await loginAs(t.app, 'money-dk');
      const response = await post(cookie, VALID, { url: '/platform/support?lang=da&embed=1' });
      expect(response.headers.location).toMatch(/\?lang=da&embed=1$/);
      const confirmation = await get(response.headers.location ?? '', cookie);
      expect(confirmation.body).toContain('class="embed"');
      expect(confirmation.body).toContain('Tak, money-dk.');
      expect(confirmation.body).toContain('href="/platform/support?lang=da&amp;embed=1"');
    });

    it('trims the message, keeps its line breaks and drops control characters', async () => {
      const cookie = await loginAs(t.app, 'money-ca');
      // A NUL is refused before the form is read (plugins/body-limits.ts); other control characters are dropped.
      const message = '  First line\r\nsecond\u0001 line\u0007 \t end  ';
      const response = await post(cookie, { ...VALID, message, reference: ' a\u001fb\n c ' });
      expect(response.statusCode).toBe(303);
      const [row] = await requestsOf('money-ca');
      expect(row?.message).toBe('First line\nsecond line \t end');
      expect(row?.reference).toBe('a b c');
    });
  });

  describe('bad input', () => {
    it('shows the errors with a summary, under their fields, and keeps what was typed', async () => {
      const cookie = await loginAs(t.app, 'money-us');
      const response = await post(cookie, { topic: 'refund', message: 'Too short', reference: 'r'.repeat(101) });
      expect(response.statusCode).toBe(400);
      const body = response.body;
      for (const part of [
        '<div class="summary" role="alert"',
        '<li><a href="#topic">Choose a topic</a></li>',
        '<li><a href="#message">Your message must be at least 10 characters long</a></li>',
        '<li><a href="#reference">The reference must be 100 characters or fewer</a></li>',
        '<select id="topic" name="topic" aria-describedby="topic-error" aria-invalid="true">',
        'aria-describedby="message-hint message-error" aria-invalid="true">Too short</textarea>',
        '<p id="message-error" class="field-error">',
        `value="${'r'.repeat(101)}"`,
      ]) {
        expect(body).toContain(part);
      }
      expect(await requestsOf('money-us')).toEqual([]);
    });

    it('names an empty and a too long message, in the language of the form', async () => {
      const cookie = await loginAs(t.app, 'money-us');
      const empty = await post(cookie, { ...VALID, message: '   ' }, { url: '/platform/support?lang=fr' });
      expect(empty.statusCode).toBe(400);
      expect(empty.body).toContain('<a href="#message">Saisissez votre message</a>');
      const long = await post(cookie, { ...VALID, message: 'x'.repeat(2001) });
      expect(long.statusCode).toBe(400);
      expect(long.body).toContain('Your message must be 2,000 characters or fewer');
      const longest = await post(cookie, { ...VALID, message: ` ${'x'.repeat(2000)} ` });
      expect(longest.statusCode).toBe(303);
    });

    it('answers a body that is no form with 400, never a server error', async () => {
      const cookie = await loginAs(t.app, 'money-us');
      for (const [type, payload] of [
        ['application/json', '{"topic":["x"],"message":{"a":1}}'],
        ['application/json', '[]'],
        ['application/x-www-form-urlencoded', 'message=a&message=b&topic=deposit&topic=payout'],
        ['application/x-www-form-urlencoded', ''],
      ] as const) {
        const response = await t.app.inject({
          method: 'POST',
          url: '/platform/support?lang=en',
          payload,
          headers: { cookie, origin: SHOP_ORIGIN, 'content-type': type },
        });
        expect(response.statusCode, payload).toBe(400);
      }
    });
  });

  describe('protection', () => {
    it('refuses a post from another site or without origin with 403 and stores nothing', async () => {
      const cookie = await loginAs(t.app, 'virtual-dia');
      const evil = await post(cookie, VALID, { origin: 'https://evil.example' });
      expect(evil.statusCode).toBe(403);
      expect(evil.body).toContain('role="alert"');
      const none = await post(cookie, VALID, { origin: '' });
      expect(none.statusCode).toBe(403);
      expect(await requestsOf('virtual-dia')).toEqual([]);
    });

    it('sends a post without a session to the login', async () => {
      const response = await t.app.inject({
        method: 'POST',
        url: '/platform/support',
        payload: form(VALID),
        headers: { 'content-type': 'application/x-www-form-urlencoded', origin: SHOP_ORIGIN },
      });
      expect(response.statusCode).toBe(303);
      expect(response.headers.location).toMatch(/^\/platform\/login\?redirect=/);
    });

    it('lets a player send 5 requests in 10 minutes, then answers 429 and keeps the text', async () => {
      const cookie = await loginAs(t.app, 'practice-fr');
      for (let sent = 0; sent < 5; sent += 1) {
        expect((await post(cookie, VALID)).statusCode).toBe(303);
        clock.advanceSeconds(60);
      }
      const refused = await post(
        cookie,
        { ...VALID, message: 'Still waiting for my deposit.' },
        { url: '/platform/support?lang=fr' },
      );
      expect(refused.statusCode).toBe(429);
      expect(refused.headers['retry-after']).toBe('600');
      expect(refused.body).toContain('Vous avez envoyé 5 demandes au cours des 10 dernières minutes.');
      expect(refused.body).toContain('>Still waiting for my deposit.</textarea>');
      expect(await requestsOf('practice-fr')).toHaveLength(5);
      // Another player is not affected.
      expect((await post(await loginAs(t.app, 'practice-de'), VALID)).statusCode).toBe(303);
      // The first request leaves the window 10 minutes after it was sent.
      clock.advanceSeconds(5 * 60 + 30);
      expect((await post(cookie, VALID)).statusCode).toBe(303);
      expect((await post(cookie, VALID)).statusCode).toBe(429);
    });

    it('holds the limit for requests sent at the same moment', async () => {
      const cookie = await loginAs(t.app, 'email-unverified');
      const responses = await Promise.all(Array.from({ length: 8 }, () => post(cookie, VALID)));
      const statuses = responses.map((response) => response.statusCode).sort();
      expect(statuses).toEqual([303, 303, 303, 303, 303, 429, 429, 429]);
      expect(await requestsOf('email-unverified')).toHaveLength(5);
    });

    it('shows a confirmation only to its own player', async () => {
      const owner = await loginAs(t.app, 'practice-us');
      const response = await post(owner, VALID);
      const location = response.headers.location ?? '';
      expect((await get(location, owner)).statusCode).toBe(200);
      const other = await get(location, await loginAs(t.app, 'money-gb'));
      expect(other.statusCode).toBe(404);
      expect(other.body).not.toContain('data-testid="support-ticket"');
      expect((await get('/platform/support/requests/not-a-ticket', owner)).statusCode).toBe(404);
      expect((await get(location)).statusCode).toBe(303);
    });
  });
});
