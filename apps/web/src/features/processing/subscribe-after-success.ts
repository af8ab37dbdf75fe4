// SPEC §4 Status checking, SUCCESS: a saver-package purchase whose package has both a deposit and a bonus
// signs the player up before /end. A failure is reported (abo-subscription-failed) and does not block.
// It runs once per tid: a second view or a double effect joins the running call, and the outcome kept in
// the purchase session stops a reload from calling again (the server is idempotent per tid as well).
import type { PurchaseResult } from '@shop/contracts/purchase';
import type { SubscriptionDetails } from '@shop/contracts/subscription';
import { ApiError } from '../../lib/api-client';
import { readPurchaseSession, recordSubscriptionOutcome } from '../../lib/purchase-session';
import type { SubscribeInput } from './api/subscribe';
import { reportSubscriptionFailed } from './error-report';

/** Long enough for a slow answer; then /end comes anyway, and the sign-up is reported as failed. */
export const SUBSCRIBE_TIMEOUT_MS = 15_000;

export function needsSubscription(result: Pick<PurchaseResult, 'purchasable'>): boolean {
  const types = result.purchasable.consumables.map((consumable) => consumable.type);
  return result.purchasable.subscription && types.includes('DEPOSIT') && types.includes('BONUS');
}

export type SignUp = {
  token: () => Promise<string>;
  send: (input: SubscribeInput) => Promise<SubscriptionDetails>;
  /** 200: the details are stored and the selection stays SUBSCRIPTION. */
  onStarted: (details: SubscriptionDetails) => void;
  /** Anything else: the selection switches back to NORMAL. */
  onFailed: () => void;
};

const running = new Map<string, Promise<void>>();

function failureOf(error: unknown): { code: string; details: string[] } {
  if (!(error instanceof ApiError)) return { code: 'unexpected', details: [] };
  const details = Array.isArray(error.body)
    ? error.body.filter((item): item is string => typeof item === 'string')
    : [];
  return { code: error.code, details };
}

async function run(result: PurchaseResult, signUp: SignUp): Promise<void> {
  const controller = new AbortController();
  const timer = setTimeout(() => controller.abort(), SUBSCRIBE_TIMEOUT_MS);
  try {
    const token = await signUp.token();
    // The package the purchase paid: the one selected on the amount screen, as the server recorded it
    // (the selection itself may be gone when the provider returns in another tab).
    const details = await signUp.send({
      paytype: result.provider,
      tid: result.tid,
      purchasable: result.purchasable,
      token,
      signal: controller.signal,
    });
    recordSubscriptionOutcome({ tid: result.tid, started: true });
    signUp.onStarted(details);
  } catch (error) {
    recordSubscriptionOutcome({ tid: result.tid, started: false });
    reportSubscriptionFailed({ tid: result.tid, ...failureOf(error) });
    signUp.onFailed();
  } finally {
    clearTimeout(timer);
  }
}

/** Resolves when the sign-up is done (or was not needed); never rejects. */
export function signUpAfterSuccess(result: PurchaseResult, signUp: SignUp): Promise<void> {
  if (!needsSubscription(result)) return Promise.resolve();
  if (readPurchaseSession().subscription?.tid === result.tid) return Promise.resolve();
  const current = running.get(result.tid);
  if (current !== undefined) return current;
  const promise = run(result, signUp).finally(() => running.delete(result.tid));
  running.set(result.tid, promise);
  return promise;
}
