// The back office's lists on PostgreSQL with 100,000 purchases (issue 25: "lists stay under 100 ms"). A benchmark,
// never a test: `node scripts/bench/ops-lists.mjs` (BENCH_DATABASE_URL, default postgres://postgres@127.0.0.1:5432/
// postgres) creates a database of its own, migrates and seeds it, fills 1,000 players with 100,000 purchases over a
// year, 5,000 refunds and 20,000 payouts (1,000 waiting in review, one per player), then times each list endpoint through the app
// (routing, guard, query, count and JSON: Fastify's inject, no network) — first pages, deep pages by key, filters,
// sorting by amount — and prints the median and the slowest of BENCH_ROUNDS (default 15) calls each. The database is
// dropped at the end (BENCH_KEEP=1 keeps it).
import { randomBytes } from 'node:crypto';
import { performance } from 'node:perf_hooks';
import { sql } from 'kysely';
import pg from 'pg';
import { buildApp } from '../src/app.ts';
import { loadConfig } from '../src/config/env.ts';
import { createPostgresDb } from '../src/db/database.ts';
import { migrateToLatest } from '../src/db/migrate.ts';
import { seedDemoData } from '../src/db/seed.ts';
import { createOperator } from '../src/modules/operators/operators.service.ts';
import { totpCodeAt } from '../src/modules/operators/totp.ts';
import { IN_PROCESS_APP_ENV } from '../src/test/in-process-env.ts';
import { fillPurchases } from '../src/test/list-fixtures.ts';

const baseUrl = process.env.BENCH_DATABASE_URL?.trim() || 'postgres://postgres@127.0.0.1:5432/postgres';
const ROUNDS = Number(process.env.BENCH_ROUNDS ?? 15);
const PURCHASES = Number(process.env.BENCH_PURCHASES ?? 100_000);
const PLAYERS = 1000;
const name = `bench_lists_${randomBytes(4).toString('hex')}`;
const key = randomBytes(32).toString('hex');

const admin = new pg.Client({ connectionString: baseUrl });
await admin.connect();
await admin.query(`create database ${name}`);
const url = new URL(baseUrl);
url.pathname = `/${name}`;
const db = createPostgresDb({ connectionString: url.toString() });

const seconds = (since: number) => `${((performance.now() - since) / 1000).toFixed(1)} s`;
try {
  let started = performance.now();
  await migrateToLatest(db);
  await seedDemoData(db, new Date(), { paymentDataKey: key });
  await sql`insert into users (user_name, password_hash, actor_type, country, locale, view_lang, lang, gd_currency,
      gd_currency_type, first_name, surname)
    select 'bench-' || g, password_hash, actor_type, country, locale, view_lang, lang, gd_currency, gd_currency_type,
      'Bench', 'Player ' || g
    from users, generate_series(1, ${PLAYERS}) g where user_name = 'money-de'`.execute(db);
  const userIds = (await db.selectFrom('users').select('id').where('user_name', 'like', 'bench-%').execute()).map(
    (row) => row.id,
  );
  const yearAgo = new Date(Date.now() - 365 * 86_400_000);
  for (let done = 0; done < PURCHASES; done += 20_000) {
    await fillPurchases(db, {
      userIds,
      count: Math.min(20_000, PURCHASES - done),
      start: new Date(yearAgo.getTime() + done * 315_000),
      stepMs: 315_000,
      prefix: `b${done}`,
    });
  }
  const operator = await createOperator(db, key, {
    email: 'bench@ops.example',
    displayName: 'Bench',
    password: 'bench-password',
    roles: ['support', 'finance'],
    language: 'en',
    at: new Date(),
  });
  if (!operator.ok) throw new Error('no bench operator');
  await sql`insert into purchase_refunds (id, purchase_id, user_id, operator_id, idempotency_key, amount, currency,
      deposit_amount, bonus_clawback, gd_currency, reason, state, psp_reference, created_at, updated_at)
    select gen_random_uuid(), p.id, p.user_id, ${operator.id}, 'bench-' || p.id, p.price, p.currency, p.price, 0,
      p.gd_currency, 'bench', 'REFUNDED', 'rf_bench_' || p.id, p.created_at + interval '1 day',
      p.created_at + interval '1 day'
    from purchases p where p.state = 'SUCCESS' and p.id % 10 = 0 limit 5000`.execute(db);
  await sql`insert into payouts (public_id, user_id, paytype, state, amount, fee, final_amount, currency, currency_real,
      exchange_factor, real_amount, holder, iban_masked, reserve_transaction_id, review_cause, created_at, updated_at)
    select 'bench_' || g,
      (${sql.val(userIds)}::integer[])[case when g % 20 = 0 then g / 20 else 1 + g % ${PLAYERS} end], 'banktransfer',
      case when g % 20 = 0 then 'REVIEW' else 'SETTLED' end, 1000 + g % 500, 0, 1000 + g % 500, 'EUR', 'EUR', 1,
      1000 + g % 500, 'Bench Player', 'DE89 •••• 3000', gen_random_uuid(),
      case when g % 20 = 0 then 'first_payout' end,
      ${yearAgo}::timestamptz + g * interval '26 minutes', ${yearAgo}::timestamptz + g * interval '26 minutes'
    from generate_series(1, 20000) g`.execute(db);
  // As a running database is: vacuumed (visibility map set, so counts can read indexes only) and analysed.
  await sql`vacuum analyze`.execute(db);
  console.log(`filled ${PURCHASES} purchases, 5,000 refunds, 20,000 payouts in ${seconds(started)}`);

  const config = loadConfig({
    PSP_SANDBOX_API_KEY: 'sk_bench_only',
    PSP_WEBHOOK_SECRET: 'whsec_bench_only',
    PAYMENT_DATA_KEY: key,
    ...IN_PROCESS_APP_ENV,
    DATA_DIR: '/nonexistent/bench-data',
  });
  const app = await buildApp({ config, db });
  await app.ready();
  const login = await app.inject({
    method: 'POST',
    url: '/ops/api/login',
    headers: { origin: new URL(config.publicUrl).origin, 'content-type': 'application/json' },
    payload: {
      email: 'bench@ops.example',
      password: 'bench-password',
      totp: totpCodeAt(operator.totpSecret, new Date()),
    },
  });
  const cookie = login.cookies.find((candidate) => candidate.name === 'shop_ops');
  if (cookie === undefined) throw new Error(`bench login failed: ${login.body}`);
  const headers = { cookie: `shop_ops=${cookie.value}` };

  const get = async (path: string) => {
    const response = await app.inject({ method: 'GET', url: path, headers });
    if (response.statusCode !== 200) throw new Error(`${path}: ${response.statusCode} ${response.body}`);
    return response;
  };
  /** The `next` key after `pages` pages of `path`. */
  const keyAfter = async (path: string, pages: number) => {
    let after: string | null = null;
    for (let page = 0; page < pages; page += 1) {
      const answer: { next: string | null } = (await get(`${path}${after === null ? '' : `&after=${after}`}`)).json();
      after = answer.next;
    }
    return after;
  };
  const deep = await keyAfter('/ops/api/lists/payments?limit=200', 100);
  const someone = userIds[17] ?? 0;
  const { provider_code: provider, currency } = await db
    .selectFrom('purchases')
    .select(['provider_code', 'currency'])
    .where('tid', '=', 'b0-7')
    .executeTakeFirstOrThrow();
  const refund = await db.selectFrom('purchase_refunds').select('psp_reference').limit(1).executeTakeFirstOrThrow();
  const cases: [string, string][] = [
    ['payments, first page (50, newest first)', '/ops/api/lists/payments?limit=50'],
    ['payments, page 101 of 200 rows (key after 20,000 rows)', `/ops/api/lists/payments?limit=200&after=${deep}`],
    ['payments, state FAILED', '/ops/api/lists/payments?state=FAILED'],
    ['payments, provider code + currency', `/ops/api/lists/payments?providerCode=${provider}&currency=${currency}`],
    ['payments, one month', '/ops/api/lists/payments?from=2026-06-01&to=2026-06-30'],
    ['payments, amount 50–60 by amount', '/ops/api/lists/payments?minAmount=5000&maxAmount=6000&sort=amount'],
    [
      'payments, all filters',
      '/ops/api/lists/payments?state=SUCCESS&currency=EUR&from=2026-01-01&to=2026-12-31&minAmount=1000',
    ],
    ['payments of one player (player page)', `/ops/api/lists/payments?userId=${someone}&limit=20`],
    ['refunds, first page', '/ops/api/lists/refunds'],
    ['payouts, first page', '/ops/api/lists/payouts'],
    ['payout queue, oldest first (1,000 waiting)', '/ops/api/lists/payouts?state=REVIEW&dir=asc&limit=20'],
    ['payout queue summary', '/ops/api/payout-queue'],
    ['audit trail, first page', '/ops/api/lists/audit'],
    ['search by refund reference', `/ops/api/players?q=${refund.psp_reference}`],
    ['search by name prefix (1,000 match)', '/ops/api/players?q=bench-'],
  ];
  console.log(`\n${'list'.padEnd(60)} median   slowest  rows  total`);
  for (const [label, path] of cases) {
    await get(path);
    const times: number[] = [];
    let answer: { items?: unknown[]; players?: unknown[]; total?: number } = {};
    for (let round = 0; round < ROUNDS; round += 1) {
      started = performance.now();
      answer = (await get(path)).json();
      times.push(performance.now() - started);
    }
    times.sort((a, b) => a - b);
    const median = times[Math.floor(times.length / 2)] ?? 0;
    const slowest = times.at(-1) ?? 0;
    const rows = (answer.items ?? answer.players ?? []).length;
    console.log(
      `${label.padEnd(60)} ${median.toFixed(1).padStart(6)} ms ${slowest.toFixed(1).padStart(6)} ms ${String(rows).padStart(5)}  ${answer.total ?? ''}`,
    );
  }
  started = performance.now();
  const exported = await get('/ops/api/lists/payments/export');
  console.log(
    `\nCSV export of all ${PURCHASES} payments: ${seconds(started)}, ${(exported.rawPayload.length / 1e6).toFixed(1)} MB`,
  );
  await app.close();
} finally {
  await db.destroy();
  if (process.env.BENCH_KEEP !== '1') await admin.query(`drop database if exists ${name} with (force)`);
  await admin.end();
}
