// The safety net behind notifications and polls: a recurring job asks the PSP about purchases still open
// (a player who closed the tab, a notification lost while the sandbox restarted) so none stays uncredited.
// Batches are claimed with FOR UPDATE SKIP LOCKED, so any number of instances can run it.
import type { AppDeps } from '../../app-deps.ts';
import { checkWithProvider } from './purchase-status.ts';
import { claimPurchasesToReconcile } from './purchases.repository.ts';

const BATCH = 20;
/** Purchases older than this are left to people: the PSP has long expired them. */
const MAX_AGE_MS = 7 * 24 * 60 * 60_000;

/** One round: returns how many purchases were checked. */
export async function reconcileOpenPurchases(deps: AppDeps, options: { minAgeMs: number }): Promise<number> {
  const now = deps.clock.now();
  const due = await claimPurchasesToReconcile(deps.db, {
    now,
    checkedBefore: new Date(now.getTime() - options.minAgeMs),
    createdAfter: new Date(now.getTime() - MAX_AGE_MS),
    limit: BATCH,
  });
  for (const purchase of due) await checkWithProvider(deps, purchase);
  return due.length;
}
