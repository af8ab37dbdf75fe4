import { describe, expect, it } from 'vitest';
import { loginAs, setUpTestApp } from '../../test/test-app.ts';
import { DATABASE_KINDS } from '../../test/test-database.ts';
import { SUCCESS_TEXTS } from './success-pages.i18n.ts';

describe('success page texts', () => {
  it('has every key, non-empty, in all 8 languages', () => {
    const keys = Object.keys(SUCCESS_TEXTS.en).sort();
    expect(Object.keys(SUCCESS_TEXTS).sort()).toEqual(['da', 'de', 'en', 'en-GB', 'es', 'fr', 'nl', 'sv']);
    for (const [language, texts] of Object.entries(SUCCESS_TEXTS)) {
      expect(Object.keys(texts).sort(), language).toEqual(keys);
      for (const value of Object.values(texts)) expect(value.trim(), language).not.toBe('');
    }
  });
});

describe.each(DATABASE_KINDS)('platform success pages on %s', (kind) => {
  const t = setUpTestApp(kind);

  /** GET `url` as `userName`, just logged in. */
  async function pageAs(userName: string, url: string) {
    const cookie = await loginAs(t.app, userName);
    return t.app.inject({ method: 'GET', url, headers: { cookie } });
  }

  it('welcomes a new money player with the credited deposit and bonus', async () => {
    const response = await pageAs(
      'practice-us',
      '/platform/conversion-success?nfp=5000&bonus=500&pwa=false&referrer=https%3A%2F%2Fgames.example',
    );
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toMatch(/^text\/html/);
    expect(response.body).toContain('<h1>Welcome, money player!</h1>');
    expect(response.body).toContain('data-testid="deposit-amount">$50.00<');
    expect(response.body).toContain('data-testid="bonus-amount">$5.00<');
    expect(response.body).toContain('data-testid="balance">$0.00<');
    expect(response.body).toContain('href="/platform/games"');
  });

  it('confirms a deposit in the player’s language and currency, leaving out a zero bonus', async () => {
    const response = await pageAs('money-de', '/platform/deposit-success?nfp=2000&bonus=0');
    expect(response.body).toContain('<h1>Einzahlung erfolgreich</h1>');
    expect(response.body).toMatch(/data-testid="deposit-amount">20,00\s€</);
    expect(response.body).not.toContain('bonus-amount');
    expect(response.body).toMatch(/data-testid="balance">123,45\s€</);
    const virtual = await pageAs('virtual-dia', '/platform/deposit-success?nfp=1100&lang=en');
    expect(virtual.body).toContain('data-testid="deposit-amount">1.100 diamonds<');
  });

  it('sends visitors without a session to the login and ignores malformed amounts', async () => {
    const anonymous = await t.app.inject({ method: 'GET', url: '/platform/deposit-success?nfp=1' });
    expect(anonymous.statusCode).toBe(303);
    expect(anonymous.headers.location).toBe('/platform/login?redirect=%2Fplatform%2Fdeposit-success%3Fnfp%3D1');
    const odd = await pageAs('money-de', '/platform/deposit-success?nfp=-5&bonus=1e9');
    expect(odd.statusCode).toBe(200);
    expect(odd.body).not.toContain('deposit-amount');
  });
});
