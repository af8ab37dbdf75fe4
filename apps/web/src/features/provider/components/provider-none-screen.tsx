// /provider/none (SPEC §2): a provider with no input, so only the redirect hint and continue.
import type { ShopResponse } from '@shop/contracts/shop';
import type { UserData } from '@shop/contracts/user';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { PageHeading } from '../../../components/ui/page-heading';
import { usePaymentDraft } from '../../../lib/payment-draft';
import { continueRouteFor } from '../hooks/use-provider-screen';
import { ProviderSkeleton } from './provider-screen';
import styles from './provider-screen.module.css';
import { ExternalHint } from './simple-provider-forms';

type Session = { status: 'loading' } | { status: 'ready'; user: UserData; shop: ShopResponse };

function ProviderNone({ user, shop }: { user: UserData; shop: ShopResponse }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const { draft } = usePaymentDraft();
  // The provider chosen before, when it is one without input; otherwise the hint names none.
  const provider = shop.providers.find((candidate) => candidate.code === draft.providerCode);
  const chosen =
    provider?.inputType === 'NONE' ? { code: provider.code, name: t(`provider.names.${provider.code}`) } : null;
  return (
    <div className={styles.screen}>
      <PageHeading>{t('provider.title')}</PageHeading>
      <section className={styles.panel} aria-label={t('provider.legend')}>
        <ExternalHint provider={chosen} onContinue={() => void navigate(continueRouteFor(user))} />
      </section>
    </div>
  );
}

export function ProviderNoneScreen({ session }: { session: Session }) {
  if (session.status === 'loading') return <ProviderSkeleton />;
  return <ProviderNone user={session.user} shop={session.shop} />;
}
