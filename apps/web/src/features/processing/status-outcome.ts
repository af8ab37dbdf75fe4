// What one purchase status means for the processing views (SPEC §4 Status checking).
import type { PurchaseResult } from '@shop/contracts/purchase';
import type { Visit } from '@shop/contracts/shop';
import { nextRouteAfterPay, purchaseStateOrDefault } from '@shop/domain/after-pay';

export type StatusOutcome =
  | { kind: 'route'; path: string; success: boolean }
  | { kind: 'leave'; visit: Visit }
  | { kind: 'poll' };

export type StatusContext = {
  /** The provider's input type from the shop, if it is loaded. */
  inputTypeOf: (code: string) => string | undefined;
  /** The provider page kept from the pay answer. */
  storedProviderPage: string | undefined;
  /** Whether this tab already left for that url in this purchase (never loop back to the provider). */
  hasLeftFor: (url: string) => boolean;
};

export function outcomeOfStatus(result: PurchaseResult, context: StatusContext): StatusOutcome {
  const state = purchaseStateOrDefault(result.state);
  const inputType = context.inputTypeOf(result.provider) ?? (result.bankTransfer === null ? undefined : 'BANKTRANSFER');
  if (state === 'SUCCESS') {
    return { kind: 'route', path: inputType === 'BANKTRANSFER' ? '/end-banktransfer' : '/end', success: true };
  }
  if (state === 'GOTO' || state === 'PROCESSING') {
    const providerPage = result.providerPage ?? context.storedProviderPage;
    const visit = result.visit ?? (providerPage === undefined || providerPage === '' ? null : { url: providerPage });
    if (visit !== null && !context.hasLeftFor(visit.url)) return { kind: 'leave', visit };
    return { kind: 'poll' };
  }
  // FAILED, BLOCKED, CANCELLED: as after pay.
  const route = nextRouteAfterPay({ state, inputType, tid: result.tid, errorCode: result.errorCode });
  return { kind: 'route', path: route.path, success: false };
}
