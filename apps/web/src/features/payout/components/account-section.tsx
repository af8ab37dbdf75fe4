// Where the payout goes (SPEC §2, §5): bank transfer shows the saved details and opens the bank
// form; PayPal shows one known account as text, several as a select, none as an e-mail field.
import { maskIban, maskUsAccountNumber } from '@shop/domain/bank-format';
import { useTranslation } from 'react-i18next';
import { Button } from '../../../components/ui/button';
import { FieldError } from '../../../components/ui/field-error';
import { SelectField } from '../../../components/ui/select-field';
import { TextField } from '../../../components/ui/text-field';
import type { PayoutBankDraft } from '../../../lib/payout-draft';
import type { PaypalAccount } from '../hooks/use-paypal-account';
import styles from './payout.module.css';
import { Card, Figures } from './payout-parts';

export const ACCOUNT_FIELD_IDS = {
  bank: 'payout-bank-open',
  paypalSelect: 'payout-paypal-account',
  paypalEmail: 'payout-paypal-email',
} as const;

export function BankAccountSection({
  bank,
  error,
  onOpen,
}: {
  bank: PayoutBankDraft | null;
  error: string | null;
  onOpen: () => void;
}) {
  const { t } = useTranslation();
  const errorId = `${ACCOUNT_FIELD_IDS.bank}-error`;
  return (
    <Card title={t('payout.bank.title')}>
      {bank === null ? (
        <p className={styles.muted}>{t('payout.bank.none')}</p>
      ) : (
        <Figures
          figures={[
            { id: 'holder', label: t('payout.bank.holder'), value: bank.holder, text: true },
            ...('routingNumber' in bank
              ? [
                  { id: 'routingNumber', label: t('payout.bank.routingNumber'), value: bank.routingNumber },
                  {
                    id: 'accountNumber',
                    label: t('payout.bank.accountNumber'),
                    value: maskUsAccountNumber(bank.accountNumber),
                  },
                ]
              : [
                  { id: 'iban', label: t('payout.bank.iban'), value: maskIban(bank.iban) },
                  ...(bank.bic === '' ? [] : [{ id: 'bic', label: t('payout.bank.bic'), value: bank.bic }]),
                ]),
          ]}
        />
      )}
      <Button
        id={ACCOUNT_FIELD_IDS.bank}
        variant="secondary"
        onClick={onOpen}
        aria-haspopup="dialog"
        aria-describedby={error ? errorId : undefined}
      >
        {bank === null ? t('payout.bank.enter') : t('payout.bank.change')}
      </Button>
      {error ? <FieldError id={errorId}>{error}</FieldError> : null}
    </Card>
  );
}

type PaypalSectionProps = {
  paypal: PaypalAccount;
  error: string | null;
  onBlur: () => void;
  onChange: () => void;
};

export function PaypalAccountSection({ paypal, error, onBlur, onChange }: PaypalSectionProps) {
  const { t } = useTranslation();
  const change = (value: string) => {
    paypal.setValue(value);
    onChange();
  };
  return (
    <Card title={t('payout.paypal.title')}>
      {paypal.mode === 'single' ? <p>{t('payout.paypal.single', { account: paypal.accountNames[0] ?? '' })}</p> : null}
      {paypal.mode === 'select' ? (
        <SelectField
          id={ACCOUNT_FIELD_IDS.paypalSelect}
          label={t('payout.paypal.selectLabel')}
          placeholder={t('payout.paypal.selectPlaceholder')}
          options={paypal.accountNames.map((name) => ({ value: name, label: name }))}
          value={paypal.value}
          onChange={(event) => change(event.target.value)}
          onBlur={onBlur}
          error={error}
        />
      ) : null}
      {paypal.mode === 'email' ? (
        <TextField
          id={ACCOUNT_FIELD_IDS.paypalEmail}
          type="email"
          inputMode="email"
          autoComplete="email"
          spellCheck={false}
          label={t('payout.paypal.emailLabel')}
          hint={t('payout.paypal.emailHint')}
          value={paypal.value}
          onChange={(event) => change(event.target.value)}
          onBlur={onBlur}
          error={error}
        />
      ) : (
        <p className={styles.muted}>{t('payout.paypal.knownHint')}</p>
      )}
    </Card>
  );
}
