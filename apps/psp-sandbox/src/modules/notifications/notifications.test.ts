import { createHmac } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import { describe, expect, it } from 'vitest';
import { AUTH, pay, payWithCard, setupForEachTest, WEBHOOK_SECRET, waitFor } from '../../test/harness.ts';
import { MAX_RETRY_DELAY_MS, retryDelayMs } from './notifier.ts';

const SECRET = WEBHOOK_SECRET;
const setup = setupForEachTest();

interface Listed {
  id: string;
  state: string;
  attempts: { number: number; statusCode: number | null }[];
  body: { id: string };
}

async function listNotifications(app: FastifyInstance, query = ''): Promise<Listed[]> {
  const response = await app.inject({ method: 'GET', url: `/v1/test/notifications${query}`, headers: AUTH });
  return response.json<{ notifications: Listed[] }>().notifications;
}

describe('notifications', () => {
  it('signs each notification: v1=HMAC-SHA256(secret, "<timestamp>.<raw body>")', async () => {
    const { app, receiver } = await setup();
    const answer = await payWithCard(app, '4242424242424242', { body: { notificationUrl: receiver.url } });
    await waitFor(() => receiver.received.length === 1);
    const [notification] = receiver.received;
    if (notification === undefined) throw new Error('no notification');
    const timestamp = String(notification.headers['psp-timestamp']);
    expect(Math.abs(Number(timestamp) - Date.now() / 1000)).toBeLessThan(5);
    const expected = createHmac('sha256', SECRET).update(`${timestamp}.${notification.body}`).digest('hex');
    expect(notification.headers['psp-signature']).toBe(`v1=${expected}`);
    expect(notification.headers['content-type']).toBe('application/json');
    const body = JSON.parse(notification.body);
    expect(body).toEqual({
      id: expect.stringMatching(/^evt_/),
      type: 'payment.updated',
      pspReference: answer.pspReference,
      reference: 'tid-1',
      status: 'AUTHORISED',
      refusalCode: null,
      amount: { value: 5000, currency: 'EUR' },
      createdAt: expect.any(String),
    });
    expect(notification.headers['psp-notification-id']).toBe(body.id);
  });

  it('retries with exponential back-off until the receiver answers 2xx, re-signing each try', async () => {
    const { app, receiver } = await setup((count) => (count < 4 ? 500 : 200), { PSP_RETRY_BASE_MS: '40' });
    await payWithCard(app, '4000000000000002', { body: { notificationUrl: receiver.url } });
    await waitFor(() => receiver.received.length === 4);
    const gaps = receiver.received.slice(1).map((item, index) => item.at - (receiver.received[index]?.at ?? 0));
    // 40, 80, 160 ms between tries (timers fire late, never early).
    expect(gaps[0]).toBeGreaterThanOrEqual(35);
    expect(gaps[1]).toBeGreaterThanOrEqual(75);
    expect(gaps[2]).toBeGreaterThanOrEqual(155);
    const bodies = new Set(receiver.received.map((item) => item.body));
    expect(bodies.size).toBe(1);
    expect(JSON.parse([...bodies][0] ?? '{}')).toMatchObject({ status: 'REFUSED', refusalCode: '8' });
    await waitFor(async () => (await listNotifications(app))[0]?.state === 'delivered');
    const [delivery] = await listNotifications(app);
    expect(delivery?.attempts.map((attempt) => attempt.statusCode)).toEqual([500, 500, 500, 200]);
  });

  it('gives up after PSP_RETRY_MAX tries and keeps trying a refused connection', async () => {
    const { app, receiver } = await setup(() => 503, { PSP_RETRY_BASE_MS: '5', PSP_RETRY_MAX: '3' });
    await pay(app, { method: 'dummy', notificationUrl: receiver.url });
    await pay(app, { method: 'dummy', reference: 'tid-closed', notificationUrl: 'http://127.0.0.1:9/closed' });
    await waitFor(async () => {
      const listed = await listNotifications(app);
      return listed.length === 2 && listed.every((item) => item.state === 'failed');
    });
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(receiver.received).toHaveLength(3);
    const closed = await listNotifications(app, '?reference=tid-closed');
    expect(closed[0]?.attempts).toHaveLength(3);
    expect(closed[0]?.attempts[0]?.statusCode).toBeNull();
  });

  it('notifies the change of a hosted-page payment, and the poll that authorises 3220', async () => {
    const { app, receiver } = await setup();
    const { pspReference } = (await pay(app, { method: 'paypal', notificationUrl: receiver.url })).json();
    await app.inject({
      method: 'POST',
      url: `/pay/${pspReference}`,
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      payload: 'choice=approve',
    });
    await waitFor(() => receiver.received.length === 1);
    expect(JSON.parse(receiver.received[0]?.body ?? '{}')).toMatchObject({ pspReference, status: 'AUTHORISED' });

    const polled = await payWithCard(app, '4000000000003220', { body: { notificationUrl: receiver.url } });
    for (let poll = 0; poll < 4; poll += 1) {
      await app.inject({ method: 'GET', url: `/v1/payments/${polled.pspReference}`, headers: AUTH });
    }
    await waitFor(() => receiver.received.length === 2);
    expect(JSON.parse(receiver.received[1]?.body ?? '{}')).toMatchObject({
      pspReference: polled.pspReference,
      status: 'AUTHORISED',
    });
  });

  it('grows the delay as base, 2·base, 4·base … capped at 60 s', () => {
    expect([1, 2, 3, 4].map((tries) => retryDelayMs(1000, tries))).toEqual([1000, 2000, 4000, 8000]);
    expect(retryDelayMs(1000, 11)).toBe(MAX_RETRY_DELAY_MS);
  });
});
