// What the calls made after a purchase's SUCCESS (the saver-package sign-up, the express subscription) share:
// one call per tid at a time, a time limit, and a failure reduced to what its report carries.
import { ApiError } from '../../lib/api-client';

/** Long enough for a slow answer; then /end comes anyway, and the call is reported as failed. */
export const SUBSCRIBE_TIMEOUT_MS = 15_000;

/** A call's means: the deposit token it is made with, and the request itself. */
export type AfterSuccessCall<Input, Answer> = {
  token: () => Promise<string>;
  send: (input: Input) => Promise<Answer>;
};

export type CallFailure = { code: string; details: string[] };

function failureOf(error: unknown): CallFailure {
  if (!(error instanceof ApiError)) return { code: 'unexpected', details: [] };
  const details = Array.isArray(error.body)
    ? error.body.filter((item): item is string => typeof item === 'string')
    : [];
  return { code: error.code, details };
}

/**
 * Runs `call` with a signal that aborts after SUBSCRIBE_TIMEOUT_MS, then `succeeded` with its answer; a failure of
 * either goes to `failed`. Never rejects.
 */
export async function callWithTimeout<T>(
  call: (signal: AbortSignal) => Promise<T>,
  succeeded: (answer: T) => void,
  failed: (failure: CallFailure) => void,
): Promise<void> {
  const controller = new AbortController();
  const timer = setTimeout(() => controller.abort(), SUBSCRIBE_TIMEOUT_MS);
  try {
    succeeded(await call(controller.signal));
  } catch (error) {
    failed(failureOf(error));
  } finally {
    clearTimeout(timer);
  }
}

/** One run per tid: a second view or a double effect joins the running one instead of calling again. */
export function createOncePerTid(): (tid: string, start: () => Promise<void>) => Promise<void> {
  const running = new Map<string, Promise<void>>();
  return (tid, start) => {
    const current = running.get(tid);
    if (current !== undefined) return current;
    const promise = start().finally(() => running.delete(tid));
    running.set(tid, promise);
    return promise;
  };
}
