// Test support: moving the PSP sandbox's clock with the server's, and running every recurring job once.
import type { AppDeps } from '../../app-deps.ts';
import { reconcileOpenPurchases } from '../purchases/purchase-reconciler.ts';
import { reconcilePendingRefunds } from '../refunds/refund-reconciler.ts';
import { runSubscriptionJobsOnce, type SubscriptionRound } from '../subscriptions/subscription-jobs.ts';

/** Moves the sandbox's test clock to `now` (it only moves forward); 'unavailable' when it cannot be reached. */
export async function syncSandboxClock(deps: AppDeps, now: Date): Promise<'synced' | 'unavailable'> {
  try {
    const response = await fetch(`${deps.config.pspSandboxUrl}/v1/test/clock`, {
      method: 'POST',
      headers: { authorization: `Bearer ${deps.config.pspApiKey}`, 'content-type': 'application/json' },
      body: JSON.stringify({ now: now.toISOString() }),
      signal: AbortSignal.timeout(deps.config.pspRequestTimeoutMs),
    });
    return response.ok ? 'synced' : 'unavailable';
  } catch {
    return 'unavailable';
  }
}

export interface JobsRound extends SubscriptionRound {
  purchasesChecked: number;
  refundsRetried: number;
}

export async function runJobsOnce(deps: AppDeps): Promise<JobsRound> {
  const purchasesChecked = await reconcileOpenPurchases(deps, { minAgeMs: 0 });
  const refundsRetried = await reconcilePendingRefunds(deps, { minAgeMs: 0 });
  const subscriptions = await runSubscriptionJobsOnce(deps);
  return { purchasesChecked, refundsRetried, ...subscriptions };
}
