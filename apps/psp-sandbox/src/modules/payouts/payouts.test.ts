import type { FastifyInstance } from 'fastify';
import { describe, expect, it } from 'vitest';
import { AUTH, setupForEachTest, waitFor } from '../../test/harness.ts';

const setup = setupForEachTest();

const bankPayout = {
  reference: 'payout-1',
  amount: { value: 2500, currency: 'EUR' },
  method: 'banktransfer',
  account: { iban: 'DE89 3704 0044 0532 0130 00', bic: 'COBADEFFXXX', holder: 'Max Mustermann' },
};

async function requestPayout(app: FastifyInstance, body: Record<string, unknown>, key?: string) {
  return app.inject({
    method: 'POST',
    url: '/v1/payouts',
    headers: { ...AUTH, ...(key === undefined ? {} : { 'idempotency-key': key }) },
    payload: body,
  });
}

async function payoutOutcome(body: Record<string, unknown>) {
  const { app, receiver } = await setup();
  const response = await requestPayout(app, { ...body, notificationUrl: receiver.url });
  expect(response.statusCode).toBe(201);
  expect(response.json()).toMatchObject({ status: 'PENDING', pspReference: expect.stringMatching(/^po_/) });
  await waitFor(() => receiver.received.length === 1);
  const notification = JSON.parse(receiver.received[0]?.body ?? '{}');
  const current = await app.inject({
    method: 'GET',
    url: `/v1/payouts/${response.json().pspReference}`,
    headers: AUTH,
  });
  expect(current.json().status).toBe(notification.status);
  return notification;
}

describe('payouts', () => {
  it('settles a bank-transfer payout and says so in a payout.updated notification', async () => {
    expect(await payoutOutcome(bankPayout)).toMatchObject({
      type: 'payout.updated',
      reference: 'payout-1',
      status: 'SETTLED',
      refusalCode: null,
      failureReason: null,
      amount: { value: 2500, currency: 'EUR' },
    });
  });

  it('settles a bank-transfer payout to a US routing and account number', async () => {
    const body = {
      ...bankPayout,
      amount: { value: 2500, currency: 'USD' },
      account: { routingNumber: '021000021', accountNumber: '000123456789', holder: 'Jane Doe' },
    };
    expect((await payoutOutcome(body)).status).toBe('SETTLED');
  });

  it('refuses a US account with a wrong routing check digit or a short account number', async () => {
    const { app } = await setup();
    const us = { ...bankPayout, amount: { value: 2500, currency: 'USD' } };
    const account = { routingNumber: '021000021', accountNumber: '000123456789', holder: 'Jane Doe' };
    const badRouting = await requestPayout(app, { ...us, account: { ...account, routingNumber: '021000022' } });
    expect(badRouting.json()).toEqual({ error: 'INVALID_ROUTING_NUMBER' });
    const shortAccount = await requestPayout(app, { ...us, account: { ...account, accountNumber: '123' } });
    expect(shortAccount.json()).toEqual({ error: 'INVALID_ACCOUNT_NUMBER' });
    const noAccount = await requestPayout(app, { ...us, account: { routingNumber: '021000021', holder: 'Jane Doe' } });
    expect(noAccount.json()).toMatchObject({ issues: [{ path: 'account.accountNumber' }] });
  });

  it('settles a PayPal payout', async () => {
    const body = { ...bankPayout, method: 'paypal', account: { paypalAccount: 'player@example.com' } };
    expect((await payoutOutcome(body)).status).toBe('SETTLED');
  });

  it.each([
    ['an amount ending in 13 minor units', { amount: { value: 2513, currency: 'EUR' } }, 'AMOUNT_REJECTED'],
    [
      'IBAN GB33 BUKB 2020 1555 5555 55',
      { account: { iban: 'GB33 BUKB 2020 1555 5555 55', holder: 'Max Mustermann' } },
      'ACCOUNT_CLOSED',
    ],
    [
      'a PayPal account ending in @fail.example',
      { method: 'paypal', account: { paypalAccount: 'someone@FAIL.example' } },
      'PAYPAL_ACCOUNT_REJECTED',
    ],
  ])('fails for %s', async (_name, change, failureReason) => {
    expect(await payoutOutcome({ ...bankPayout, ...change })).toMatchObject({ status: 'FAILED', failureReason });
  });

  it('is idempotent by Idempotency-Key and validates the account', async () => {
    const { app } = await setup();
    const first = await requestPayout(app, bankPayout, 'payout-key');
    const again = await requestPayout(app, bankPayout, 'payout-key');
    expect(again.statusCode).toBe(200);
    expect(again.json().pspReference).toBe(first.json().pspReference);
    const other = await requestPayout(app, { ...bankPayout, reference: 'payout-2' }, 'payout-key');
    expect(other.statusCode).toBe(409);
    expect(other.json()).toEqual({ error: 'IDEMPOTENCY_KEY_REUSED' });

    const badIban = await requestPayout(app, { ...bankPayout, account: { iban: 'DE00123', holder: 'Max M' } });
    expect(badIban.json()).toEqual({ error: 'INVALID_IBAN' });
    const noHolder = await requestPayout(app, { ...bankPayout, account: { iban: 'DE89370400440532013000' } });
    expect(noHolder.statusCode).toBe(400);
    expect(noHolder.json()).toMatchObject({ error: 'INVALID_REQUEST', issues: [{ path: 'account.holder' }] });
    const noPaypal = await requestPayout(app, { ...bankPayout, method: 'paypal', account: {} });
    expect(noPaypal.json()).toMatchObject({ issues: [{ path: 'account.paypalAccount' }] });
  });
});
