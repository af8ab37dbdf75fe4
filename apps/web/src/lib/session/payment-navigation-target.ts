// GET /gd/rest/paymentNavigationTarget: may this player enter the shop (SPEC §6 Access)?
import type { PaymentNavigationTarget } from '@shop/contracts/navigation';
import { requestJson } from '../api-client';
import { paymentNavigationTargetCheck } from '../contract-checks';

/**
 * `entry`: 'express' when the shop is entered at the express screen (the platform's quick deposit); the
 * platform then answers EXPRESS_PAYMENT if the player has an express offer (issue 8).
 */
export async function fetchPaymentNavigationTarget(
  userId: number,
  signal?: AbortSignal,
  entry?: string,
): Promise<PaymentNavigationTarget> {
  // Checked against the contract without zod (lib/contract-checks, issue 11).
  return requestJson('/gd/rest/paymentNavigationTarget', paymentNavigationTargetCheck, {
    query: { userId, ts: Date.now(), ...(entry === undefined ? {} : { entry }) },
    signal,
  });
}
