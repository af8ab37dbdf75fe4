// Amounts as the sandbox shows them: integer minor units rendered in their currency.
export interface Money {
  value: number;
  currency: string;
}

export function formatMoney(amount: Money, locale = 'en-GB'): string {
  const format = new Intl.NumberFormat(locale, { style: 'currency', currency: amount.currency });
  const digits = format.resolvedOptions().maximumFractionDigits ?? 2;
  return format.format(amount.value / 10 ** digits);
}

/** The last two digits of the minor units: the amount-based magic values look at them. */
export function minorUnitEnding(amount: Money): number {
  return amount.value % 100;
}
