// The saver package (SPEC §3 Subscription, §4 Saver package lifecycle, §7 subscription calls).
import * as z from 'zod/mini';
import { providerCodeSchema } from './shop.ts';

/**
 * PENDING: signed up, waiting for the player to confirm the confirmation e-mail (no booking yet besides
 * the sign-up deposit). ACTIVE: booked monthly. CANCELED: cancellation received, booked until endDate.
 * FAILED: ended by a declined renewal, a returned debit or a revoked mandate. SPEC §3: ACTIVE, CANCELED
 * and FAILED all count as having one; so does PENDING here (it blocks a second sign-up too).
 */
export const subscriptionStateSchema = z.enum(['PENDING', 'ACTIVE', 'CANCELED', 'FAILED']);
export type SubscriptionState = z.infer<typeof subscriptionStateSchema>;

/** Dates are calendar dates `YYYY-MM-DD` (UTC); amounts integer minor units. */
const dateSchema = z.string().check(z.regex(/^\d{4}-\d{2}-\d{2}$/));

/** GET /deposit/subscription and the answer of the sign-up call (SPEC §3 Subscription). */
export const subscriptionDetailsSchema = z.object({
  state: subscriptionStateSchema,
  startDate: dateSchema,
  /** The last day of the package once it is cancelled or failed, else null. */
  endDate: z.nullable(dateSchema),
  /** The next monthly booking, or null when none will follow. */
  nextBookingDate: z.nullable(dateSchema),
  /** Bookings still certain to come: those left of the minimum term, or until endDate. */
  outstandingBookingsCount: z.int().check(z.nonnegative()),
  /** Monthly deposit (the package price), minor units of `currency`. */
  amount: z.int().check(z.positive()),
  /** Monthly bonus, minor units of `currency`. */
  bonusAmount: z.int().check(z.nonnegative()),
  paytype: providerCodeSchema,
  /** The paying currency (EUR, GBP, …). */
  currency: z.string(),
  /** The last day of the minimum term of 3 months. */
  minimumTermEndDate: dateSchema,
  /** The day a cancellation received today would take effect (the package's last day). */
  cancellationEffectiveDate: z.nullable(dateSchema),
});
export type SubscriptionDetails = z.infer<typeof subscriptionDetailsSchema>;

/**
 * Refusals of the sign-up call (400/409, a JSON list whose first item is the code):
 * - subscription-already-active: a package is PENDING, ACTIVE or CANCELED (second item: its startDate);
 * - subscription-signup-in-progress: a sign-up payment is still open at the provider (e.g. a PayPal approval);
 * - subscription-purchase-invalid: the transaction id is not this player's successful saver-package purchase;
 * - subscription-package-mismatch: the body is not the package that purchase paid;
 * - subscription-signup-blocked: blocked from signing up again (a revoked mandate's bonus already used);
 * - subscription-deposits-blocked: a returned debit is still unpaid;
 * - subscription-not-allowed: practice or virtual-currency player.
 */
export const SUBSCRIPTION_ERROR_CODES = [
  'subscription-already-active',
  'subscription-signup-in-progress',
  'subscription-purchase-invalid',
  'subscription-package-mismatch',
  'subscription-signup-blocked',
  'subscription-deposits-blocked',
  'subscription-not-allowed',
  'subscription-not-available',
] as const;
export type SubscriptionErrorCode = (typeof SUBSCRIPTION_ERROR_CODES)[number];

export const subscriptionErrorBodySchema = z.array(z.string()).check(z.minLength(1));
