// Issue 9 point 7: every registered route (collected as the app registers them, so a new route is fuzzed
// without anyone listing it) gets hostile paths, queries, credentials, headers and bodies. No answer may be a
// 5xx, and a refused call (4xx) must leave money, instruments, limits and personal data exactly as they were.
// Excluded: /platform/test/* (the test-only API, registered only with ENABLE_TEST_API; off here).
import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { payoutAuthResponseSchema } from '@shop/contracts/payout';
import { type Purchasable, shopResponseSchema } from '@shop/contracts/shop';
import { SUPPORT_TOPICS } from '@shop/contracts/support';
import fc from 'fast-check';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../app.ts';
import { notificationHeaders } from '../modules/payments/notification-signature.ts';
import { FAKE_WEBHOOK_SECRET } from '../test/fake-psp.ts';
import { createTestOperator, operatorCookie } from '../test/operator-helpers.ts';
import { GOOD_IBAN } from '../test/payout-helpers.ts';
import { TEST_ADDRESS } from '../test/player-fixtures.ts';
import { payOk, purchaseBody, setUpPaymentDatabase } from '../test/purchase-helpers.ts';
import { depositTokenFor, loginAs, testConfig } from '../test/test-app.ts';
import { DATABASE_KINDS } from '../test/test-database.ts';
import { dataChecksum } from './data-checksum.ts';
import {
  type BodyTemplate,
  type FuzzContext,
  type FuzzRoute,
  type HostileRequest,
  hostileRequest,
} from './hostile-requests.ts';

/** Fixed, so every run tries the same cases; FUZZ_SEED and FUZZ_SCALE explore further by hand. */
const SEED = Number(process.env.FUZZ_SEED ?? 20_261_124);
const SCALE = Number(process.env.FUZZ_SCALE ?? 1);
/** Cases per route: bodies are where most can go wrong; HEAD runs the GET handler again. */
const RUNS = { body: 30 * SCALE, GET: 12 * SCALE, HEAD: 5 * SCALE } as const;
const TEST_ONLY_PREFIX = '/platform/test/';
/** Run last, in this order: they end the fuzzing operator's session, the player's session or account. */
const DESTRUCTIVE = ['POST /ops/api/logout', 'POST /platform/logout', 'POST /platform/account/close'];
/** 0 for ordinary routes, then each destructive one after the one before it. */
const destructiveRank = (route: FuzzRoute) => DESTRUCTIVE.indexOf(`${route.method} ${route.url}`) + 1;
const PLAYER = 'money-de';
const OTHER_PLAYER = 'money-gb';
/** The account the fuzzed log-ins try (with wrong passwords, so the login throttle locks it, not PLAYER). */
const LOGIN_PLAYER = 'money-se';
/** The operator the fuzzed operator log-ins try (wrong passwords; the fuzzing operator is another). */
const LOGIN_OPERATOR = 'fuzz-login@ops.example';
const ORIGIN = new URL(testConfig().publicUrl).origin;

async function firstPackage(app: FastifyInstance, authorization: string, subscription: boolean): Promise<Purchasable> {
  const response = await app.inject({
    method: 'GET',
    url: '/deposit/shop?currencyType=REAL',
    headers: { authorization },
  });
  const found = shopResponseSchema
    .parse(response.json())
    .purchasables.find((item) => item.subscription === subscription);
  if (found === undefined) throw new Error(`no package (subscription ${subscription})`);
  const { id: _id, ...purchasable } = found;
  return purchasable;
}

function templatesFor(purchase: {
  tid: string;
  normal: Purchasable;
  saver: Purchasable;
}): Record<string, BodyTemplate> {
  return {
    'POST /deposit/shop/purchases': { type: 'json', value: { ...purchaseBody('paypal', purchase.normal) } },
    'POST /deposit/subscription/:paytype': { type: 'json', value: { ...purchase.saver } },
    'POST /deposit/shop/express/subscription': { type: 'json', value: { paytype: 'adyen-cc' } },
    'POST /deposit/psp/notifications': {
      type: 'json',
      value: {
        id: 'evt_fuzz',
        type: 'payment.updated',
        pspReference: 'psp_fuzz',
        reference: purchase.tid,
        status: 'REFUSED',
        amount: { value: purchase.normal.price, currency: purchase.normal.currency },
      },
    },
    'POST /gd/rest/me/userData': {
      type: 'json',
      value: TEST_ADDRESS,
    },
    'POST /gd/rest/oauth2/auth': { type: 'json', value: { password: 'demo1234', type: 'payout' } },
    'POST /gd/rest/payout': {
      type: 'json',
      value: { paytype: 'banktransfer', withdrawable: 1000, provider: { iban: GOOD_IBAN, holder: 'Max Mustermann' } },
    },
    'POST /platform/login': {
      type: 'form',
      value: { userName: LOGIN_PLAYER, password: 'not-the-password', redirect: '/platform/games' },
    },
    'POST /platform/support': {
      type: 'form',
      value: { topic: SUPPORT_TOPICS[0], message: 'Where did my deposit go?', reference: purchase.tid, screen: '/' },
    },
    'POST /platform/deposit-limits': { type: 'form', value: { period: 'month', amount: '250' } },
    'POST /platform/deposit-limits/withdraw': { type: 'form', value: { period: 'week' } },
    'POST /platform/subscription/confirm': { type: 'form', value: { token: 'x'.repeat(32) } },
    'POST /ops/api/login': {
      type: 'json',
      value: { email: LOGIN_OPERATOR, password: 'not-the-password', totp: '123456' },
    },
    'POST /ops/api/players/:id/notes': { type: 'json', value: { text: 'Called the player about the deposit.' } },
    'POST /ops/api/session/totp': { type: 'json', value: { totp: '123456' } },
    'POST /ops/api/operators': {
      type: 'json',
      value: { email: 'fuzzed-new@ops.example', displayName: 'Fuzzed', roles: ['support'], language: 'en' },
    },
    'POST /ops/api/operators/:id/roles': { type: 'json', value: { roles: ['support'] } },
    'POST /ops/api/payouts/:publicId/reject': {
      type: 'json',
      value: { reasonCode: 'account_holder_mismatch', note: 'Please use an account in your own name.' },
    },
    'POST /ops/api/purchases/:tid/refunds': {
      type: 'json',
      value: { amount: 100, reason: 'fuzzed refund', idempotencyKey: 'fuzz-refund-key' },
    },
    'POST /ops/api/players/:id/deposit-block/lift': { type: 'json', value: { reason: 'fuzzed lift' } },
    'POST /ops/api/players/:id/subscription/cancellation': {
      type: 'json',
      value: { channel: 'post', receivedOn: '2026-01-15' },
    },
    'POST /ops/api/limit-increase-requests/:id/decision': {
      type: 'json',
      value: { decision: 'grant', amount: 20000, currency: 'EUR' },
    },
    'POST /ops/api/support-requests/:ticket/replies': {
      type: 'json',
      value: { message: 'Your deposit was credited.', status: 'answered', replyKey: 'fuzz-reply-key' },
    },
  };
}

describe.each(DATABASE_KINDS)('every route under hostile input on %s', (kind) => {
  const t = setUpPaymentDatabase(kind);
  let app: FastifyInstance;
  let webDist: string;
  const routes: FuzzRoute[] = [];
  const errorLines: string[] = [];

  beforeAll(async () => {
    // A tiny built web app, so the static file routes exist and are fuzzed too.
    webDist = await mkdtemp(path.join(os.tmpdir(), 'fuzz-web-'));
    await mkdir(path.join(webDist, 'assets'));
    await writeFile(path.join(webDist, 'index.html'), '<!doctype html><title>shop</title>');
    await writeFile(path.join(webDist, 'assets', 'app.js'), 'export {};');
    app = await buildApp({
      config: testConfig({
        pspSandboxUrl: t.fake.url,
        pspSandboxPublicUrl: 'http://psp.example',
        pspRequestTimeoutMs: 2000,
        webDistDir: webDist,
        logLevel: 'error',
      }),
      db: t.db,
      logStream: { write: (line) => errorLines.push(line) },
      onRoute: (route) => {
        for (const method of [route.method].flat()) routes.push({ method, url: route.url });
      },
    });
    await app.ready();
  });
  afterAll(async () => {
    await app.close();
    await rm(webDist, { recursive: true, force: true });
  });

  /** A payout token, or the previous one when the password check is throttled (the fuzzing guesses count too). */
  async function payoutTokenOf(cookie: string, previous = ''): Promise<string> {
    const response = await app.inject({
      method: 'POST',
      url: '/gd/rest/oauth2/auth',
      headers: { cookie, origin: ORIGIN },
      payload: { password: 'demo1234', type: 'payout' },
    });
    const answer = payoutAuthResponseSchema.safeParse(response.json());
    return answer.success && answer.data.token !== null ? `Bearer ${answer.data.token}` : previous;
  }

  type Credentials = Pick<FuzzContext, 'cookie' | 'depositAuthorization' | 'payoutAuthorization'>;

  /**
   * The player's cookie and tokens. Fuzzed calls may replace the deposit token (a new one for the session) or
   * end the session; only then is a new one fetched, and the player logs in again only without a session
   * (log-ins are slow and throttled, and the fuzzed log-ins use other accounts and addresses).
   */
  async function credentials(previous?: Credentials): Promise<Credentials> {
    if (previous !== undefined) {
      const headers = { cookie: previous.cookie };
      const session = await app.inject({ method: 'GET', url: '/gd/rest/me/userData', headers });
      if (session.statusCode === 200) {
        const deposit = await app.inject({
          method: 'GET',
          url: '/deposit/shop/express/settings',
          headers: { authorization: previous.depositAuthorization },
        });
        if (deposit.statusCode === 200) return previous;
        return { ...previous, depositAuthorization: `Bearer ${await depositTokenFor(app, previous.cookie)}` };
      }
    }
    const cookie = await loginAs(app, PLAYER);
    const depositAuthorization = `Bearer ${await depositTokenFor(app, cookie)}`;
    return { cookie, depositAuthorization, payoutAuthorization: await payoutTokenOf(cookie) };
  }

  function describeRequest(request: HostileRequest, status: number): string {
    const body = request.payload === undefined ? '' : ` ${JSON.stringify(request.payload.slice(0, 300))}`;
    const type = request.headers['content-type'] ?? 'no content-type';
    return `${request.method} ${request.url.slice(0, 300)} (${type})${body} → ${status}`;
  }

  it('never answers 5xx, and a refused call changes nothing', async () => {
    const other = await loginAs(app, OTHER_PLAYER);
    const otherAuthorization = `Bearer ${await depositTokenFor(app, other)}`;
    const otherNormal = await firstPackage(app, otherAuthorization, false);
    const otherTid = (await payOk(app, otherAuthorization, purchaseBody('paypal', otherNormal))).tid;
    let own = await credentials();
    const normal = await firstPackage(app, own.depositAuthorization, false);
    const saver = await firstPackage(app, own.depositAuthorization, true);
    const ownTid = (await payOk(app, own.depositAuthorization, purchaseBody('paypal', normal))).tid;
    const templates = templatesFor({ tid: ownTid, normal, saver });
    const userId = String(
      (await t.db.selectFrom('users').select('id').where('user_name', '=', PLAYER).executeTakeFirstOrThrow()).id,
    );
    const queries: Record<string, Record<string, string>> = {
      '/deposit/shop': { currencyType: 'REAL' },
      '/gd/rest/paymentNavigationTarget': { userId },
      '/deposit/subscription/:paytype': { transactionid: ownTid, referer: 'shop' },
      '/platform/login': { redirect: '/platform/games' },
      '/platform/deposit-success': { nfp: '2000', bonus: '200' },
      '/ops/api/players': { q: PLAYER },
      '/ops/api/reports/daily': { from: '2026-01-01', to: '2026-01-31', currency: 'EUR' },
      '/ops/api/reports/daily.csv': { from: '2026-01-01', to: '2026-01-31', currency: 'EUR' },
      '/ops/api/payouts': { state: 'REVIEW' },
    };
    // The other player's first payout waits in review: the approve and reject routes get a real id to try.
    const reviewPayout = await app.inject({
      method: 'POST',
      url: '/gd/rest/payout',
      headers: { cookie: other, origin: ORIGIN, authorization: await payoutTokenOf(other) },
      payload: { paytype: 'banktransfer', withdrawable: 1000, provider: { iban: GOOD_IBAN, holder: 'John Smith' } },
    });
    const reviewPayoutId = String(reviewPayout.json().payout?.id);
    expect(reviewPayout.json().payout?.state, reviewPayout.body).toBe('REVIEW');
    const operator = await createTestOperator(t.db, { roles: ['support', 'finance'] });
    const operatorSession = await operatorCookie(app, operator);
    await createTestOperator(t.db, { roles: ['support'], email: LOGIN_OPERATOR });
    const knownIds = [
      userId,
      ownTid,
      otherTid,
      LOGIN_PLAYER,
      OTHER_PLAYER,
      'paypal',
      'adyen-cc',
      'EUR',
      '1',
      'evt_fuzz',
      reviewPayoutId,
    ];

    const fuzzed = routes
      .filter((route) => !route.url.startsWith(TEST_ONLY_PREFIX))
      .sort((a, b) => destructiveRank(a) - destructiveRank(b));
    expect(fuzzed.length).toBeGreaterThan(40);

    let cases = 0;
    const statuses = new Map<string, number>();
    /** Answers per route and status, printed with FUZZ_REPORT=1 to see which checks the cases reach. */
    const perRoute = new Map<string, number>();
    const failures: string[] = [];
    let before = await dataChecksum(t.db);
    for (const [index, route] of fuzzed.entries()) {
      own = await credentials(own);
      if (route.url === '/gd/rest/payout') {
        own = { ...own, payoutAuthorization: await payoutTokenOf(own.cookie, own.payoutAuthorization) };
      }
      const context: FuzzContext = {
        ...own,
        operatorCookie: operatorSession,
        origin: ORIGIN,
        knownIds,
        template: templates[`${route.method} ${route.url}`],
        query: queries[route.url],
        sign:
          route.url === '/deposit/psp/notifications'
            ? (payload) => notificationHeaders(FAKE_WEBHOOK_SECRET, payload, Math.floor(Date.now() / 1000))
            : undefined,
      };
      let problem = '';
      const property = fc.asyncProperty(hostileRequest(route, context), async (request) => {
        errorLines.length = 0;
        const response = await app.inject(request);
        const after = await dataChecksum(t.db);
        const unchanged = before;
        before = after;
        cases += 1;
        const group = `${Math.floor(response.statusCode / 100)}xx`;
        statuses.set(group, (statuses.get(group) ?? 0) + 1);
        const key = `${route.method} ${route.url} ${response.statusCode}`;
        perRoute.set(key, (perRoute.get(key) ?? 0) + 1);
        if (response.statusCode >= 500) {
          problem = `${describeRequest(request, response.statusCode)}: ${errorLines.join('').slice(0, 500)}`;
          throw new Error(problem);
        }
        const changed = Object.keys(after).filter((table) => after[table] !== unchanged[table]);
        if (response.statusCode >= 400 && changed.length > 0) {
          problem = `${describeRequest(request, response.statusCode)} ${response.body.slice(0, 100)} changed ${changed.join(', ')}`;
          throw new Error(problem);
        }
      });
      const numRuns = route.method === 'GET' || route.method === 'HEAD' ? RUNS[route.method] : RUNS.body;
      const result = await fc.check(property, { seed: SEED + index, numRuns, endOnFailure: true });
      if (result.failed) failures.push(`${route.method} ${route.url} (seed ${result.seed}): ${problem}`);
    }
    if (process.env.FUZZ_REPORT === '1')
      console.log([...perRoute].map(([key, count]) => `${key}: ${count}`).join('\n'));
    const summary = [...statuses.entries()]
      .sort()
      .map(([group, count]) => `${count} × ${group}`)
      .join(', ');
    console.log(
      `route fuzz on ${kind}: ${cases} cases over ${fuzzed.length} routes (${routes.length - fuzzed.length} test-only excluded): ${summary}; ${statuses.get('5xx') ?? 0} × 5xx`,
    );
    expect(failures).toEqual([]);
  }, 600_000); // bounded by its case count; generous so a loaded machine never cuts it short
});
