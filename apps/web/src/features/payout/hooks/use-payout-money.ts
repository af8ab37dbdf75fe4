// Money of the payout views in the player's locale: game-currency amounts (diamonds with their unit
// word) and real-currency equivalents (SPEC §3 money, DESIGN.md "Money is exact and legible").
import type { PayoutInfo } from '@shop/contracts/payout';
import { CURRENCIES, currencyFactor, formatMoney, fractionDigitsOf, isCurrencyCode } from '@shop/domain/money';
import { useTranslation } from 'react-i18next';

export type PayoutMoney = {
  /** Minor units of the payout (game) currency. */
  amount: (minor: number) => string;
  /** Minor units of the real currency. */
  real: (minor: number) => string;
  /** A sample amount in the player's number format ('1.234,56' in de), for the format error. */
  amountExample: string;
};

export function usePayoutMoney(info: PayoutInfo, locale: string): PayoutMoney {
  const { t } = useTranslation();
  const virtual = isCurrencyCode(info.currency) && CURRENCIES[info.currency].virtual;
  return {
    amount: (minor) => {
      const formatted = formatMoney(minor, info.currency, locale);
      return virtual ? t('amount.virtualUnits.diamonds', { amount: formatted }) : formatted;
    },
    real: (minor) => formatMoney(minor, info.currencyReal, locale),
    amountExample: amountExampleFor(info.currency, locale),
  };
}

function amountExampleFor(currency: string, locale: string): string {
  const digits = fractionDigitsOf(currencyFactor(currency)) ?? 2;
  const options = { minimumFractionDigits: digits, maximumFractionDigits: digits };
  try {
    return new Intl.NumberFormat(locale, options).format(digits === 0 ? 1234 : 1234.56);
  } catch {
    return new Intl.NumberFormat('en-US', options).format(digits === 0 ? 1234 : 1234.56);
  }
}
