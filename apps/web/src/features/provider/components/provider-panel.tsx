// The selected provider's part of the view: a sub-state message (SPEC §2 notAvailable,
// subscriptionNotSupported, limitExceed) or the form for its input type. The card, direct-debit and iDEAL forms
// and the limit notice load only for a provider that needs them (issue 11: card entry, the IBAN registry and the
// limit-increase request were 13 KB gzip on every provider page); a form's code loads beside the provider's
// details, under the same placeholder.
import type { InputType, ProviderCode, ShopPurchasable } from '@shop/contracts/shop';
import { Suspense, useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { loadTextPart, type TextPart } from '../../../lib/i18n';
import type { PaymentDraft } from '../../../lib/payment-draft';
import { preloadedLazy } from '../../../lib/preloaded-lazy';
import { useDetailsState } from '../hooks/use-details-state';
import type { PaymentDetails } from '../hooks/use-provider-screen';
import type { ProviderOption, ProviderSubState } from '../provider-entry';
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

/** A form and its texts (the form's module names them), like a route's view. */
function withTexts<C>(module: { texts: TextPart }, component: C): Promise<C> {
  return loadTextPart(module.texts).then(() => component);
}
// A form's code, then its texts (its module names them), load while the details load; a form whose code and texts are
// there renders the moment the details are, without a fallback in between (preloaded-lazy.tsx).
const cardPanel = preloadedLazy(() => import('./card-panel').then((module) => withTexts(module, module.CardPanel)));
const elvPanel = preloadedLazy(() => import('./elv-panel').then((module) => withTexts(module, module.ElvPanel)));
const idealForm = preloadedLazy(() => import('./ideal-form').then((module) => withTexts(module, module.IdealForm)));
const CardPanel = cardPanel.Component;
const ElvPanel = elvPanel.Component;
const IdealForm = idealForm.Component;
const LimitExceeded = preloadedLazy(() => import('./limit-exceeded').then((module) => module.LimitExceeded)).Component;

/** The form code (then its texts) an input type needs, started beside the details so they load side by side. */
const FORM_CODE: Partial<Record<InputType, () => Promise<unknown>>> = {
  CARD_PCI: cardPanel.load,
  ELV: elvPanel.load,
  BIC: idealForm.load,
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
  // An import runs once; a failed one shows the route's error boundary when the lazy form renders. Started once the
  // screen is shown, not while it renders: the screen's first paint does not wait for the form's files.
  const inputType = provider.inputType;
  useEffect(() => {
    void FORM_CODE[inputType]?.().catch(() => undefined);
  }, [inputType]);
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
      return (
        <ExternalHint
          provider={{ code: provider.code, name: t(`provider.names.${provider.code}`) }}
          onContinue={() => done({})}
        />
      );
  }
}

export function ProviderPanel({ provider, state, purchasable, locale, draft, complete }: ProviderPanelProps) {
  const { t } = useTranslation();
  const label = t('provider.details', { provider: t(`provider.names.${provider.code}`) });
  const content = (() => {
    switch (state) {
      case 'limitExceed':
        return (
          <Suspense fallback={<DetailsLoading />}>
            <LimitExceeded provider={provider} purchasable={purchasable} locale={locale} />
          </Suspense>
        );
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
        return (
          <Suspense fallback={<DetailsLoading />}>
            <ProviderForm provider={provider} draft={draft} complete={complete} />
          </Suspense>
        );
    }
  })();
  return (
    <section className={styles.panel} aria-label={label}>
      {content}
    </section>
  );
}
