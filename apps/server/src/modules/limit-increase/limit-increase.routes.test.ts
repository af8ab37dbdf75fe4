import { limitIncreaseRequestResultSchema } from '@shop/contracts/limit-increase';
import { describe, expect, it } from 'vitest';
import { depositAuthFor, setUpTestApp } from '../../test/test-app.ts';
import { DATABASE_KINDS } from '../../test/test-database.ts';

describe.each(DATABASE_KINDS)('limit increase on %s', (kind) => {
  const t = setUpTestApp(kind);

  const pending = (authorization: string | undefined, paytype = 'micropayment-elv') =>
    t.app.inject({
      method: 'HEAD',
      url: `/deposit/shop/limitIncrease/${paytype}/pendingApproval`,
      headers: authorization === undefined ? {} : { authorization },
    });
  const request = (authorization: string, paytype = 'micropayment-elv') =>
    t.app.inject({ method: 'POST', url: `/deposit/shop/limitIncrease/${paytype}`, headers: { authorization } });

  it('needs the bearer token', async () => {
    expect((await pending(undefined)).statusCode).toBe(401);
  });

  it('is not pending before a request, pending after one, and a second request answers the first', async () => {
    const { authorization } = await depositAuthFor(t.app, 'money-de');
    expect((await pending(authorization)).statusCode).toBe(404);

    const first = await request(authorization);
    expect(first.statusCode).toBe(200);
    expect(limitIncreaseRequestResultSchema.parse(first.json())).toEqual({ recipient: 'money-de@players.example' });
    expect((await pending(authorization)).statusCode).toBe(200);

    const second = await request(authorization);
    expect(second.statusCode).toBe(200);
    const rows = await t.db.selectFrom('limit_increase_requests').selectAll().execute();
    expect(rows.filter((row) => row.provider_code === 'micropayment-elv')).toHaveLength(1);

    // Another player sees nothing of it.
    const other = await depositAuthFor(t.app, 'money-gb');
    expect((await pending(other.authorization)).statusCode).toBe(404);
  });

  it('only direct-debit providers with a limit form qualify', async () => {
    const { authorization } = await depositAuthFor(t.app, 'money-de');
    expect((await request(authorization, 'paypal')).statusCode).toBe(404);
    expect((await pending(authorization, 'paypal')).statusCode).toBe(404);
  });

  it('serves the blank form as a PDF without a token', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/deposit/shop/limitIncrease/checkout-elv/form.pdf' });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('application/pdf');
    const body = response.rawPayload.toString('latin1');
    expect(body.startsWith('%PDF-1.4')).toBe(true);
    expect(body.trimEnd().endsWith('%%EOF')).toBe(true);
    // The xref offset must point at the xref table, or readers reject the file.
    const startxref = Number(/startxref\n(\d+)/.exec(body)?.[1]);
    expect(body.slice(startxref, startxref + 4)).toBe('xref');
    expect((await t.app.inject({ method: 'GET', url: '/deposit/shop/limitIncrease/paypal/form.pdf' })).statusCode).toBe(
      404,
    );
  });
});
