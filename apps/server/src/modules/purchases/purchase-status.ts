// Keeping an open purchase moving without relying on notifications: a replayed pay call waits for (or
// takes over) the PSP call of the first, and a status poll asks the PSP when the last check is old, so a
// lost notification never loses a credit. However many tabs poll one purchase, this process asks the PSP
// at most once per PROVIDER_CHECK_INTERVAL_MS: polls that arrive while a check runs wait for its answer
// (single flight), polls within the interval after it only read (issue 11). A check that is due first claims it in
// the database: one statement stamps last_checked_at unless another instance stamped it within the interval, and
// only the instance whose stamp was written asks (issue 27 point 5). So however many instances poll a purchase, the
// PSP hears about it at most once per interval. Polls within the interval write nothing.
// A poll that this process knows cannot lead to a check (it asked lately, or a check runs) reads only the columns
// its answer shows (providerCheckSettled): most polls of a purchase being polled are such polls.
import { setTimeout as sleep } from 'node:timers/promises';
import type { AppDeps } from '../../app-deps.ts';
import type { Db } from '../../db/database.ts';
import { PaymentProviderError } from '../payments/payment-provider.ts';
import { isOpen, isWholePurchase, type Purchase, type PurchaseCheckView } from './purchase-record.ts';
import { applyPayment, settleUnanswered, submitPurchase, withinSubmitWindow } from './purchase-submission.ts';
import { claimProviderCheck, claimSubmission, findPurchaseById } from './purchases.repository.ts';

/** The web polls every 2000 ms: the PSP is asked on about every other poll, however many tabs poll. */
export const PROVIDER_CHECK_INTERVAL_MS = 3000;
const WAIT_STEP_MS = 50;

/** A submission claim older than one PSP time-out (plus slack) belongs to a request that died. */
function staleClaimBefore(deps: AppDeps, now: Date): Date {
  return new Date(now.getTime() - deps.config.pspRequestTimeoutMs - 2000);
}

/**
 * A purchase whose pay request died without an answer (a time-out, a 5xx, a process that stopped): within the
 * submit window it is sent again with the same idempotency key (the PSP answers the first request's payment if
 * it had arrived, so never twice); past it, it is never sent again but settled by asking the PSP (settleUnanswered:
 * the payment found applies, or the purchase expires). README "Purchases", the submit window.
 */
async function resubmitIfAbandoned(deps: AppDeps, purchase: PurchaseCheckView): Promise<boolean> {
  const now = deps.clock.now();
  if (!(await claimSubmission(deps.db, purchase.id, now, staleClaimBefore(deps, now)))) return false;
  // A status check's view lacks what the pay call sends: the whole row, read once the claim is held.
  const whole = isWholePurchase(purchase) ? purchase : await findPurchaseById(deps.db, purchase.id);
  if (withinSubmitWindow(deps, whole)) await submitPurchase(deps, whole, { firstAttempt: false });
  else await settleUnanswered(deps, whole);
  return true;
}

/**
 * The purchase once its PSP call has an answer. While another request is still waiting for the PSP,
 * wait for it (up to one PSP time-out); if that request died, send it again with the same key.
 */
export async function settleSubmission(deps: AppDeps, purchase: Purchase): Promise<Purchase> {
  const deadline = Date.now() + deps.config.pspRequestTimeoutMs + 1000;
  let current = purchase;
  while (current.submitted_at === null && isOpen(current)) {
    if (await resubmitIfAbandoned(deps, current)) return findPurchaseById(deps.db, current.id);
    if (Date.now() > deadline) break;
    await sleep(WAIT_STEP_MS);
    current = await findPurchaseById(deps.db, current.id);
  }
  return current;
}

interface StatusChecks {
  /** Checks under way, by tid: later polls share their answer (a whole purchase or a status check's view). */
  running: Map<string, Promise<PurchaseCheckView>>;
  /**
   * By tid: when this process last asked about each purchase, or the last check stamp (last_checked_at) it read
   * when that is later (the app's clock, ms).
   */
  askedAt: Map<string, number>;
}

/** Per database, so apps on different databases (tests) never share purchase ids. */
const statusChecks = new WeakMap<Db, StatusChecks>();

function statusChecksOf(db: Db): StatusChecks {
  let checks = statusChecks.get(db);
  if (checks === undefined) {
    checks = { running: new Map(), askedAt: new Map() };
    statusChecks.set(db, checks);
  }
  return checks;
}

const isLately = (at: number | undefined, now: number) =>
  at !== undefined && now >= at && now - at < PROVIDER_CHECK_INTERVAL_MS;

function askedLately(checks: StatusChecks, purchase: PurchaseCheckView, now: number): boolean {
  if (isLately(checks.askedAt.get(purchase.tid), now)) return true;
  // The pay call's answer, a notification, another instance's check or the reconciler stamped it lately.
  const checkedAt = purchase.last_checked_at?.getTime();
  if (!isLately(checkedAt, now) || checkedAt === undefined) return false;
  // Remembered, so the next polls within the interval know it without the stamp (providerCheckSettled).
  if (checkedAt > (checks.askedAt.get(purchase.tid) ?? Number.NEGATIVE_INFINITY)) {
    forgetOldChecks(checks, now);
    checks.askedAt.set(purchase.tid, checkedAt);
  }
  return true;
}

/**
 * True when a status poll of `tid` arriving now would not ask the PSP, whatever its row says: this process asked
 * (or read a check stamp) within the interval, or a check runs. Such a poll needs none of the columns a check
 * reads; a check under way is still waited for (waitForRunningCheck).
 */
export function providerCheckSettled(deps: AppDeps, tid: string): boolean {
  const checks = statusChecksOf(deps.db);
  return checks.running.has(tid) || isLately(checks.askedAt.get(tid), deps.clock.now().getTime());
}

/** The purchase as the check of `tid` under way leaves it; undefined when none runs. */
export function waitForRunningCheck(deps: AppDeps, tid: string): Promise<PurchaseCheckView> | undefined {
  return statusChecksOf(deps.db).running.get(tid);
}

/** Forgets purchases asked about long ago, so the map holds only those being polled. */
function forgetOldChecks(checks: StatusChecks, now: number): void {
  if (checks.askedAt.size < 1000) return;
  for (const [tid, askedAt] of checks.askedAt) {
    if (now - askedAt >= PROVIDER_CHECK_INTERVAL_MS || now < askedAt) checks.askedAt.delete(tid);
  }
}

/**
 * Asks the PSP about an open purchase (or an unpaid bank transfer) unless someone did so lately: the purchase as it
 * stands afterwards, as whole as it was given (a view when a check a poll started is shared: then the row is read).
 */
export async function refreshFromProvider(deps: AppDeps, purchase: Purchase): Promise<Purchase> {
  const current = await refreshViewFromProvider(deps, purchase);
  return isWholePurchase(current) ? current : findPurchaseById(deps.db, current.id);
}

/** refreshFromProvider for a status poll, which reads only a check's columns (findPurchaseCheckByTid). */
export function refreshViewFromProvider(deps: AppDeps, purchase: PurchaseCheckView): Promise<PurchaseCheckView> {
  const checks = statusChecksOf(deps.db);
  const running = checks.running.get(purchase.tid);
  if (running !== undefined) return running;
  const now = deps.clock.now().getTime();
  if (askedLately(checks, purchase, now)) return Promise.resolve(purchase);
  forgetOldChecks(checks, now);
  checks.askedAt.set(purchase.tid, now);
  const check = claimedCheck(deps, purchase, now).finally(() => checks.running.delete(purchase.tid));
  checks.running.set(purchase.tid, check);
  return check;
}

/**
 * A check this process found due, once the purchase's stamp says no other instance asked within the interval
 * (claimProviderCheck writes the stamp in the same statement): the interval holds across every instance on the
 * database, not per process (issue 27 point 5). When another instance holds the stamp, the purchase as given.
 */
async function claimedCheck(deps: AppDeps, purchase: PurchaseCheckView, now: number): Promise<PurchaseCheckView> {
  const claimed = await claimProviderCheck(
    deps.db,
    purchase.id,
    new Date(now),
    new Date(now - PROVIDER_CHECK_INTERVAL_MS),
  );
  return claimed ? checkWithProvider(deps, purchase) : purchase;
}

/**
 * One status check: the purchase as it stands afterwards (as given when the PSP's report changes nothing, else the
 * whole row as written). PSP failures are logged and answer the purchase as given: the next check tries again.
 */
export async function checkWithProvider<P extends PurchaseCheckView>(
  deps: AppDeps,
  purchase: P,
): Promise<P | Purchase> {
  try {
    if (purchase.psp_reference !== null) {
      const adapter = deps.payments.adapterFor(purchase.psp);
      // A PSP without a payment lookup (Adyen) reports by notification and on the shopper's return only.
      if (adapter.looksUpPayments === false) return purchase;
      const payment = await adapter.getPayment(purchase.psp_reference);
      return (await applyPayment(deps, purchase.id, payment, {}, purchase)).purchase;
    }
    // The pay call's answer was lost (time-out, 5xx): the same idempotency key fetches it, or sends it now.
    if (purchase.submitted_at === null && (await resubmitIfAbandoned(deps, purchase))) {
      return findPurchaseById(deps.db, purchase.id);
    }
  } catch (error) {
    if (!(error instanceof PaymentProviderError)) throw error;
    deps.log.warn({ tid: purchase.tid, kind: error.kind, cause: error.message }, 'PSP status check failed');
  }
  return purchase;
}
