import { describe, expect, it } from 'vitest';
import { DEMO_PLAYERS } from '../../db/seed-data.ts';
import { loginAs, setUpTestApp } from '../../test/test-app.ts';
import { DATABASE_KINDS } from '../../test/test-database.ts';

/** A form post from the login page of the shop's own origin (PUBLIC_URL of the test config). */
const form = (fields: Record<string, string>) => ({
  payload: new URLSearchParams(fields).toString(),
  headers: { 'content-type': 'application/x-www-form-urlencoded', origin: 'http://localhost:3000' },
});

describe.each(DATABASE_KINDS)('demo platform pages on %s', (kind) => {
  const t = setUpTestApp(kind);

  const page = (url: string, headers: Record<string, string> = {}) => t.app.inject({ method: 'GET', url, headers });

  describe('login', () => {
    it('lists every seeded player with a one-click form', async () => {
      const response = await page('/platform/login', { 'accept-language': 'en-US,en;q=0.9' });
      expect(response.statusCode).toBe(200);
      expect(response.headers['content-type']).toMatch(/^text\/html/);
      expect(response.body).toContain('<title>Log in</title>');
      expect(response.body).toContain('name="viewport"');
      for (const player of DEMO_PLAYERS) {
        expect(response.body).toContain(`data-testid="login-${player.userName}"`);
      }
      expect(response.body).toContain('name="userName"');
      expect(response.body).toContain('name="password"');
    });

    it('is translated by ?lang and by Accept-Language', async () => {
      expect((await page('/platform/login?lang=de')).body).toContain('<h1>Anmelden</h1>');
      expect((await page('/platform/login', { 'accept-language': 'sv-SE' })).body).toContain('<h1>Logga in</h1>');
      expect((await page('/platform/login', { 'accept-language': 'xx' })).body).toContain('<html lang="en">');
    });

    it('sets the session cookie and answers 303 to the redirect path', async () => {
      const response = await t.app.inject({
        method: 'POST',
        url: '/platform/login',
        ...form({ userName: 'money-de', password: 'demo1234', redirect: '/subscription?x=1' }),
      });
      expect(response.statusCode).toBe(303);
      expect(response.headers.location).toBe('/subscription?x=1');
      const cookie = response.cookies.find((candidate) => candidate.name === 'gd_session');
      expect(cookie).toMatchObject({ httpOnly: true, sameSite: 'Lax', path: '/' });
    });

    it('redirects to / by default and never off-site', async () => {
      for (const redirect of [undefined, 'https://evil.example/', '//evil.example/', '/\\evil.example']) {
        const fields: Record<string, string> = { userName: 'money-de', password: 'demo1234' };
        if (redirect !== undefined) fields.redirect = redirect;
        const response = await t.app.inject({ method: 'POST', url: '/platform/login', ...form(fields) });
        expect(response.statusCode).toBe(303);
        expect(response.headers.location).toBe('/');
      }
    });

    it('answers a wrong password with 401, the form and an error, and no cookie', async () => {
      for (const fields of [
        { userName: 'money-de', password: 'wrong' },
        { userName: 'nobody', password: 'demo1234' },
        { userName: '', password: '' },
      ]) {
        const response = await t.app.inject({ method: 'POST', url: '/platform/login', ...form(fields) });
        expect(response.statusCode).toBe(401);
        expect(response.cookies).toEqual([]);
        expect(response.body).toContain('role="alert"');
        expect(response.body).toContain('name="password"');
      }
    });

    it('logs out: the session stops working', async () => {
      const cookie = await loginAs(t.app, 'money-de');
      const logout = await t.app.inject({
        method: 'POST',
        url: '/platform/logout',
        headers: { cookie, origin: 'http://localhost:3000' },
      });
      expect(logout.statusCode).toBe(303);
      expect(logout.headers.location).toBe('/platform/login');
      expect((await page('/gd/rest/me/userData', { cookie })).statusCode).toBe(401);
    });
  });

  describe('pages', () => {
    it('shows the games page with the ledger balance and the deposit and payout links', async () => {
      const cookie = await loginAs(t.app, 'money-de');
      const response = await page('/platform/games', { cookie });
      expect(response.statusCode).toBe(200);
      expect(response.body).toContain('<h1>Spiele</h1>');
      expect(response.body).toMatch(/data-testid="balance">123,45\s€</);
      expect(response.body).toContain('href="/"');
      expect(response.body).toContain('href="/payout"');
    });

    it('offers practice players the shop’s benefits page, money players not', async () => {
      const practice = (await page('/platform/games?lang=en', { cookie: await loginAs(t.app, 'practice-de') })).body;
      expect(practice).toMatch(
        /<a class="button" href="\/benefits\?lang=en" data-testid="play-for-money">Play for money<\/a>/,
      );
      const money = (await page('/platform/games', { cookie: await loginAs(t.app, 'money-de') })).body;
      expect(money).not.toContain('href="/benefits');
    });

    it('shows diamonds as a count in the player’s locale', async () => {
      const cookie = await loginAs(t.app, 'virtual-dia');
      expect((await page('/platform/games?lang=en', { cookie })).body).toContain('12.345 diamonds');
    });

    it('sends visitors without a session to the login with a redirect back', async () => {
      for (const url of ['/platform/games', '/platform/user-settings', '/platform/shop-settings']) {
        const response = await page(url);
        expect(response.statusCode).toBe(303);
        expect(response.headers.location).toBe(`/platform/login?redirect=${encodeURIComponent(url)}`);
      }
    });

    it('shows the home page with the auth=false notice', async () => {
      const plain = await page('/platform/home?lang=en');
      expect(plain.statusCode).toBe(200);
      expect(plain.body).not.toContain('role="status"');
      const notice = await page('/platform/home?auth=false&lang=en');
      expect(notice.body).toContain('role="status"');
      expect(notice.body).toContain('href="/platform/login?lang=en"');
    });

    it('shows every platform page with a translated title and a link back to the games', async () => {
      const cookie = await loginAs(t.app, 'practice-fr');
      const expected: Record<string, string> = {
        '/platform/user-settings': 'Données personnelles',
        '/platform/shop-settings': 'Paramètres de la boutique',
        '/platform/user-blocked': 'Compte bloqué',
        '/platform/email-not-valid': 'Adresse e-mail non confirmée',
        '/platform/cookie-settings': 'Paramètres des cookies',
      };
      for (const [url, title] of Object.entries(expected)) {
        const response = await page(url, { cookie });
        expect(response.statusCode, url).toBe(200);
        expect(response.body).toContain(`<h1>${title}</h1>`);
        expect(response.body).toContain('href="/platform/games"');
      }
    });

    it('serves the avatar of userData.avatarUrl', async () => {
      const response = await page('/platform/avatar.svg');
      expect(response.statusCode).toBe(200);
      expect(response.headers['content-type']).toMatch(/^image\/svg\+xml/);
    });
  });
});
