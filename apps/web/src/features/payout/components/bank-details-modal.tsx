// The bank form of a bank-transfer payout (SPEC §5): holder, IBAN in groups of four, BIC — or, for a US
// player (SPEC §9 region US), routing and account number — in a modal that traps focus and closes on
// Escape, the close icon or a background click.
import { BankNumberField, BicField, HolderField, IbanField } from '@shop/ui/react/bank-fields.tsx';
import { useTranslation } from 'react-i18next';
import { Button } from '../../../components/ui/button';
import { CheckedForm } from '../../../components/ui/checked-form';
import { summaryOf } from '../../../components/ui/error-summary';
import { useErrorPrefix } from '../../../components/ui/field-error';
import { Modal } from '../../../components/ui/modal';
import { BANK_FIELDS_OF, type BankField, type useBankForm } from '../hooks/use-bank-form';
import styles from './payout.module.css';

export const BANK_FIELD_IDS: Readonly<Record<BankField, string>> = {
  holder: 'payout-bank-holder',
  iban: 'payout-bank-iban',
  bic: 'payout-bank-bic',
  routingNumber: 'payout-bank-routing-number',
  accountNumber: 'payout-bank-account-number',
};

export function BankDetailsModal({ form }: { form: ReturnType<typeof useBankForm> }) {
  const { t } = useTranslation();
  const errorPrefix = useErrorPrefix();
  const errorText = (field: BankField) => {
    const error = form.errors[field];
    return error === undefined ? null : t(`payout.bank.errors.${error}`);
  };
  // Focus moves only on a failed save, to this summary; never while the player types (WCAG 3.2.2).
  const summary = summaryOf(BANK_FIELDS_OF[form.region], (field) => BANK_FIELD_IDS[field], errorText);

  return (
    <Modal title={t('payout.bank.modalTitle')} open={form.open} onClose={form.close}>
      {/* After a save, focus goes back to the button that opened the form (the focus trap returns it). */}
      <CheckedForm className={styles.form} summary={summary} attempt={form.attempt} onSubmit={form.save}>
        <HolderField
          id={BANK_FIELD_IDS.holder}
          label={t('payout.bank.holder')}
          errorPrefix={errorPrefix}
          value={form.values.holder}
          onChange={(event) => form.set('holder', event.target.value)}
          error={errorText('holder')}
        />
        {form.region === 'US' ? (
          <>
            <BankNumberField
              id={BANK_FIELD_IDS.routingNumber}
              label={t('payout.bank.routingNumber')}
              hint={t('payout.bank.routingNumberHint')}
              errorPrefix={errorPrefix}
              className={styles.mono}
              value={form.values.routingNumber}
              onChange={(event) => form.set('routingNumber', event.target.value)}
              error={errorText('routingNumber')}
            />
            <BankNumberField
              id={BANK_FIELD_IDS.accountNumber}
              label={t('payout.bank.accountNumber')}
              errorPrefix={errorPrefix}
              className={styles.mono}
              value={form.values.accountNumber}
              onChange={(event) => form.set('accountNumber', event.target.value)}
              error={errorText('accountNumber')}
            />
          </>
        ) : (
          <>
            <IbanField
              id={BANK_FIELD_IDS.iban}
              label={t('payout.bank.iban')}
              errorPrefix={errorPrefix}
              className={styles.mono}
              value={form.values.iban}
              onValueChange={(value) => form.set('iban', value)}
              error={errorText('iban')}
            />
            <BicField
              id={BANK_FIELD_IDS.bic}
              label={t('payout.bank.bic')}
              hint={t('payout.bank.bicHint')}
              errorPrefix={errorPrefix}
              className={styles.mono}
              value={form.values.bic}
              onChange={(event) => form.set('bic', event.target.value)}
              error={errorText('bic')}
            />
          </>
        )}
        <Button type="submit" fullWidth>
          {t('payout.bank.save')}
        </Button>
      </CheckedForm>
    </Modal>
  );
}
