// Money of the payout views in the player's locale: game-currency amounts (diamonds with their unit
// word) and real-currency equivalents (SPEC §3 money, DESIGN.md "Money is exact and legible").
import type { PayoutInfo } from '@shop/contracts/payout';
import { CURRENCIES, formatMoney, isCurrencyCode } from '@shop/domain/money';
import { useTranslation } from 'react-i18next';

export type PayoutMoney = {
  /** Minor units of the payout (game) currency. */
  amount: (minor: number) => string;
  /** Minor units of the real currency. */
  real: (minor: number) => string;
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
  };
}
