import { screen, waitFor } from '@testing-library/react';
import i18next from 'i18next';
import { describe, expect, it } from 'vitest';
import { startLanguage } from '../app/start-language';
import { json, shopRoutes, stubFetch } from '../test/fetch-stub';
import { userFixture } from '../test/fixtures';
import { renderApp } from '../test/render-app';
import { createQueryClient } from './query-client';

describe('language', () => {
  it('?lang=de shows the shop in German and stores the preference', async () => {
    stubFetch(shopRoutes());
    await renderApp('/?lang=de');
    expect(await screen.findByRole('heading', { level: 1, name: 'Betrag wählen' })).toBeTruthy();
    expect(await screen.findByRole('button', { name: 'Weiter' })).toBeTruthy();
    expect(localStorage.getItem('shop.language')).toBe('de');
    // Its cookie, so the server names the German texts in the next page it answers (issue 27).
    expect(document.cookie.split('; ')).toContain('shop_lang=de');
    await waitFor(() => expect(document.documentElement.lang).toBe('de'));
  });

  it('follows the user locale when nothing else decides', async () => {
    stubFetch(shopRoutes({ 'GET /gd/rest/me/userData': () => json(userFixture({ userLocale: 'sv-SE' })) }));
    await renderApp('/');
    expect(await screen.findByRole('heading', { level: 1, name: 'Välj belopp' })).toBeTruthy();
    expect(i18next.language).toBe('sv');
  });

  it('prefers the stored preference over the user locale', async () => {
    localStorage.setItem('shop.language', 'fr');
    stubFetch(shopRoutes({ 'GET /gd/rest/me/userData': () => json(userFixture({ userLocale: 'de-DE' })) }));
    expect(await startLanguage(createQueryClient(), '')).toBe('fr');
  });

  // Issue 10 item 3: the language saved at the platform was ignored.
  it('prefers the language saved at the platform over the user locale', async () => {
    stubFetch(shopRoutes({ 'GET /gd/rest/me/userData': () => json(userFixture({ userLocale: 'de-DE', lang: 'fr' })) }));
    expect(await startLanguage(createQueryClient(), '')).toBe('fr');
  });

  it('starts in the user locale before the first render', async () => {
    stubFetch(shopRoutes({ 'GET /gd/rest/me/userData': () => json(userFixture({ userLocale: 'da-DK' })) }));
    expect(await startLanguage(createQueryClient(), '')).toBe('da');
  });

  it('falls back to the browser languages without a user', async () => {
    stubFetch(shopRoutes({ 'GET /gd/rest/me/userData': () => json(['not-authenticated'], 401) }));
    const language = await startLanguage(createQueryClient(), '');
    expect(language).toBe('en');
  });

  it('the query wins over a stored preference', async () => {
    localStorage.setItem('shop.language', 'fr');
    stubFetch(shopRoutes());
    expect(await startLanguage(createQueryClient(), '?lang=nl')).toBe('nl');
    expect(localStorage.getItem('shop.language')).toBe('nl');
  });

  it('keeps the stored preference in a cookie too, for one stored before the cookie existed, and drops it with it', async () => {
    localStorage.setItem('shop.language', 'sv');
    stubFetch(shopRoutes());
    expect(await startLanguage(createQueryClient(), '')).toBe('sv');
    expect(document.cookie.split('; ')).toContain('shop_lang=sv');
    // A query names another: it becomes the stored choice, in both.
    expect(await startLanguage(createQueryClient(), '?lang=da')).toBe('da');
    expect(document.cookie.split('; ')).toContain('shop_lang=da');
    expect(localStorage.getItem('shop.language')).toBe('da');
    // No stored choice (storage cleared): the cookie goes, so the server names no texts the shop may not show.
    localStorage.clear();
    stubFetch(shopRoutes({ 'GET /gd/rest/me/userData': () => json(userFixture({ lang: 'de', userLocale: 'de_DE' })) }));
    expect(await startLanguage(createQueryClient(), '')).toBe('de');
    expect(document.cookie).not.toContain('shop_lang');
  });

  it('starts all the same where the page may keep no cookie (a sandboxed frame throws on the write)', async () => {
    const cookie = Object.getOwnPropertyDescriptor(Document.prototype, 'cookie');
    Object.defineProperty(document, 'cookie', {
      configurable: true,
      get: () => '',
      set: () => {
        throw new DOMException('The document is sandboxed and lacks the allow-same-origin flag.', 'SecurityError');
      },
    });
    try {
      stubFetch(shopRoutes());
      expect(await startLanguage(createQueryClient(), '?lang=fr')).toBe('fr');
      expect(localStorage.getItem('shop.language')).toBe('fr');
    } finally {
      Reflect.deleteProperty(document, 'cookie');
    }
    expect(Object.getOwnPropertyDescriptor(Document.prototype, 'cookie')).toEqual(cookie);
  });
});
