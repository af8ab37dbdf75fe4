// The audit trail is append-only (the database refuses UPDATE, DELETE and TRUNCATE) and readable in the console
// newest first, filtered by subject or operator, page by page.
import { sql } from 'kysely';
import { describe, expect, it } from 'vitest';
import { createTestOperator, operatorCookie } from '../../test/operator-helpers.ts';
import { manualClock, setUpTestApp } from '../../test/test-app.ts';
import { DATABASE_KINDS } from '../../test/test-database.ts';
import { recordAudit } from './audit.ts';

describe.each(DATABASE_KINDS)('operator audit trail on %s', (kind) => {
  const clock = manualClock(new Date('2026-11-24T17:10:00Z'));

  const t = setUpTestApp(kind, { clock });

  async function audit(cookie: string, query: string) {
    const response = await t.app.inject({ method: 'GET', url: `/ops/api/audit?${query}`, headers: { cookie } });
    expect(response.statusCode, response.body).toBe(200);
    return response.json() as {
      entries: {
        id: number;
        action: string;
        subjectId: string;
        before: unknown;
        after: unknown;
        reason: string | null;
      }[];
      next: number | null;
    };
  }

  it('lists a subject’s entries newest first with before/after, page by page', async () => {
    const finance = await createTestOperator(t.db, { roles: ['finance'] });
    const support = await createTestOperator(t.db, { roles: ['support'] });
    for (let index = 1; index <= 5; index += 1) {
      await t.db.transaction().execute((trx) =>
        recordAudit(trx, {
          operatorId: index % 2 === 0 ? support.id : finance.id,
          action: 'payout.approve',
          subjectType: 'payout',
          subjectId: 'P-AUDIT-1',
          before: { state: 'REVIEW', step: index },
          after: { state: 'PENDING', step: index },
          reason: index === 5 ? 'looks right' : null,
          at: clock.now(),
        }),
      );
    }
    const cookie = await operatorCookie(t.app, support, clock);
    const first = await audit(cookie, 'subjectType=payout&subjectId=P-AUDIT-1&limit=2');
    expect(first.entries.map((entry) => (entry.after as { step: number }).step)).toEqual([5, 4]);
    expect(first.entries[0]).toMatchObject({
      action: 'payout.approve',
      before: { state: 'REVIEW', step: 5 },
      reason: 'looks right',
    });
    expect(first.next).toBe(first.entries[1]?.id);
    const second = await audit(cookie, `subjectType=payout&subjectId=P-AUDIT-1&limit=2&before=${first.next}`);
    expect(second.entries.map((entry) => (entry.after as { step: number }).step)).toEqual([3, 2]);
    const third = await audit(cookie, `subjectType=payout&subjectId=P-AUDIT-1&limit=2&before=${second.next}`);
    expect(third.entries.map((entry) => (entry.after as { step: number }).step)).toEqual([1]);
    expect(third.next).toBeNull();

    const bySupport = await audit(cookie, `operatorId=${support.id}&action=payout.approve`);
    expect(bySupport.entries.map((entry) => (entry.after as { step: number }).step)).toEqual([4, 2]);
  });

  it('refuses malformed filters with 400 invalid_body', async () => {
    const support = await createTestOperator(t.db, { roles: ['support'] });
    const cookie = await operatorCookie(t.app, support, clock);
    for (const query of ['subjectType=wallet', 'limit=0', 'limit=1000', 'before=-1', 'operatorId=abc']) {
      const response = await t.app.inject({ method: 'GET', url: `/ops/api/audit?${query}`, headers: { cookie } });
      expect([query, response.statusCode, response.json().code]).toEqual([query, 400, 'invalid_body']);
    }
  });

  it('refuses to change, delete or truncate a written entry', async () => {
    const before = await t.db.selectFrom('operator_audit_log').selectAll().orderBy('id').execute();
    expect(before.length).toBeGreaterThan(0);
    await expect(sql`update operator_audit_log set reason = 'rewritten'`.execute(t.db)).rejects.toThrow(/append-only/);
    await expect(sql`delete from operator_audit_log`.execute(t.db)).rejects.toThrow(/append-only/);
    await expect(sql`truncate operator_audit_log`.execute(t.db)).rejects.toThrow(/append-only/);
    expect(await t.db.selectFrom('operator_audit_log').selectAll().orderBy('id').execute()).toEqual(before);
  });
});
