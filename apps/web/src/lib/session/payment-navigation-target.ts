// GET /gd/rest/paymentNavigationTarget: may this player enter the shop (SPEC §6 Access)?
import type { PaymentNavigationTarget } from '@shop/contracts/navigation';
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
  const schema = import('@shop/contracts/navigation').then((contract) => contract.paymentNavigationTargetSchema);
  return requestJson('/gd/rest/paymentNavigationTarget', schema, {
    query: { userId, ts: Date.now(), ...(entry === undefined ? {} : { entry }) },
    signal,
  });
}
