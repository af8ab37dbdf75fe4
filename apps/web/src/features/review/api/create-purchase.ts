// POST /deposit/shop/purchases (SPEC §7): the pay call. It carries the pay attempt's Idempotency-Key,
// so a double click, a retry or a reload never creates a second charge.
import type { PurchaseRequest, PurchaseResult } from '@shop/contracts/purchase';
import { useMutation } from '@tanstack/react-query';
import { ApiError, requestJson } from '../../../lib/api-client';
import { purchaseResultCheck } from '../../../lib/contract-checks/later/purchase';

export type CreatePurchaseInput = { request: PurchaseRequest; token: string; idempotencyKey: string };

export function createPurchase({ request, token, idempotencyKey }: CreatePurchaseInput): Promise<PurchaseResult> {
  return requestJson('/deposit/shop/purchases', purchaseResultCheck, {
    method: 'POST',
    body: request,
    token,
    headers: { 'Idempotency-Key': idempotencyKey },
  });
}

export function useCreatePurchase() {
  return useMutation({ mutationFn: createPurchase });
}

/**
 * The SPEC §8 code a failed pay call stands for (SPEC §7): a plain-text body is the code, an HTML body
 * gives the status, a JSON list is joined with '|', 401/403 mean not-authenticated. An answer that is
 * not a purchase result leaves the outcome open (unsure). null: no answer at all, so the player may
 * retry with the same key.
 */
export function purchaseFailureCode(error: unknown): string | null {
  if (!(error instanceof ApiError)) return 'unexpected';
  if (error.kind === 'network' || error.kind === 'aborted') return null;
  if (error.kind !== 'http') return 'unsure';
  if (error.status === 401 || error.status === 403) return 'not-authenticated';
  if (Array.isArray(error.body)) {
    const codes = error.body.filter((item): item is string => typeof item === 'string' && item.trim() !== '');
    return codes.length > 0 ? codes.map((code) => code.trim()).join('|') : String(error.status);
  }
  if (typeof error.body === 'string' && error.body.trim() !== '') return error.body.trim();
  return error.code;
}
