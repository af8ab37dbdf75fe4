// GET /deposit/shop (SPEC §3 Shop response, Purchasable, Provider; §7).
import * as z from 'zod/mini';
import { depositLimitSchema } from './deposit-limit.ts';

import { SUPPORTED_PROVIDER_CODES } from './provider-codes.ts';

export { SUPPORTED_PROVIDER_CODES };
export const providerCodeSchema = z.enum(SUPPORTED_PROVIDER_CODES);
export type ProviderCode = z.infer<typeof providerCodeSchema>;

export const inputTypeSchema = z.enum(['BIC', 'CARD_PCI', 'ELV', 'BANKTRANSFER', 'NONE']);
export type InputType = z.infer<typeof inputTypeSchema>;

export const issuerSchema = z.object({ bic: z.string(), name: z.string() });

export const visitSchema = z.object({
  url: z.string(),
  params: z.optional(z.record(z.string(), z.string())),
});
export type Visit = z.infer<typeof visitSchema>;

export const providerSchema = z.object({
  code: providerCodeSchema,
  inputType: inputTypeSchema,
  usable: z.boolean(),
  subscriptionSupported: z.boolean(),
  /** Largest price this provider accepts, in minor units; null = no limit. */
  limit: z.nullable(z.int()),
  issuers: z.optional(z.array(issuerSchema)),
  visit: z.optional(visitSchema),
});
export type Provider = z.infer<typeof providerSchema>;

export const consumableTypeSchema = z.enum(['DEPOSIT', 'BONUS', 'PROVIDER_BONUS']);
export type ConsumableType = z.infer<typeof consumableTypeSchema>;

/** Amounts are integer minor units of the purchasable's currency. */
export const consumableSchema = z.object({
  type: consumableTypeSchema,
  amount: z.int().check(z.nonnegative()),
  /** BONUS only: the price the bonus is tied to. */
  bonusPrice: z.optional(z.int().check(z.nonnegative())),
  /** PROVIDER_BONUS only: the provider codes the bonus applies to. */
  bonus: z.optional(z.object({ allowedPaytypes: z.array(z.string()) })),
});
export type Consumable = z.infer<typeof consumableSchema>;

/** A purchasable as the purchase request sends it (no local id). */
export const purchasableSchema = z.object({
  price: z.int().check(z.positive()),
  currency: z.string(),
  subscription: z.boolean(),
  consumables: z.array(consumableSchema).check(z.minLength(1)),
});
export type Purchasable = z.infer<typeof purchasableSchema>;

/** A purchasable in the shop answer: `id` is its index in its list (normal or subscription) after sorting by price. */
export const shopPurchasableSchema = z.extend(purchasableSchema, { id: z.int().check(z.nonnegative()) });
export type ShopPurchasable = z.infer<typeof shopPurchasableSchema>;

export const bonusAdvertisementSchema = z.object({
  startDate: z.string(),
  endDate: z.string(),
  percentage: z.int().check(z.nonnegative()),
  /** SpecialOffer, AnniversaryOffer, SpringOffer, … or anything else for the default theme. */
  style: z.string(),
  i18nKey: z.string(),
});
export type BonusAdvertisement = z.infer<typeof bonusAdvertisementSchema>;

export const shopResponseSchema = z.object({
  providers: z.array(providerSchema),
  purchasables: z.array(shopPurchasableSchema),
  currency: z.string(),
  /** Price (minor units) of the last package the player bought, or null. */
  lastUsedAmount: z.nullable(z.int()),
  userIdentityVerified: z.boolean(),
  bonusAdvertisement: z.nullable(bonusAdvertisementSchema),
  /**
   * Issue 8 (additive): what the player's deposit limits leave now; packages priced above amountLeft are shown
   * as not available. null or absent = no limit applies.
   */
  depositLimit: z.optional(z.nullable(depositLimitSchema)),
});
export type ShopResponse = z.infer<typeof shopResponseSchema>;

/** 400 body of GET /deposit/shop: a list whose first item is the code. */
export const shopErrorBodySchema = z.array(z.string());
