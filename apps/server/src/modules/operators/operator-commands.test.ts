// `npm run operator -- create|disable` (operator-commands.ts) and the demo operators: a created operator logs in
// with the printed secret, a disabled one cannot (and their open session ends), the demo operators log in with
// the README's secrets.
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { DEMO_OPERATORS, seedDemoOperatorsStep } from '../../db/seed-operators.ts';
import { TEST_PAYMENT_DATA_KEY } from '../../test/fake-psp.ts';
import { operatorCookie } from '../../test/operator-helpers.ts';
import { manualClock, setUpTestApp, shopOriginOf } from '../../test/test-app.ts';
import { DATABASE_KINDS } from '../../test/test-database.ts';
import { runOperatorCommand } from './operator-commands.ts';
import { TOTP_PERIOD_SECONDS, totpCodeAt } from './totp.ts';

const README = path.resolve(import.meta.dirname, '../../../../../README.md');

describe.each(DATABASE_KINDS)('operator commands and demo operators on %s', (kind) => {
  const clock = manualClock(new Date('2026-11-24T17:30:00Z'));

  const t = setUpTestApp(kind, { clock });

  async function run(args: string[], password = 'correct horse battery') {
    const lines: string[] = [];
    const code = await runOperatorCommand(args, {
      db: t.db,
      paymentDataKey: TEST_PAYMENT_DATA_KEY,
      readPassword: async () => password,
      now: () => clock.now(),
      out: (line) => lines.push(line),
    });
    return { code, output: lines.join('\n') };
  }

  function logIn(email: string, password: string, secret: string) {
    return t.app.inject({
      method: 'POST',
      url: '/ops/api/login',
      headers: { origin: shopOriginOf(t.app), 'content-type': 'application/json' },
      payload: { email, password, totp: totpCodeAt(secret, clock.now()) },
    });
  }

  it('creates an operator who logs in with the printed secret; the secret is stored only encrypted', async () => {
    const created = await run([
      'create',
      '--email',
      'Erika.Finance@Ops.Example',
      '--name',
      'Erika F.',
      '--roles',
      'finance,support',
      '--language',
      'de',
    ]);
    expect(created.code).toBe(0);
    const secret = /TOTP secret: ([A-Z2-7]{32})/.exec(created.output)?.[1] ?? '';
    expect(created.output).toContain(
      `otpauth://totp/Game%20Shop%20console:erika.finance%40ops.example?secret=${secret}`,
    );
    const stored = await t.db
      .selectFrom('operators')
      .selectAll()
      .where('email', '=', 'erika.finance@ops.example')
      .executeTakeFirstOrThrow();
    expect(stored).toMatchObject({ display_name: 'Erika F.', roles: ['finance', 'support'], language: 'de' });
    expect(JSON.stringify(stored)).not.toContain(secret);
    expect(JSON.stringify(stored)).not.toContain('correct horse battery');
    // In the audit trail, without the secret.
    const audit = await t.db
      .selectFrom('operator_audit_log')
      .select(['action', 'after', 'reason'])
      .where('subject_type', '=', 'operator')
      .where('subject_id', '=', String(stored.id))
      .execute();
    expect(audit).toEqual([
      {
        action: 'operator.create',
        after: {
          email: 'erika.finance@ops.example',
          displayName: 'Erika F.',
          roles: ['finance', 'support'],
          language: 'de',
        },
        reason: 'command line',
      },
    ]);
    expect(JSON.stringify(audit)).not.toContain(secret);

    const response = await logIn('erika.finance@ops.example', 'correct horse battery', secret);
    expect(response.statusCode).toBe(200);
    expect(response.json().operator).toMatchObject({ displayName: 'Erika F.', roles: ['finance', 'support'] });
  });

  it('refuses a taken e-mail, a short password, unknown roles and unknown commands', async () => {
    const args = ['create', '--email', 'dup@ops.example', '--name', 'Dup', '--roles', 'support'];
    expect((await run(args)).code).toBe(0);
    expect(await run(args)).toEqual({ code: 1, output: expect.stringContaining('exists already') });
    expect(
      (await run(['create', '--email', 'short@ops.example', '--name', 'S', '--roles', 'support'], 'short')).code,
    ).toBe(1);
    expect((await run(['create', '--email', 'role@ops.example', '--name', 'R', '--roles', 'admin'])).code).toBe(1);
    expect((await run(['create', '--email', 'none@ops.example', '--name', 'N', '--roles', ''])).code).toBe(1);
    expect((await run(['show-secret', '--email', 'dup@ops.example'])).code).toBe(2);
    expect((await run(['create', '--bogus'])).code).toBe(2);
    const rows = await t.db
      .selectFrom('operators')
      .select('email')
      .where('email', 'in', ['short@ops.example', 'role@ops.example', 'none@ops.example'])
      .execute();
    expect(rows).toEqual([]);
  });

  it('disables an operator: the open session ends and the right password and code no longer log in', async () => {
    const created = await run(['create', '--email', 'leaver@ops.example', '--name', 'Leaver', '--roles', 'support']);
    const secret = /TOTP secret: ([A-Z2-7]{32})/.exec(created.output)?.[1] ?? '';
    const operator = { id: 0, email: 'leaver@ops.example', password: 'correct horse battery', totpSecret: secret };
    clock.advanceSeconds(TOTP_PERIOD_SECONDS);
    const cookie = await operatorCookie(t.app, operator, clock);

    expect((await run(['disable', '--email', 'Leaver@ops.example'])).code).toBe(0);
    expect((await t.app.inject({ method: 'GET', url: '/ops/api/me', headers: { cookie } })).statusCode).toBe(401);
    clock.advanceSeconds(TOTP_PERIOD_SECONDS);
    const refused = await logIn(operator.email, operator.password, secret);
    expect([refused.statusCode, refused.json()]).toEqual([401, { code: 'invalid_credentials' }]);
    expect((await run(['disable', '--email', 'nobody@ops.example'])).code).toBe(1);
  });

  it('seeds the demo operators once; they log in with demo1234 and the secrets the README lists', async () => {
    expect(await seedDemoOperatorsStep(t.db, TEST_PAYMENT_DATA_KEY, clock.now())).toBe(true);
    expect(await seedDemoOperatorsStep(t.db, TEST_PAYMENT_DATA_KEY, clock.now())).toBe(false);
    const readme = await readFile(README, 'utf8');
    clock.advanceSeconds(TOTP_PERIOD_SECONDS);
    for (const demo of DEMO_OPERATORS) {
      expect(readme).toMatch(new RegExp(`${demo.email.replace('.', '\\.')}.*${demo.totpSecret}`));
      const response = await logIn(demo.email, 'demo1234', demo.totpSecret);
      expect([demo.email, response.statusCode]).toEqual([demo.email, 200]);
      expect(response.json().operator.roles).toEqual(demo.roles);
    }
  });
});
