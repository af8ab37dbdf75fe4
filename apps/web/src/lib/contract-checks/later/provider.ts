// A provider's details and the deposit limit increase: the provider screen, and the review's saved method.
// Checked without zod (../check.ts); the schemas are what zod derives from packages/contracts, kept equal to
// them by ../contract-checks.test.ts. A module per group of steps, so a page loads only its own (issue 11).
import type { LimitIncreaseRequestResult } from '@shop/contracts/limit-increase';
import type { ProviderDetails } from '@shop/contracts/purchase';
import { contractCheck, type JsonSchema } from '../check';
import schemas from './provider-schemas.json';

export const providerDetailsCheck = contractCheck<ProviderDetails>(schemas.providerDetails as JsonSchema);
export const limitIncreaseRequestResultCheck = contractCheck<LimitIncreaseRequestResult>(
  schemas.limitIncreaseRequestResult as JsonSchema,
);
