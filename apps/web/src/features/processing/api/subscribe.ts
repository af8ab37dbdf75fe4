// POST /deposit/subscription/{paytype}?transactionid={tid}&referer=shop (SPEC §7): signs the player up for the
// saver package the purchase paid; the body is the package without its local id. Idempotent per tid.
import type { Purchasable } from '@shop/contracts/shop';
import type { SubscriptionDetails } from '@shop/contracts/subscription';
import { requestJson } from '../../../lib/api-client';
import { subscriptionDetailsCheck } from '../../../lib/contract-checks/later/subscription';

export type SubscribeInput = {
  paytype: string;
  tid: string;
  purchasable: Purchasable;
  token: string;
  signal?: AbortSignal | undefined;
};

export function subscribe({ paytype, tid, purchasable, token, signal }: SubscribeInput): Promise<SubscriptionDetails> {
  return requestJson(`/deposit/subscription/${encodeURIComponent(paytype)}`, subscriptionDetailsCheck, {
    method: 'POST',
    query: { transactionid: tid, referer: 'shop' },
    body: purchasable,
    token,
    signal,
  });
}
