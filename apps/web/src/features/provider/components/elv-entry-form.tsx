// Direct-debit entry (SPEC §5): account holder, IBAN in groups of four, BIC (optional for German IBANs).
import { HolderField } from '@shop/ui/react/bank-fields.tsx';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { ErrorSummary, summaryOf } from '../../../components/ui/error-summary';
import { useErrorPrefix } from '../../../components/ui/field-error';
import { SepaAccountFields } from '../../../components/ui/sepa-account-fields';
import { submitHandler } from '../../../components/ui/submit-handler';
import type { DraftElv, DraftMandate } from '../../../lib/payment-draft';
import { ELV_FIELDS, type ElvField, useElvEntry } from '../hooks/use-elv-entry';
import { ProviderContinue } from './provider-continue';
import styles from './provider-screen.module.css';

export const ELV_FIELD_IDS: Readonly<Record<ElvField, string>> = {
  holder: 'elv-holder',
  iban: 'elv-iban',
  bic: 'elv-bic',
};

type ElvEntryFormProps = {
  initial: { holder: string; iban: string; bic: string };
  mandate: DraftMandate;
  edited: boolean;
  complete: (elv: DraftElv) => void;
};

export function ElvEntryForm({ initial, mandate, edited, complete }: ElvEntryFormProps) {
  const { t } = useTranslation();
  const form = useElvEntry({ initial, mandate, complete });
  const errorPrefix = useErrorPrefix();
  useEffect(() => {
    if (edited) document.getElementById(ELV_FIELD_IDS.holder)?.focus();
  }, [edited]);
  const errorText = (field: ElvField) => {
    const error = form.errorOf(field);
    return error === null ? null : t(`provider.elv.errors.${error}`);
  };
  const summary = summaryOf(ELV_FIELDS, (field) => ELV_FIELD_IDS[field], errorText);

  return (
    <form className={styles.form} onSubmit={submitHandler(form.submit)} noValidate>
      {form.attempt > 0 ? <ErrorSummary errors={summary} attempt={form.attempt} /> : null}
      <HolderField
        id={ELV_FIELD_IDS.holder}
        label={t('provider.elv.holder')}
        errorPrefix={errorPrefix}
        value={form.values.holder}
        onChange={(event) => form.setHolder(event.target.value)}
        onBlur={() => form.blurred('holder')}
        error={errorText('holder')}
      />
      <SepaAccountFields
        ids={ELV_FIELD_IDS}
        texts={{
          iban: t('provider.elv.iban'),
          bic: t('provider.elv.bic'),
          bicHint: t('provider.elv.bicHint'),
          errorPrefix,
        }}
        values={form.values}
        errorText={errorText}
        className={styles.mono}
        onIbanChange={form.setIban}
        onBicChange={form.setBic}
        onLeave={form.blurred}
      />
      <p className={styles.muted}>{t('provider.elv.mandateHint')}</p>
      <ProviderContinue />
    </form>
  );
}
