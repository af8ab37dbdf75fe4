// Deposit limits (issue 8) through the HTTP API on PGlite and PostgreSQL: the operator's limit by country, the
// player's own limits (lower at once, higher after 7 days), what counts (successful and open purchases, not failed
// or cancelled ones), the refusal's wire format and the shop answer, window roll-over, idempotent replays.
import { shopResponseSchema } from '@shop/contracts/shop';
import type { FastifyInstance } from 'fastify';
import { afterEach, describe, expect, it } from 'vitest';
import { newPlayer } from '../../test/payout-helpers.ts';
import {
  buildPaymentTestApp,
  cardDetails,
  pay,
  payOk,
  purchaseBody,
  purchaseStatus,
  setUpPaymentDatabase,
  shopPackage,
} from '../../test/purchase-helpers.ts';
import { depositTokenFor, loginAs, manualClock } from '../../test/test-app.ts';
import { DATABASE_KINDS } from '../../test/test-database.ts';

const ORIGIN = 'http://localhost:3000';
/** Intl puts no-break spaces between amount and symbol; the assertions write plain ones. */
const withPlainSpaces = (html: string) => html.replaceAll('\u00a0', ' ');

describe.each(DATABASE_KINDS)('deposit limits (%s)', (kind) => {
  const t = setUpPaymentDatabase(kind);
  let app: FastifyInstance | undefined;
  let clock: ReturnType<typeof manualClock>;

  afterEach(async () => {
    await app?.close();
    app = undefined;
  });

  /** A fresh app whose clock starts at `iso`. */
  async function appAt(iso: string): Promise<FastifyInstance> {
    clock = manualClock(new Date(iso));
    app = await buildPaymentTestApp(t.db, t.fake, { clock, config: { enableTestApi: true } });
    return app;
  }

  async function playerOn(shop: FastifyInstance, template = 'money-de') {
    const player = await newPlayer(shop, template);
    return { ...player, auth: `Bearer ${await depositTokenFor(shop, player.cookie)}` };
  }

  /** Logs in again: sessions and tokens expire by the moved clock. */
  async function reauth(shop: FastifyInstance, userName: string) {
    const cookie = await loginAs(shop, userName);
    return { cookie, auth: `Bearer ${await depositTokenFor(shop, cookie)}` };
  }

  function setLimit(shop: FastifyInstance, cookie: string, period: string, amount: string, origin = ORIGIN) {
    return shop.inject({
      method: 'POST',
      url: '/platform/deposit-limits',
      headers: { cookie, origin, 'content-type': 'application/x-www-form-urlencoded' },
      payload: new URLSearchParams({ period, amount }).toString(),
    });
  }

  async function limitsPage(shop: FastifyInstance, cookie: string, query = '') {
    const response = await shop.inject({ method: 'GET', url: `/platform/deposit-limits${query}`, headers: { cookie } });
    expect(response.statusCode).toBe(200);
    return withPlainSpaces(response.body);
  }

  /** The shop answer's depositLimit, or the 400 body when no package fits. */
  async function shopLimit(shop: FastifyInstance, auth: string) {
    const response = await shop.inject({
      method: 'GET',
      url: '/deposit/shop?currencyType=REAL',
      headers: { authorization: auth },
    });
    if (response.statusCode !== 200) return { status: response.statusCode, body: response.json() as unknown };
    return { status: 200, depositLimit: shopResponseSchema.parse(response.json()).depositLimit };
  }

  /** The euro catalogue's packages, read once from a player without deposits (the shop hides none then). */
  const packages = new Map<number, Awaited<ReturnType<typeof shopPackage>>>();
  async function euroPackage(shop: FastifyInstance, price: number) {
    if (packages.size === 0) {
      const fresh = await playerOn(shop);
      for (const each of [1000, 2000, 5000, 10_000, 25_000])
        packages.set(each, await shopPackage(shop, fresh.auth, each));
    }
    const found = packages.get(price);
    if (found === undefined) throw new Error(`no package priced ${price}`);
    return found;
  }

  async function buy(shop: FastifyInstance, auth: string, price: number, key?: string) {
    const body = purchaseBody('gdDummyPay', await euroPackage(shop, price));
    const response = await pay(shop, auth, body, key ?? crypto.randomUUID());
    return { status: response.statusCode, body: response.body };
  }

  /**
   * The shop shows `left` euro cents left of the November limit, the next possible date 1 December, and refuses a
   * deposit of `tooMuch` naming both.
   */
  async function expectLeftThisMonth(shop: FastifyInstance, auth: string, left: number, tooMuch: number) {
    expect(await shopLimit(shop, auth)).toEqual({
      status: 200,
      depositLimit: { amountLeft: left, currency: 'EUR', nextPossibleDate: '2026-12-01' },
    });
    expect(await buy(shop, auth, tooMuch)).toEqual({ status: 400, body: `depositLimitReached_New|${left}|2026-12-01` });
  }

  it('caps a German player at 1,000 € a month across all deposits', async () => {
    const shop = await appAt('2026-11-24T10:00:00Z');
    const player = await playerOn(shop);
    expect(await shopLimit(shop, player.auth)).toEqual({
      status: 200,
      depositLimit: { amountLeft: 100_000, currency: 'EUR', nextPossibleDate: null },
    });
    for (let index = 0; index < 3; index += 1) expect((await buy(shop, player.auth, 25_000)).status).toBe(200);
    expect((await buy(shop, player.auth, 10_000)).status).toBe(200);
    expect((await buy(shop, player.auth, 10_000)).status).toBe(200);
    // 950 € deposited: 50 € left this month.
    await expectLeftThisMonth(shop, player.auth, 5000, 10_000);
    expect((await buy(shop, player.auth, 5000)).status).toBe(200);
    // Nothing left: the shop has no package (SPEC §8 no_purchasables), naming what is left and from when.
    expect(await shopLimit(shop, player.auth)).toEqual({ status: 400, body: ['no_purchasables', '0', '2026-12-01'] });
    expect(await buy(shop, player.auth, 1000)).toEqual({ status: 400, body: 'depositLimitReached|0|2026-12-01' });
    // The player cannot set a limit above the legal one.
    const above = await setLimit(shop, player.cookie, 'month', '1000,01');
    expect(above.statusCode).toBe(400);
    expect(withPlainSpaces(above.body)).toContain('Ein Limit kann höchstens 1.000,00 € betragen.');
    // A new month: the whole 1,000 € again.
    clock.advanceSeconds(7 * 86_400);
    const again = await reauth(shop, player.userName);
    expect(await shopLimit(shop, again.auth)).toMatchObject({ depositLimit: { amountLeft: 100_000 } });
  });

  it('gives players elsewhere the configurable default of their currency', async () => {
    const shop = await appAt('2026-11-24T10:00:00Z');
    const british = await playerOn(shop, 'money-gb');
    expect(await shopLimit(shop, british.auth)).toEqual({
      status: 200,
      depositLimit: { amountLeft: 400_000, currency: 'GBP', nextPossibleDate: null },
    });
    const danish = await playerOn(shop, 'money-dk');
    expect((await shopLimit(shop, danish.auth)).depositLimit).toMatchObject({ amountLeft: 3_500_000, currency: 'DKK' });
    await app?.close();
    const configured = await buildPaymentTestApp(t.db, t.fake, {
      clock,
      config: { enableTestApi: true, depositLimitMonthlyDefaults: { EUR: 20_000 } },
    });
    app = configured;
    const american = await playerOn(configured, 'money-us');
    expect((await shopLimit(configured, american.auth)).depositLimit).toMatchObject({
      amountLeft: 20_000,
      currency: 'USD',
    });
    const german = await playerOn(configured);
    expect((await shopLimit(configured, german.auth)).depositLimit).toMatchObject({ amountLeft: 100_000 });
  });

  it('applies a lower limit at once: 50 € a month, 20 € deposited, 50 € refused with 30 € and the date', async () => {
    const shop = await appAt('2026-11-24T10:00:00Z');
    const player = await playerOn(shop);
    const saved = await setLimit(shop, player.cookie, 'month', '50');
    expect({ status: saved.statusCode, location: saved.headers.location }).toEqual({
      status: 303,
      location: '/platform/deposit-limits?saved=lowered&period=month',
    });
    expect(await shopLimit(shop, player.auth)).toMatchObject({ depositLimit: { amountLeft: 5000 } });
    expect((await buy(shop, player.auth, 2000)).status).toBe(200);
    await expectLeftThisMonth(shop, player.auth, 3000, 5000);
    const page = await limitsPage(shop, player.cookie);
    expect(page).toContain('data-testid="limit-month-in-force">50,00 €');
    expect(page).toContain('data-testid="limit-month-used">20,00 €');
    expect(page).toContain('data-testid="limit-month-left">30,00 €');
    expect(page).toContain('data-testid="limit-month-next-period">01.12.2026');
    expect(page).toContain('Eingezahlt 01.11.2026 – 30.11.2026');
    expect(page).toContain('höchstens 1.000,00 € pro Monat');
    // A still lower one applies at once, too.
    await setLimit(shop, player.cookie, 'month', '25,50');
    expect(await buy(shop, player.auth, 1000)).toEqual({ status: 400, body: 'depositLimitReached_New|550|2026-12-01' });
  });

  it('applies a higher limit only after the 7-day cooling-off, shows its date and lets the player withdraw it', async () => {
    const shop = await appAt('2026-11-10T12:00:00Z');
    const player = await playerOn(shop);
    await setLimit(shop, player.cookie, 'month', '50');
    expect((await buy(shop, player.auth, 5000)).status).toBe(200);
    const raised = await setLimit(shop, player.cookie, 'month', '100');
    expect(raised.headers.location).toBe('/platform/deposit-limits?saved=raise-pending&period=month');
    const page = await limitsPage(shop, player.cookie, '?saved=raise-pending&period=month');
    expect(page).toContain('Dein neues Limit von 100,00 € gilt ab dem 18.11.2026.');
    expect(page).toContain('erst ab dem 18.11.2026');
    expect(page).toContain('data-testid="limit-month-in-force">50,00 €');
    // Until then the old limit holds, and the raise's date is when more becomes possible.
    expect(await shopLimit(shop, player.auth)).toEqual({ status: 400, body: ['no_purchasables', '0', '2026-11-18'] });
    expect(await buy(shop, player.auth, 1000)).toEqual({ status: 400, body: 'depositLimitReached|0|2026-11-18' });
    clock.advanceSeconds(7 * 86_400 + 11 * 3600 + 59 * 60); // 17 November, 23:59
    let auth = (await reauth(shop, player.userName)).auth;
    expect((await buy(shop, auth, 1000)).status).toBe(400);
    clock.advanceSeconds(60); // 18 November, 00:00
    auth = (await reauth(shop, player.userName)).auth;
    expect((await buy(shop, auth, 5000)).status).toBe(200);
    expect(await shopLimit(shop, auth)).toEqual({ status: 400, body: ['no_purchasables', '0', '2026-12-01'] });

    // Raise again, then keep the current limit: the pending raise is gone.
    const cookie = (await reauth(shop, player.userName)).cookie;
    await setLimit(shop, cookie, 'month', '200');
    expect(await limitsPage(shop, cookie)).toContain('data-testid="limit-month-pending"');
    const withdrawn = await shop.inject({
      method: 'POST',
      url: '/platform/deposit-limits/withdraw',
      headers: { cookie, origin: ORIGIN, 'content-type': 'application/x-www-form-urlencoded' },
      payload: 'period=month',
    });
    expect(withdrawn.headers.location).toBe('/platform/deposit-limits?saved=withdrawn&period=month');
    const after = await limitsPage(shop, cookie);
    expect(after).not.toContain('data-testid="limit-month-pending"');
    expect(after).toContain('data-testid="limit-month-in-force">100,00 €');
    // Removing the own limit is a raise too (asked at midnight: exactly 7 days later).
    await setLimit(shop, cookie, 'month', '');
    expect(await limitsPage(shop, cookie)).toContain('Dein eigenes Limit wird am 25.11.2026 entfernt.');
  });

  it('counts daily and weekly limits in their windows and names the day more is possible', async () => {
    // Tuesday 24 November 2026.
    const shop = await appAt('2026-11-24T10:00:00Z');
    const player = await playerOn(shop);
    await setLimit(shop, player.cookie, 'day', '20');
    await setLimit(shop, player.cookie, 'week', '30');
    expect((await buy(shop, player.auth, 2000)).status).toBe(200);
    expect(await buy(shop, player.auth, 1000)).toEqual({ status: 400, body: 'depositLimitReached|0|2026-11-25' });
    clock.advanceSeconds(14 * 3600); // Wednesday 00:00
    let auth = (await reauth(shop, player.userName)).auth;
    expect(await buy(shop, auth, 2000)).toEqual({ status: 400, body: 'depositLimitReached_New|1000|2026-11-30' });
    expect((await buy(shop, auth, 1000)).status).toBe(200);
    expect(await buy(shop, auth, 1000)).toEqual({ status: 400, body: 'depositLimitReached|0|2026-11-30' });
    clock.advanceSeconds(5 * 86_400); // Monday 30 November: a new week, still November
    auth = (await reauth(shop, player.userName)).auth;
    expect((await buy(shop, auth, 2000)).status).toBe(200);
    // An own limit above the operator's is refused, and so is garbage.
    const cookie = (await reauth(shop, player.userName)).cookie;
    expect((await setLimit(shop, cookie, 'day', '5000')).statusCode).toBe(400);
    const garbage = await setLimit(shop, cookie, 'day', '12,345');
    expect(garbage.statusCode).toBe(400);
    expect(garbage.body).toContain('Bitte gib einen Betrag wie 50 oder 50,00 ein');
  });

  it('counts open purchases, not failed or cancelled ones', async () => {
    const shop = await appAt('2026-11-24T10:00:00Z');
    const player = await playerOn(shop);
    await setLimit(shop, player.cookie, 'month', '50');
    // PayPal: PROCESSING until the player comes back from the provider; it may still take the money.
    const open = await payOk(shop, player.auth, purchaseBody('paypal', await shopPackage(shop, player.auth, 2000)));
    expect(open.state).toBe('PROCESSING');
    const refused = await payOk(
      shop,
      player.auth,
      purchaseBody('checkout-cc', await shopPackage(shop, player.auth, 2000), cardDetails('tok_refused_8')),
    );
    expect(refused.state).toBe('FAILED');
    const cancelled = await payOk(
      shop,
      player.auth,
      purchaseBody('checkout-cc', await shopPackage(shop, player.auth, 1000), cardDetails('tok_cancelled')),
    );
    expect(cancelled.state).toBe('CANCELLED');
    expect(await shopLimit(shop, player.auth)).toMatchObject({ depositLimit: { amountLeft: 3000 } });
    // The open one fails at the PSP: it no longer counts.
    const payment = t.fake.paymentFor(open.tid);
    if (payment === undefined) throw new Error('no payment at the PSP');
    t.fake.setStatus(payment.pspReference, 'REFUSED', '8');
    clock.advanceSeconds(5);
    expect((await purchaseStatus(shop, player.auth, open.tid)).json()).toMatchObject({ state: 'FAILED' });
    expect(await shopLimit(shop, player.auth)).toMatchObject({ depositLimit: { amountLeft: 5000 } });
  });

  it('answers a replayed Idempotency-Key with the stored purchase, not with a limit refusal', async () => {
    const shop = await appAt('2026-11-24T10:00:00Z');
    const player = await playerOn(shop);
    await setLimit(shop, player.cookie, 'month', '50');
    const key = crypto.randomUUID();
    const first = await buy(shop, player.auth, 5000, key);
    expect(first.status).toBe(200);
    const replay = await buy(shop, player.auth, 5000, key);
    expect(replay.status).toBe(200);
    expect(JSON.parse(replay.body).tid).toBe(JSON.parse(first.body).tid);
    expect(await buy(shop, player.auth, 5000)).toEqual({ status: 400, body: 'depositLimitReached|0|2026-12-01' });
  });

  it('takes limit changes only from the logged-in player on the shop’s own origin', async () => {
    const shop = await appAt('2026-11-24T10:00:00Z');
    const player = await playerOn(shop);
    const foreign = await setLimit(shop, player.cookie, 'month', '10', 'https://evil.example');
    expect(foreign.statusCode).toBe(403);
    expect(await shopLimit(shop, player.auth)).toMatchObject({ depositLimit: { amountLeft: 100_000 } });
    const anonymous = await shop.inject({ method: 'GET', url: '/platform/deposit-limits' });
    expect({ status: anonymous.statusCode, location: anonymous.headers.location }).toEqual({
      status: 303,
      location: '/platform/login?redirect=%2Fplatform%2Fdeposit-limits',
    });
    const games = await shop.inject({ method: 'GET', url: '/platform/games', headers: { cookie: player.cookie } });
    expect(games.body).toContain('href="/platform/deposit-limits" data-testid="deposit-limits-link"');
    const settings = await shop.inject({
      method: 'GET',
      url: '/platform/shop-settings',
      headers: { cookie: player.cookie },
    });
    expect(settings.body).toContain('href="/platform/deposit-limits"');
  });
});
