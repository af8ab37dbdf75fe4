// GET /gd/rest/payout (cookie session): balance, withdrawable amount, methods and blockers (SPEC §3 Payout, §7).
import type { PayoutInfo } from '@shop/contracts/payout';
import { requestJson } from '../../../lib/api-client';
import { payoutInfoCheck } from '../../../lib/contract-checks/later/payout';

export async function fetchPayoutInfo(signal?: AbortSignal): Promise<PayoutInfo> {
  return requestJson('/gd/rest/payout', payoutInfoCheck, { signal });
}
