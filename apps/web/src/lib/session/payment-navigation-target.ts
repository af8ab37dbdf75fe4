// GET /gd/rest/paymentNavigationTarget: may this player enter the shop (SPEC §6 Access)?
import { type PaymentNavigationTarget, paymentNavigationTargetSchema } from '@shop/contracts/navigation';
import { requestJson } from '../api-client';

/**
 * `entry`: 'express' when the shop is entered at the express screen (the platform's quick deposit); the
 * platform then answers EXPRESS_PAYMENT if the player has an express offer (issue 8).
 */
export async function fetchPaymentNavigationTarget(
  userId: number,
  signal?: AbortSignal,
  entry?: string,
): Promise<PaymentNavigationTarget> {
  // The contract is imported statically: the initial load needs it at once (no round trip for its code).
  return requestJson('/gd/rest/paymentNavigationTarget', paymentNavigationTargetSchema, {
    query: { userId, ts: Date.now(), ...(entry === undefined ? {} : { entry }) },
    signal,
  });
}
