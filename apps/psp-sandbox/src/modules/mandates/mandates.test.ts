import type { FastifyInstance } from 'fastify';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { AUTH, buildTestApp, pay } from '../../test/harness.ts';

let app: FastifyInstance;
beforeEach(async () => {
  app = await buildTestApp();
});
afterEach(async () => {
  await app.close();
});

async function mandate(iban: string, holder = 'Max Mustermann') {
  return app.inject({ method: 'POST', url: '/v1/mandates', headers: AUTH, payload: { iban, holder } });
}

describe('SEPA mandates and direct debit', () => {
  it('issues a mandate with the test creditor id and a unique mandate id', async () => {
    const first = await mandate('DE89 3704 0044 0532 0130 00');
    expect(first.statusCode).toBe(201);
    expect(first.json()).toEqual({
      mandateId: expect.stringMatching(/^SBX-[0-9A-F]{10}-[0-9A-F]{12}$/),
      creditorId: 'DE98ZZZ09999999999',
      valid: true,
      iban: 'DE89370400440532013000',
      holder: 'Max Mustermann',
    });
    const second = await mandate('DE89370400440532013000');
    expect(second.json().mandateId).not.toBe(first.json().mandateId);
  });

  it('answers a repeated Idempotency-Key with the same mandate', async () => {
    const request = {
      method: 'POST' as const,
      url: '/v1/mandates',
      headers: { ...AUTH, 'idempotency-key': 'mandate-1' },
      payload: { iban: 'DE89370400440532013000', holder: 'Max Mustermann' },
    };
    const first = await app.inject(request);
    const again = await app.inject(request);
    expect(again.statusCode).toBe(200);
    expect(again.json().mandateId).toBe(first.json().mandateId);
  });

  it('refuses the mandate of DE35 3704 0044 0532 0130 02 with 422 MANDATE_REFUSED', async () => {
    const response = await mandate('DE35 3704 0044 0532 0130 02');
    expect(response.statusCode).toBe(422);
    expect(response.json()).toEqual({ error: 'MANDATE_REFUSED' });
    const payment = await pay(app, {
      method: 'sepa',
      sepa: { iban: 'DE35370400440532013002', holder: 'Max Mustermann' },
    });
    expect(payment.statusCode).toBe(422);
    expect(payment.json()).toEqual({ error: 'MANDATE_REFUSED' });
  });

  it('rejects a bad IBAN checksum and a holder without letters with 400', async () => {
    expect((await mandate('DE88370400440532013000')).json()).toEqual({ error: 'INVALID_IBAN' });
    expect((await mandate('DE89370400440532013000', '123')).json()).toEqual({ error: 'INVALID_HOLDER' });
  });

  it('authorises DE89 3704 0044 0532 0130 00 with its mandate and refuses DE62 … 01 with code 8', async () => {
    const { mandateId } = (await mandate('DE89370400440532013000')).json();
    const ok = await pay(app, { method: 'sepa', sepa: { iban: 'DE89370400440532013000', holder: 'Max M', mandateId } });
    expect(ok.json()).toMatchObject({ status: 'AUTHORISED' });
    const refused = await pay(app, {
      method: 'sepa',
      sepa: { iban: 'DE62370400440532013001', holder: 'Max M', mandateId: '' },
    });
    expect(refused.json()).toMatchObject({ status: 'REFUSED', refusalCode: '8' });
  });

  it('refuses a mandate id that was issued for another IBAN with 422 MANDATE_INVALID', async () => {
    const { mandateId } = (await mandate('DE89370400440532013000')).json();
    const response = await pay(app, {
      method: 'sepa',
      sepa: { iban: 'DE62370400440532013001', holder: 'Max M', mandateId },
    });
    expect(response.statusCode).toBe(422);
    expect(response.json()).toEqual({ error: 'MANDATE_INVALID' });
  });
});
