// Express payment (SPEC §3 Express payment paytype, §4 Status checking SUCCESS, §7 express calls): a saved
// favourite method the player pays with in one tap, without entering any details.
import * as z from 'zod/mini';
import { providerCodeSchema } from './shop.ts';

/**
 * One express-capable method of the player (SPEC §3): card providers, direct debit and PayPal.
 * `subscribed`: the player's favourite (at most one). `available`: a stored method can be charged now
 * (a saved, unexpired card; an account with a valid mandate; a PayPal billing agreement) and the
 * provider is usable for the player.
 */
export const expressPaytypeSchema = z.object({
  paytypeCode: providerCodeSchema,
  subscribed: z.boolean(),
  available: z.boolean(),
});
export type ExpressPaytype = z.infer<typeof expressPaytypeSchema>;

/** GET /deposit/shop/express/settings; also the answer of POST /deposit/shop/express/subscription. */
export const expressSettingsSchema = z.array(expressPaytypeSchema);
export type ExpressSettings = z.infer<typeof expressSettingsSchema>;

/** POST /deposit/shop/express/subscription: makes `paytype` the favourite (SPEC §7; the web skips PayPal). */
export const expressSubscriptionRequestSchema = z.object({ paytype: providerCodeSchema });
export type ExpressSubscriptionRequest = z.infer<typeof expressSubscriptionRequestSchema>;

/**
 * Refusals of POST /deposit/shop/express/subscription (a JSON list, first item the code):
 * - express-not-supported (400): the method has no express payment (e.g. iDEAL, bank transfer);
 * - express-not-available (409): nothing stored to charge yet (no saved card, no valid mandate, no PayPal
 *   agreement), or the method is not usable for the player;
 * - express-not-allowed (403): practice players (express is for money players).
 */
export const EXPRESS_ERROR_CODES = ['express-not-supported', 'express-not-available', 'express-not-allowed'] as const;
export type ExpressErrorCode = (typeof EXPRESS_ERROR_CODES)[number];

/**
 * SPEC §8 code 50 ("extra information needed, use the regular deposit page"): the answer of an express
 * purchase (purchase request with `express: true`) the favourite cannot pay any more.
 */
export const EXPRESS_PURCHASE_REFUSED_CODE = '50';

/** The query value of GET /gd/rest/paymentNavigationTarget?entry= for the platform's quick deposit. */
export const EXPRESS_ENTRY = 'express';
