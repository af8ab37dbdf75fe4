// What the hot calls cost the database (issue 11 points 4 and 5), counted per call: the shop answer, a
// purchase's status poll, a completed card deposit with its PSP notification. Counts do not depend on the
// machine, so this holds the budgets that the throughput figures of `npm run bench` rest on.
import { purchaseResultSchema } from '@shop/contracts/purchase';
import { describe, expect, it } from 'vitest';
import { cardDetails, purchaseBody, setUpPaymentTests } from '../../test/purchase-helpers.ts';
import { StatementCounter, type StatementCounts } from '../../test/statement-counter.ts';
import { depositAuthFor, manualClock } from '../../test/test-app.ts';
import { DATABASE_KINDS } from '../../test/test-database.ts';

const budget = (counts: StatementCounts) => ({
  statements: counts.statements,
  transactions: counts.transactions,
  writes: counts.writes,
});

describe.each(DATABASE_KINDS)('statements per hot call on %s', (kind) => {
  const counter = new StatementCounter();
  const clock = manualClock();
  // The caches this budget relies on: the catalogue's production default, and tokens trusted for the longest
  // allowed time, so that moving the clock past status-check intervals keeps each count the same.
  const t = setUpPaymentTests(kind, {
    counter,
    clock,
    config: { catalogueCacheSeconds: 5, depositTokenCacheSeconds: 60 },
  });

  const shop = () =>
    t.app.inject({ method: 'GET', url: '/deposit/shop?currencyType=REAL', headers: { authorization: t.auth } });
  const status = (tid: string) => t.purchaseStatus(t.auth, tid);
  const stateOf = (response: { json(): unknown }) => purchaseResultSchema.parse(response.json()).state;

  it('answers GET /gd/rest/me/userData, which every page waits for, with one read of the session and its player', async () => {
    const { cookie } = await depositAuthFor(t.app, 'money-de');
    const userData = () => t.app.inject({ method: 'GET', url: '/gd/rest/me/userData', headers: { cookie } });
    const read = await counter.measure(userData);
    expect(read.result.statusCode).toBe(200);
    expect(read.result.json()).toMatchObject({ userName: 'money-de' });
    expect(budget(read.counts), read.counts.sql.join('\n')).toEqual({ statements: 1, transactions: 1, writes: 0 });
    const address = await counter.measure(() =>
      t.app.inject({ method: 'GET', url: '/gd/rest/me/userData?fields=address', headers: { cookie } }),
    );
    expect(address.result.statusCode).toBe(200);
    expect(budget(address.counts)).toEqual({ statements: 1, transactions: 1, writes: 0 });
    const stranger = await t.app.inject({
      method: 'GET',
      url: '/gd/rest/me/userData',
      headers: { cookie: 'gd_session=x' },
    });
    expect(stranger.statusCode).toBe(401);
  });

  it('answers GET /deposit/shop with one read of the player, the catalogue and token being known', async () => {
    clock.advanceSeconds(10); // the catalogue is no longer in memory
    const cold = await counter.measure(shop);
    expect(cold.result.statusCode).toBe(200);
    const warm = await counter.measure(shop);
    expect(warm.result.statusCode).toBe(200);
    expect(warm.result.json()).toEqual(cold.result.json());
    expect(budget(warm.counts), warm.counts.sql.join('\n')).toEqual({ statements: 1, transactions: 1, writes: 0 });
    // The token check is the second statement of a call whose token this process has not seen lately.
    clock.advanceSeconds(4); // the catalogue (5 s) is still fresh
    t.auth = (await depositAuthFor(t.app, 'money-de')).authorization;
    const newToken = await counter.measure(shop);
    expect(budget(newToken.counts), newToken.counts.sql.join('\n')).toEqual({
      statements: 2,
      transactions: 2,
      writes: 0,
    });
  });

  it('completes a card deposit in at most 3 transactions, its PSP notification included, and credits it once', async () => {
    const body = purchaseBody('adyen-cc', await t.shopPackage(t.auth, 2000), cardDetails('tok_success'));
    const paid = await counter.measure(() => t.pay(t.auth, body, crypto.randomUUID()));
    expect(paid.result.statusCode).toBe(200);
    const result = purchaseResultSchema.parse(paid.result.json());
    expect(result.state).toBe('SUCCESS');
    const payment = t.fake.paymentFor(result.tid);
    if (payment === undefined) throw new Error('no payment at the PSP');
    const reads = t.fake.counts.statusReads;
    const notified = await counter.measure(() =>
      t.app.inject({ method: 'POST', url: '/deposit/psp/notifications', ...t.fake.notification(payment) }),
    );
    expect(notified.result.statusCode).toBe(200);
    // Read the player under their lock and insert; apply the PSP's answer with the credit; the notification.
    expect(paid.counts.transactions, paid.counts.sql.join('\n')).toBe(2);
    expect(notified.counts.transactions, notified.counts.sql.join('\n')).toBe(1);
    // The notification repeats what the pay call's answer already credited: the PSP is not asked to confirm it,
    // and only the notification's own record is written.
    expect(t.fake.counts.statusReads).toBe(reads);
    expect(notified.counts.sql.filter((line) => /^update "purchases"/.test(line))).toEqual([]);
    expect(await t.ledgerFacts(result.tid)).toEqual({ credits: 1, balanced: true });
  });

  it('answers status polls of an unchanged purchase with one read each, writing only the check stamp once per interval', async () => {
    const opened = await t.pay(t.auth, purchaseBody('paypal', await t.shopPackage(t.auth, 2000)), crypto.randomUUID());
    const { tid } = purchaseResultSchema.parse(opened.json());
    const payment = t.fake.paymentFor(tid);
    if (payment === undefined) throw new Error('no payment at the PSP');
    const reads = t.fake.counts.statusReads;

    // Just paid: the pay call's answer is fresh, nobody asks the PSP.
    const fresh = await counter.measure(() => status(tid));
    expect(stateOf(fresh.result)).toBe('PROCESSING');
    expect(budget(fresh.counts)).toEqual({ statements: 1, transactions: 1, writes: 0 });
    expect(t.fake.counts.statusReads).toBe(reads);

    // Past the interval, five tabs at once: one PSP question. Its only write is the check's stamp, claimed before
    // asking so that other instances do not ask too (issue 27 point 5); the unchanged answer writes nothing more.
    clock.advanceSeconds(3);
    const tabs = await counter.measure(() => Promise.all(Array.from({ length: 5 }, () => status(tid))));
    expect(tabs.result.map(stateOf)).toEqual(Array(5).fill('PROCESSING'));
    expect(t.fake.counts.statusReads).toBe(reads + 1);
    expect(budget(tabs.counts), tabs.counts.sql.join('\n')).toEqual({ statements: 6, transactions: 6, writes: 1 });

    // Within the interval after that question: reads only, even though the PSP has news by now.
    t.fake.setStatus(payment.pspReference, 'AUTHORISED');
    clock.advanceSeconds(2);
    const within = await counter.measure(() => status(tid));
    expect(stateOf(within.result)).toBe('PROCESSING');
    expect(budget(within.counts)).toEqual({ statements: 1, transactions: 1, writes: 0 });
    expect(t.fake.counts.statusReads).toBe(reads + 1);

    // The next question finds the news: one transaction applies and credits it.
    clock.advanceSeconds(1);
    const changed = await counter.measure(() => status(tid));
    expect(stateOf(changed.result)).toBe('SUCCESS');
    expect(t.fake.counts.statusReads).toBe(reads + 2);
    expect(changed.counts.transactions, changed.counts.sql.join('\n')).toBe(3);
    expect(await t.ledgerFacts(tid)).toEqual({ credits: 1, balanced: true });
  });
});
