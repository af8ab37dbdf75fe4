// The selected provider's part of the view: a sub-state message (SPEC §2 notAvailable,
// subscriptionNotSupported, limitExceed) or the form for its input type.
import type { ProviderCode, ShopPurchasable } from '@shop/contracts/shop';
import { useTranslation } from 'react-i18next';
import type { PaymentDraft } from '../../../lib/payment-draft';
import { useDetailsState } from '../hooks/use-details-state';
import type { PaymentDetails } from '../hooks/use-provider-screen';
import type { ProviderOption, ProviderSubState } from '../provider-entry';
import { CardPanel } from './card-panel';
import { ElvPanel } from './elv-panel';
import { IdealForm } from './ideal-form';
import { LimitExceeded } from './limit-exceeded';
import { ProviderContinue } from './provider-continue';
import styles from './provider-screen.module.css';
import { BankTransferInfo, ExternalHint } from './simple-provider-forms';

type ProviderPanelProps = {
  provider: ProviderOption;
  state: ProviderSubState;
  purchasable: ShopPurchasable | null;
  locale: string;
  draft: PaymentDraft;
  complete: (code: ProviderCode, details: PaymentDetails) => void;
};

function DetailsLoading() {
  const { t } = useTranslation();
  return (
    <div className={styles.form} aria-busy="true">
      <p className={styles.loading} role="status">
        {t('provider.loading')}
      </p>
      <div className={styles.skeleton} />
      <div className={styles.skeleton} />
      <ProviderContinue busy />
    </div>
  );
}

function ProviderForm({ provider, draft, complete }: Omit<ProviderPanelProps, 'state' | 'purchasable' | 'locale'>) {
  const { t } = useTranslation();
  const details = useDetailsState(provider.code, provider.inputType);
  const own = draft.providerCode === provider.code ? draft : null;
  const done = (update: PaymentDetails) => complete(provider.code, update);
  if (details.status === 'loading') return <DetailsLoading />;
  switch (provider.inputType) {
    case 'CARD_PCI':
      return details.status === 'ready' && details.details.type === 'CARD' ? (
        <CardPanel
          details={details.details}
          draftHolder={own?.card?.holder ?? ''}
          complete={(card) => done({ card })}
        />
      ) : null;
    case 'ELV':
      return details.status === 'ready' && details.details.type === 'ELV' ? (
        <ElvPanel saved={details.details.elv} drafted={own?.elv ?? null} complete={(elv) => done({ elv })} />
      ) : null;
    case 'BIC':
      return <IdealForm provider={provider} drafted={own?.bic?.code ?? null} complete={(bic) => done({ bic })} />;
    case 'BANKTRANSFER':
      return <BankTransferInfo onContinue={() => done({})} />;
    case 'NONE':
      return <ExternalHint providerName={t(`provider.names.${provider.code}`)} onContinue={() => done({})} />;
  }
}

export function ProviderPanel({ provider, state, purchasable, locale, draft, complete }: ProviderPanelProps) {
  const { t } = useTranslation();
  const label = t('provider.details', { provider: t(`provider.names.${provider.code}`) });
  const content = (() => {
    switch (state) {
      case 'limitExceed':
        return <LimitExceeded provider={provider} purchasable={purchasable} locale={locale} />;
      case 'notAvailable':
      case 'subscriptionNotSupported':
        return (
          <div className={styles.form}>
            <p className={styles.notice}>
              {t(state === 'notAvailable' ? 'provider.notAvailable' : 'provider.subscriptionNotSupported')}
            </p>
            <ProviderContinue disabled reason={t('provider.continueHint')} />
          </div>
        );
      case 'form':
        return <ProviderForm provider={provider} draft={draft} complete={complete} />;
    }
  })();
  return (
    <section className={styles.panel} aria-label={label}>
      {content}
    </section>
  );
}
