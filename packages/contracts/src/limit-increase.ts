// Limit increase for direct debit (SPEC §4 Limit increase request, §7): a pending check, a request by
// e-mail and the blank form as a PDF.
import * as z from 'zod/mini';

/** POST /deposit/shop/limitIncrease/{paytype} → 200: where the form was mailed. */
export const limitIncreaseRequestResultSchema = z.object({ recipient: z.string().check(z.minLength(1)) });
export type LimitIncreaseRequestResult = z.infer<typeof limitIncreaseRequestResultSchema>;

/** The providers whose limit can be raised with a signed form (SPEC §8: the direct-debit new-request text). */
export const LIMIT_INCREASE_PROVIDER_CODES = ['micropayment-elv', 'checkout-elv'] as const;

export const limitIncreasePaths = {
  /** HEAD, bearer token: 2xx means a form the player sent is waiting for approval. */
  pendingApproval: (paytype: string) => `/deposit/shop/limitIncrease/${encodeURIComponent(paytype)}/pendingApproval`,
  /** POST, bearer token, no body: mails the form to the player. */
  request: (paytype: string) => `/deposit/shop/limitIncrease/${encodeURIComponent(paytype)}`,
  /** GET, no token (a plain link): the blank form as application/pdf. */
  formPdf: (paytype: string) => `/deposit/shop/limitIncrease/${encodeURIComponent(paytype)}/form.pdf`,
} as const;
