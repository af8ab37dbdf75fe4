// Providers without input: bank transfer (an info text) and the external ones (a redirect hint).
import type { FormEvent, ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { leavesShopToPay } from '../../../lib/provider-redirect';
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

/**
 * The hint of a method without input: where paying happens after the review. `provider` null: none known (e.g.
 * /provider/none without a chosen method), one generic hint.
 */
export function ExternalHint({
  provider,
  onContinue,
}: {
  provider: { code: string; name: string } | null;
  onContinue: () => void;
}) {
  const { t } = useTranslation();
  let hint = t('provider.none.hint');
  if (provider !== null) {
    hint = leavesShopToPay(provider.code)
      ? t('provider.external.hint', { provider: provider.name })
      : t('provider.external.instant');
  }
  return (
    <ContinueOnly onContinue={onContinue}>
      <p className={styles.text}>{hint}</p>
    </ContinueOnly>
  );
}
