// The saver package's details: the subscription and processing steps.
// Checked without zod (../check.ts); the schemas are what zod derives from packages/contracts, kept equal to
// them by ../contract-checks.test.ts. A module per group of steps, so a page loads only its own (issue 11).
import type { SubscriptionDetails } from '@shop/contracts/subscription';
import { contractCheck, type JsonSchema } from '../check';
import schemas from './subscription-schemas.json';

export const subscriptionDetailsCheck = contractCheck<SubscriptionDetails>(schemas.subscriptionDetails as JsonSchema);
