// The recurring jobs as the app wires them (lib/job-scheduler.ts): a slow purchase reconciliation round is not
// overlapped by the next tick, so a purchase is never checked by two rounds at once.
import { afterEach, describe, expect, it, vi } from 'vitest';
import { startFakePsp } from './test/fake-psp.ts';
import { buildPaymentTestApp, ledgerFacts, payOk, purchaseBody, shopPackage } from './test/purchase-helpers.ts';
import { depositAuthFor, manualClock } from './test/test-app.ts';
import { DATABASE_KINDS, openTestDatabase } from './test/test-database.ts';

/** Log lines as objects, and a promise for the first line with `message`. */
function watchedLog() {
  const waiting: { message: string; found: () => void }[] = [];
  const lines: { msg?: string; job?: string }[] = [];
  return {
    lines,
    stream: {
      write(line: string) {
        const parsed = JSON.parse(line) as { msg?: string; job?: string };
        lines.push(parsed);
        for (const watcher of waiting) if (parsed.msg === watcher.message) watcher.found();
      },
    },
    whenLogged(message: string): Promise<void> {
      if (lines.some((line) => line.msg === message)) return Promise.resolve();
      return new Promise((found) => waiting.push({ message, found }));
    },
  };
}

describe.each(DATABASE_KINDS)('recurring jobs on %s', (kind) => {
  afterEach(() => {
    vi.useRealTimers();
  });

  it('a purchase reconciliation round slower than the interval is not overlapped by the next tick', async () => {
    vi.useFakeTimers({ toFake: ['setInterval', 'clearInterval'] });
    const database = await openTestDatabase(kind);
    const fake = await startFakePsp();
    const clock = manualClock();
    const log = watchedLog();
    const app = await buildPaymentTestApp(database.db, fake, {
      clock,
      config: { purchaseReconcileIntervalSeconds: 60, logLevel: 'debug' },
      logStream: log.stream,
    });
    try {
      const { authorization } = await depositAuthFor(app, 'money-de');
      const open = await payOk(app, authorization, purchaseBody('paypal', await shopPackage(app, authorization, 1000)));
      const payment = fake.paymentFor(open.tid);
      if (payment === undefined) throw new Error('no payment at the PSP');
      fake.setStatus(payment.pspReference, 'AUTHORISED');

      // The first round asks the PSP about the open purchase, and the PSP hangs.
      clock.advanceSeconds(120);
      fake.holdRequests = true;
      await vi.advanceTimersByTimeAsync(60_000);
      await fake.whenHeld(1);

      // The next tick, a minute later by the app's clock too (the purchase is due again by its last check): the
      // round still runs, so this tick must not start a second one asking about the same purchase.
      clock.advanceSeconds(61);
      await vi.advanceTimersByTimeAsync(60_000);
      const next = await Promise.race([
        fake.whenHeld(2).then(() => 'a second round asked the PSP too' as const),
        log.whenLogged('job round skipped: the previous round still runs').then(() => 'skipped' as const),
      ]);
      expect(next).toBe('skipped');
      expect(log.lines.find((line) => line.msg?.startsWith('job round skipped'))?.job).toBe('purchase reconciliation');

      fake.holdRequests = false;
      fake.releaseHeld();
      // Closing the app waits for the running round: it credits the purchase, once.
      await app.close();
      expect(await ledgerFacts(database.db, open.tid)).toEqual({ credits: 1, balanced: true });
    } finally {
      fake.holdRequests = false;
      fake.releaseHeld();
      await app.close();
      await fake.close();
      await database.close();
    }
  });
});
