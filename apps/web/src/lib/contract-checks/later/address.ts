// The player's address: the personal data step and the review.
// Checked without zod (../check.ts); the schemas are what zod derives from packages/contracts, kept equal to
// them by ../contract-checks.test.ts. A module per group of steps, so a page loads only its own (issue 11).
import type { AddressRead } from '@shop/contracts/user';
import { contractCheck, type JsonSchema } from '../check';
import schemas from './address-schemas.json';

export const addressReadCheck = contractCheck<AddressRead>(schemas.addressRead as JsonSchema);
export const addressWriteForbiddenCheck = contractCheck<string[]>(schemas.addressWriteForbidden as JsonSchema);
export const addressWriteRedirectCheck = contractCheck<{ redirect: string }>(
  schemas.addressWriteRedirect as JsonSchema,
);
