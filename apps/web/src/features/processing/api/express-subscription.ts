// POST /deposit/shop/express/subscription (SPEC §7): makes the paid method the player's express favourite after
// SUCCESS; never called for PayPal (its favourite comes with the purchase's billing agreement). Idempotent.
import type { ExpressSettings } from '@shop/contracts/express';
import type { ProviderCode } from '@shop/contracts/shop';
import { requestJson } from '../../../lib/api-client';
import { expressSettingsCheck } from '../../../lib/contract-checks/later/express';

export type ExpressSubscriptionInput = { paytype: ProviderCode; token: string; signal?: AbortSignal | undefined };

export function subscribeExpress({ paytype, token, signal }: ExpressSubscriptionInput): Promise<ExpressSettings> {
  return requestJson('/deposit/shop/express/subscription', expressSettingsCheck, {
    method: 'POST',
    body: { paytype },
    token,
    signal,
  });
}
