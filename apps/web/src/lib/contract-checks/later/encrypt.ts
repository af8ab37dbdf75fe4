// The card-encryption client's results: the provider screen's card forms.
// Checked without zod (../check.ts); the schemas are what zod derives from packages/contracts, kept equal to
// them by ../contract-checks.test.ts. A module per group of steps, so a page loads only its own (issue 11).
import type * as PspEncrypt from '@shop/contracts/psp-encrypt';
import { contractCheck, type JsonSchema } from '../check';
import schemas from './encrypt-schemas.json';

export const encryptedTokenizeResultCheck = contractCheck<PspEncrypt.EncryptedTokenizeResult>(
  schemas.encryptedTokenizeResult as JsonSchema,
);
export const hostedTokenizeResultCheck = contractCheck<PspEncrypt.HostedTokenizeResult>(
  schemas.hostedTokenizeResult as JsonSchema,
);
export const cvcTokenizeResultCheck = contractCheck<PspEncrypt.CvcTokenizeResult>(
  schemas.cvcTokenizeResult as JsonSchema,
);
export const tokenizeErrorCheck = contractCheck<{ code: string }>(schemas.tokenizeError as JsonSchema);
export const hostedFieldStateCheck = contractCheck<PspEncrypt.HostedFieldState>(schemas.hostedFieldState as JsonSchema);
export const hostedFieldCheck = contractCheck<PspEncrypt.HostedField>(schemas.hostedField as JsonSchema);
