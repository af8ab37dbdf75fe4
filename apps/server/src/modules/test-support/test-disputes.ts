// Test support for the browser journeys: opens or advances the dispute on a purchase's payment through the PSP
// sandbox's test tool (POST /v1/test/payments/:pspReference/dispute, docs/chargebacks.md), which then notifies the
// shop as the PSP would. The journeys cannot call the sandbox themselves: its API key is the server's.
import type { AppDeps } from '../../app-deps.ts';
import { findPspDisputeIdOfPurchase } from '../disputes/disputes.repository.ts';
import { findPurchaseByTid } from '../purchases/purchases.repository.ts';

export type DisputeTestResult = { ok: true; body: unknown } | { ok: false; status: 404 | 502; error: string };

export async function advanceTestDispute(
  deps: AppDeps,
  tid: string,
  body: { stage: string; amount?: number | undefined; defendable?: boolean | undefined } | { outcome: 'WON' | 'LOST' },
): Promise<DisputeTestResult> {
  if (!/^[A-Za-z0-9_-]{1,64}$/.test(tid)) return { ok: false, status: 404, error: 'not-found' };
  const purchase = await findPurchaseByTid(deps.db, tid);
  if (purchase?.psp_reference == null) return { ok: false, status: 404, error: 'not-found' };
  let path = `/v1/test/payments/${encodeURIComponent(purchase.psp_reference)}/dispute`;
  if ('outcome' in body) {
    const disputeId = await findPspDisputeIdOfPurchase(deps.db, tid);
    if (disputeId === undefined) return { ok: false, status: 404, error: 'not-found' };
    path = `/v1/test/disputes/${encodeURIComponent(disputeId)}/outcome`;
  }
  try {
    const response = await fetch(`${deps.config.pspSandboxUrl}${path}`, {
      method: 'POST',
      headers: { authorization: `Bearer ${deps.config.pspApiKey}`, 'content-type': 'application/json' },
      body: JSON.stringify(body),
      signal: AbortSignal.timeout(deps.config.pspRequestTimeoutMs),
    });
    const answer: unknown = await response.json().catch(() => null);
    return response.ok ? { ok: true, body: answer } : { ok: false, status: 502, error: JSON.stringify(answer) };
  } catch {
    return { ok: false, status: 502, error: 'psp-unavailable' };
  }
}
