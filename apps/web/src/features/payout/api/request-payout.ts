// POST /gd/rest/payout with the payout token: requests the payout (SPEC §4 payout flow, §7).
import type { PayoutRequest, PayoutResponse } from '@shop/contracts/payout';
import { requestJson } from '../../../lib/api-client';
import { payoutResponseCheck } from '../../../lib/contract-checks/later/payout';

/** Throws an ApiError for anything but a 200 with a valid body; payoutErrors are a normal answer. */
export async function requestPayout(request: PayoutRequest, token: string): Promise<PayoutResponse> {
  return requestJson('/gd/rest/payout', payoutResponseCheck, { method: 'POST', body: request, token });
}
