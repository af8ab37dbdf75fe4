// The polling loop of the processing views (SPEC §4 Status checking, §9): a token first if there is
// none, then the status every interval until it leads somewhere or the time is up. Outside React, with
// its calls passed in, so tests drive it with fake timers.
import type { PurchaseResult } from '@shop/contracts/purchase';
import type { Visit } from '@shop/contracts/shop';
import { hrefs } from '../../config/paths';
import { tokenErrorCode } from '../../lib/session/deposit-token';
import { statusFailureOf } from './api/purchase-status';
import type { PollTiming } from './poll-config';
import { outcomeOfStatus, type StatusContext } from './status-outcome';

export type PollingMode = 'processing' | 'postprocessing' | 'forwarding';

export type PollEnd =
  | { kind: 'route'; path: string; result: PurchaseResult | null; success: boolean }
  | { kind: 'leave'; visit: Visit };

export type PollInput = StatusContext & {
  mode: PollingMode;
  tid: string;
  timing: PollTiming;
  signal: AbortSignal;
  storedToken: () => string | undefined;
  fetchToken: (signal: AbortSignal) => Promise<string>;
  fetchStatus: (tid: string, token: string, signal: AbortSignal) => Promise<PurchaseResult>;
};

/** SPEC §4: forwarding times out as tokenExpired, the others as tokenExpiredDepositComplete. */
export function timeoutRouteFor(mode: PollingMode): string {
  return hrefs.error(mode === 'forwarding' ? 'tokenExpired' : 'tokenExpiredDepositComplete');
}

const errorEnd = (code: string): PollEnd => ({ kind: 'route', path: hrefs.error(code), result: null, success: false });

/** Resolves at `time` (Date.now() scale); false when aborted first. */
function waitUntil(time: number, signal: AbortSignal): Promise<boolean> {
  return new Promise((resolve) => {
    if (signal.aborted) return resolve(false);
    const timer = setTimeout(() => resolve(!signal.aborted), Math.max(0, time - Date.now()));
    signal.addEventListener('abort', () => {
      clearTimeout(timer);
      resolve(false);
    });
  });
}

/** null: aborted (the view was left). */
export async function pollPurchase(input: PollInput): Promise<PollEnd | null> {
  const { signal, timing } = input;
  const renewToken = async (): Promise<string | PollEnd | null> => {
    try {
      return await input.fetchToken(signal);
    } catch (error) {
      return signal.aborted ? null : errorEnd(tokenErrorCode(error));
    }
  };

  let token = input.storedToken() ?? (await renewToken());
  if (typeof token !== 'string') return token;
  let renewed = false;
  const start = Date.now();
  const attempts = Math.max(1, Math.ceil(timing.totalMs / timing.intervalMs));

  for (let attempt = 0; attempt < attempts; attempt += 1) {
    if (!(await waitUntil(start + attempt * timing.intervalMs, signal))) return null;
    let result: PurchaseResult;
    try {
      result = await input.fetchStatus(input.tid, token, signal);
    } catch (error) {
      if (signal.aborted) return null;
      const failure = statusFailureOf(error);
      if (failure.kind === 'retry') continue;
      if (failure.kind === 'error') return errorEnd(failure.code);
      // A token that expired while the player was at the provider: renew it once and ask again.
      if (renewed) return errorEnd('not-authenticated');
      renewed = true;
      const fresh = await renewToken();
      if (typeof fresh !== 'string') return fresh;
      token = fresh;
      continue;
    }
    const outcome = outcomeOfStatus(result, input);
    if (outcome.kind === 'leave') return outcome;
    if (outcome.kind === 'route') return { ...outcome, result };
  }
  if (!(await waitUntil(start + timing.totalMs, signal))) return null;
  return { kind: 'route', path: timeoutRouteFor(input.mode), result: null, success: false };
}
