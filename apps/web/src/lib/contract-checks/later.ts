// The later steps' answers (provider, personal, review, processing, payout) and the card-encryption client's
// results, checked without zod like the first screen's (index.ts, check.ts): no zod in the browser (issue 11).
// later-schemas.json is what zod derives from packages/contracts, kept equal to them by contract-checks.test.ts.
// Apart from index.ts, so these schemas load with the steps that use them, not with the first screen.
import type { ExpressSettings } from '@shop/contracts/express';
import type { LimitIncreaseRequestResult } from '@shop/contracts/limit-increase';
import type { PayoutAuthResponse, PayoutInfo, PayoutResponse } from '@shop/contracts/payout';
import type {
  CvcTokenizeResult,
  EncryptedTokenizeResult,
  HostedField,
  HostedFieldState,
  HostedTokenizeResult,
} from '@shop/contracts/psp-encrypt';
import type { ProviderDetails, PurchaseResult } from '@shop/contracts/purchase';
import type { Visit } from '@shop/contracts/shop';
import type { SubscriptionDetails } from '@shop/contracts/subscription';
import type { AddressRead } from '@shop/contracts/user';
import { contractCheck, type JsonSchema } from './check';
import schemas from './later-schemas.json';

export const providerDetailsCheck = contractCheck<ProviderDetails>(schemas.providerDetails as JsonSchema);
export const purchaseResultCheck = contractCheck<PurchaseResult>(schemas.purchaseResult as JsonSchema);
export const visitCheck = contractCheck<Visit>(schemas.visit as JsonSchema);
export const addressReadCheck = contractCheck<AddressRead>(schemas.addressRead as JsonSchema);
export const addressWriteForbiddenCheck = contractCheck<string[]>(schemas.addressWriteForbidden as JsonSchema);
export const addressWriteRedirectCheck = contractCheck<{ redirect: string }>(
  schemas.addressWriteRedirect as JsonSchema,
);
export const payoutAuthResponseCheck = contractCheck<PayoutAuthResponse>(schemas.payoutAuthResponse as JsonSchema);
export const payoutResponseCheck = contractCheck<PayoutResponse>(schemas.payoutResponse as JsonSchema);
export const payoutInfoCheck = contractCheck<PayoutInfo>(schemas.payoutInfo as JsonSchema);
export const subscriptionDetailsCheck = contractCheck<SubscriptionDetails>(schemas.subscriptionDetails as JsonSchema);
export const expressSettingsCheck = contractCheck<ExpressSettings>(schemas.expressSettings as JsonSchema);
export const limitIncreaseRequestResultCheck = contractCheck<LimitIncreaseRequestResult>(
  schemas.limitIncreaseRequestResult as JsonSchema,
);
export const encryptedTokenizeResultCheck = contractCheck<EncryptedTokenizeResult>(
  schemas.encryptedTokenizeResult as JsonSchema,
);
export const hostedTokenizeResultCheck = contractCheck<HostedTokenizeResult>(
  schemas.hostedTokenizeResult as JsonSchema,
);
export const cvcTokenizeResultCheck = contractCheck<CvcTokenizeResult>(schemas.cvcTokenizeResult as JsonSchema);
export const tokenizeErrorCheck = contractCheck<{ code: string }>(schemas.tokenizeError as JsonSchema);
export const hostedFieldStateCheck = contractCheck<HostedFieldState>(schemas.hostedFieldState as JsonSchema);
export const hostedFieldCheck = contractCheck<HostedField>(schemas.hostedField as JsonSchema);
