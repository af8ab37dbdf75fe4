import { paymentNavigationTargetSchema } from '@shop/contracts/navigation';
import {
  type AddressWrite,
  addressReadSchema,
  addressWriteForbiddenSchema,
  addressWriteRedirectSchema,
  userDataSchema,
} from '@shop/contracts/user';
import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { FRENCH_ADDRESS } from '../../test/player-fixtures.ts';
import { loginAs, manualClock, setUpTestApp, shopOriginOf } from '../../test/test-app.ts';
import { DATABASE_KINDS } from '../../test/test-database.ts';

const validAddress = FRENCH_ADDRESS;

describe.each(DATABASE_KINDS)('platform API on %s', (kind) => {
  const clock = manualClock();

  const t = setUpTestApp(kind, { clock, config: { tokenTtlSeconds: 60 } });

  const get = (url: string, cookie?: string) =>
    t.app.inject({ method: 'GET', url, headers: cookie === undefined ? {} : { cookie } });
  const postAddress = (cookie: string, body: unknown) =>
    t.app.inject({
      method: 'POST',
      url: '/gd/rest/me/userData',
      headers: { cookie, origin: shopOriginOf(t.app), 'content-type': 'application/json' },
      payload: JSON.stringify(body),
    });

  describe('GET /gd/rest/me/userData', () => {
    it('answers 401 ["not-logged-in"] without a session, and with an unknown one', async () => {
      for (const cookie of [undefined, 'gd_session=forged']) {
        const response = await get('/gd/rest/me/userData', cookie);
        expect(response.statusCode).toBe(401);
        expect(response.json()).toEqual(['not-logged-in']);
      }
    });

    it('answers the user fields of the contract, and nothing private', async () => {
      const cookie = await loginAs(t.app, 'money-gb');
      const response = await get('/gd/rest/me/userData', cookie);
      expect(response.statusCode).toBe(200);
      expect(response.headers['cache-control']).toBe('no-store');
      const user = z.strictObject(userDataSchema.shape).parse(response.json());
      expect(user).toMatchObject({
        userName: 'money-gb',
        userCountry: 'GB',
        userLocale: 'en-GB',
        gdCurrency: 'GGBP',
        gdCurrencyType: 'REAL',
        actorType: 'g',
      });
    });

    it('answers the address with ?fields=address', async () => {
      const cookie = await loginAs(t.app, 'practice-us');
      const response = await get('/gd/rest/me/userData?fields=address', cookie);
      expect(response.statusCode).toBe(200);
      const address = z.strictObject(addressReadSchema.shape).parse(response.json());
      expect(address.address.stateCode).toBe('NY');
      expect(address.birthdate).toMatch(/^\d{4}-\d{2}-\d{2}$/);
    });
  });

  describe('POST /gd/rest/me/userData', () => {
    it('stores a valid address (204) and reads it back trimmed', async () => {
      const cookie = await loginAs(t.app, 'practice-fr');
      const response = await postAddress(cookie, { ...validAddress, firstName: '  Marie ' });
      expect(response.statusCode).toBe(204);
      const read = addressReadSchema.parse((await get('/gd/rest/me/userData?fields=address', cookie)).json());
      expect(read).toEqual({
        address: {
          firstName: 'Marie',
          surname: 'Curie',
          street1: 'Rue de Rivoli 1',
          street2: '',
          zipCode: '75001',
          stateCode: '',
          city: 'Paris',
        },
        gender: 'f',
        birthdate: '1990-05-17',
      });
    });

    it('answers 403 ["31"] for a body that is not an address', async () => {
      const cookie = await loginAs(t.app, 'practice-de');
      for (const body of [{ firstName: 'x' }, 'text', { ...validAddress, birthdate: '17.05.1990' }]) {
        const response = await postAddress(cookie, body);
        expect(response.statusCode).toBe(403);
        expect(response.json()).toEqual(['31']);
      }
    });

    it('answers 403 with the code of the first failing field first', async () => {
      const cookie = await loginAs(t.app, 'practice-de');
      const cases: [Partial<AddressWrite>, string][] = [
        [{ firstName: 'M' }, '11'],
        [{ firstName: '', surname: '' }, '11'],
        [{ surname: ' ' }, '12'],
        [{ street1: '' }, '13'],
        [{ zipCode: '', city: '' }, '15'],
        [{ city: 'x'.repeat(41) }, '16'],
        [{ birthdate: '2015-01-01' }, '29'],
        [{ birthdate: '1990-13-01' }, '19'],
        [{ birthdate: '1990-02-31' }, '18'],
      ];
      for (const [change, code] of cases) {
        const response = await postAddress(cookie, { ...validAddress, ...change });
        expect(response.statusCode, JSON.stringify(change)).toBe(403);
        const codes = addressWriteForbiddenSchema.parse(response.json());
        expect(codes[0], JSON.stringify(change)).toBe(code);
      }
    });

    it('checks the US state: missing 17, forbidden 17', async () => {
      const cookie = await loginAs(t.app, 'practice-us');
      for (const stateCode of ['', 'NONE', 'FL']) {
        const response = await postAddress(cookie, { ...validAddress, stateCode });
        expect(response.statusCode).toBe(403);
        expect(response.json()).toEqual(['17']);
      }
      expect((await postAddress(cookie, { ...validAddress, stateCode: 'ny' })).statusCode).toBe(204);
    });

    it('refuses a change of a money player’s complete address with 409 and the user-settings redirect', async () => {
      const cookie = await loginAs(t.app, 'money-de');
      const response = await postAddress(cookie, validAddress);
      expect(response.statusCode).toBe(409);
      expect(addressWriteRedirectSchema.parse(response.json())).toEqual({
        redirect: 'http://localhost:3000/platform/user-settings',
      });
      const unchanged = addressReadSchema.parse((await get('/gd/rest/me/userData?fields=address', cookie)).json());
      expect(unchanged.address.city).toBe('Berlin');
    });

    it('accepts the money player’s address unchanged (204)', async () => {
      const cookie = await loginAs(t.app, 'money-de');
      const current = addressReadSchema.parse((await get('/gd/rest/me/userData?fields=address', cookie)).json());
      const response = await postAddress(cookie, {
        ...current.address,
        gender: current.gender,
        birthdate: current.birthdate,
        referer: 'shop',
      });
      expect(response.statusCode).toBe(204);
    });

    it('answers 401 without a session', async () => {
      const response = await t.app.inject({
        method: 'POST',
        url: '/gd/rest/me/userData',
        headers: { origin: shopOriginOf(t.app) },
        payload: validAddress,
      });
      expect(response.statusCode).toBe(401);
    });
  });

  describe('GET /gd/rest/oauth2/auth/classic/deposit', () => {
    it('answers a token as text, never cached', async () => {
      const cookie = await loginAs(t.app, 'money-de');
      const response = await get('/gd/rest/oauth2/auth/classic/deposit?ts=123', cookie);
      expect(response.statusCode).toBe(200);
      expect(response.headers['content-type']).toMatch(/^text\/plain/);
      expect(response.headers['cache-control']).toBe('no-store');
      expect(response.body).toMatch(/^[A-Za-z0-9_-]{43}$/);
    });

    it('answers 401 not-logged-in without a session and 403 forbidden for a blocked player', async () => {
      const anonymous = await get('/gd/rest/oauth2/auth/classic/deposit?ts=1');
      expect(anonymous.statusCode).toBe(401);
      expect(anonymous.body).toBe('not-logged-in');
      const blocked = await get('/gd/rest/oauth2/auth/classic/deposit?ts=1', await loginAs(t.app, 'blocked'));
      expect(blocked.statusCode).toBe(403);
      expect(blocked.body).toBe('forbidden');
    });

    it('issues tokens that expire after TOKEN_TTL_SECONDS', async () => {
      const cookie = await loginAs(t.app, 'money-de');
      const token = (await get('/gd/rest/oauth2/auth/classic/deposit?ts=1', cookie)).body;
      const shop = () =>
        t.app.inject({
          method: 'GET',
          url: '/deposit/shop?currencyType=REAL',
          headers: { authorization: `Bearer ${token}` },
        });
      clock.advanceSeconds(59);
      expect((await shop()).statusCode).toBe(200);
      clock.advanceSeconds(1);
      const expired = await shop();
      expect(expired.statusCode).toBe(401);
      expect(expired.json()).toEqual(['not-authenticated']);
    });
  });

  describe('GET /gd/rest/paymentNavigationTarget', () => {
    async function targetFor(userName: string) {
      const cookie = await loginAs(t.app, userName);
      const user = userDataSchema.parse((await get('/gd/rest/me/userData', cookie)).json());
      const response = await get(`/gd/rest/paymentNavigationTarget?userId=${user.userId}&ts=1`, cookie);
      expect(response.statusCode).toBe(200);
      return paymentNavigationTargetSchema.parse(response.json());
    }

    it('lets ordinary players into the shop', async () => {
      expect(await targetFor('money-de')).toEqual({ target: 'SHOP_WEB', url: null, reason: null });
      expect(await targetFor('practice-de')).toEqual({ target: 'SHOP_WEB', url: null, reason: null });
    });

    it('denies blocked and e-mail-unverified players with their page', async () => {
      expect(await targetFor('blocked')).toEqual({
        target: 'ACCESS_DENIED',
        url: '/platform/user-blocked',
        reason: 'USER_BLOCKED',
      });
      expect(await targetFor('email-unverified')).toEqual({
        target: 'ACCESS_DENIED',
        url: '/platform/email-not-valid',
        reason: 'EMAIL_NOT_VALIDATED',
      });
    });

    it('answers 401 without a session and 403 for another player’s id', async () => {
      const anonymous = await get('/gd/rest/paymentNavigationTarget?userId=1&ts=1');
      expect(anonymous.statusCode).toBe(401);
      expect(anonymous.json()).toEqual(['not-logged-in']);
      const cookie = await loginAs(t.app, 'money-de');
      const user = userDataSchema.parse((await get('/gd/rest/me/userData', cookie)).json());
      for (const userId of [user.userId + 1, 'abc']) {
        const response = await get(`/gd/rest/paymentNavigationTarget?userId=${userId}&ts=1`, cookie);
        expect(response.statusCode).toBe(403);
        expect(response.json()).toEqual(['forbidden']);
      }
    });
  });
});
