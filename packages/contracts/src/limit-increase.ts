// Limit increase for direct debit (SPEC §4 Limit increase request, §7): a pending check, a request by
// e-mail and the blank form as a PDF.
import * as z from 'zod/mini';

/** POST /deposit/shop/limitIncrease/{paytype} → 200: where the form was mailed. */
export const limitIncreaseRequestResultSchema = z.object({ recipient: z.string().check(z.minLength(1)) });
export type LimitIncreaseRequestResult = z.infer<typeof limitIncreaseRequestResultSchema>;

export { LIMIT_INCREASE_PROVIDER_CODES, limitIncreasePaths } from './limit-increase-paths';
