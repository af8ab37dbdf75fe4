// Providers without input: bank transfer (an info text) and the external ones (a redirect hint).
import type { FormEvent, ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { ProviderContinue } from './provider-continue';
import styles from './provider-screen.module.css';

function ContinueOnly({ onContinue, children }: { onContinue: () => void; children: ReactNode }) {
  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    onContinue();
  };
  return (
    <form className={styles.form} onSubmit={onSubmit} noValidate>
      {children}
      <ProviderContinue />
    </form>
  );
}

export function BankTransferInfo({ onContinue }: { onContinue: () => void }) {
  const { t } = useTranslation();
  return (
    <ContinueOnly onContinue={onContinue}>
      <div className={styles.info}>
        <h2 className={styles.name}>{t('provider.banktransfer.title')}</h2>
        <p>{t('provider.banktransfer.body')}</p>
      </div>
    </ContinueOnly>
  );
}

/** `providerName` null: the generic hint (no provider known, e.g. /provider/none). */
export function ExternalHint({ providerName, onContinue }: { providerName: string | null; onContinue: () => void }) {
  const { t } = useTranslation();
  return (
    <ContinueOnly onContinue={onContinue}>
      <p className={styles.text}>
        {providerName === null
          ? t('provider.external.generic')
          : t('provider.external.hint', { provider: providerName })}
      </p>
    </ContinueOnly>
  );
}
