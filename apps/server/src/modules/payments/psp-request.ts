// One HTTP request of an adapter to its PSP (sandbox-adapter.ts, adyen-adapter.ts): the time-out, no redirects,
// and how a request that failed is told apart: never sent, maybe arrived, or answered with an error status.
import type { PspFetch, PspResponse } from './node-http-fetch.ts';
import { PaymentProviderError } from './payment-provider.ts';

/** Errors a request never got past (it never left or never connected): nothing happened at the PSP. */
export const NOT_DELIVERED = new Set([
  'ECONNREFUSED',
  'ENOTFOUND',
  'EAI_AGAIN',
  'EHOSTUNREACH',
  'UND_ERR_CONNECT_TIMEOUT',
]);

export interface PspRequest {
  /** Names the request in errors: `<PSP> <method> <path>`. */
  what: string;
  url: string;
  method: string;
  headers: Record<string, string>;
  body?: string | undefined;
}

export interface PspRequestTiming {
  timeoutMs: number;
  /** The signal that ends the request: `AbortSignal.timeout(timeoutMs)` unless given (tests end it themselves). */
  requestSignal?: (() => AbortSignal) | undefined;
}

/**
 * Sends the request and returns the PSP's answer, whatever its status. No answer is thrown as a
 * PaymentProviderError: 'unreachable' when the error's socket code (`causeCode`, the adapter's reading of the
 * error) says the request never got out, else 'uncertain' (it may have reached the PSP).
 */
export async function sendPspRequest(
  fetch: PspFetch,
  request: PspRequest,
  timing: PspRequestTiming,
  causeCode: (error: unknown) => string | undefined,
): Promise<PspResponse> {
  try {
    return await fetch(request.url, {
      method: request.method,
      headers: request.headers,
      ...(request.body === undefined ? {} : { body: request.body }),
      signal: timing.requestSignal?.() ?? AbortSignal.timeout(timing.timeoutMs),
      redirect: 'error',
    });
  } catch (error) {
    const code = causeCode(error);
    if (code !== undefined && NOT_DELIVERED.has(code)) {
      throw new PaymentProviderError('unreachable', `${request.what} not reachable (${code})`);
    }
    const reason = error instanceof Error ? error.name : 'error';
    throw new PaymentProviderError('uncertain', `${request.what} failed (${reason})`);
  }
}

/** An error status's kind: 409 (the same idempotency key still running), 429 and 5xx may work on a retry. */
export function errorStatusKind(status: number): 'uncertain' | 'rejected' {
  return status >= 500 || status === 409 || status === 429 ? 'uncertain' : 'rejected';
}
