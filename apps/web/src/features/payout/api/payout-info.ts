// GET /gd/rest/payout (cookie session): balance, withdrawable amount, methods and blockers (SPEC §3 Payout, §7).
import type { PayoutInfo } from '@shop/contracts/payout';
import { requestJson } from '../../../lib/api-client';

export async function fetchPayoutInfo(signal?: AbortSignal): Promise<PayoutInfo> {
  // The contract (and zod) load beside the request, not before it.
  const schema = import('@shop/contracts/payout').then((contract) => contract.payoutInfoSchema);
  return requestJson('/gd/rest/payout', schema, { signal });
}
