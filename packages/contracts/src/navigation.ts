// GET /gd/rest/paymentNavigationTarget (SPEC §6 Access, §7).
import * as z from 'zod/mini';

export const navigationTargetSchema = z.enum(['SHOP_WEB', 'EXPRESS_PAYMENT', 'ACCESS_DENIED']);
export type NavigationTarget = z.infer<typeof navigationTargetSchema>;

export const paymentNavigationTargetSchema = z.object({
  target: navigationTargetSchema,
  url: z.nullable(z.string()),
  /** For ACCESS_DENIED, e.g. EMAIL_NOT_VALIDATED or USER_BLOCKED. */
  reason: z.nullable(z.string()),
});
export type PaymentNavigationTarget = z.infer<typeof paymentNavigationTargetSchema>;
