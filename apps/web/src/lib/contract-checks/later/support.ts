// The messages of the support form's frame (SPEC §7): loaded with the support dialog, when a player opens it.
// Checked without zod (../check.ts); the schemas are what zod derives from packages/contracts, kept equal to
// them by ../contract-checks.test.ts.
import type { SupportFrameMessage } from '@shop/contracts/support';
import { contractCheck, type JsonSchema } from '../check';
import schemas from './support-schemas.json';

export const supportFrameMessageCheck = contractCheck<SupportFrameMessage>(schemas.supportFrameMessage as JsonSchema);
