import type { PurchaseResult } from '@shop/contracts/purchase';
import { STATUS_POLL_INTERVAL_MS, STATUS_POLL_MAX_ATTEMPTS, STATUS_POLL_TOTAL_MS } from '@shop/domain/constants';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { ApiError } from '../../lib/api-client';
import { purchaseResultFixture, sepaTransferFixture } from '../../test/purchase-fixtures';
import { type PollEnd, type PollInput, pollPurchase } from './poll-purchase';

beforeEach(() => {
  vi.useFakeTimers();
});
afterEach(() => {
  vi.useRealTimers();
});

type Answer = PurchaseResult | Error;

function setUp(answers: readonly Answer[], change: Partial<PollInput> = {}) {
  let index = 0;
  const fetchStatus = vi.fn(async () => {
    const answer = answers[Math.min(index, answers.length - 1)];
    index += 1;
    if (answer === undefined) throw new Error('no answer configured');
    if (answer instanceof Error) throw answer;
    return answer;
  });
  const fetchToken = vi.fn(async () => 'token-2');
  const input: PollInput = {
    mode: 'processing',
    tid: 'tid-1',
    timing: { intervalMs: STATUS_POLL_INTERVAL_MS, totalMs: STATUS_POLL_TOTAL_MS },
    signal: new AbortController().signal,
    storedToken: () => 'token-1',
    fetchToken,
    fetchStatus,
    inputTypeOf: (code) => ({ 'adyen-cc': 'CARD_PCI', banktransfer: 'BANKTRANSFER', paypal: 'NONE' })[code],
    storedProviderPage: undefined,
    hasLeftFor: () => false,
    ...change,
  };
  let end: PollEnd | null | undefined;
  void pollPurchase(input).then((value) => {
    end = value;
  });
  return { fetchStatus, fetchToken, settled: () => end };
}

const status = (change: Partial<PurchaseResult>) => purchaseResultFixture(change);
const http = (status: number, code: string, body?: unknown) => new ApiError('http', status, code, body);

describe('purchase status polling', () => {
  it('asks at once and goes to /end on SUCCESS', async () => {
    const run = setUp([status({ state: 'SUCCESS' })]);
    await vi.advanceTimersByTimeAsync(0);
    expect(run.settled()).toMatchObject({ kind: 'route', path: '/end', success: true });
    expect(run.fetchStatus).toHaveBeenCalledWith('tid-1', 'token-1', expect.anything());
  });

  it('polls every interval while PROCESSING', async () => {
    const run = setUp([status({}), status({}), status({ state: 'SUCCESS' })]);
    await vi.advanceTimersByTimeAsync(0);
    expect(run.fetchStatus).toHaveBeenCalledTimes(1);
    await vi.advanceTimersByTimeAsync(STATUS_POLL_INTERVAL_MS - 1);
    expect(run.fetchStatus).toHaveBeenCalledTimes(1);
    await vi.advanceTimersByTimeAsync(1);
    expect(run.fetchStatus).toHaveBeenCalledTimes(2);
    await vi.advanceTimersByTimeAsync(STATUS_POLL_INTERVAL_MS);
    expect(run.settled()).toMatchObject({ path: '/end' });
  });

  it('sends bank-transfer providers to /end-banktransfer, also before the shop is loaded', async () => {
    const known = setUp([status({ state: 'SUCCESS', provider: 'banktransfer' })]);
    const unknown = setUp(
      [status({ state: 'SUCCESS', provider: 'banktransfer', bankTransfer: sepaTransferFixture() })],
      {
        inputTypeOf: () => undefined,
      },
    );
    await vi.advanceTimersByTimeAsync(0);
    expect(known.settled()).toMatchObject({ path: '/end-banktransfer' });
    expect(unknown.settled()).toMatchObject({ path: '/end-banktransfer' });
  });

  it.each<[string, Partial<PurchaseResult>, string]>([
    ['FAILED with a code', { state: 'FAILED', errorCode: '8' }, '/error/8'],
    ['FAILED without a code', { state: 'FAILED', errorCode: null }, '/error/unsure'],
    ['BLOCKED', { state: 'BLOCKED' }, '/error/47'],
    ['CANCELLED', { state: 'CANCELLED' }, '/'],
  ])('routes %s as after pay', async (_, change, path) => {
    const run = setUp([status(change)]);
    await vi.advanceTimersByTimeAsync(0);
    expect(run.settled()).toMatchObject({ kind: 'route', path, success: false });
  });

  it('leaves for the provider on GOTO with a visit, with its params', async () => {
    const visit = { url: 'https://psp.test/pay/1', params: { PaReq: 'abc' } };
    const run = setUp([status({ state: 'GOTO', visit })]);
    await vi.advanceTimersByTimeAsync(0);
    expect(run.settled()).toEqual({ kind: 'leave', visit });
  });

  it('leaves for the stored provider page while PROCESSING, but never twice for the same url', async () => {
    const first = setUp([status({})], { storedProviderPage: 'https://psp.test/page' });
    const again = setUp([status({}), status({ state: 'SUCCESS' })], {
      storedProviderPage: 'https://psp.test/page',
      hasLeftFor: (url) => url === 'https://psp.test/page',
    });
    await vi.advanceTimersByTimeAsync(0);
    expect(first.settled()).toEqual({ kind: 'leave', visit: { url: 'https://psp.test/page' } });
    expect(again.settled()).toBeUndefined();
    await vi.advanceTimersByTimeAsync(STATUS_POLL_INTERVAL_MS);
    expect(again.settled()).toMatchObject({ path: '/end' });
  });

  it.each([
    ['processing', '/error/tokenExpiredDepositComplete'],
    ['postprocessing', '/error/tokenExpiredDepositComplete'],
    ['forwarding', '/error/tokenExpired'],
  ] as const)('times out on %s after 90 attempts and 180 s with %s', async (mode, path) => {
    const run = setUp([status({})], { mode });
    await vi.advanceTimersByTimeAsync(STATUS_POLL_TOTAL_MS - 1);
    expect(run.fetchStatus).toHaveBeenCalledTimes(STATUS_POLL_MAX_ATTEMPTS);
    expect(run.settled()).toBeUndefined();
    await vi.advanceTimersByTimeAsync(1);
    expect(run.settled()).toMatchObject({ kind: 'route', path });
    expect(run.fetchStatus).toHaveBeenCalledTimes(90);
  });

  it('follows compressed timing', async () => {
    const run = setUp([status({})], { timing: { intervalMs: 100, totalMs: 500 } });
    await vi.advanceTimersByTimeAsync(500);
    expect(run.fetchStatus).toHaveBeenCalledTimes(5);
    expect(run.settled()).toMatchObject({ path: '/error/tokenExpiredDepositComplete' });
  });

  it('fetches a token first when there is none', async () => {
    const run = setUp([status({ state: 'SUCCESS' })], { storedToken: () => undefined });
    await vi.advanceTimersByTimeAsync(0);
    expect(run.fetchToken).toHaveBeenCalledTimes(1);
    expect(run.fetchStatus).toHaveBeenCalledWith('tid-1', 'token-2', expect.anything());
  });

  it.each([
    [401, '/error/not-logged-in'],
    [403, '/error/forbidden'],
  ])('goes to the token error when fetching one fails with %i', async (code, path) => {
    const run = setUp([status({})], {
      storedToken: () => undefined,
      fetchToken: async () => {
        throw http(code, 'x');
      },
    });
    await vi.advanceTimersByTimeAsync(0);
    expect(run.settled()).toMatchObject({ path });
  });

  it('renews a refused token once and keeps polling', async () => {
    const run = setUp([http(401, 'not-authenticated'), status({ state: 'SUCCESS' })]);
    await vi.advanceTimersByTimeAsync(STATUS_POLL_INTERVAL_MS);
    expect(run.fetchToken).toHaveBeenCalledTimes(1);
    expect(run.fetchStatus).toHaveBeenLastCalledWith('tid-1', 'token-2', expect.anything());
    expect(run.settled()).toMatchObject({ path: '/end' });
  });

  it('keeps polling through a lost connection', async () => {
    const run = setUp([new ApiError('network', 0, 'network'), status({ state: 'SUCCESS' })]);
    await vi.advanceTimersByTimeAsync(STATUS_POLL_INTERVAL_MS);
    expect(run.settled()).toMatchObject({ path: '/end' });
  });

  it.each<[string, ApiError, string]>([
    ['a failure with a code', http(404, 'not-found', ['not-found']), '/error/not-found'],
    ['a failure without a code', http(500, '500'), '/error/unsure'],
    ['an answer that is no purchase', new ApiError('invalid', 200, 'no-data'), '/error/unsure'],
  ])('goes to the error page for %s', async (_, error, path) => {
    const run = setUp([error]);
    await vi.advanceTimersByTimeAsync(0);
    expect(run.settled()).toMatchObject({ path });
  });

  it('stops quietly when the view is left', async () => {
    const controller = new AbortController();
    const run = setUp([status({})], { signal: controller.signal });
    await vi.advanceTimersByTimeAsync(0);
    controller.abort();
    await vi.advanceTimersByTimeAsync(STATUS_POLL_TOTAL_MS);
    expect(run.settled()).toBeNull();
    expect(run.fetchStatus).toHaveBeenCalledTimes(1);
  });
});
