// One press of the pay button, outside React: the pay attempt's key, the call, and where its answer
// leads (SPEC §4 After pay), keeping tid, visit and provider page as the processing views need them.
import type { PurchaseRequest, PurchaseResult } from '@shop/contracts/purchase';
import type { InputType } from '@shop/contracts/shop';
import { nextRouteAfterPay } from '@shop/domain/after-pay';
import { routeSegments } from '@shop/domain/navigation';
import { hrefs } from '../../config/paths';
import { endPayAttempt, markPayAttemptAnswered, payAttemptFor, startPurchase } from '../../lib/purchase-session';
import { type CreatePurchaseInput, purchaseFailureCode } from './api/create-purchase';
import { requestFingerprint } from './review-model';

export type PayOutcome =
  /** Go on to this route; `running`: the purchase goes on there (processing, forwarding). */
  | { kind: 'route'; path: string; running: boolean }
  /** No answer (offline, connection lost): the player may press pay again with the same key. */
  | { kind: 'no-answer' }
  /** Refused as a repeat of a purchase moments ago (repeat_purchase): nothing charged; ask the player first. */
  | { kind: 'repeat' };

/** The server's refusal of the same package with the same method moments ago (contracts/errors.ts). */
const REPEAT_PURCHASE = 'repeat_purchase';

export type PayInput = {
  request: PurchaseRequest;
  inputType: InputType;
  practice: boolean;
  providerRoute: string;
  token: () => Promise<string>;
  send: (input: CreatePurchaseInput) => Promise<PurchaseResult>;
};

const RUNNING_VIEWS: ReadonlySet<string> = new Set(['processing', 'forwarding']);
// States a replayed key can bring back from an earlier visit to the provider that ended without a
// payment (cancelled or refused there): paying again then is a new attempt.
const CLOSED_WITHOUT_PAYMENT: ReadonlySet<string> = new Set(['CANCELLED', 'FAILED', 'BLOCKED']);

function routeFor(result: PurchaseResult, input: PayInput): PayOutcome {
  const route = nextRouteAfterPay({
    state: result.state,
    inputType: input.inputType,
    tid: result.tid,
    errorCode: result.errorCode,
  });
  startPurchase({
    result,
    practice: input.practice,
    storeTid: route.storeTid,
    storeVisit: route.storeVisit,
    providerRoute: input.providerRoute,
    expressOptIn: input.request.expressSubscribe,
  });
  const running = RUNNING_VIEWS.has(routeSegments(route.path)[0] ?? '');
  if (!running) endPayAttempt();
  return { kind: 'route', path: route.path, running };
}

export async function payPurchase(input: PayInput): Promise<PayOutcome> {
  const fingerprint = requestFingerprint(input.request);
  for (let round = 0; ; round += 1) {
    const attempt = payAttemptFor(fingerprint);
    let result: PurchaseResult;
    try {
      const token = await input.token();
      result = await input.send({ request: input.request, token, idempotencyKey: attempt.key });
    } catch (error) {
      const code = purchaseFailureCode(error);
      if (code === null) return { kind: 'no-answer' };
      endPayAttempt();
      if (code === REPEAT_PURCHASE) return { kind: 'repeat' };
      return { kind: 'route', path: hrefs.error(code), running: false };
    }
    if (round === 0 && attempt.answeredBefore && CLOSED_WITHOUT_PAYMENT.has(result.state)) {
      endPayAttempt();
      continue;
    }
    markPayAttemptAnswered(attempt.key);
    return routeFor(result, input);
  }
}
