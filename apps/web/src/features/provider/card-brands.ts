// Card brand names as the schemes write them (not translated).
const BRAND_NAMES: Readonly<Record<string, string>> = {
  visa: 'Visa',
  mastercard: 'Mastercard',
  amex: 'American Express',
  maestro: 'Maestro',
  cartebleue: 'Carte Bleue',
};

/** The brand's name, or null for an unknown brand. */
export function brandNameOf(brand: string): string | null {
  return Object.hasOwn(BRAND_NAMES, brand) ? (BRAND_NAMES[brand] ?? null) : null;
}
