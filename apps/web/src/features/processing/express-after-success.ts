// SPEC §4 Status checking, SUCCESS: first the express-payment subscription the player opted into on review
// (POST /deposit/shop/express/subscription; skipped for PayPal, SPEC §7), then the saver package, then /end.
// A failure is reported (express-subscription-failed) and never blocks /end. Once per tid: a second view
// joins the running call, and the outcome kept in the purchase session stops a reload from calling again.
import type { ExpressSettings } from '@shop/contracts/express';
import type { PurchaseResult } from '@shop/contracts/purchase';
import { readPurchaseSession, recordExpressOutcome } from '../../lib/purchase-session';
import { type AfterSuccessCall, callWithTimeout, createOncePerTid } from './after-success-call';
import type { ExpressSubscriptionInput } from './api/express-subscription';
import { reportExpressSubscriptionFailed } from './error-report';

export type ExpressSubscribe = AfterSuccessCall<ExpressSubscriptionInput, ExpressSettings> & {
  /** The new settings: the screens see the favourite without asking again. */
  onSubscribed: (settings: ExpressSettings) => void;
  /** PayPal: the purchase itself made the favourite; the settings are stale now. */
  onSkipped: () => void;
};

const oncePerTid = createOncePerTid();

/** Whether this purchase (just SUCCESS) is one the player ticked the express opt-in for. */
export function optedIntoExpress(result: Pick<PurchaseResult, 'tid' | 'purchasable'>): boolean {
  const session = readPurchaseSession();
  return session.expressOptIn === true && session.result?.tid === result.tid && !result.purchasable.subscription;
}

function run(result: PurchaseResult, subscribe: ExpressSubscribe): Promise<void> {
  return callWithTimeout(
    async (signal) => {
      const token = await subscribe.token();
      return subscribe.send({ paytype: result.provider, token, signal });
    },
    (settings) => {
      recordExpressOutcome({ tid: result.tid, subscribed: true });
      subscribe.onSubscribed(settings);
    },
    (failure) => {
      recordExpressOutcome({ tid: result.tid, subscribed: false });
      reportExpressSubscriptionFailed({ tid: result.tid, paytype: result.provider, ...failure });
    },
  );
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
  return oncePerTid(result.tid, () => run(result, subscribe));
}
