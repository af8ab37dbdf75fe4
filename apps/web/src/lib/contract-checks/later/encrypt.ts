// The card-encryption client's results: the provider screen's card forms.
// Checked without zod (../check.ts); the schemas are what zod derives from packages/contracts, kept equal to
// them by ../contract-checks.test.ts. A module per group of steps, so a page loads only its own (issue 11).
import type {
  CvcTokenizeResult,
  EncryptedTokenizeResult,
  HostedField,
  HostedFieldState,
  HostedTokenizeResult,
} from '@shop/contracts/psp-encrypt';
import { contractCheck, type JsonSchema } from '../check';
import schemas from './encrypt-schemas.json';

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
