// Operators log in with e-mail, password and the authenticator's current code (issue 12 point 1): the console
// session cookie opens /ops/api/*, a wrong, stale or replayed code does not, and log-in and log-out are audited.
// Time is the injected clock; the code is computed from it.
import { describe, expect, it } from 'vitest';
import { createTestOperator, operatorCookie, opsHeaders } from '../../test/operator-helpers.ts';
import { manualClock, setUpTestApp, shopOriginOf } from '../../test/test-app.ts';
import { DATABASE_KINDS } from '../../test/test-database.ts';
import { TOTP_PERIOD_SECONDS, totpCodeAt } from './totp.ts';

describe.each(DATABASE_KINDS)('operator login on %s', (kind) => {
  const clock = manualClock(new Date('2026-11-24T16:00:05Z'));

  const t = setUpTestApp(kind, { clock });

  function logIn(body: Record<string, unknown>, remoteAddress = '203.0.113.7') {
    return t.app.inject({
      method: 'POST',
      url: '/ops/api/login',
      remoteAddress,
      headers: { origin: shopOriginOf(t.app), 'content-type': 'application/json' },
      payload: body,
    });
  }
  const me = (cookie: string) => t.app.inject({ method: 'GET', url: '/ops/api/me', headers: { cookie } });
  const nextStep = () => clock.advanceSeconds(TOTP_PERIOD_SECONDS);

  it('logs in with password and the current code, sets a strict /ops cookie and opens /ops/api/me', async () => {
    const operator = await createTestOperator(t.db, { roles: ['support', 'finance'], language: 'de' });
    const response = await logIn({
      email: operator.email.toUpperCase(),
      password: operator.password,
      totp: totpCodeAt(operator.totpSecret, clock.now()),
    });
    expect(response.statusCode).toBe(200);
    expect(response.headers['cache-control']).toBe('no-store');
    expect(response.json()).toEqual({
      operator: {
        id: operator.id,
        email: operator.email,
        displayName: expect.any(String),
        roles: ['support', 'finance'],
        language: 'de',
      },
    });
    const setCookie = String(response.headers['set-cookie']);
    expect(setCookie).toMatch(/^shop_ops=[\w-]{40,};/);
    expect(setCookie).toContain('Path=/ops');
    expect(setCookie).toContain('HttpOnly');
    expect(setCookie).toContain('SameSite=Strict');
    expect(setCookie).not.toContain('Secure');

    const cookie = setCookie.split(';')[0] ?? '';
    const answer = await me(cookie);
    expect(answer.statusCode).toBe(200);
    expect(answer.json().operator.id).toBe(operator.id);
  });

  it('refuses a wrong password, a wrong code, a replayed code and a code two steps old, all alike', async () => {
    const operator = await createTestOperator(t.db, { roles: ['support'] });
    nextStep();
    const code = totpCodeAt(operator.totpSecret, clock.now());
    const wrongCode = code === '000000' ? '000001' : '000000';
    const twoStepsAgo = totpCodeAt(
      operator.totpSecret,
      new Date(clock.now().getTime() - 2 * TOTP_PERIOD_SECONDS * 1000),
    );
    const refusals = [
      await logIn({ email: operator.email, password: 'not-the-password', totp: code }),
      await logIn({ email: operator.email, password: operator.password, totp: wrongCode }),
      await logIn({ email: operator.email, password: operator.password, totp: twoStepsAgo }),
      await logIn({ email: 'nobody@ops.example', password: operator.password, totp: code }),
    ];
    for (const refused of refusals) {
      expect(refused.statusCode).toBe(401);
      expect(refused.json()).toEqual({ code: 'invalid_credentials' });
      expect(refused.headers['set-cookie']).toBeUndefined();
    }
    // The right code works once (the wrong ones did not use it up) …
    expect((await logIn({ email: operator.email, password: operator.password, totp: code })).statusCode).toBe(200);
    // … and never again, not even within its step or the next.
    expect((await logIn({ email: operator.email, password: operator.password, totp: code })).statusCode).toBe(401);
    nextStep();
    expect((await logIn({ email: operator.email, password: operator.password, totp: code })).statusCode).toBe(401);
    // The previous step's code (±1 step of drift) is still accepted when it is newer than the last one used.
    const fresh = totpCodeAt(operator.totpSecret, clock.now());
    expect((await logIn({ email: operator.email, password: operator.password, totp: fresh })).statusCode).toBe(200);
  });

  it('accepts the code of the step before or after now (phone clock drift)', async () => {
    const operator = await createTestOperator(t.db, { roles: ['finance'] });
    nextStep();
    const previous = totpCodeAt(operator.totpSecret, new Date(clock.now().getTime() - TOTP_PERIOD_SECONDS * 1000));
    expect((await logIn({ email: operator.email, password: operator.password, totp: previous })).statusCode).toBe(200);
    const next = totpCodeAt(operator.totpSecret, new Date(clock.now().getTime() + TOTP_PERIOD_SECONDS * 1000));
    expect((await logIn({ email: operator.email, password: operator.password, totp: next })).statusCode).toBe(200);
  });

  it('answers 400 invalid_body with the fields for a malformed login', async () => {
    const response = await logIn({ email: 'x', password: '', totp: '12345' });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({
      code: 'invalid_body',
      fields: { email: expect.any(String), password: expect.any(String), totp: expect.any(String) },
    });
  });

  it('logs out: the session is gone, and log-in and log-out are in the audit trail', async () => {
    const operator = await createTestOperator(t.db, { roles: ['support'] });
    nextStep();
    const cookie = await operatorCookie(t.app, operator, clock);
    const out = await t.app.inject({
      method: 'POST',
      url: '/ops/api/logout',
      headers: opsHeaders(t.app, cookie),
      payload: {},
    });
    expect(out.statusCode).toBe(204);
    expect(String(out.headers['set-cookie'])).toMatch(/^shop_ops=;/);
    expect((await me(cookie)).statusCode).toBe(401);

    const other = await createTestOperator(t.db, { roles: ['finance'] });
    const audit = await t.app.inject({
      method: 'GET',
      url: `/ops/api/audit?subjectType=operator&subjectId=${operator.id}`,
      headers: { cookie: await operatorCookie(t.app, other, clock) },
    });
    expect(audit.statusCode).toBe(200);
    expect(
      audit
        .json()
        .entries.map((entry: { action: string; operator: { email: string } }) => [entry.action, entry.operator.email]),
    ).toEqual([
      ['operator.logout', operator.email],
      ['operator.login', operator.email],
    ]);
  });

  it('ends a session after 8 idle hours, but not while it is used', async () => {
    const operator = await createTestOperator(t.db, { roles: ['support'] });
    nextStep();
    const cookie = await operatorCookie(t.app, operator, clock);
    clock.advanceSeconds(7 * 3600);
    expect((await me(cookie)).statusCode).toBe(200);
    clock.advanceSeconds(8 * 3600 + 1);
    expect((await me(cookie)).statusCode).toBe(401);
    expect((await me(cookie)).json()).toEqual({ code: 'not_authenticated' });
  });

  it('ends a session in constant use 12 hours after its log-in (the absolute limit)', async () => {
    const operator = await createTestOperator(t.db, { roles: ['support'] });
    nextStep();
    const cookie = await operatorCookie(t.app, operator, clock);
    for (let hour = 0; hour < 11; hour += 1) {
      clock.advanceSeconds(3600);
      expect((await me(cookie)).statusCode).toBe(200);
    }
    clock.advanceSeconds(3600);
    expect((await me(cookie)).statusCode).toBe(401);
  });

  it('puts a known operator’s failed log-ins in the audit trail', async () => {
    const operator = await createTestOperator(t.db, { roles: ['support'] });
    nextStep();
    const code = totpCodeAt(operator.totpSecret, clock.now());
    await logIn({ email: operator.email, password: 'not-the-password', totp: code }, '198.51.100.9');
    await logIn({ email: operator.email, password: operator.password, totp: code === '000000' ? '000001' : '000000' });
    const rows = await t.db
      .selectFrom('operator_audit_log')
      .select(['action', 'after'])
      .where('subject_type', '=', 'operator')
      .where('subject_id', '=', String(operator.id))
      .orderBy('id')
      .execute();
    expect(rows).toEqual([
      { action: 'operator.login_failed', after: { address: '198.51.100.9', cause: 'password' } },
      { action: 'operator.login_failed', after: { address: '203.0.113.7', cause: 'totp' } },
    ]);
  });

  it('refuses cross-site log-in and log-out before reading them, and changes nothing', async () => {
    const operator = await createTestOperator(t.db, { roles: ['support'] });
    nextStep();
    const code = totpCodeAt(operator.totpSecret, clock.now());
    const auditRows = async () => (await t.db.selectFrom('operator_audit_log').select('id').execute()).length;
    const rowsBefore = await auditRows();
    for (const origin of ['https://evil.example', 'null']) {
      const forged = await t.app.inject({
        method: 'POST',
        url: '/ops/api/login',
        headers: { origin, 'content-type': 'application/json' },
        payload: { email: operator.email, password: operator.password, totp: code },
      });
      expect([forged.statusCode, forged.json()]).toEqual([403, { code: 'forbidden' }]);
      expect(forged.headers['set-cookie']).toBeUndefined();
    }
    // No Origin and no Referer: refused too. A form post of the shop's own origin: refused as not JSON.
    const stripped = await t.app.inject({
      method: 'POST',
      url: '/ops/api/login',
      headers: { 'content-type': 'application/json' },
      payload: { email: operator.email, password: operator.password, totp: code },
    });
    expect(stripped.statusCode).toBe(403);
    const form = await t.app.inject({
      method: 'POST',
      url: '/ops/api/login',
      headers: { origin: shopOriginOf(t.app), 'content-type': 'application/x-www-form-urlencoded' },
      payload: new URLSearchParams({ email: operator.email, password: operator.password, totp: code }).toString(),
    });
    expect([form.statusCode, form.json().code]).toEqual([415, 'invalid_body']);

    // The code was not used up: the real login with it works.
    const response = await logIn({ email: operator.email, password: operator.password, totp: code });
    expect(response.statusCode).toBe(200);
    const cookie = String(response.headers['set-cookie']).split(';')[0] ?? '';
    const forgedLogout = await t.app.inject({
      method: 'POST',
      url: '/ops/api/logout',
      headers: { cookie, origin: 'https://evil.example', 'content-type': 'application/json' },
      payload: {},
    });
    expect([forgedLogout.statusCode, forgedLogout.json()]).toEqual([403, { code: 'forbidden' }]);
    expect((await me(cookie)).statusCode).toBe(200);
    expect(await auditRows()).toBe(rowsBefore + 1);
  });

  it('answers every /ops/api call uncached, unknown paths and unreadable bodies with the ops error shape', async () => {
    const unknown = await t.app.inject({ method: 'GET', url: '/ops/api/no-such-thing' });
    expect([unknown.statusCode, unknown.json(), unknown.headers['cache-control']]).toEqual([
      404,
      { code: 'not_found' },
      'no-store',
    ]);
    const broken = await t.app.inject({
      method: 'POST',
      url: '/ops/api/login',
      headers: { origin: shopOriginOf(t.app), 'content-type': 'application/json' },
      payload: '{"email":',
    });
    expect([broken.statusCode, broken.json(), broken.headers['cache-control']]).toEqual([
      400,
      { code: 'invalid_body' },
      'no-store',
    ]);
    const anonymous = await me('');
    expect([anonymous.statusCode, anonymous.headers['cache-control']]).toEqual([401, 'no-store']);
  });
});
