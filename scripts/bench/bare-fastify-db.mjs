// The second API baseline (issue 11 point 4): bare Fastify answering every GET / from one `select` through a
// pooled pg connection on the same database as the shop, with a JSON answer of the shop answer's size class
// (BARE_ANSWER_BYTES), serialised per request as Fastify does without a schema. It shows what a call that must
// read the database costs on this machine before any shop logic: the limit of the shop's ratio.
import Fastify from 'fastify';
import pg from 'pg';

const pool = new pg.Pool({
  connectionString: process.env.DATABASE_URL,
  max: Number(process.env.DATABASE_POOL_SIZE ?? 10),
});
const bytes = Number(process.env.BARE_ANSWER_BYTES ?? 40);
// Items like a catalogue's (a few short strings and numbers each) until the JSON reaches the wanted size.
const items = [];
while (JSON.stringify({ items }).length < bytes) {
  items.push({ code: `item-${items.length}`, name: 'Bare package', price: 1000 + items.length, usable: true });
}

const app = Fastify({ logger: false });
app.get('/', async () => {
  const { rows } = await pool.query('select 1 as n');
  return { n: rows[0].n, items };
});
await app.listen({ port: Number(process.env.PORT ?? 3700), host: '127.0.0.1' });
process.on('SIGTERM', () =>
  app
    .close()
    .then(() => pool.end())
    .then(() => process.exit(0)),
);
