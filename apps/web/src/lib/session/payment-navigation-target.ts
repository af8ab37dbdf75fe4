// GET /gd/rest/paymentNavigationTarget: may this player enter the shop (SPEC §6 Access)?
import type { PaymentNavigationTarget } from '@shop/contracts/navigation';
import { requestJson } from '../api-client';

export async function fetchPaymentNavigationTarget(
  userId: number,
  signal?: AbortSignal,
): Promise<PaymentNavigationTarget> {
  const schema = import('@shop/contracts/navigation').then((contract) => contract.paymentNavigationTargetSchema);
  return requestJson('/gd/rest/paymentNavigationTarget', schema, {
    query: { userId, ts: Date.now() },
    signal,
  });
}
