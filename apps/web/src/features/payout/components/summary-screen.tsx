// The summary step (SPEC §2 payout screens): amounts table (amount, fee, final amount, equivalent),
// the account with a change link, the errors of a refused request, back and the payout button.
import type { PayoutAccount } from '@shop/contracts/payout';
import { maskIban, maskUsAccountNumber } from '@shop/domain/bank-format';
import { type FormEvent, useId } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { Button, ButtonLink } from '../../../components/ui/button';
import { PageHeading } from '../../../components/ui/page-heading';
import { usePayoutMoney } from '../hooks/use-payout-money';
import { usePayoutSummary } from '../hooks/use-payout-summary';
import type { PayoutContext, PayoutView } from '../hooks/use-payout-view';
import { type PayoutOption, usableOption } from '../payout-model';
import styles from './payout.module.css';
import { Card, type Figure, Figures, PayoutSkeleton } from './payout-parts';
import { SummaryErrors } from './summary-errors';
import summaryStyles from './summary-screen.module.css';

export function SummaryScreen({ view }: { view: PayoutView }) {
  const { t } = useTranslation();
  const option = view.status === 'ready' ? usableOption(view.info, view.draft.paytype) : undefined;
  if (view.status === 'loading' || option === undefined) return <PayoutSkeleton title={t('payout.summary.title')} />;
  return <SummaryForm context={view} option={option} />;
}

function useAccountFigures(account: PayoutAccount | null): Figure[] {
  const { t } = useTranslation();
  if (account === null) return [];
  if (account.accountName !== undefined) {
    return [{ id: 'paypal', label: t('payout.paypal.selectLabel'), value: account.accountName, text: true }];
  }
  return [
    { id: 'holder', label: t('payout.bank.holder'), value: account.holder ?? '', text: true },
    ...(account.routingNumber === undefined
      ? []
      : [
          { id: 'routingNumber', label: t('payout.bank.routingNumber'), value: account.routingNumber },
          {
            id: 'accountNumber',
            label: t('payout.bank.accountNumber'),
            value: maskUsAccountNumber(account.accountNumber ?? ''),
          },
        ]),
    ...(account.iban === undefined
      ? []
      : [{ id: 'iban', label: t('payout.bank.iban'), value: maskIban(account.iban) }]),
    ...(account.bic === undefined ? [] : [{ id: 'bic', label: t('payout.bank.bic'), value: account.bic }]),
  ];
}

function SummaryForm({ context, option }: { context: PayoutContext; option: PayoutOption }) {
  const { t } = useTranslation();
  const summary = usePayoutSummary(context, option);
  const money = usePayoutMoney(context.info, context.locale);
  const accountFigures = useAccountFigures(summary.account);
  const statusId = useId();
  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    void summary.submit();
  };
  const rows = [
    { id: 'amount', label: t('payout.summary.amount'), value: money.amount(summary.amountMinor) },
    { id: 'fee', label: t('payout.summary.fee'), value: money.amount(summary.feeMinor) },
    { id: 'final', label: t('payout.summary.final'), value: money.amount(summary.finalMinor) },
    ...(summary.equivalentMinor === null
      ? []
      : [
          {
            id: 'equivalent',
            label: t('payout.summary.equivalent', { currency: context.info.currencyReal }),
            value: money.real(summary.equivalentMinor),
          },
        ]),
  ];

  return (
    <form className={styles.screen} onSubmit={onSubmit} noValidate>
      <PageHeading>{t('payout.summary.title')}</PageHeading>
      <SummaryErrors outcome={summary.outcome} />
      <Card title={t('payout.summary.amountsTitle')}>
        <table className={summaryStyles.amountTable}>
          <tbody>
            {rows.map((row) => (
              <tr key={row.id} data-row={row.id}>
                <th scope="row">{row.label}</th>
                <td>{row.value}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </Card>
      <Card
        title={t('payout.summary.accountTitle')}
        action={
          <Link className={styles.change} to="/payout/data" aria-label={t('payout.summary.changeLabel')}>
            {t('payout.summary.change')}
          </Link>
        }
      >
        <p className={summaryStyles.method}>{t(`payout.methods.${option.paytype}`)}</p>
        <Figures figures={accountFigures} />
      </Card>
      <div className={styles.continueBar}>
        <Button
          type="submit"
          fullWidth
          disabled={summary.busy || summary.blocked}
          aria-busy={summary.busy}
          aria-describedby={statusId}
        >
          {summary.spinner ? <span className={styles.spinner} aria-hidden="true" /> : null}
          {t('payout.summary.submit')}
        </Button>
        <ButtonLink to="/payout/data" variant="secondary" fullWidth>
          {t('payout.summary.back')}
        </ButtonLink>
        <p id={statusId} className={styles.reason} role="status">
          {summary.busy ? t('payout.summary.submitting') : null}
          {summary.blocked ? t('payout.summary.blockedHint') : null}
        </p>
      </div>
    </form>
  );
}
