import { describe, expect, it } from 'vitest';
import {
  AUTH,
  appForEachTest,
  DAY_SECONDS,
  getPayment,
  moveClock,
  pay,
  startReceiver,
  waitFor,
} from '../../test/harness.ts';

const sandbox = appForEachTest();

async function clockNow(): Promise<number> {
  const response = await sandbox.app.inject({ method: 'GET', url: '/v1/test/clock', headers: AUTH });
  expect(response.statusCode).toBe(200);
  return Date.parse(response.json().now);
}

/** Real time just before and after `action`: a time the sandbox read meanwhile lies in between, however slow. */
async function during<T>(action: () => Promise<T>): Promise<{ value: T; from: number; to: number }> {
  const from = Date.now();
  const value = await action();
  return { value, from, to: Date.now() };
}

/** `time` was read during the window, on a clock `offsetMs` ahead of real time. */
function expectInWindow(time: number, window: { from: number; to: number }, offsetMs = 0): void {
  expect(time).toBeGreaterThanOrEqual(window.from + offsetMs);
  expect(time).toBeLessThanOrEqual(window.to + offsetMs);
}

describe('test clock (/v1/test/clock)', () => {
  it('starts at real time and moves forward by advanceSeconds or to a later now', async () => {
    const start = await during(clockNow);
    expectInWindow(start.value, start);
    const advanced = await during(() => moveClock(sandbox.app, { advanceSeconds: 3600 }));
    expect(advanced.value.statusCode).toBe(200);
    expectInWindow(Date.parse(advanced.value.json().now), advanced, 3_600_000);
    const target = new Date(Date.now() + 30 * DAY_SECONDS * 1000).toISOString();
    const set = await during(() => moveClock(sandbox.app, { now: target }));
    expect(set.value.statusCode).toBe(200);
    // The clock stands at the target when set and runs on from there.
    expectInWindow(Date.parse(set.value.json().now), {
      from: Date.parse(target),
      to: Date.parse(target) + set.to - set.from,
    });
    expect((await clockNow()) - Date.parse(target)).toBeGreaterThanOrEqual(0);
  });

  it('never goes back: 400 CLOCK_BACKWARDS', async () => {
    const moved = await during(() => moveClock(sandbox.app, { advanceSeconds: DAY_SECONDS }));
    for (const body of [{ now: new Date().toISOString() }, { advanceSeconds: -1 }]) {
      const response = await moveClock(sandbox.app, body);
      expect(response.statusCode).toBe(400);
      expect(response.json()).toEqual({ error: 'CLOCK_BACKWARDS' });
    }
    expect(await clockNow()).toBeGreaterThanOrEqual(moved.from + DAY_SECONDS * 1000);
  });

  it('answers a body that is neither {advanceSeconds} nor {now} with 400 INVALID_REQUEST', async () => {
    for (const body of [{}, { now: 'tomorrow' }, { advanceSeconds: 1, now: new Date().toISOString() }]) {
      const response = await moveClock(sandbox.app, body);
      expect(response.statusCode).toBe(400);
      expect(response.json().error).toBe('INVALID_REQUEST');
    }
  });

  it('dates payments and notifications by the sandbox clock, and POST /v1/test/reset goes back to real time', async () => {
    const receiver = await startReceiver();
    try {
      const ahead = 10 * DAY_SECONDS * 1000;
      await moveClock(sandbox.app, { advanceSeconds: 10 * DAY_SECONDS });
      const paid = await during(async () => {
        const { pspReference, createdAt } = (
          await pay(sandbox.app, { method: 'dummy', notificationUrl: receiver.url })
        ).json();
        return { pspReference, createdAt: Date.parse(createdAt) };
      });
      expectInWindow(paid.value.createdAt, paid, ahead);
      expect(Date.parse((await getPayment(sandbox.app, paid.value.pspReference)).createdAt ?? '')).toBe(
        paid.value.createdAt,
      );
      await waitFor(() => receiver.received.length === 1);
      const delivered = { from: paid.from, to: Date.now() };
      const [notification] = receiver.received;
      const signedAt = Number(notification?.headers['psp-timestamp']); // whole seconds
      expect(signedAt).toBeGreaterThanOrEqual(Math.floor((delivered.from + ahead) / 1000));
      expect(signedAt).toBeLessThanOrEqual(Math.ceil((delivered.to + ahead) / 1000));
      expectInWindow(Date.parse(JSON.parse(notification?.body ?? '{}').createdAt), delivered, ahead);
    } finally {
      await receiver.close();
    }
    expect((await sandbox.app.inject({ method: 'POST', url: '/v1/test/reset', headers: AUTH })).statusCode).toBe(204);
    const reset = await during(clockNow);
    expectInWindow(reset.value, reset);
  });
});
