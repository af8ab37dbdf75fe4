// How often and how long the processing views ask for the purchase status (SPEC §9: every 2000 ms,
// for 180000 ms). Tests compress the time with `window.__SHOP_TEST_CONFIG__ = { statusPollIntervalMs,
// statusPollTotalMs }` (set before the app starts, e.g. Playwright's addInitScript) or a build with
// VITE_STATUS_POLL_INTERVAL_MS / VITE_STATUS_POLL_TOTAL_MS. Read per poll run, not at import.
import { STATUS_POLL_INTERVAL_MS, STATUS_POLL_TOTAL_MS } from '@shop/domain/constants';
import { isRecord } from '../../lib/is-record';

declare global {
  interface Window {
    __SHOP_TEST_CONFIG__?: unknown;
  }
}

export type PollTiming = { intervalMs: number; totalMs: number };

function positive(value: unknown): number | undefined {
  const number = typeof value === 'string' && value.trim() !== '' ? Number(value) : value;
  return typeof number === 'number' && Number.isFinite(number) && number > 0 ? number : undefined;
}

export function statusPollTiming(): PollTiming {
  const overrides = typeof window === 'undefined' ? undefined : window.__SHOP_TEST_CONFIG__;
  const test = isRecord(overrides) ? overrides : {};
  return {
    intervalMs:
      positive(test.statusPollIntervalMs) ??
      positive(import.meta.env.VITE_STATUS_POLL_INTERVAL_MS) ??
      STATUS_POLL_INTERVAL_MS,
    totalMs:
      positive(test.statusPollTotalMs) ?? positive(import.meta.env.VITE_STATUS_POLL_TOTAL_MS) ?? STATUS_POLL_TOTAL_MS,
  };
}
