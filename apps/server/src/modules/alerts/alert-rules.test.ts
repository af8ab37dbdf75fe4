import { describe, expect, it } from 'vitest';
import { DEFAULT_ALERT_THRESHOLDS } from '../../test/alert-thresholds.ts';
import { type AlertSnapshot, evaluateAlertRules, planAlertEpisodes } from './alert-rules.ts';

const thresholds = DEFAULT_ALERT_THRESHOLDS;
const now = new Date('2026-11-30T12:00:00Z');
const quiet: AlertSnapshot = {
  now,
  providerOutcomes: [],
  oldestReviewPayoutAt: null,
  oldestUnsentMailAt: null,
  jobs: [],
};
const ago = (minutes: number) => new Date(now.getTime() - minutes * 60_000);

describe('alert rules', () => {
  it('fire nothing on a quiet shop', () => {
    expect(evaluateAlertRules(quiet, thresholds)).toEqual([]);
  });

  it('fire for a provider whose success rate fell below the threshold, given enough purchases', () => {
    const firing = evaluateAlertRules(
      {
        ...quiet,
        providerOutcomes: [
          { providerCode: 'paypal', finished: 20, succeeded: 9 },
          { providerCode: 'checkout-cc', finished: 20, succeeded: 10 },
          { providerCode: 'sofort', finished: 9, succeeded: 0 },
        ],
      },
      thresholds,
    );
    expect(firing).toEqual([
      {
        rule: 'provider_success_rate',
        subject: 'paypal',
        details: { percent: 45, finished: 20, thresholdPercent: 50, windowMinutes: 60 },
      },
    ]);
  });

  it('fire for a payout queue older than N hours and an outbox stuck for N minutes, at the threshold', () => {
    expect(evaluateAlertRules({ ...quiet, oldestReviewPayoutAt: ago(24 * 60 - 1) }, thresholds)).toEqual([]);
    expect(evaluateAlertRules({ ...quiet, oldestReviewPayoutAt: ago(24 * 60) }, thresholds)).toMatchObject([
      { rule: 'payout_queue_age', subject: '', details: { hours: 24 } },
    ]);
    expect(evaluateAlertRules({ ...quiet, oldestUnsentMailAt: ago(29) }, thresholds)).toEqual([]);
    expect(evaluateAlertRules({ ...quiet, oldestUnsentMailAt: ago(45) }, thresholds)).toMatchObject([
      { rule: 'mail_outbox_stuck', details: { minutes: 45 } },
    ]);
  });

  it('fire for a reconciler failing N rounds in a row, not for other jobs', () => {
    const jobs = [
      { name: 'purchase reconciliation', consecutiveFailures: 3, lastError: 'connection refused' },
      { name: 'payout reconciliation', consecutiveFailures: 2, lastError: 'x' },
      { name: 'mail outbox', consecutiveFailures: 9, lastError: 'y' },
    ];
    expect(evaluateAlertRules({ ...quiet, jobs }, thresholds)).toEqual([
      {
        rule: 'reconciler_errors',
        subject: 'purchase reconciliation',
        details: { failures: 3, lastError: 'connection refused' },
      },
    ]);
  });
});

describe('alert episodes', () => {
  it('raise what is new, keep what still fires, resolve what stopped', () => {
    const open = [
      { id: '1', rule: 'payout_queue_age', subject: '' },
      { id: '2', rule: 'provider_success_rate', subject: 'paypal' },
    ];
    const plan = planAlertEpisodes(open, [
      { rule: 'provider_success_rate', subject: 'paypal', details: {} },
      { rule: 'provider_success_rate', subject: 'sofort', details: {} },
    ]);
    expect(plan.raise.map((alert) => alert.subject)).toEqual(['sofort']);
    expect(plan.stillFiring).toEqual(['2']);
    expect(plan.resolve).toEqual(['1']);
  });
});
