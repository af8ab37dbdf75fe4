// The error codes that cross the wire (SPEC §8). Only these; never a stack trace.
import { z } from 'zod';

export const NAMED_ERROR_CODES = [
  'not-authenticated',
  'not-logged-in',
  'forbidden',
  'no-data',
  'no_purchasables',
  '503',
  'unexpected',
  'unsure',
  'provider-not-available',
  'not-allowed',
  'failure',
  'subscription-not-available',
  'subscription-no-details',
  'expressPayment_subscriptions_fail',
  'wrong_input_type',
  'no-shop-authentication',
  'forbidden_payout',
  'identical_to_fraud_blocked_user',
  'duplicate_payment_user',
  'bic_wrong_format',
  'card_has_expired',
  'card_holder_not_set',
  'card_number_invalid',
  'card_number_not_set',
  'cvc_wrong_format',
  'expiry_date_not_set',
  'iban_wrong_format',
  'depositLimitReached',
  'depositLimitReached_New',
  'expSubscribeFailed',
  'psd2_check_refused',
  'tokenExpired',
  'tokenExpiredDepositComplete',
  /** The same package with the same method was paid (or is being paid) moments ago: buy again only if confirmed. */
  'repeat_purchase',
] as const;
export type NamedErrorCode = (typeof NAMED_ERROR_CODES)[number];

/** The refusal of a /gd/rest or /deposit call (SPEC §7, §8): a JSON list whose first item is the code. */
export const errorListSchema = z.array(z.string());

/** A JSON error body: { code, message? }. `code` is one of SPEC §8 (a named code or a number as text). */
export const errorBodySchema = z.object({ code: z.string(), message: z.string().optional() });
export type ErrorBody = z.infer<typeof errorBodySchema>;
