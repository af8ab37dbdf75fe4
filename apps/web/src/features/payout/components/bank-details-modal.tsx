// The bank form of a bank-transfer payout (SPEC §5): holder, IBAN in groups of four, BIC — or, for a US
// player (SPEC §9 region US), routing and account number — in a modal that traps focus and closes on
// Escape, the close icon or a background click.
import { BankNumberField, HolderField } from '@shop/ui/react/bank-fields.tsx';
import type { FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '../../../components/ui/button';
import { ErrorSummary, summaryOf } from '../../../components/ui/error-summary';
import { useErrorPrefix } from '../../../components/ui/field-error';
import { Modal } from '../../../components/ui/modal';
import { SepaAccountFields } from '../../../components/ui/sepa-account-fields';
import { BANK_FIELDS_OF, type BankField, type useBankForm } from '../hooks/use-bank-form';
import styles from './payout.module.css';

export const BANK_FIELD_IDS: Readonly<Record<BankField, string>> = {
  holder: 'payout-bank-holder',
  iban: 'payout-bank-iban',
  bic: 'payout-bank-bic',
  routingNumber: 'payout-bank-routing-number',
  accountNumber: 'payout-bank-account-number',
};

/** A US player's account (SPEC §9 region US), in the order the form shows it. */
const US_FIELDS = ['routingNumber', 'accountNumber'] as const;

export function BankDetailsModal({ form }: { form: ReturnType<typeof useBankForm> }) {
  const { t } = useTranslation();
  const errorPrefix = useErrorPrefix();
  const errorText = (field: BankField) => {
    const error = form.errors[field];
    return error === undefined ? null : t(`payout.bank.errors.${error}`);
  };
  // Focus moves only on a failed save, to this summary; never while the player types (WCAG 3.2.2).
  const summary = summaryOf(BANK_FIELDS_OF[form.region], (field) => BANK_FIELD_IDS[field], errorText);
  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    // Focus goes back to the button that opened the form (the focus trap returns it).
    form.save();
  };

  return (
    <Modal title={t('payout.bank.modalTitle')} open={form.open} onClose={form.close}>
      <form className={styles.form} onSubmit={onSubmit} noValidate>
        <ErrorSummary errors={summary} attempt={form.attempt} />
        <HolderField
          id={BANK_FIELD_IDS.holder}
          label={t('payout.bank.holder')}
          errorPrefix={errorPrefix}
          value={form.values.holder}
          onChange={(event) => form.set('holder', event.target.value)}
          error={errorText('holder')}
        />
        {form.region === 'US' ? (
          US_FIELDS.map((field) => (
            <BankNumberField
              key={field}
              id={BANK_FIELD_IDS[field]}
              label={t(`payout.bank.${field}`)}
              hint={field === 'routingNumber' ? t('payout.bank.routingNumberHint') : undefined}
              errorPrefix={errorPrefix}
              className={styles.mono}
              value={form.values[field]}
              onChange={(event) => form.set(field, event.target.value)}
              error={errorText(field)}
            />
          ))
        ) : (
          <SepaAccountFields
            ids={BANK_FIELD_IDS}
            texts={{
              iban: t('payout.bank.iban'),
              bic: t('payout.bank.bic'),
              bicHint: t('payout.bank.bicHint'),
              errorPrefix,
            }}
            values={form.values}
            errorText={errorText}
            className={styles.mono}
            onIbanChange={(value) => form.set('iban', value)}
            onBicChange={(value) => form.set('bic', value)}
          />
        )}
        <Button type="submit" fullWidth>
          {t('payout.bank.save')}
        </Button>
      </form>
    </Modal>
  );
}
