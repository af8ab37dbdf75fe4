// How each supported provider is presented (DESIGN.md provider list): its group and its mark.
import type { ProviderCode } from '@shop/contracts/shop';

export const PROVIDER_GROUPS = ['cards', 'bank', 'wallets', 'vouchers'] as const;
export type ProviderGroup = (typeof PROVIDER_GROUPS)[number];

export type ProviderMarkKind =
  | 'card'
  | 'cartebleue'
  | 'debit'
  | 'sepa'
  | 'ideal'
  | 'online-banking'
  | 'transfer'
  | 'paypal'
  | 'skrill'
  | 'paysafecard'
  | 'test';

// biome-ignore format: one provider per line reads as a table
export const PROVIDER_CATALOGUE: Readonly<Record<ProviderCode, { group: ProviderGroup; mark: ProviderMarkKind }>> = {
  'adyen-cc': { group: 'cards', mark: 'card' },
  'checkout-cc': { group: 'cards', mark: 'card' },
  'micropayment-cc': { group: 'cards', mark: 'card' },
  'paypal-cc': { group: 'cards', mark: 'card' },
  'checkout-debit': { group: 'cards', mark: 'debit' },
  'adyen-debitcards-uk': { group: 'cards', mark: 'debit' },
  'adyen-cartebleue': { group: 'cards', mark: 'cartebleue' },
  'adyen-elv': { group: 'bank', mark: 'sepa' },
  'micropayment-elv': { group: 'bank', mark: 'sepa' },
  'checkout-elv': { group: 'bank', mark: 'sepa' },
  'adyen-ideal': { group: 'bank', mark: 'ideal' },
  'checkout-ideal': { group: 'bank', mark: 'ideal' },
  'micropayment-ib': { group: 'bank', mark: 'online-banking' },
  'moneybookers-ib': { group: 'bank', mark: 'online-banking' },
  banktransfer: { group: 'bank', mark: 'transfer' },
  paypal: { group: 'wallets', mark: 'paypal' },
  moneybookers: { group: 'wallets', mark: 'skrill' },
  gdDummyPay: { group: 'wallets', mark: 'test' },
  paysafecard: { group: 'vouchers', mark: 'paysafecard' },
};
