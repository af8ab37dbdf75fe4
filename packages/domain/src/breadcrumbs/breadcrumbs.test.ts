import { describe, expect, it } from 'vitest';
import { depositStepForPath, depositSteps, isStepClickable, PAYOUT_STEPS, payoutStepForPath } from './breadcrumbs.ts';

describe('depositSteps', () => {
  it('gives practice players 5 steps and money players 4', () => {
    expect(depositSteps('b')).toEqual(['amount', 'method', 'personal', 'review', 'finish']);
    expect(depositSteps('g')).toEqual(['amount', 'method', 'review', 'finish']);
  });
});

describe('depositStepForPath', () => {
  it.each([
    ['/', 'amount'],
    ['', 'amount'],
    ['/subscription', 'amount'],
    ['/?lang=de', 'amount'],
    ['/provider/paypal', 'method'],
    ['/provider/none', 'method'],
    ['/personal', 'personal'],
    ['/review', 'review'],
    ['/processing', 'finish'],
    ['/processing/T1', 'finish'],
    ['/postprocessing/T1', 'finish'],
    ['/forwarding/T1', 'finish'],
    ['/end', 'finish'],
    ['/end-banktransfer', 'finish'],
  ])('maps %s to %s', (path, step) => {
    expect(depositStepForPath(path)).toBe(step);
  });

  it.each(['/benefits', '/error/1', '/payout', '/not-authorized', '/subscription/x', '/constructor'])(
    'has no step for %s',
    (path) => {
      expect(depositStepForPath(path)).toBeNull();
    },
  );
});

describe('payoutStepForPath', () => {
  it('maps every payout route', () => {
    expect(payoutStepForPath('/payout')).toBe('intro');
    for (const step of PAYOUT_STEPS.slice(1)) expect(payoutStepForPath(`/payout/${step}`)).toBe(step);
  });

  it('rejects other routes', () => {
    expect(payoutStepForPath('/payout/intro')).toBeNull();
    expect(payoutStepForPath('/payout/unknown')).toBeNull();
    expect(payoutStepForPath('/payout/data/x')).toBeNull();
    expect(payoutStepForPath('/review')).toBeNull();
  });
});

describe('isStepClickable', () => {
  const reached = new Set(['amount', 'method', 'personal', 'review']);

  it('allows earlier reached steps only', () => {
    expect(isStepClickable('amount', reached, 'review')).toBe(true);
    expect(isStepClickable('method', reached, 'review')).toBe(true);
    expect(isStepClickable('personal', new Set(['amount', 'method']), 'review')).toBe(false);
  });

  it('never allows the current step or a later one', () => {
    expect(isStepClickable('review', reached, 'review')).toBe(false);
    expect(isStepClickable('review', reached, 'method')).toBe(false);
  });

  it('locks the breadcrumb once the flow ended', () => {
    expect(isStepClickable('amount', reached, 'finish')).toBe(false);
    expect(isStepClickable('finish', new Set(['finish']), 'amount')).toBe(false);
    expect(isStepClickable('data', new Set(['intro', 'select', 'data']), 'success')).toBe(false);
  });

  it('works for payout steps', () => {
    const payoutReached = new Set(['intro', 'select', 'data', 'summary']);
    expect(isStepClickable('select', payoutReached, 'summary')).toBe(true);
    expect(isStepClickable('summary', payoutReached, 'data')).toBe(false);
  });

  it('allows reached steps when no step is current', () => {
    expect(isStepClickable('method', reached, null)).toBe(true);
    expect(isStepClickable('finish', new Set(['finish']), null)).toBe(false);
  });

  it('rejects steps of another flow', () => {
    expect(isStepClickable('intro', new Set(['intro']), 'review')).toBe(false);
  });
});
