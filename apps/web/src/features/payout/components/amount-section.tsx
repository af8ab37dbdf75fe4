// The amount of the data step (SPEC §2, §5): balance and withdrawable amount, the amount field
// (inputmode decimal, digits and one separator, paste allowed), 'max amount', the real-currency
// equivalent when it differs, and the fee hint with the final amount.
import type { PayoutPaytype } from '@shop/contracts/payout';
import { AmountAction, AmountField as AmountInput } from '@shop/ui/react/amount-field.tsx';
import { useTranslation } from 'react-i18next';
import { useErrorPrefix } from '../../../components/ui/field-error';
import type { AmountField } from '../hooks/use-amount-field';
import type { PayoutMoney } from '../hooks/use-payout-money';
import amountStyles from './amount-section.module.css';
import styles from './payout.module.css';
import { Card, Figures, Notice } from './payout-parts';

export const AMOUNT_FIELD_ID = 'payout-amount';

type AmountSectionProps = {
  amount: AmountField;
  money: PayoutMoney;
  balanceMinor: number;
  withdrawableMinor: number;
  error: string | null;
  onBlur: () => void;
  onChange: () => void;
};

export function AmountSection({
  amount,
  money,
  balanceMinor,
  withdrawableMinor,
  error,
  onBlur,
  onChange,
}: AmountSectionProps) {
  const { t } = useTranslation();
  const errorPrefix = useErrorPrefix();
  return (
    <Card title={t('payout.data.amount.title')}>
      <Figures
        figures={[
          { id: 'balance', label: t('payout.figures.balance'), value: money.amount(balanceMinor) },
          { id: 'withdrawable', label: t('payout.figures.withdrawable'), value: money.amount(withdrawableMinor) },
        ]}
      />
      <AmountInput
        id={AMOUNT_FIELD_ID}
        label={t('payout.data.amount.label')}
        hint={t('payout.data.amount.hint', { max: money.amount(withdrawableMinor) })}
        error={error}
        errorPrefix={errorPrefix}
        value={amount.text}
        placeholder={amount.placeholder}
        onChange={(event) => {
          amount.change(event.target.value);
          onChange();
        }}
        onBlur={onBlur}
        action={
          <AmountAction
            onClick={() => {
              amount.fillMax();
              onChange();
            }}
          >
            {t('payout.data.amount.max')}
          </AmountAction>
        }
      />
      {amount.showsEquivalent ? (
        <p className={styles.muted} data-testid="payout-equivalent">
          {t('payout.data.amount.equivalent', {
            amount: amount.equivalentMinor === null ? '-' : money.real(amount.equivalentMinor),
          })}
        </p>
      ) : null}
    </Card>
  );
}

type FeeHintProps = { paytype: PayoutPaytype; fee: string; finalAmount: string };

export function FeeHint({ paytype, fee, finalAmount }: FeeHintProps) {
  const { t } = useTranslation();
  return (
    <Notice title={t('payout.data.fee.title')}>
      <p>{t(`payout.data.fee.body.${paytype}`, { fee })}</p>
      <p className={amountStyles.final}>{t('payout.data.fee.final', { amount: finalAmount })}</p>
    </Notice>
  );
}
