// Operator security (issue 25 point 7): a money action asks for a fresh TOTP code once the last one is older than
// OPERATOR_TOTP_FRESH_SECONDS (nothing changes until it is given; a replayed code is refused as at log-in); a lead
// manages operators (create with a TOTP secret shown once, roles, disable/enable; audited; nobody removes their own
// lead role or disables themselves; a lead remains); and the ledger's lines and the PSP's notifications are dated by
// the app's clock, not the database's.
import { randomUUID } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import {
  createTestOperator,
  freshTotp,
  nextTotpCode,
  operatorCookie,
  opsHeaders,
} from '../../test/operator-helpers.ts';
import { setUpOpsActionTests } from '../../test/ops-action-helpers.ts';
import { manualClock, shopOriginOf } from '../../test/test-app.ts';
import { DATABASE_KINDS } from '../../test/test-database.ts';
import { changeOperator } from './operator-admin.ts';
import { totpCodeAt } from './totp.ts';

const FRESH_SECONDS = 15 * 60;

describe.each(DATABASE_KINDS)('operator security on %s', (kind) => {
  // A clock years away from the database's: a row dated by now() would show it.
  const clock = manualClock(new Date('2031-03-04T05:06:00Z'));
  const t = setUpOpsActionTests(kind, { clock });

  const countOf = async (table: 'money_approvals' | 'operator_audit_log' | 'operators' | 'purchase_refunds') =>
    Number(
      (
        await t.db
          .selectFrom(table)
          .select((eb) => eb.fn.countAll<string>().as('n'))
          .executeTakeFirstOrThrow()
      ).n,
    );
  const adjustment = (userId: number, cookie = t.financeCookie) =>
    t.opsPost(cookie, `/ops/api/players/${userId}/adjustments`, {
      direction: 'credit',
      account: 'withdrawable',
      amount: 100,
      reason: 'goodwill for the outage',
      reference: `T-${randomUUID().slice(0, 8)}`,
    });
  const sessionTotp = (cookie: string, totp: unknown, headers = opsHeaders(t.app, cookie)) =>
    t.app.inject({ method: 'POST', url: '/ops/api/session/totp', headers, payload: { totp } });

  it('dates ledger lines and PSP notifications by the app clock', async () => {
    const deposit = await t.creditedCardDeposit(2000);
    const lines = await t.db
      .selectFrom('ledger_entries')
      .innerJoin('ledger_references', 'ledger_references.transaction_id', 'ledger_entries.transaction_id')
      .select(['ledger_entries.created_at as at', 'ledger_references.created_at as referenceAt'])
      .where('ledger_references.reference', '=', `purchase:${deposit.tid}`)
      .execute();
    expect(lines.length).toBeGreaterThan(1);
    for (const line of lines) {
      expect(line.at.toISOString()).toBe(clock.now().toISOString());
      expect(line.referenceAt.toISOString()).toBe(clock.now().toISOString());
    }
    clock.advanceSeconds(5);
    const payment = t.fake.paymentFor(deposit.tid);
    if (payment === undefined) throw new Error('no payment at the PSP');
    const id = `evt_${randomUUID()}`;
    const notification = t.fake.notification(
      { ...payment, status: 'AUTHORISED' },
      { id },
      { timestampSeconds: Math.floor(clock.now().getTime() / 1000) },
    );
    const sent = await t.app.inject({ method: 'POST', url: '/deposit/psp/notifications', ...notification });
    expect(sent.statusCode, sent.body).toBe(200);
    const row = await t.db
      .selectFrom('processed_notifications')
      .select('received_at')
      .where('id', '=', id)
      .executeTakeFirstOrThrow();
    expect(row.received_at.toISOString()).toBe(clock.now().toISOString());
  });

  it('asks for a fresh TOTP code for a money action after 15 minutes; nothing changes until it is given', async () => {
    const deposit = await t.creditedCardDeposit(2000);
    const userId = deposit.player.userId;
    clock.advanceSeconds(FRESH_SECONDS - 60);
    expect((await adjustment(userId)).statusCode).toBe(202);

    clock.advanceSeconds(120);
    const [approvals, refunds, audit] = [
      await countOf('money_approvals'),
      await countOf('purchase_refunds'),
      await countOf('operator_audit_log'),
    ];
    const refused = [
      await adjustment(userId),
      await t.opsPost(t.financeCookie, `/ops/api/purchases/${deposit.tid}/refunds`, {
        amount: 500,
        reason: 'customer asked',
        idempotencyKey: `key-${randomUUID()}`,
      }),
      await t.opsPost(t.financeCookie, `/ops/api/players/${userId}/deposit-block/lift`, {}),
      await t.opsPost(t.financeCookie, `/ops/api/approvals/${randomUUID()}/approve`, {}),
      await t.opsPost(t.financeCookie, '/ops/api/payouts/p_unknown/approve', {}),
    ];
    expect(refused.map((response) => [response.statusCode, response.json()])).toEqual(
      Array(refused.length).fill([403, { code: 'totp_required' }]),
    );
    expect([
      await countOf('money_approvals'),
      await countOf('purchase_refunds'),
      await countOf('operator_audit_log'),
    ]).toEqual([approvals, refunds, audit]);
    // Reading is not a money action; support's own writes are not either.
    const page = await t.app.inject({
      method: 'GET',
      url: `/ops/api/players/${userId}`,
      headers: { cookie: t.financeCookie },
    });
    expect(page.statusCode).toBe(200);

    // Wrong input first: a cross-site call, a malformed code, a wrong code (audited, throttled like a log-in).
    const crossSite = await sessionTotp(t.financeCookie, nextTotpCode(t.finance, clock), {
      ...opsHeaders(t.app, t.financeCookie),
      origin: 'https://evil.example',
    });
    expect([crossSite.statusCode, crossSite.json()]).toEqual([403, { code: 'forbidden' }]);
    const malformed = await sessionTotp(t.financeCookie, '12ab56');
    expect([malformed.statusCode, malformed.json().code]).toEqual([400, 'invalid_body']);
    const right = totpCodeAt(t.finance.totpSecret, clock.now());
    const wrong = right === '000000' ? '111111' : '000000';
    const wrongAnswer = await sessionTotp(t.financeCookie, wrong);
    expect([wrongAnswer.statusCode, wrongAnswer.json()]).toEqual([403, { code: 'invalid_totp' }]);
    expect((await adjustment(userId)).statusCode).toBe(403);
    const noSession = await t.app.inject({
      method: 'POST',
      url: '/ops/api/session/totp',
      headers: { origin: shopOriginOf(t.app), 'content-type': 'application/json' },
      payload: { totp: right },
    });
    expect(noSession.statusCode).toBe(401);

    // The right code: accepted once; the action then goes through.
    const code = nextTotpCode(t.finance, clock);
    const verified = await sessionTotp(t.financeCookie, code);
    expect([verified.statusCode, verified.json()]).toEqual([200, { verifiedAt: clock.now().toISOString() }]);
    const replayed = await sessionTotp(t.financeCookie, code);
    expect([replayed.statusCode, replayed.json()]).toEqual([403, { code: 'totp_already_used' }]);
    expect((await adjustment(userId)).statusCode).toBe(202);
    const trail = (await t.auditOf('operator', String(t.finance.id))).map((entry) => entry.action);
    expect(trail).toEqual(expect.arrayContaining(['operator.totp_failed', 'operator.totp_verified']));

    // Another operator's session is not made fresh by it.
    const checkerRefused = await t.opsPost(t.checkerCookie, `/ops/api/approvals/${randomUUID()}/approve`, {});
    expect(checkerRefused.json()).toEqual({ code: 'totp_required' });
    await freshTotp(t.app, t.checker, t.checkerCookie, clock);
    const checkerNow = await t.opsPost(t.checkerCookie, `/ops/api/approvals/${randomUUID()}/approve`, {});
    expect(checkerNow.statusCode).toBe(404);
  });

  it('lets a lead create operators, change roles, disable and enable them; audited; the rules hold', async () => {
    clock.advanceSeconds(60);
    const lead = await createTestOperator(t.db, { roles: ['lead', 'support'], at: clock.now() });
    const leadCookie = await operatorCookie(t.app, lead, clock);
    const list = (cookie: string) => t.app.inject({ method: 'GET', url: '/ops/api/operators', headers: { cookie } });
    expect((await list(t.financeCookie)).statusCode).toBe(403);
    const listed = await list(leadCookie);
    expect(listed.statusCode).toBe(200);
    expect(listed.json().operators).toEqual(
      expect.arrayContaining([expect.objectContaining({ id: lead.id, roles: ['lead', 'support'], disabledAt: null })]),
    );

    // Refusals change nothing: no lead role, cross-site, bad input.
    const operators = await countOf('operators');
    const audit = await countOf('operator_audit_log');
    const body = { email: 'New.Person@ops.example', displayName: 'New Person', roles: ['support'], language: 'de' };
    expect((await t.opsPost(t.financeCookie, '/ops/api/operators', body)).statusCode).toBe(403);
    const crossSite = await t.app.inject({
      method: 'POST',
      url: '/ops/api/operators',
      headers: { ...opsHeaders(t.app, leadCookie), origin: 'https://evil.example' },
      payload: body,
    });
    expect(crossSite.statusCode).toBe(403);
    for (const bad of [
      { ...body, email: 'not-an-address' },
      { ...body, roles: [] },
      { ...body, roles: ['admin'] },
      { ...body, roles: ['support', 'support'] },
      { ...body, displayName: '  ' },
      { ...body, language: 'fr' },
    ]) {
      const response = await t.opsPost(leadCookie, '/ops/api/operators', bad);
      expect([response.statusCode, response.json().code], JSON.stringify(bad)).toEqual([400, 'invalid_body']);
    }
    expect([await countOf('operators'), await countOf('operator_audit_log')]).toEqual([operators, audit]);

    const created = await t.opsPost(leadCookie, '/ops/api/operators', body);
    expect(created.statusCode, created.body).toBe(201);
    const answer = created.json();
    expect(answer.operator).toMatchObject({ email: 'new.person@ops.example', roles: ['support'], language: 'de' });
    expect(answer.totpSecret).toMatch(/^[A-Z2-7]{32}$/);
    expect(answer.otpauthUri).toContain(`secret=${answer.totpSecret}`);
    expect(answer.password.length).toBeGreaterThanOrEqual(20);
    const newcomer = {
      id: answer.operator.id,
      email: body.email,
      password: answer.password,
      totpSecret: answer.totpSecret,
    };
    const newcomerCookie = await operatorCookie(t.app, newcomer, clock);
    expect((await t.opsPost(leadCookie, '/ops/api/operators', body)).json()).toMatchObject({
      code: 'email_taken',
    });

    const roles = await t.opsPost(leadCookie, `/ops/api/operators/${newcomer.id}/roles`, {
      roles: ['support', 'finance'],
    });
    expect(roles.json().operator.roles).toEqual(['support', 'finance']);
    // Nobody removes their own lead role or disables themselves.
    const ownRole = await t.opsPost(leadCookie, `/ops/api/operators/${lead.id}/roles`, { roles: ['support'] });
    expect([ownRole.statusCode, ownRole.json()]).toEqual([409, { code: 'own_lead_role' }]);
    const ownAccount = await t.opsPost(leadCookie, `/ops/api/operators/${lead.id}/disable`, {});
    expect([ownAccount.statusCode, ownAccount.json()]).toEqual([409, { code: 'own_account' }]);
    expect((await t.opsPost(leadCookie, '/ops/api/operators/999999/disable', {})).statusCode).toBe(404);
    expect((await t.opsPost(leadCookie, '/ops/api/operators/x/disable', {})).statusCode).toBe(404);

    // Disabling ends the operator's session at once; enabling lets them log in again.
    expect(
      (await t.app.inject({ method: 'GET', url: '/ops/api/me', headers: { cookie: newcomerCookie } })).statusCode,
    ).toBe(200);
    const disabled = await t.opsPost(leadCookie, `/ops/api/operators/${newcomer.id}/disable`, {});
    expect(disabled.json().operator.disabledAt).toBe(clock.now().toISOString());
    expect(
      (await t.app.inject({ method: 'GET', url: '/ops/api/me', headers: { cookie: newcomerCookie } })).statusCode,
    ).toBe(401);
    const enabled = await t.opsPost(leadCookie, `/ops/api/operators/${newcomer.id}/enable`, {});
    expect(enabled.json().operator.disabledAt).toBeNull();
    clock.advanceSeconds(30);
    await operatorCookie(t.app, newcomer, clock);

    const trail = await t.auditOf('operator', String(newcomer.id));
    const changes = trail
      .filter((entry) => entry.action !== 'operator.login')
      .map((entry) => [entry.action, entry.operator_id, entry.before, entry.after]);
    expect(changes).toEqual([
      [
        'operator.create',
        lead.id,
        null,
        { email: 'new.person@ops.example', displayName: 'New Person', roles: ['support'], language: 'de' },
      ],
      ['operator.roles', lead.id, { roles: ['support'] }, { roles: ['support', 'finance'] }],
      [
        'operator.disable',
        lead.id,
        { email: 'new.person@ops.example', disabledAt: null },
        { email: 'new.person@ops.example', disabledAt: expect.any(String), sessionsEnded: true },
      ],
      [
        'operator.enable',
        lead.id,
        { email: 'new.person@ops.example', disabledAt: expect.any(String) },
        { email: 'new.person@ops.example', disabledAt: null },
      ],
    ]);
    expect(JSON.stringify(trail)).not.toContain(answer.totpSecret);
    expect(JSON.stringify(trail)).not.toContain(answer.password);

    // The last enabled lead stays (the command line, which names nobody, could otherwise remove it).
    const others = await t.db
      .selectFrom('operators')
      .select('id')
      .where('id', '!=', lead.id)
      .where((eb) => eb(eb.val('lead'), '=', eb.fn.any('roles')))
      .execute();
    for (const other of others) {
      await changeOperator(t.db, {
        targetId: other.id,
        change: { disabled: true },
        actor: { commandLine: true },
        at: clock.now(),
      });
    }
    const lastLead = await changeOperator(t.db, {
      targetId: lead.id,
      change: { roles: ['support'] },
      actor: { commandLine: true },
      at: clock.now(),
    });
    expect(lastLead).toEqual({ ok: false, code: 'last_lead' });

    // Managing operators is guarded like money: a fresh code after 15 minutes.
    clock.advanceSeconds(FRESH_SECONDS + 1);
    const stale = await t.opsPost(leadCookie, `/ops/api/operators/${newcomer.id}/disable`, {});
    expect([stale.statusCode, stale.json()]).toEqual([403, { code: 'totp_required' }]);
    expect((await list(leadCookie)).statusCode).toBe(200);
  });
});
