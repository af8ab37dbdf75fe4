import { describe, expect, it } from 'vitest';
import { DEFAULT_ALERT_THRESHOLDS } from '../../test/alert-thresholds.ts';
import { createTestOperator, operatorCookie } from '../../test/operator-helpers.ts';
import { manualClock, setUpTestApp } from '../../test/test-app.ts';
import { DATABASE_KINDS } from '../../test/test-database.ts';
import { renderMail } from '../mail/mail-templates.ts';
import { createJobHealth } from '../metrics/job-health.ts';
import { runAlertRound } from './alerts.job.ts';

const thresholds = DEFAULT_ALERT_THRESHOLDS;
const silent = { warn() {}, info() {} } as never;

describe.each(DATABASE_KINDS)('the alerts job on %s', (kind) => {
  const clock = manualClock(new Date());
  const jobHealth = createJobHealth();

  const t = setUpTestApp(kind, { clock });

  const round = () => runAlertRound({ db: t.db, clock, log: silent, jobHealth, thresholds });
  const alertMails = () =>
    t.db.selectFrom('mail_outbox').selectAll().where('kind', '=', 'ops_alert').orderBy('id').execute();

  it('raises a failing reconciler once per episode, mails every operator once, shows it, and resolves it', async () => {
    const operator = await createTestOperator(t.db, { roles: ['support'], language: 'de' });
    const operators = await t.db.selectFrom('operators').select('id').where('disabled_at', 'is', null).execute();
    // Other rules quiet: nothing of the seeded data is stuck at this clock.
    await t.db.updateTable('mail_outbox').set({ state: 'sent' }).where('state', 'in', ['queued', 'sending']).execute();
    await t.db
      .updateTable('payouts')
      .set({ state: 'REJECTED', review_reason: 'test', reviewed_at: clock.now() })
      .where('state', '=', 'REVIEW')
      .execute();

    jobHealth.register('purchase reconciliation', 60_000, clock.now().getTime());
    for (let failure = 0; failure < 3; failure += 1) {
      jobHealth.roundEnded('purchase reconciliation', { ok: false, error: new Error('PSP unreachable') }, 0);
    }
    const first = await round();
    expect(first.raised).toMatchObject([{ rule: 'reconciler_errors', subject: 'purchase reconciliation' }]);
    expect(await alertMails()).toHaveLength(operators.length);

    // The next rounds while it still fails: no new episode, no new e-mail.
    jobHealth.roundEnded('purchase reconciliation', { ok: false, error: new Error('PSP unreachable') }, 0);
    expect((await round()).raised).toEqual([]);
    expect(await alertMails()).toHaveLength(operators.length);

    const cookie = await operatorCookie(t.app, operator, clock);
    const banner = await t.app.inject({ method: 'GET', url: '/ops/api/alerts', headers: { cookie } });
    expect(banner.statusCode).toBe(200);
    expect(banner.json().alerts).toMatchObject([{ rule: 'reconciler_errors', subject: 'purchase reconciliation' }]);

    const mail = (await alertMails()).find((row) => row.recipient === operator.email);
    if (mail === undefined) throw new Error('no alert mail to the operator');
    const rendered = renderMail(mail);
    expect(rendered.subject).toBe('Shop-Alarm: Fehler beim Abgleich');
    expect(rendered.text).toContain('PSP unreachable');

    jobHealth.roundEnded('purchase reconciliation', { ok: true }, 0);
    expect((await round()).resolved).toBe(1);
    const after = await t.app.inject({ method: 'GET', url: '/ops/api/alerts', headers: { cookie } });
    expect(after.json().alerts).toEqual([]);

    // A new failure streak is a new episode: raised and mailed again.
    for (let failure = 0; failure < 3; failure += 1) {
      jobHealth.roundEnded('purchase reconciliation', { ok: false, error: new Error('again') }, 0);
    }
    expect((await round()).raised).toHaveLength(1);
    expect(await alertMails()).toHaveLength(operators.length * 2);
  });

  it('answers the dashboard aggregates, and refuses a bad range without a 5xx', async () => {
    const operator = await createTestOperator(t.db, { roles: ['finance'] });
    const cookie = await operatorCookie(t.app, operator, clock);
    const response = await t.app.inject({ method: 'GET', url: '/ops/api/dashboard?days=30', headers: { cookie } });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({
      days: 30,
      funnel: { amount: expect.any(Number), success: expect.any(Number) },
      payoutQueue: { buckets: expect.any(Array) },
    });
    const bad = await t.app.inject({ method: 'GET', url: '/ops/api/dashboard?days=abc', headers: { cookie } });
    expect(bad.statusCode).toBe(400);
    const anonymous = await t.app.inject({ method: 'GET', url: '/ops/api/dashboard' });
    expect(anonymous.statusCode).toBe(401);
  });
});
