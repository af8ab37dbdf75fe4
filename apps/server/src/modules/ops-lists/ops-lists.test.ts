// The back office's lists by key (issue 25 point 1): pages in a stable order even when rows share a timestamp, no
// row skipped or repeated, totals over the filters, bad input refused with a 400, every list served by an index,
// the CSV export streamed in batches, formula-escaped and written to the audit trail; search says how many match
// and finds refunds by their references.
import { OPS_LIST_NAMES } from '@shop/contracts/ops-lists';
import { sql } from 'kysely';
import { beforeAll, describe, expect, it } from 'vitest';
import { fillPurchases } from '../../test/list-fixtures.ts';
import { createTestOperator, operatorCookie } from '../../test/operator-helpers.ts';
import { manualClock, setUpTestApp } from '../../test/test-app.ts';
import { DATABASE_KINDS } from '../../test/test-database.ts';
import { csvCell, csvLine } from './csv.ts';
import { listPageQuery } from './ops-lists.repository.ts';
import { EXPORT_BATCH } from './ops-lists.service.ts';

interface Page {
  items: Record<string, string | number | boolean | null>[];
  total: number;
  next: string | null;
}

describe('CSV cells', () => {
  it('escapes what a spreadsheet would run as a formula, and quotes separators', () => {
    expect(csvCell('=HYPERLINK("x")')).toBe(`"'=HYPERLINK(""x"")"`);
    expect(csvCell('+49 30 1234')).toBe("'+49 30 1234");
    expect(csvCell('-1+1')).toBe("'-1+1");
    expect(csvCell('@SUM(A1)')).toBe("'@SUM(A1)");
    expect(csvCell('\tcmd')).toBe("'\tcmd");
    expect(csvCell('\rcmd')).toBe(`"'\rcmd"`);
    expect(csvCell(-1500)).toBe('-1500');
    expect(csvCell('a,b')).toBe('"a,b"');
    expect(csvCell(null)).toBe('');
    expect(csvLine(['x', 1, true, null])).toBe('x,1,true,\r\n');
  });
});

describe.each(DATABASE_KINDS)('back-office lists on %s', (kind) => {
  let cookie: string;
  let operatorId: number;
  let userIds: number[];
  const clock = manualClock(new Date('2026-06-10T12:00:00.000Z'));
  const sameInstant = new Date('2026-03-01T10:00:00.000Z');

  const t = setUpTestApp(kind, { clock });
  beforeAll(async () => {
    const operator = await createTestOperator(t.db, { roles: ['support'] });
    operatorId = operator.id;
    cookie = await operatorCookie(t.app, operator, clock);
    // 66 players named lst-001…lst-066, copies of a demo player.
    await sql`insert into users (user_name, password_hash, actor_type, country, locale, view_lang, lang, gd_currency,
        gd_currency_type, first_name, surname)
      select 'lst-' || lpad(g::text, 3, '0'), password_hash, actor_type, country, locale, view_lang, lang,
        gd_currency, gd_currency_type, 'List', 'Player ' || g
      from users, generate_series(1, 66) g where user_name = 'money-de'`.execute(t.db);
    const rows = await t.db
      .selectFrom('users')
      .select('id')
      .where('user_name', 'like', 'lst-%')
      .orderBy('id')
      .execute();
    userIds = rows.map((row) => row.id);
    // 25 purchases at one instant (one player), then 2,600 a minute apart over everyone.
    await fillPurchases(t.db, {
      userIds: userIds.slice(0, 1),
      count: 25,
      start: sameInstant,
      stepMs: 0,
      prefix: 'same',
    });
    await fillPurchases(t.db, {
      userIds,
      count: EXPORT_BATCH * 2 + 600,
      start: new Date('2026-04-01T00:00:00.000Z'),
      stepMs: 60_000,
      prefix: 'many',
    });
  });

  const get = (url: string) => t.app.inject({ method: 'GET', url, headers: { cookie } });
  async function page(url: string): Promise<Page> {
    const response = await get(url);
    expect(response.statusCode, response.body).toBe(200);
    return response.json() as Page;
  }
  async function all(url: string): Promise<Page['items']> {
    const items: Page['items'] = [];
    let next: string | null = null;
    do {
      const answer: Page = await page(`${url}${next === null ? '' : `&after=${next}`}`);
      items.push(...answer.items);
      next = answer.next;
    } while (next !== null);
    return items;
  }
  async function countWhere(where: ReturnType<typeof sql>) {
    const result = await sql<{ n: number }>`select count(*)::integer as n from purchases where ${where}`.execute(t.db);
    return result.rows[0]?.n ?? 0;
  }

  it('pages through rows sharing one timestamp without skipping or repeating one', async () => {
    const url = `/ops/api/lists/payments?userId=${userIds[0]}&from=2026-03-01&to=2026-03-01&limit=7`;
    const first = await page(url);
    expect(first.total).toBe(25);
    expect(first.items).toHaveLength(7);
    const tids = (await all(url)).map((item) => item.tid);
    expect(tids).toHaveLength(25);
    expect(new Set(tids).size).toBe(25);
    // Newest first; equal timestamps by id, the highest id first.
    const byId = await t.db
      .selectFrom('purchases')
      .select('tid')
      .where('tid', 'like', 'same-%')
      .orderBy('id', 'desc')
      .execute();
    expect(tids).toEqual(byId.map((row) => row.tid));
    const ascending = (await all(`${url}&dir=asc`)).map((item) => item.tid);
    expect(ascending).toEqual([...tids].reverse());
  });

  it('filters by state, provider code, currency, dates and amount, with the total of each', async () => {
    const provider = (
      await t.db.selectFrom('purchases').select('provider_code').where('tid', '=', 'many-7').executeTakeFirstOrThrow()
    ).provider_code;
    const cases: [string, ReturnType<typeof sql>][] = [
      ['state=FAILED', sql`state = 'FAILED'`],
      [`providerCode=${provider}`, sql`provider_code = ${provider}`],
      ['currency=DKK', sql`currency = 'DKK'`],
      ['from=2026-04-01&to=2026-04-01', sql`created_at >= '2026-04-01Z' and created_at < '2026-04-02Z'`],
      ['minAmount=5000&maxAmount=6000', sql`price between 5000 and 6000`],
      ['state=SUCCESS&currency=EUR&minAmount=9000', sql`state = 'SUCCESS' and currency = 'EUR' and price >= 9000`],
    ];
    for (const [query, where] of cases) {
      const expected = await countWhere(where);
      expect(expected, query).toBeGreaterThan(0);
      const answer = await page(`/ops/api/lists/payments?${query}&limit=200`);
      expect(answer.total, query).toBe(expected);
      expect(answer.items.length, query).toBe(Math.min(200, expected));
    }
    const byAmount = await all('/ops/api/lists/payments?sort=amount&dir=asc&currency=USD&state=FAILED&limit=200');
    expect(byAmount).toHaveLength(await countWhere(sql`currency = 'USD' and state = 'FAILED'`));
    const amounts = byAmount.map((item) => Number(item.amount));
    expect(amounts).toEqual([...amounts].sort((a, b) => a - b));
  });

  it('says what each purchase came to', async () => {
    const failed = await page('/ops/api/lists/payments?state=FAILED&limit=1');
    expect(failed.items[0]?.outcome).toBe('FAILED');
    const tid = 'many-12';
    await sql`update purchases set psp_status = 'RETURNED' where tid = ${tid}`.execute(t.db);
    const returned = (await all(`/ops/api/lists/payments?from=2026-04-01&to=2026-04-01&limit=200`)).find(
      (item) => item.tid === tid,
    );
    expect(returned?.outcome).toBe('RETURNED');
    // A chargeback (a dispute at a debiting stage): the purchase says so, and the chargebacks list has it.
    const disputed = await t.db
      .selectFrom('purchases')
      .select(['id', 'user_id', 'tid', 'state'])
      .where('tid', '=', 'many-6')
      .executeTakeFirstOrThrow();
    expect(disputed.state).toBe('SUCCESS');
    await sql`insert into disputes (id, psp_dispute_id, purchase_id, user_id, psp_reference, stage, amount, currency,
        gd_currency, created_at, updated_at)
      values ('9a1c2d4e-5a6b-4c7d-8e9f-0a1b2c3d4e5f', 'dp_1', ${disputed.id}, ${disputed.user_id}, 'many-psp-6',
        'CHARGEBACK', 700, 'EUR', 'EUR', now(), now())`.execute(t.db);
    const charged = (await all(`/ops/api/lists/payments?userId=${disputed.user_id}&limit=200`)).find(
      (item) => item.tid === disputed.tid,
    );
    expect(charged?.outcome).toBe('CHARGED_BACK');
    const chargebacks = await page(`/ops/api/lists/chargebacks?state=CHARGEBACK&userId=${disputed.user_id}`);
    expect(chargebacks.total).toBe(1);
    expect(chargebacks.items[0]).toMatchObject({ tid: 'many-6', state: 'CHARGEBACK', amount: 700 });
  });

  it('refuses bad input with a 400 and an unknown list with a 404', async () => {
    for (const query of [
      'limit=0',
      'limit=201',
      'after=not-a-key',
      `after=${Buffer.from(JSON.stringify(['1', 'x'])).toString('base64url')}`,
      `after=${Buffer.from(JSON.stringify(['2026-13-01', '1'])).toString('base64url')}`,
      `after=${Buffer.from(JSON.stringify(['1', '99999999999'])).toString('base64url')}`,
      'from=2026-02-30',
      'from=2026-05-02&to=2026-05-01',
      'minAmount=20&maxAmount=10',
      'state=%27%3B%20drop',
      'userId=99999999999',
    ]) {
      const response = await get(`/ops/api/lists/payments?${query}`);
      expect(response.statusCode, query).toBe(400);
      expect(response.json().code, query).toBe('invalid_body');
    }
    expect((await get('/ops/api/lists/audit?sort=amount')).statusCode).toBe(400);
    expect((await get('/ops/api/lists/nothing')).statusCode).toBe(404);
    expect((await t.app.inject({ method: 'GET', url: '/ops/api/lists/payments' })).statusCode).toBe(401);
  });

  it('serves every list and filter from an index', async () => {
    const plan = async (query: ReturnType<typeof listPageQuery>) =>
      t.db.transaction().execute(async (trx) => {
        await sql`set local enable_seqscan = off`.execute(trx);
        const rows = await sql<{ 'QUERY PLAN': string }>`explain ${query}`.execute(trx);
        return rows.rows.map((row) => row['QUERY PLAN']).join('\n');
      });
    const after = { value: '1775001600000000', id: '10' };
    // Every list the contract names, so a new list is checked as soon as it exists.
    for (const list of OPS_LIST_NAMES) {
      for (const filter of [{}, { userId: 1 }]) {
        const key =
          list === 'refunds' || list === 'chargebacks'
            ? { ...after, id: '3f1c2d4e-5a6b-4c7d-8e9f-0a1b2c3d4e5f' }
            : after;
        const query = listPageQuery(list, { filter, sort: 'createdAt', dir: 'desc', after: key, limit: 51 });
        expect(await plan(query), list).not.toMatch(
          /Seq Scan on (purchases|payouts|purchase_refunds|disputes|subscriptions|subscription_bookings|support_requests|limit_increase_requests|operator_audit_log)\b/,
        );
      }
    }
    for (const filter of [{ state: 'FAILED' }, { providerCode: 'x' }, { currency: 'EUR' }]) {
      const query = listPageQuery('payments', { filter, sort: 'createdAt', dir: 'desc', after: null, limit: 51 });
      expect(await plan(query), JSON.stringify(filter)).not.toMatch(/Seq Scan on purchases/);
    }
    const byAmount = listPageQuery('payments', { filter: {}, sort: 'amount', dir: 'asc', after: null, limit: 51 });
    expect(await plan(byAmount)).not.toMatch(/Seq Scan on purchases|Sort\b/);
  });

  it('streams an export of every row in batches, formula-escaped, and audits it', async () => {
    const user = userIds[1] ?? 0;
    await sql`insert into support_requests (ticket, user_id, topic, message, reference, screen, lang)
      values ('T-CSV-1', ${user}, 'payment', '=HYPERLINK("https://evil.example","click")', '', 'shop', 'en')`.execute(
      t.db,
    );
    const support = await get('/ops/api/lists/support-requests/export');
    expect(support.statusCode).toBe(200);
    expect(support.headers['content-type']).toMatch(/^text\/csv/);
    expect(support.headers['content-disposition']).toMatch(/^attachment; filename="support-requests_.*\.csv"$/);
    expect(support.body).toContain(`"'=HYPERLINK(""https://evil.example"",""click"")"`);

    const response = await get('/ops/api/lists/payments/export?from=2026-04-01');
    expect(response.statusCode).toBe(200);
    const lines = response.body.split('\r\n').filter((line) => line !== '');
    const expected = await countWhere(sql`created_at >= '2026-04-01Z'`);
    expect(expected).toBeGreaterThan(EXPORT_BATCH * 2);
    expect(lines).toHaveLength(expected + 1);
    expect(lines[0]).toBe(
      'tid,createdAt,userId,userName,outcome,state,providerCode,pspMethod,amount,currency,refundedAmount,depositAmount,bonusAmount,gdCurrency,subscription,pspReference,pspStatus',
    );
    expect(new Set(lines.slice(1).map((line) => line.split(',')[0])).size).toBe(expected);

    const audit = await t.db
      .selectFrom('operator_audit_log')
      .select(['action', 'subject_id', 'after'])
      .where('operator_id', '=', operatorId)
      .where('action', '=', 'list.export')
      .orderBy('id')
      .execute();
    expect(audit.map((row) => row.subject_id)).toEqual(['list:support-requests', 'list:payments']);
    expect(audit[1]?.after).toEqual({ query: { from: '2026-04-01' }, rows: expected });
    // The audit trail is a list too, filtered by operator and action.
    const trail = await page(`/ops/api/lists/audit?operatorId=${operatorId}&action=list.export`);
    expect(trail.total).toBe(2);
  });

  it('says how many players match a search beyond the 50 shown, and finds refunds by reference', async () => {
    const search = await get('/ops/api/players?q=lst-');
    expect(search.statusCode).toBe(200);
    const found = search.json() as { total: number; players: { userName: string; matchedBy: string }[] };
    expect(found.total).toBe(66);
    expect(found.players).toHaveLength(50);

    const purchase = await t.db
      .selectFrom('purchases')
      .select(['id', 'user_id'])
      .where('tid', '=', 'many-30')
      .executeTakeFirstOrThrow();
    const refundId = '3f1c2d4e-5a6b-4c7d-8e9f-0a1b2c3d4e5f';
    await sql`insert into purchase_refunds (id, purchase_id, user_id, operator_id, idempotency_key, amount, currency,
        deposit_amount, bonus_clawback, gd_currency, reason, state, psp_reference, created_at, updated_at)
      values (${refundId}, ${purchase.id}, ${purchase.user_id}, ${operatorId}, 'rf-key', 100, 'EUR', 100, 0, 'EUR',
        'test', 'REFUNDED', 'rf_9Z8Y7X', now(), now())`.execute(t.db);
    for (const q of ['rf_9Z8Y7X', refundId]) {
      const answer = (await get(`/ops/api/players?q=${q}`)).json() as typeof found;
      expect(answer.total, q).toBe(1);
      expect(answer.players[0]?.matchedBy, q).toBe('refund');
    }
    const refunds = await page(`/ops/api/lists/refunds?userId=${purchase.user_id}`);
    expect(refunds.total).toBe(1);
    expect(refunds.items[0]).toMatchObject({ id: refundId, tid: 'many-30', pspReference: 'rf_9Z8Y7X' });
    const refunded = (await all(`/ops/api/lists/payments?userId=${purchase.user_id}&limit=200`)).find(
      (item) => item.tid === 'many-30',
    );
    expect(refunded?.outcome).toBe('PARTLY_REFUNDED');
  });
});
