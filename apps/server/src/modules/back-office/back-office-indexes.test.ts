// Every search path and the daily report are served by indexes (migration 20261124211000_back_office_read):
// with sequential scans priced out, no plan of theirs reads a table from end to end.
import { sql } from 'kysely';
import { describe, expect, it } from 'vitest';
import { DATABASE_KINDS, setUpTestDatabase } from '../../test/test-database.ts';
import { dailyReportQuery } from './daily-report.repository.ts';
import { playerSearchQuery } from './player-search.repository.ts';

describe.each(DATABASE_KINDS)('back-office indexes on %s', (kind) => {
  const t = setUpTestDatabase(kind);

  async function planOf(query: ReturnType<typeof playerSearchQuery> | ReturnType<typeof dailyReportQuery>) {
    return t.database.db.transaction().execute(async (trx) => {
      await sql`set local enable_seqscan = off`.execute(trx);
      const plan = await sql<{ 'QUERY PLAN': string }>`explain ${query}`.execute(trx);
      return plan.rows.map((row) => row['QUERY PLAN']).join('\n');
    });
  }

  it('searches by id, tid, references, user name, e-mail and names without a sequential scan', async () => {
    for (const query of ['12345', 'pay_abc123', 'money-de', 'max@players.example', 'Max Mustermann', 'mu']) {
      expect(await planOf(playerSearchQuery(query)), query).not.toMatch(/Seq Scan/);
    }
  });

  it('reads a report period without a sequential scan', async () => {
    const period = { from: new Date('2026-01-01T00:00:00Z'), until: new Date('2026-02-01T00:00:00Z') };
    for (const currency of [null, 'EUR']) {
      expect(await planOf(dailyReportQuery({ ...period, currency })), String(currency)).not.toMatch(/Seq Scan/);
    }
  });
});
