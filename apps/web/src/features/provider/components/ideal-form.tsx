// iDEAL (SPEC §5 Ideal): the player's bank from the provider's issuers; the last one is preselected.
import type { Provider } from '@shop/contracts/shop';
import type { FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { ErrorSummary } from '../../../components/ui/error-summary';
import { SelectField } from '../../../components/ui/select-field';
import type { TextsModule } from '../../../lib/i18n';
import type { PaymentDraft } from '../../../lib/payment-draft';
import { useIdealBank } from '../hooks/use-ideal-bank';
import { ProviderContinue } from './provider-continue';
import styles from './provider-screen.module.css';

/** This form's texts, loaded with it: its locale file (src/locales/<language>/). */
export const texts = import.meta.glob<TextsModule>('../../../locales/*/provider-ideal.json');

type IdealFormProps = {
  provider: Provider;
  drafted: string | null;
  complete: (bic: NonNullable<PaymentDraft['bic']>) => void;
};

export function IdealForm({ provider, drafted, complete }: IdealFormProps) {
  const { t } = useTranslation();
  const issuers = provider.issuers ?? [];
  const form = useIdealBank(issuers, drafted, complete);
  // Not set, or a code no issuer has (only a stale choice can be that): either way, choose a bank.
  const error = form.error === null ? null : t('provider.ideal.errors.bic_not_set');
  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    form.submit();
  };
  return (
    <form className={styles.form} onSubmit={onSubmit} noValidate>
      {form.attempt > 0 && error !== null ? (
        <ErrorSummary errors={[{ fieldId: 'ideal-bank', message: error }]} attempt={form.attempt} />
      ) : null}
      <SelectField
        id="ideal-bank"
        label={t('provider.ideal.bank')}
        placeholder={t('provider.ideal.placeholder')}
        options={issuers.map((issuer) => ({ value: issuer.bic, label: issuer.name }))}
        value={form.bic}
        onChange={(event) => form.setBic(event.target.value)}
        onBlur={form.blur}
        error={error}
      />
      <p className={styles.muted}>{t('provider.ideal.hint')}</p>
      <ProviderContinue />
    </form>
  );
}
