// POST /deposit/shop/purchases and GET /deposit/shop/purchases/{tid} (SPEC §4, §7). Idempotent: a
// purchase is stored once per (player, Idempotency-Key) before the PSP is called, and an identical
// request while one is still open (a second tab) is answered with that one. See README "Purchases".
import { randomBytes } from 'node:crypto';
import type { PurchaseRequest, PurchaseResult } from '@shop/contracts/purchase';
import { earliestWindowStart } from '@shop/domain/deposit-limit';
import type { AppDeps } from '../../app-deps.ts';
import { type Catalogue, readCatalogue } from '../deposit/catalogue-cache.ts';
import { lockPlayerWithBlocks } from '../deposit/deposit.repository.ts';
import { depositLimitRefusalFrom, limitCurrencyOf } from '../deposit-limits/deposit-limits.service.ts';
import type { Issuer } from '../payments/payment-provider.ts';
import type { UserRow } from '../users/users.repository.ts';
import { gdCurrencyOf } from '../users/users.service.ts';
import { readPurchaseGuard } from './purchase-guard.repository.ts';
import { isOpen, type Purchase, toPurchaseResult } from './purchase-record.ts';
import { hashPurchaseRequest, parsePurchaseRequest } from './purchase-request.ts';
import {
  providerCheckSettled,
  refreshFromProvider,
  refreshViewFromProvider,
  settleSubmission,
  waitForRunningCheck,
} from './purchase-status.ts';
import { submitPurchase } from './purchase-submission.ts';
import { type PreparedPurchase, preparePurchase } from './purchase-validation.ts';
import {
  findPurchaseById,
  findPurchaseByKey,
  findPurchaseCheckByTid,
  findPurchaseStatusByTid,
  insertPurchase,
  releaseOpenRequestHash,
} from './purchases.repository.ts';

export type PurchaseOutcome =
  | { ok: true; result: PurchaseResult }
  | { ok: false; status: 400 | 401 | 404 | 409; codes: string[] };

const invalid = (codes: string[]): PurchaseOutcome => ({ ok: false, status: 400, codes });

/** Rounds of insertGuarded that may find an identical purchase ended unpaid before the request gives up. */
const MAX_INSERT_ROUNDS = 3;

/** The same package with the same method moments ago (contracts/errors.ts): bought again only when confirmed. */
export const REPEAT_PURCHASE_CODE = 'repeat_purchase';

/** A url-safe random id (22 characters): guessing another player's tid is hopeless, and it is owner-checked too. */
function newTid(): string {
  return randomBytes(16).toString('base64url');
}

export async function createPurchase(
  deps: AppDeps,
  input: { userId: number; idempotencyKey: string | undefined; body: unknown },
): Promise<PurchaseOutcome> {
  const parsed = parsePurchaseRequest(input.body);
  if (!parsed.ok) return invalid(parsed.codes);
  // The PSP sends the player's browser to these: another origin would hand the player (and the tid) to it.
  if (sameSiteUrl(deps, parsed.request.resultUrl) === null || sameSiteUrl(deps, parsed.request.cancelUrl) === null) {
    deps.log.warn(
      { resultUrl: parsed.request.resultUrl.slice(0, 200), cancelUrl: parsed.request.cancelUrl.slice(0, 200) },
      "purchase refused: its return or cancel URL is not on the shop's own origin (PUBLIC_URL)",
    );
    return invalid(['wrong_input_type']);
  }
  // Without a key nothing finished can be replayed, but an identical open purchase is still found.
  const attempt: GuardedAttempt = {
    userId: input.userId,
    key: input.idempotencyKey ?? `server:${newTid()}`,
    requestHash: hashPurchaseRequest(parsed.request),
    request: parsed.request,
    loaded: {},
  };
  // Each round waits its turn on the player's row (insertGuarded), so a burst of one player's requests is served
  // one after another and never fails for being parallel (issues 22.6, 27.4). A round that finds the key taken
  // answers with that purchase. One that finds an identical purchase open answers with it (a second tab, a double
  // submit), even if it has been paid since: it was open when this request came. Only when it has ended unpaid at
  // the PSP (cancelled there, its notification still under way) does the request start anew; should that happen
  // round after round, the last such ending is the answer.
  let endedUnpaid: Purchase | undefined;
  for (let rounds = 0; rounds < MAX_INSERT_ROUNDS; ) {
    const step = await insertGuarded(deps, attempt);
    if (step.kind === 'load') {
      // Read outside the transaction (no lock held, no second connection awaited in it), then checked again.
      await step.load;
      continue;
    }
    rounds += 1;
    if (step.kind === 'unauthenticated') return { ok: false, status: 401, codes: ['not-authenticated'] };
    if (step.kind === 'refused') return invalid(step.codes);
    if (step.kind === 'invalid') {
      // A retry is answered from what was stored, even if the catalogue or the player changed in between.
      const earlier =
        input.idempotencyKey === undefined ? undefined : await findPurchaseByKey(deps.db, input.userId, attempt.key);
      return earlier === undefined ? invalid(step.codes) : replay(deps, earlier, attempt.requestHash);
    }
    if (step.kind === 'inserted') {
      deps.metrics?.depositStarted(step.purchase.provider_code);
      // The pay call's answer is applied in its own transaction and comes back with the purchase as it stands.
      const submitted = await submitPurchase(deps, step.purchase, { firstAttempt: true, user: step.user });
      return { ok: true, result: toPurchaseResult(submitted) };
    }
    if (step.byKey !== null) return replay(deps, await findPurchaseById(deps.db, step.byKey), attempt.requestHash);
    // An insert that conflicted although the guard saw nothing (not possible under the player's lock): again.
    if (step.openIdentical === null) continue;
    const open = await findPurchaseById(deps.db, step.openIdentical);
    const windowStart = new Date(deps.clock.now().getTime() - deps.config.purchaseDedupeWindowSeconds * 1000);
    if (open.created_at < windowStart) {
      await releaseOpenRequestHash(deps.db, open.id, windowStart);
      continue;
    }
    const fresh = await refreshFromProvider(deps, open);
    if (isOpen(fresh) || fresh.state === 'SUCCESS') return replay(deps, fresh, attempt.requestHash);
    endedUnpaid = fresh;
  }
  if (endedUnpaid !== undefined) return replay(deps, endedUnpaid, attempt.requestHash);
  // Never reached in practice (see above); a clean answer the web handles (SPEC §8 "unexpected": reload), not a 5xx.
  return { ok: false, status: 409, codes: ['unexpected'] };
}

interface GuardedAttempt {
  userId: number;
  key: string;
  requestHash: string;
  request: PurchaseRequest;
  /** What an earlier step read outside the transaction: the catalogue of a game currency, the iDEAL issuers. */
  loaded: { catalogue?: { gdCurrency: string; value: Catalogue }; issuers?: Issuer[] | null };
}

type GuardedStep =
  | { kind: 'load'; load: Promise<void> }
  | { kind: 'unauthenticated' }
  | { kind: 'invalid'; codes: string[] }
  | { kind: 'refused'; codes: string[] }
  /** A retry of the same key or an identical open request (their ids, as the guard read them): left to the caller. */
  | { kind: 'taken'; byKey: number | null; openIdentical: number | null }
  | { kind: 'inserted'; purchase: Purchase; user: UserRow };

/**
 * A read begun in the transaction and awaited after it ends: a failure in between (the database went away while
 * the transaction ended) would otherwise be an unhandled rejection, which ends the process. The caller that
 * awaits it still gets the failure; when the transaction itself fails, its error is the one that counts.
 */
function awaitedLater(load: Promise<void>): Promise<void> {
  load.catch(() => {});
  return load;
}

/**
 * The checks and the insert, in one transaction under the player's row lock, which its first statement takes
 * while reading the player (issue 11: no transaction of its own for that read), so parallel purchases of one
 * player are checked one after another, each seeing the ones before: the request against the catalogue and the
 * player (preparePurchase); a retry of the same key or an identical open request is left to the caller; the same
 * package with the same method paid or being paid within `purchaseRepeatWindowSeconds` is refused unless
 * confirmed (issue 9: instant payments finish before a second tab's request arrives, so the open-request check
 * alone lets a double submit charge twice); then the deposit limits (issue 8). A catalogue not in memory (or
 * the iDEAL issuers) is read after this transaction ends, and the step runs again: nothing in it waits for
 * another pool connection or for the PSP while the lock is held.
 */
async function insertGuarded(deps: AppDeps, attempt: GuardedAttempt): Promise<GuardedStep> {
  return deps.db.transaction().execute(async (trx): Promise<GuardedStep> => {
    const player = await lockPlayerWithBlocks(trx, attempt.userId, deps.db);
    if (player === undefined) return { kind: 'unauthenticated' };
    const { user } = player;
    const { loaded } = attempt;
    const gdCurrency = gdCurrencyOf(user);
    let catalogue = loaded.catalogue?.gdCurrency === gdCurrency ? loaded.catalogue.value : undefined;
    if (catalogue === undefined) {
      const read = readCatalogue(deps, gdCurrency);
      if (read instanceof Promise) {
        return {
          kind: 'load',
          load: awaitedLater(
            read.then((value) => {
              loaded.catalogue = { gdCurrency, value };
            }),
          ),
        };
      }
      catalogue = read;
    }
    // The player's other reads (saved instruments, express, saver package) on this transaction's connection.
    const prepared = await preparePurchase({ ...deps, db: trx }, player, attempt.request, {
      catalogue,
      issuers: loaded.issuers,
    });
    if (!prepared.ok) {
      if ('needsIssuers' in prepared) {
        return {
          kind: 'load',
          load: awaitedLater(
            deps.payments.idealIssuers().then((issuers) => {
              loaded.issuers = issuers;
            }),
          ),
        };
      }
      return { kind: 'invalid', codes: prepared.codes };
    }
    const values = newPurchaseValues(deps, {
      user,
      key: attempt.key,
      requestHash: attempt.requestHash,
      request: attempt.request,
      prepared: prepared.prepared,
    });
    const now = deps.clock.now();
    const window = deps.config.purchaseRepeatWindowSeconds;
    const guard = await readPurchaseGuard(trx, {
      values,
      repeatSince:
        attempt.request.confirmRepeat !== true && window > 0 ? new Date(now.getTime() - window * 1000) : null,
      limitCurrency: limitCurrencyOf(user),
      countedSince: earliestWindowStart(now),
    });
    if (guard.takenByKey !== null || guard.openIdentical !== null) {
      return { kind: 'taken', byKey: guard.takenByKey, openIdentical: guard.openIdentical };
    }
    if (guard.repeated) return { kind: 'refused', codes: [REPEAT_PURCHASE_CODE] };
    const refusal = depositLimitRefusalFrom(deps, user, values.price, {
      ownLimits: guard.ownLimits,
      deposits: guard.countedDeposits,
    });
    if (refusal !== null) return { kind: 'refused', codes: refusal.items };
    const purchase = await insertPurchase(trx, values);
    return purchase === undefined
      ? { kind: 'taken', byKey: null, openIdentical: null }
      : { kind: 'inserted', purchase, user };
  });
}

/** The same key again: the same request gets the stored purchase (once sent); another one is a conflict. */
async function replay(deps: AppDeps, purchase: Purchase, requestHash: string): Promise<PurchaseOutcome> {
  if (purchase.request_hash !== requestHash) return { ok: false, status: 409, codes: ['unexpected'] };
  const settled = await settleSubmission(deps, purchase);
  return { ok: true, result: toPurchaseResult(settled) };
}

function newPurchaseValues(
  deps: AppDeps,
  input: { user: UserRow; key: string; requestHash: string; request: PurchaseRequest; prepared: PreparedPurchase },
) {
  const { user, prepared, request } = input;
  const tid = newTid();
  const now = deps.clock.now();
  return {
    tid,
    user_id: user.id,
    idempotency_key: input.key,
    request_hash: input.requestHash,
    open_request_hash: deps.config.purchaseDedupeWindowSeconds > 0 ? input.requestHash : null,
    provider_code: prepared.provider.code,
    input_type: prepared.provider.input_type,
    psp_method: prepared.provider.psp_method,
    psp: deps.payments.pspFor(prepared.provider.code),
    state: 'PROCESSING' as const,
    price: prepared.purchasable.price,
    currency: prepared.purchasable.currency,
    gd_currency: gdCurrencyOf(user),
    subscription: prepared.purchasable.subscription,
    purchasable: JSON.stringify(prepared.purchasable),
    deposit_amount: prepared.depositAmount,
    bonus_amount: prepared.bonusAmount,
    locale: request.locale.slice(0, 35),
    return_url: returnUrlOf(deps, request.resultUrl, tid),
    cancel_url: sameSiteUrl(deps, request.cancelUrl) ?? `${deps.config.publicUrl}/`,
    instrument: prepared.instrument === null ? null : JSON.stringify(prepared.instrument),
    // The review's express opt-in: acted on in the credit transaction (saver packages have none).
    express_subscribe: request.expressSubscribe && !prepared.purchasable.subscription,
    submit_claimed_at: now,
    // The pay call's own answer is fresh: the first status check waits for the next poll.
    last_checked_at: now,
    created_at: now,
    updated_at: now,
  };
}

/**
 * The PSP sends the browser to these: only the shop's own origin (PUBLIC_URL) is accepted — createPurchase
 * refuses anything else (a web dev server on another port sets PUBLIC_URL to its own origin).
 */
function sameSiteUrl(deps: AppDeps, candidate: string): string | null {
  let url: URL;
  try {
    url = new URL(candidate);
  } catch {
    return null;
  }
  return url.origin === new URL(deps.config.publicUrl).origin ? url.href : null;
}

/** The postprocessing route with the tid (SPEC §2 /postprocessing/{tid}). */
function returnUrlOf(deps: AppDeps, resultUrl: string, tid: string): string {
  const base = (sameSiteUrl(deps, resultUrl) ?? `${deps.config.publicUrl}/postprocessing`).split(/[?#]/)[0] ?? '';
  return `${base.replace(/\/+$/, '')}/${encodeURIComponent(tid)}`;
}

/** The purchase of this player, refreshed from the PSP when it is still open and was not checked lately. */
export async function getPurchaseStatus(deps: AppDeps, userId: number, tid: string): Promise<PurchaseOutcome> {
  // Within the interval after a check this poll will not ask the PSP: it reads only what its answer shows.
  if (providerCheckSettled(deps, tid)) {
    const view = await findPurchaseStatusByTid(deps.db, tid);
    if (view === undefined || view.user_id !== userId) return { ok: false, status: 404, codes: ['unsure'] };
    const running = isOpen(view) || awaitsTransfer(view) ? waitForRunningCheck(deps, tid) : undefined;
    return { ok: true, result: toPurchaseResult(running === undefined ? view : await running) };
  }
  // A poll that may ask the PSP reads what a check compares its report with, not the whole row (issue 11).
  const purchase = await findPurchaseCheckByTid(deps.db, tid);
  // Another player's purchase looks exactly like an unknown one.
  if (purchase === undefined || purchase.user_id !== userId) return { ok: false, status: 404, codes: ['unsure'] };
  const current =
    isOpen(purchase) || awaitsTransfer(purchase) ? await refreshViewFromProvider(deps, purchase) : purchase;
  return { ok: true, result: toPurchaseResult(current) };
}

/** A bank transfer shows SUCCESS with its instructions, but is credited only when the money arrived. */
export function awaitsTransfer(purchase: Pick<Purchase, 'psp_method' | 'state' | 'credited_at'>): boolean {
  return purchase.psp_method === 'banktransfer' && purchase.state === 'SUCCESS' && purchase.credited_at === null;
}
