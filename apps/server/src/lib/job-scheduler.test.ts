import { describe, expect, it } from 'vitest';
import { createJobScheduler, createManualTicker, type RecurringJob } from './job-scheduler.ts';

function recordingLog() {
  const lines: { level: 'error' | 'debug'; details: object; message: string }[] = [];
  return {
    lines,
    error: (details: object, message: string) => lines.push({ level: 'error', details, message }),
    debug: (details: object, message: string) => lines.push({ level: 'debug', details, message }),
  };
}

/** A round that runs until the test lets it end. */
function gatedJob(name: string, intervalMs: number) {
  let started = 0;
  let active = 0;
  let maxActive = 0;
  const gates: (() => void)[] = [];
  const job: RecurringJob = {
    name,
    intervalMs,
    runRound: async () => {
      started += 1;
      active += 1;
      maxActive = Math.max(maxActive, active);
      await new Promise<void>((release) => gates.push(release));
      active -= 1;
    },
  };
  return {
    job,
    started: () => started,
    maxActive: () => maxActive,
    finishRound: () => gates.shift()?.(),
  };
}

describe('the job scheduler', () => {
  it('never starts a round while the previous round of the same job runs; other jobs are not held up', async () => {
    const ticker = createManualTicker();
    const log = recordingLog();
    const slow = gatedJob('purchase reconciliation', 60_000);
    const other = gatedJob('payout reconciliation', 30_000);
    const scheduler = createJobScheduler([slow.job, other.job], { log, ticker });
    scheduler.start();

    const firstRound = ticker.tick(60_000);
    // Three more ticks of the slow job while its first round still runs: all skipped.
    await ticker.tick(60_000);
    await ticker.tick(60_000);
    await ticker.tick(60_000);
    expect(slow.started()).toBe(1);
    expect(log.lines.filter((line) => line.message.includes('skipped'))).toHaveLength(3);

    // The other job has its own round meanwhile.
    const otherRound = ticker.tick(30_000);
    expect(other.started()).toBe(1);
    other.finishRound();
    await otherRound;

    slow.finishRound();
    await firstRound;
    // The round ended: the next tick starts the next one.
    const secondRound = ticker.tick(60_000);
    expect(slow.started()).toBe(2);
    slow.finishRound();
    await secondRound;
    expect(slow.maxActive()).toBe(1);
    await scheduler.stop();
  });

  it('logs a failing round and runs the job again at the next tick', async () => {
    const ticker = createManualTicker();
    const log = recordingLog();
    const outcomes: (Error | 'ok')[] = [
      new Error('Connection terminated unexpectedly'),
      new Error('ECONNREFUSED'),
      'ok',
    ];
    let rounds = 0;
    const scheduler = createJobScheduler(
      [
        {
          name: 'mail outbox',
          intervalMs: 5000,
          runRound: async () => {
            const outcome = outcomes[rounds] ?? 'ok';
            rounds += 1;
            if (outcome !== 'ok') throw outcome;
          },
        },
      ],
      { log, ticker },
    );
    scheduler.start();
    await ticker.tick();
    await ticker.tick();
    await ticker.tick();
    expect(rounds).toBe(3);
    expect(log.lines.filter((line) => line.level === 'error')).toEqual([
      { level: 'error', details: { err: outcomes[0], job: 'mail outbox' }, message: 'job round failed' },
      { level: 'error', details: { err: outcomes[1], job: 'mail outbox' }, message: 'job round failed' },
    ]);
    await scheduler.stop();
  });

  it('a round that throws before its first await does not stop the job either', async () => {
    const ticker = createManualTicker();
    const log = recordingLog();
    let rounds = 0;
    const scheduler = createJobScheduler(
      [
        {
          name: 'saver-package bookings',
          intervalMs: 60_000,
          runRound: () => {
            rounds += 1;
            throw new Error('thrown synchronously');
          },
        },
      ],
      { log, ticker },
    );
    scheduler.start();
    await ticker.tick();
    await ticker.tick();
    expect(rounds).toBe(2);
    expect(log.lines.filter((line) => line.level === 'error')).toHaveLength(2);
    await scheduler.stop();
  });

  it('stop waits for the running round and no tick runs after it', async () => {
    const ticker = createManualTicker();
    const slow = gatedJob('payout reconciliation', 60_000);
    const scheduler = createJobScheduler([slow.job], { log: recordingLog(), ticker });
    scheduler.start();
    void ticker.tick();
    let stopped = false;
    const stopping = scheduler.stop().then(() => {
      stopped = true;
    });
    await Promise.resolve();
    expect(stopped).toBe(false);
    slow.finishRound();
    await stopping;
    expect(stopped).toBe(true);
    await ticker.tick();
    expect(slow.started()).toBe(1);
  });
});
