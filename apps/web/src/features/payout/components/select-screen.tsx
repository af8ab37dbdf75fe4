// The select step (SPEC §2 payout screens): bank transfer and PayPal as real radios; an unusable
// method is greyed with the reason (paypalUseFirst: deposit with PayPal first) as its description.
import { hidesFeeHints } from '@shop/domain/money';
import { type FormEvent, useId } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '../../../components/ui/button';
import { PageHeading } from '../../../components/ui/page-heading';
import { usePayoutMoney } from '../hooks/use-payout-money';
import type { PayoutContext, PayoutView } from '../hooks/use-payout-view';
import { useSelectView } from '../hooks/use-select-view';
import type { PayoutOption } from '../payout-model';
import styles from './payout.module.css';
import { PayoutMethodMark } from './payout-method-mark';
import { PayoutSkeleton } from './payout-parts';
import selectStyles from './select-screen.module.css';

export function SelectScreen({ view }: { view: PayoutView }) {
  const { t } = useTranslation();
  if (view.status === 'loading') return <PayoutSkeleton title={t('payout.select.title')} />;
  return <SelectForm context={view} />;
}

function useReasonText() {
  const { t } = useTranslation();
  return (reason: string) =>
    reason === 'paypalUseFirst' ? t('payout.select.unavailable.paypalUseFirst') : t('payout.select.unavailable.other');
}

function MethodTile({
  option,
  name,
  checked,
  fee,
  onChoose,
}: {
  option: PayoutOption;
  name: string;
  checked: boolean;
  /** Null where SPEC §6 hides fee hints (virtual currency, GUSD, CAD). */
  fee: string | null;
  onChoose: () => void;
}) {
  const { t } = useTranslation();
  const id = useId();
  const reasonText = useReasonText();
  const reason = option.usable ? null : reasonText(option.reason ?? '');
  return (
    <label
      className={selectStyles.tile}
      data-selected={checked}
      data-unusable={!option.usable}
      title={reason ?? undefined}
    >
      <input
        className={selectStyles.radio}
        type="radio"
        name={name}
        value={option.paytype}
        checked={checked}
        disabled={!option.usable}
        onChange={onChoose}
        aria-labelledby={`${id}-name`}
        aria-describedby={`${id}-detail`}
      />
      <PayoutMethodMark paytype={option.paytype} />
      <span className={selectStyles.tileText}>
        <span id={`${id}-name`} className={selectStyles.name}>
          {t(`payout.methods.${option.paytype}`)}
        </span>
        <span id={`${id}-detail`} className={selectStyles.detail}>
          {reason ?? (fee === null ? null : t('payout.select.fee', { fee }))}
        </span>
      </span>
    </label>
  );
}

function SelectForm({ context }: { context: PayoutContext }) {
  const { t } = useTranslation();
  const select = useSelectView(context);
  const money = usePayoutMoney(context.info, context.locale);
  const name = useId();
  const reasonId = useId();
  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    select.submit();
  };
  const noneUsable = select.selected === null;
  const showsFee = !hidesFeeHints({ currency: context.info.currency, currencyType: context.user.gdCurrencyType });
  return (
    <form className={styles.screen} onSubmit={onSubmit} noValidate>
      <PageHeading>{t('payout.select.title')}</PageHeading>
      <fieldset className={selectStyles.fieldset}>
        <legend className={selectStyles.legend}>{t('payout.select.legend')}</legend>
        {select.options.map((option) => (
          <MethodTile
            key={option.paytype}
            option={option}
            name={name}
            checked={option.paytype === select.selected}
            fee={showsFee ? money.amount(option.feeMinor) : null}
            onChoose={() => select.choose(option)}
          />
        ))}
      </fieldset>
      <div className={styles.continueBar}>
        <Button type="submit" fullWidth disabled={noneUsable} aria-describedby={noneUsable ? reasonId : undefined}>
          {t('payout.continue')}
        </Button>
        <p id={reasonId} className={styles.reason}>
          {noneUsable ? t('payout.select.noneUsable') : null}
        </p>
      </div>
    </form>
  );
}
