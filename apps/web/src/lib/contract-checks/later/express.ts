// The express payment settings: review, express and processing.
// Checked without zod (../check.ts); the schemas are what zod derives from packages/contracts, kept equal to
// them by ../contract-checks.test.ts. A module per group of steps, so a page loads only its own (issue 11).
import type { ExpressSettings } from '@shop/contracts/express';
import { contractCheck, type JsonSchema } from '../check';
import schemas from './express-schemas.json';

export const expressSettingsCheck = contractCheck<ExpressSettings>(schemas.expressSettings as JsonSchema);
