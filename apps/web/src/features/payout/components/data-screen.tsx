// The data step (SPEC §2 payout screens): amount, fee hint, account (bank form or PayPal) and the
// password; continue checks them and goes to the summary.
import { hidesFeeHints } from '@shop/domain/money';
import { payoutBankRegionOf } from '@shop/domain/payout';
import { type FormEvent, useId } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation } from 'react-router';
import { Button } from '../../../components/ui/button';
import { ErrorSummary } from '../../../components/ui/error-summary';
import { PageHeading } from '../../../components/ui/page-heading';
import { useBlurAfterClick } from '../../../hooks/use-blur-after-click';
import { isRecord } from '../../../lib/is-record';
import { useBankForm } from '../hooks/use-bank-form';
import { useDataMessages } from '../hooks/use-data-messages';
import { DATA_FIELDS, type DataField, usePayoutData } from '../hooks/use-payout-data';
import { usePayoutMoney } from '../hooks/use-payout-money';
import type { PayoutContext, PayoutView } from '../hooks/use-payout-view';
import { type PayoutOption, payoutMinimumOf, usableOption } from '../payout-model';
import { ACCOUNT_FIELD_IDS, BankAccountSection, PaypalAccountSection } from './account-section';
import { AMOUNT_FIELD_ID, AmountSection, FeeHint } from './amount-section';
import { BankDetailsModal } from './bank-details-modal';
import { PASSWORD_FIELD_ID, PasswordSection } from './password-section';
import styles from './payout.module.css';
import { PayoutSkeleton } from './payout-parts';

export function DataScreen({ view }: { view: PayoutView }) {
  const { t } = useTranslation();
  const option = view.status === 'ready' ? usableOption(view.info, view.draft.paytype) : undefined;
  if (view.status === 'loading' || option === undefined) return <PayoutSkeleton title={t('payout.data.title')} />;
  return <DataForm context={view} option={option} />;
}

function fieldIdOf(field: DataField, option: PayoutOption): string {
  if (field === 'amount') return AMOUNT_FIELD_ID;
  if (field === 'password') return PASSWORD_FIELD_ID;
  if (option.paytype === 'banktransfer') return ACCOUNT_FIELD_IDS.bank;
  return option.accountNames.length > 1 ? ACCOUNT_FIELD_IDS.paypalSelect : ACCOUNT_FIELD_IDS.paypalEmail;
}

function useAskAgain(): boolean {
  const { state } = useLocation();
  return isRecord(state) && state.passwordAgain === true;
}

function DataForm({ context, option }: { context: PayoutContext; option: PayoutOption }) {
  const { t } = useTranslation();
  const data = usePayoutData(context, option);
  const bankForm = useBankForm(context.draft.bank, payoutBankRegionOf(context.user.userCountry));
  const money = usePayoutMoney(context.info, context.locale);
  const message = useDataMessages(money, option.feeMinor, context.info.withdrawable, payoutMinimumOf(context.info));
  // SPEC §6: no fee hints for virtual currency, GUSD and CAD.
  const showsFee = !hidesFeeHints({ currency: context.info.currency, currencyType: context.user.gdCurrencyType });
  const askAgain = useAskAgain();
  const statusId = useId();
  const afterClick = useBlurAfterClick();
  const errorText = (field: DataField) => {
    const error = data.errorOf(field);
    return error === null ? null : message(field, error);
  };
  const summary = DATA_FIELDS.flatMap((field) => {
    const text = errorText(field);
    return text === null ? [] : [{ fieldId: fieldIdOf(field, option), message: text }];
  });

  const onSubmit = async (event: FormEvent) => {
    event.preventDefault();
    // A failed check raises data.attempt: the error summary (one error too) takes focus.
    await data.submit();
  };

  return (
    <>
      <form className={styles.screen} onSubmit={onSubmit} noValidate>
        <PageHeading>{t('payout.data.title')}</PageHeading>
        <ErrorSummary errors={summary} attempt={data.attempt} />
        <AmountSection
          amount={data.amount}
          money={money}
          balanceMinor={context.info.balance}
          withdrawableMinor={context.info.withdrawable}
          error={errorText('amount')}
          onBlur={() => afterClick(() => data.blurred('amount'))}
          onChange={() => data.changed('amount')}
        />
        {showsFee ? (
          <FeeHint
            paytype={option.paytype}
            fee={money.amount(option.feeMinor)}
            finalAmount={data.amount.finalMinor === null ? '-' : money.amount(data.amount.finalMinor)}
          />
        ) : null}
        {option.paytype === 'banktransfer' ? (
          <BankAccountSection bank={data.bank} error={errorText('account')} onOpen={bankForm.openForm} />
        ) : (
          <PaypalAccountSection
            paypal={data.paypal}
            error={errorText('account')}
            onBlur={() => afterClick(() => data.blurred('account'))}
            onChange={() => data.changed('account')}
          />
        )}
        <PasswordSection
          userName={context.user.userName}
          password={data.password}
          error={errorText('password')}
          askAgain={askAgain}
          onChange={data.setPassword}
          onBlur={() => afterClick(() => data.blurred('password'))}
        />
        <div className={styles.continueBar}>
          <Button
            type="submit"
            fullWidth
            disabled={data.checking}
            aria-busy={data.checking}
            aria-describedby={statusId}
          >
            {data.checking ? <span className={styles.spinner} aria-hidden="true" /> : null}
            {t('payout.continue')}
          </Button>
          <p id={statusId} className={styles.reason} role="status">
            {data.checking ? t('payout.data.checking') : null}
          </p>
        </div>
      </form>
      {/* Outside the form: the bank form is a form of its own. */}
      <BankDetailsModal form={bankForm} />
    </>
  );
}
