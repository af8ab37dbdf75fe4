// SPEC §4 Status checking, SUCCESS: a saver-package purchase whose package has both a deposit and a bonus
// signs the player up before /end. A failure is reported (abo-subscription-failed) and does not block.
// It runs once per tid: a second view or a double effect joins the running call, and the outcome kept in
// the purchase session stops a reload from calling again (the server is idempotent per tid as well).
import type { PurchaseResult } from '@shop/contracts/purchase';
import type { SubscriptionDetails } from '@shop/contracts/subscription';
import { readPurchaseSession, recordSubscriptionOutcome } from '../../lib/purchase-session';
import { type AfterSuccessCall, callWithTimeout, createOncePerTid } from './after-success-call';
import type { SubscribeInput } from './api/subscribe';
import { reportSubscriptionFailed } from './error-report';

export function needsSubscription(result: Pick<PurchaseResult, 'purchasable'>): boolean {
  const types = result.purchasable.consumables.map((consumable) => consumable.type);
  return result.purchasable.subscription && types.includes('DEPOSIT') && types.includes('BONUS');
}

export type SignUp = AfterSuccessCall<SubscribeInput, SubscriptionDetails> & {
  /** 200: the details are stored and the selection stays SUBSCRIPTION. */
  onStarted: (details: SubscriptionDetails) => void;
  /** Anything else: the selection switches back to NORMAL. */
  onFailed: () => void;
};

const oncePerTid = createOncePerTid();

function run(result: PurchaseResult, signUp: SignUp): Promise<void> {
  return callWithTimeout(
    async (signal) => {
      const token = await signUp.token();
      // The package the purchase paid: the one selected on the amount screen, as the server recorded it
      // (the selection itself may be gone when the provider returns in another tab).
      return signUp.send({ paytype: result.provider, tid: result.tid, purchasable: result.purchasable, token, signal });
    },
    (details) => {
      recordSubscriptionOutcome({ tid: result.tid, started: true });
      signUp.onStarted(details);
    },
    (failure) => {
      recordSubscriptionOutcome({ tid: result.tid, started: false });
      reportSubscriptionFailed({ tid: result.tid, ...failure });
      signUp.onFailed();
    },
  );
}

/** Resolves when the sign-up is done (or was not needed); never rejects. */
export function signUpAfterSuccess(result: PurchaseResult, signUp: SignUp): Promise<void> {
  if (!needsSubscription(result)) return Promise.resolve();
  if (readPurchaseSession().subscription?.tid === result.tid) return Promise.resolve();
  return oncePerTid(result.tid, () => run(result, signUp));
}
