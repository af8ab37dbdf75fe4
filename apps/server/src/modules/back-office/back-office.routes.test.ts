// The operator API's read side over HTTP: who may read and write (any operator reads, support writes notes,
// a player's credentials open nothing), bad input refused with a 4xx and nothing written, the note with its
// audit row, and the report as JSON and as a CSV download.
import { sql } from 'kysely';
import { beforeAll, describe, expect, it } from 'vitest';
import { createTestOperator, operatorCookie, opsHeaders } from '../../test/operator-helpers.ts';
import { newPlayer, type TestPlayer } from '../../test/payout-helpers.ts';
import { cardDetails, purchaseBody, setUpPaymentApp } from '../../test/purchase-helpers.ts';
import { depositTokenFor, manualClock } from '../../test/test-app.ts';
import { DATABASE_KINDS } from '../../test/test-database.ts';
import { emptyFigures } from './daily-report.service.ts';

describe.each(DATABASE_KINDS)('back-office read routes on %s', (kind) => {
  let player: TestPlayer;
  let tid: string;
  let supportCookie: string;
  let financeCookie: string;
  let supportId: number;
  const clock = manualClock(new Date('2026-06-10T12:00:00.000Z'));

  const t = setUpPaymentApp(kind, { clock, config: { enableTestApi: true } });
  beforeAll(async () => {
    player = await newPlayer(t.app, 'money-de');
    const auth = `Bearer ${await depositTokenFor(t.app, player.cookie)}`;
    tid = (await t.payOk(auth, purchaseBody('checkout-cc', await t.shopPackage(auth, 5000), cardDetails()))).tid;
    const support = await createTestOperator(t.db, { roles: ['support'] });
    const finance = await createTestOperator(t.db, { roles: ['finance'] });
    supportId = support.id;
    supportCookie = await operatorCookie(t.app, support, clock);
    financeCookie = await operatorCookie(t.app, finance, clock);
  });

  const get = (url: string, cookie: string | null) =>
    t.app.inject({ method: 'GET', url, headers: cookie === null ? {} : { cookie } });
  const postNote = (cookie: string, id: number | string, payload: unknown, headers: Record<string, string> = {}) =>
    t.app.inject({
      method: 'POST',
      url: `/ops/api/players/${id}/notes`,
      headers: { ...opsHeaders(t.app, cookie), ...headers },
      payload: JSON.stringify(payload),
    });
  const counts = async () => {
    const [notes, audit] = await Promise.all([
      t.db.selectFrom('operator_notes').select(sql<string>`count(*)::text`.as('n')).executeTakeFirstOrThrow(),
      t.db.selectFrom('operator_audit_log').select(sql<string>`count(*)::text`.as('n')).executeTakeFirstOrThrow(),
    ]);
    return { notes: Number(notes.n), audit: Number(audit.n) };
  };

  it('lets any operator read, and nobody else', async () => {
    const urls = [
      `/ops/api/players?q=${player.userName}`,
      `/ops/api/players/${player.userId}`,
      `/ops/api/purchases/${tid}`,
      '/ops/api/reports/daily',
      '/ops/api/reports/daily.csv',
    ];
    for (const url of urls) {
      for (const cookie of [supportCookie, financeCookie]) {
        const response = await get(url, cookie);
        expect(response.statusCode, url).toBe(200);
        expect(response.headers['cache-control'], url).toBe('no-store');
      }
      // A player's session or deposit token is no operator.
      expect((await get(url, player.cookie)).statusCode, url).toBe(401);
      const token = await depositTokenFor(t.app, player.cookie);
      const withToken = await t.app.inject({ method: 'GET', url, headers: { authorization: `Bearer ${token}` } });
      expect(withToken.statusCode, url).toBe(401);
      expect((await get(url, null)).statusCode, url).toBe(401);
    }
    const search = (await get(`/ops/api/players?q=${player.userName}`, financeCookie)).json();
    expect(search.players).toMatchObject([{ id: player.userId, userName: player.userName, matchedBy: 'userName' }]);
    const page = (await get(`/ops/api/players/${player.userId}`, financeCookie)).json();
    expect(page.balances).toEqual({
      currency: 'EUR',
      withdrawable: 17_345,
      bonus: 500,
      pendingPayout: 0,
      total: 17_845,
    });
    expect(page.purchases).toMatchObject([{ tid, state: 'SUCCESS', price: 5000 }]);
    const purchase = (await get(`/ops/api/purchases/${tid}`, supportCookie)).json();
    expect(purchase.history.at(-1)).toMatchObject({ to: 'SUCCESS' });
  });

  it('refuses bad ids, queries and periods with a 4xx', async () => {
    const cases: [string, number][] = [
      ['/ops/api/players?q=a', 400],
      ['/ops/api/players', 400],
      [`/ops/api/players?q=${'x'.repeat(101)}`, 400],
      ['/ops/api/players?q=a&q=b', 400],
      ['/ops/api/players/0', 404],
      ['/ops/api/players/abc', 404],
      ['/ops/api/players/99999999999', 404],
      ['/ops/api/players/-1', 404],
      ['/ops/api/players/1.5', 404],
      ['/ops/api/players/2000000000', 404],
      ['/ops/api/purchases/no-such-purchase', 404],
      [`/ops/api/purchases/${'t'.repeat(60)}`, 404],
      ['/ops/api/reports/daily?from=2026-02-30', 400],
      ['/ops/api/reports/daily?from=2026-06-02&to=2026-06-01', 400],
      ['/ops/api/reports/daily?from=2024-01-01&to=2026-01-01', 400],
      ['/ops/api/reports/daily?currency=eur', 400],
      ['/ops/api/reports/daily.csv?to=yesterday', 400],
    ];
    for (const [url, status] of cases) {
      const response = await get(url, supportCookie);
      expect(response.statusCode, url).toBe(status);
      expect(response.json(), url).toMatchObject({ code: status === 404 ? 'not_found' : 'invalid_body' });
    }
    const refused = (await get('/ops/api/reports/daily?from=2026-06-02&to=2026-06-01', supportCookie)).json();
    expect(refused.fields).toEqual({ from: 'after_to' });
  });

  it('writes a support note with its audit row; finance may not, bad notes change nothing', async () => {
    const before = await counts();
    expect((await postNote(financeCookie, player.userId, { text: 'Finance note' })).statusCode).toBe(403);
    for (const payload of [{}, { text: '' }, { text: '   ' }, { text: 'x'.repeat(2001) }, { text: 7 }]) {
      const response = await postNote(supportCookie, player.userId, payload);
      expect(response.statusCode, JSON.stringify(payload)).toBe(400);
      expect(response.json()).toEqual({ code: 'invalid_body', fields: { text: 'invalid' } });
    }
    expect((await postNote(supportCookie, player.userId, [])).json()).toEqual({
      code: 'invalid_body',
      fields: { body: 'invalid' },
    });
    expect((await postNote(supportCookie, 2_000_000_000, { text: 'Nobody' })).statusCode).toBe(404);
    expect((await postNote(supportCookie, 'abc', { text: 'Nobody' })).statusCode).toBe(404);
    // Another site's page cannot make an operator's browser write.
    const crossSite = await postNote(supportCookie, player.userId, { text: 'x' }, { origin: 'https://evil.example' });
    expect(crossSite.statusCode).toBe(403);
    expect(await counts()).toEqual(before);

    const response = await postNote(supportCookie, player.userId, { text: '  Asked for the payout status.  ' });
    expect(response.statusCode).toBe(201);
    const { note } = response.json();
    expect(note).toMatchObject({
      at: clock.now().toISOString(),
      operator: { id: supportId },
      text: 'Asked for the payout status.',
    });
    expect(await counts()).toEqual({ notes: before.notes + 1, audit: before.audit + 1 });
    const audit = await t.db
      .selectFrom('operator_audit_log')
      .selectAll()
      .orderBy('id', 'desc')
      .limit(1)
      .executeTakeFirstOrThrow();
    expect(audit).toMatchObject({
      operator_id: supportId,
      action: 'player.note',
      subject_type: 'player',
      subject_id: String(player.userId),
      after: { noteId: note.id, text: 'Asked for the payout status.' },
    });
    const page = (await get(`/ops/api/players/${player.userId}`, financeCookie)).json();
    expect(page.notes).toEqual([note]);
  });

  it('sends the report as a CSV attachment, and as JSON', async () => {
    const json = (await get('/ops/api/reports/daily?from=2026-06-10&to=2026-06-10&currency=EUR', supportCookie)).json();
    expect(json).toEqual({
      from: '2026-06-10',
      to: '2026-06-10',
      rows: [
        { day: '2026-06-10', currency: 'EUR', ...emptyFigures(), deposits: { count: 1, amount: 5000 }, bonuses: 500 },
      ],
      totals: [expect.objectContaining({ currency: 'EUR', deposits: { count: 1, amount: 5000 } })],
    });
    const csv = await get('/ops/api/reports/daily.csv?from=2026-06-10&to=2026-06-10&currency=EUR', supportCookie);
    expect(csv.statusCode).toBe(200);
    expect(csv.headers['content-type']).toBe('text/csv; charset=utf-8');
    expect(csv.headers['content-disposition']).toBe(
      'attachment; filename="daily-report_2026-06-10_2026-06-10_EUR.csv"',
    );
    expect(csv.body.split('\r\n').slice(1, 3)).toEqual([
      '2026-06-10,EUR,1,50.00,5.00,0,0.00,0,0.00,0.00,0,0.00,0.00',
      'total,EUR,1,50.00,5.00,0,0.00,0,0.00,0.00,0,0.00,0.00',
    ]);
  });
});
