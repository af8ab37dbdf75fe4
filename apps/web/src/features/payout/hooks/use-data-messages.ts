// The texts of the data step's errors (SPEC §5, §8 local payout errors), with the fee or the
// withdrawable amount where the message names it.
import { useTranslation } from 'react-i18next';
import type { DataError, DataField } from './use-payout-data';
import type { PayoutMoney } from './use-payout-money';

export function useDataMessages(money: PayoutMoney, feeMinor: number, withdrawableMinor: number, minimumMinor = 0) {
  const { t } = useTranslation();
  return (field: DataField, error: DataError): string => {
    switch (error) {
      case 'amountInvalid':
        return t('payout.data.amount.errors.amountInvalid');
      case 'amountFormat':
        return t('payout.data.amount.errors.amountFormat', { example: money.amountExample });
      case 'amountToLow':
        return t('payout.data.amount.errors.amountToLow', { fee: money.amount(feeMinor) });
      case 'amountBelowForced':
        return t('payout.data.amount.errors.amountBelowForced', { min: money.amount(minimumMinor) });
      case 'amountToHigh':
        return t('payout.data.amount.errors.amountToHigh', { max: money.amount(withdrawableMinor) });
      case 'choose':
        return t('payout.paypal.errors.choose');
      case 'empty':
        return field === 'password' ? t('payout.password.errors.empty') : t('payout.paypal.errors.empty');
      case 'invalid':
        return t('payout.paypal.errors.invalid');
      case 'bankMissing':
        return t('payout.bank.errors.missing');
      case 'formatHolder':
      case 'formatIBAN':
      case 'formatBIC':
      case 'requiredBIC':
      case 'formatRoutingNumber':
      case 'formatAccountNumber':
        return t(`payout.bank.errors.${error}`);
      case 'wrong':
        return t('payout.password.errors.wrong');
      case 'tooManyAttempts':
        return t('payout.password.errors.tooManyAttempts');
    }
  };
}
