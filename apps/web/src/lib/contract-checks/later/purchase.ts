// A purchase and the shop visit it belongs to: review, processing, end, express and error pages.
// Checked without zod (../check.ts); the schemas are what zod derives from packages/contracts, kept equal to
// them by ../contract-checks.test.ts. A module per group of steps, so a page loads only its own (issue 11).
import type { PurchaseResult } from '@shop/contracts/purchase';
import type { Visit } from '@shop/contracts/shop';
import { contractCheck, type JsonSchema } from '../check';
import schemas from './purchase-schemas.json';

export const purchaseResultCheck = contractCheck<PurchaseResult>(schemas.purchaseResult as JsonSchema);
export const visitCheck = contractCheck<Visit>(schemas.visit as JsonSchema);
