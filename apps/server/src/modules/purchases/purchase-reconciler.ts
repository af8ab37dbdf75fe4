// The safety net behind notifications and polls: a recurring job asks the PSP about purchases still open
// (a player who closed the tab, a notification lost while the sandbox restarted) so none stays uncredited.
// Batches are claimed with FOR UPDATE SKIP LOCKED, so any number of instances can run it.
import type { AppDeps } from '../../app-deps.ts';
import { reconcileRound } from '../../db/reconcile-claim.ts';
import { checkWithProvider } from './purchase-status.ts';
import { claimPurchasesToReconcile } from './purchases.repository.ts';

/** Purchases older than this are left to people: the PSP has long expired them. */
const MAX_AGE_MS = 7 * 24 * 60 * 60_000;

/** One round: returns how many purchases were checked. */
export async function reconcileOpenPurchases(deps: AppDeps, options: { minAgeMs: number }): Promise<number> {
  return reconcileRound(deps, { ...options, maxAgeMs: MAX_AGE_MS }, claimPurchasesToReconcile, checkWithProvider);
}
