// GET /deposit/shop/purchases/{tid} (SPEC §7): the purchase's current state, polled by the processing views.
import type { PurchaseResult } from '@shop/contracts/purchase';
import { ApiError, requestJson } from '../../../lib/api-client';
import { purchaseResultCheck } from '../../../lib/contract-checks/later/purchase';

export function fetchPurchaseStatus(tid: string, token: string, signal?: AbortSignal): Promise<PurchaseResult> {
  return requestJson(`/deposit/shop/purchases/${encodeURIComponent(tid)}`, purchaseResultCheck, { token, signal });
}

export type StatusFailure =
  /** No answer: ask again at the next attempt. */
  | { kind: 'retry' }
  /** The token was refused: renew it once. */
  | { kind: 'renew' }
  | { kind: 'error'; code: string };

/** SPEC §7: a failed answer names its code; failures without a code give unsure. */
export function statusFailureOf(error: unknown): StatusFailure {
  if (!(error instanceof ApiError)) return { kind: 'error', code: 'unsure' };
  if (error.kind === 'network') return { kind: 'retry' };
  if (error.kind !== 'http') return { kind: 'error', code: 'unsure' };
  if (error.status === 401 || error.status === 403) return { kind: 'renew' };
  // ApiError falls back to the status when the body names no code.
  return { kind: 'error', code: error.code === String(error.status) ? 'unsure' : error.code };
}
