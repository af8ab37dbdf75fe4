// The provider codes the shop supports (SPEC §3), without zod: the web app's first screen needs the list, not the
// schema (issue 11: zod stays off the first screen). shop.ts builds its schema from this list.

/** The provider codes the shop supports (SPEC §3); any other code is dropped. */
export const SUPPORTED_PROVIDER_CODES = [
  'gdDummyPay',
  'adyen-cartebleue',
  'adyen-cc',
  'adyen-debitcards-uk',
  'adyen-elv',
  'adyen-ideal',
  'micropayment-elv',
  'micropayment-ib',
  'micropayment-cc',
  'moneybookers',
  'moneybookers-ib',
  'paypal',
  'paypal-cc',
  'paysafecard',
  'banktransfer',
  'checkout-cc',
  'checkout-debit',
  'checkout-ideal',
  'checkout-elv',
] as const;
