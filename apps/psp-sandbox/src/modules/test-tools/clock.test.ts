import type { FastifyInstance } from 'fastify';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import {
  AUTH,
  buildTestApp,
  DAY_SECONDS,
  getPayment,
  moveClock,
  pay,
  startReceiver,
  waitFor,
} from '../../test/harness.ts';

let app: FastifyInstance;
beforeEach(async () => {
  app = await buildTestApp();
});
afterEach(async () => {
  await app.close();
});

async function clockNow(): Promise<number> {
  const response = await app.inject({ method: 'GET', url: '/v1/test/clock', headers: AUTH });
  expect(response.statusCode).toBe(200);
  return Date.parse(response.json().now);
}

describe('test clock (/v1/test/clock)', () => {
  it('starts at real time and moves forward by advanceSeconds or to a later now', async () => {
    expect(Math.abs((await clockNow()) - Date.now())).toBeLessThan(1000);
    const advanced = await moveClock(app, { advanceSeconds: 3600 });
    expect(advanced.statusCode).toBe(200);
    expect(Math.abs(Date.parse(advanced.json().now) - (Date.now() + 3_600_000))).toBeLessThan(1000);
    const target = new Date(Date.now() + 30 * DAY_SECONDS * 1000).toISOString();
    const set = await moveClock(app, { now: target });
    expect(set.statusCode).toBe(200);
    expect(Date.parse(set.json().now) - Date.parse(target)).toBeLessThan(1000);
    expect((await clockNow()) - Date.parse(target)).toBeGreaterThanOrEqual(0);
  });

  it('never goes back: 400 CLOCK_BACKWARDS', async () => {
    await moveClock(app, { advanceSeconds: DAY_SECONDS });
    for (const body of [{ now: new Date().toISOString() }, { advanceSeconds: -1 }]) {
      const response = await moveClock(app, body);
      expect(response.statusCode).toBe(400);
      expect(response.json()).toEqual({ error: 'CLOCK_BACKWARDS' });
    }
    expect((await clockNow()) - Date.now()).toBeGreaterThan((DAY_SECONDS - 5) * 1000);
  });

  it('answers a body that is neither {advanceSeconds} nor {now} with 400 INVALID_REQUEST', async () => {
    for (const body of [{}, { now: 'tomorrow' }, { advanceSeconds: 1, now: new Date().toISOString() }]) {
      const response = await moveClock(app, body);
      expect(response.statusCode).toBe(400);
      expect(response.json().error).toBe('INVALID_REQUEST');
    }
  });

  it('dates payments and notifications by the sandbox clock, and POST /v1/test/reset goes back to real time', async () => {
    const receiver = await startReceiver();
    try {
      await moveClock(app, { advanceSeconds: 10 * DAY_SECONDS });
      const later = Date.now() + 10 * DAY_SECONDS * 1000;
      const { pspReference, createdAt } = (await pay(app, { method: 'dummy', notificationUrl: receiver.url })).json();
      expect(Math.abs(Date.parse(createdAt) - later)).toBeLessThan(1000);
      expect(Math.abs(Date.parse((await getPayment(app, pspReference)).createdAt ?? '') - later)).toBeLessThan(1000);
      await waitFor(() => receiver.received.length === 1);
      const [notification] = receiver.received;
      expect(Math.abs(Number(notification?.headers['psp-timestamp']) * 1000 - later)).toBeLessThan(2000);
      expect(Math.abs(Date.parse(JSON.parse(notification?.body ?? '{}').createdAt) - later)).toBeLessThan(1000);
    } finally {
      await receiver.close();
    }
    expect((await app.inject({ method: 'POST', url: '/v1/test/reset', headers: AUTH })).statusCode).toBe(204);
    expect(Math.abs((await clockNow()) - Date.now())).toBeLessThan(1000);
  });
});
