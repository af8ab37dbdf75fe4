import { INITIAL_LOAD_TIMEOUT_MS } from '@shop/domain/constants';
import { beforeAll, describe, expect, it, vi } from 'vitest';
import { createQueryClient } from '../../lib/query-client';
import { pending, stubFetch } from '../../test/fetch-stub';
import { setTestLanguage } from '../../test/render-app';
import { runPayoutLoad } from './payout-load';
import { payoutRoutes } from './test/payout-fixtures';

beforeAll(() => setTestLanguage('en'));

describe('payout load', () => {
  it('is ready with the user and the payout info', async () => {
    stubFetch(payoutRoutes());
    const outcome = await runPayoutLoad(createQueryClient(), '');
    expect(outcome.kind === 'ready' && [outcome.user.userName, outcome.info.withdrawable]).toEqual(['money-de', 12000]);
  });

  it('gives up with /error/503 after the 10 s time-out', async () => {
    vi.useFakeTimers();
    stubFetch(payoutRoutes({}, { 'GET /gd/rest/payout': pending }));
    const result = runPayoutLoad(createQueryClient(), '');
    await vi.advanceTimersByTimeAsync(INITIAL_LOAD_TIMEOUT_MS);
    expect(await result).toEqual({ kind: 'redirect', to: '/error/503' });
  });
});
