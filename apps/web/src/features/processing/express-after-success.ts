// SPEC §4 Status checking, SUCCESS: first the express-payment subscription the player opted into on review
// (POST /deposit/shop/express/subscription; skipped for PayPal, SPEC §7), then the saver package, then /end.
// A failure is reported (express-subscription-failed) and never blocks /end. Once per tid: a second view
// joins the running call, and the outcome kept in the purchase session stops a reload from calling again.
import type { ExpressSettings } from '@shop/contracts/express';
import type { PurchaseResult } from '@shop/contracts/purchase';
import { ApiError } from '../../lib/api-client';
import { readPurchaseSession, recordExpressOutcome } from '../../lib/purchase-session';
import type { ExpressSubscriptionInput } from './api/express-subscription';
import { reportExpressSubscriptionFailed } from './error-report';
import { SUBSCRIBE_TIMEOUT_MS } from './subscribe-after-success';

export type ExpressSubscribe = {
  token: () => Promise<string>;
  send: (input: ExpressSubscriptionInput) => Promise<ExpressSettings>;
  /** The new settings: the screens see the favourite without asking again. */
  onSubscribed: (settings: ExpressSettings) => void;
  /** PayPal: the purchase itself made the favourite; the settings are stale now. */
  onSkipped: () => void;
};

const running = new Map<string, Promise<void>>();

/** Whether this purchase (just SUCCESS) is one the player ticked the express opt-in for. */
export function optedIntoExpress(result: Pick<PurchaseResult, 'tid' | 'purchasable'>): boolean {
  const session = readPurchaseSession();
  return session.expressOptIn === true && session.result?.tid === result.tid && !result.purchasable.subscription;
}

function failureOf(error: unknown): { code: string; details: string[] } {
  if (!(error instanceof ApiError)) return { code: 'unexpected', details: [] };
  const details = Array.isArray(error.body)
    ? error.body.filter((item): item is string => typeof item === 'string')
    : [];
  return { code: error.code, details };
}

async function run(result: PurchaseResult, subscribe: ExpressSubscribe): Promise<void> {
  const controller = new AbortController();
  const timer = setTimeout(() => controller.abort(), SUBSCRIBE_TIMEOUT_MS);
  try {
    const token = await subscribe.token();
    const settings = await subscribe.send({ paytype: result.provider, token, signal: controller.signal });
    recordExpressOutcome({ tid: result.tid, subscribed: true });
    subscribe.onSubscribed(settings);
  } catch (error) {
    recordExpressOutcome({ tid: result.tid, subscribed: false });
    reportExpressSubscriptionFailed({ tid: result.tid, paytype: result.provider, ...failureOf(error) });
  } finally {
    clearTimeout(timer);
  }
}

/** Resolves when the subscription is done (or not needed); never rejects. */
export function subscribeExpressAfterSuccess(result: PurchaseResult, subscribe: ExpressSubscribe): Promise<void> {
  if (!optedIntoExpress(result)) return Promise.resolve();
  if (readPurchaseSession().express?.tid === result.tid) return Promise.resolve();
  if (result.provider === 'paypal') {
    recordExpressOutcome({ tid: result.tid, subscribed: true });
    subscribe.onSkipped();
    return Promise.resolve();
  }
  const current = running.get(result.tid);
  if (current !== undefined) return current;
  const promise = run(result, subscribe).finally(() => running.delete(result.tid));
  running.set(result.tid, promise);
  return promise;
}
