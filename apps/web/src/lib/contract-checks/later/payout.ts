// The payout steps' answers.
// Checked without zod (../check.ts); the schemas are what zod derives from packages/contracts, kept equal to
// them by ../contract-checks.test.ts. A module per group of steps, so a page loads only its own (issue 11).
import type { PayoutAuthResponse, PayoutInfo, PayoutResponse } from '@shop/contracts/payout';
import { contractCheck, type JsonSchema } from '../check';
import schemas from './payout-schemas.json';

export const payoutAuthResponseCheck = contractCheck<PayoutAuthResponse>(schemas.payoutAuthResponse as JsonSchema);
export const payoutResponseCheck = contractCheck<PayoutResponse>(schemas.payoutResponse as JsonSchema);
export const payoutInfoCheck = contractCheck<PayoutInfo>(schemas.payoutInfo as JsonSchema);
