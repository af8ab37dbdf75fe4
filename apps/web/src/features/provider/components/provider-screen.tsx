// The provider view (SPEC §2 /provider/{paytypeKey}): the methods as a radio group with the selected
// one's form under it; no usable method at all gives the no-payment-types message.
import type { ShopResponse } from '@shop/contracts/shop';
import type { UserData } from '@shop/contracts/user';
import { useTranslation } from 'react-i18next';
import { useLocation } from 'react-router';
import { ButtonLink } from '../../../components/ui/button';
import { ContactSupportButton } from '../../../components/ui/contact-support-button';
import { PageHeading } from '../../../components/ui/page-heading';
import { hrefs, paths } from '../../../config/paths';
import { useProviderScreen } from '../hooks/use-provider-screen';
import { ProviderList } from './provider-list';
import { ProviderPanel } from './provider-panel';
import styles from './provider-screen.module.css';

type Session = { status: 'loading' } | { status: 'ready'; user: UserData; shop: ShopResponse };

/** While the session loads: the loading notice and four empty skeleton tiles under the screen's heading. */
function LoadingBody() {
  const { t } = useTranslation();
  return (
    <>
      <p className={styles.loading} role="status">
        {t('provider.loading')}
      </p>
      {[0, 1, 2, 3].map((index) => (
        <div key={index} className={styles.skeleton} />
      ))}
    </>
  );
}

export function ProviderSkeleton() {
  const { t } = useTranslation();
  return (
    <div className={styles.screen}>
      <PageHeading>{t('provider.title')}</PageHeading>
      <LoadingBody />
    </div>
  );
}

/**
 * No method can pay (SPEC §8 no-payment-types): a lower amount would not change that (issue 24 point 18). What
 * helps: for a saver package, a one-off deposit, which other methods can pay; and customer support, whom the text
 * names, one click away; else back to the games.
 */
function NoPaymentTypes({ subscription }: { subscription: boolean }) {
  const { t } = useTranslation();
  const { pathname } = useLocation();
  return (
    <>
      <p className={styles.text}>
        {t(subscription ? 'provider.noPaymentTypes.subscriptionBody' : 'provider.noPaymentTypes.body')}
      </p>
      <div className={styles.actions}>
        {subscription ? (
          <ButtonLink to={paths.amount} fullWidth>
            {t('provider.noPaymentTypes.oneOff')}
          </ButtonLink>
        ) : null}
        <ContactSupportButton
          context={{ topic: subscription ? 'saver-package' : 'deposit', reference: '', screen: pathname }}
          fullWidth
        />
        {subscription ? null : (
          <ButtonLink to={hrefs.extern('games')} variant="secondary" fullWidth>
            {t('provider.noPaymentTypes.games')}
          </ButtonLink>
        )}
      </div>
    </>
  );
}

/**
 * One tree from the first paint on: the heading is the same element while the session loads and once the methods
 * show (issue 27: a heading replaced when the data arrived was painted anew, and the browser's LCP waited for it).
 */
export function ProviderScreen({ session, paytypeKey }: { session: Session; paytypeKey: string | undefined }) {
  const { t } = useTranslation();
  const screen = useProviderScreen(session.status === 'ready' ? session : null, paytypeKey);
  const { entry, locale } = screen;
  const selected = entry.kind === 'selected' ? entry : null;
  return (
    <div className={styles.screen}>
      <PageHeading>{t(entry.kind === 'none' ? 'provider.noPaymentTypes.title' : 'provider.title')}</PageHeading>
      {entry.kind === 'loading' || entry.kind === 'home' ? (
        <LoadingBody />
      ) : entry.kind === 'none' ? (
        <NoPaymentTypes subscription={screen.subscription} />
      ) : (
        <ProviderList
          options={screen.options}
          selected={selected?.provider.code ?? null}
          onChoose={screen.choose}
          panel={
            selected === null || locale === undefined ? null : (
              <ProviderPanel
                key={selected.provider.code}
                provider={selected.provider}
                state={selected.state}
                purchasable={screen.purchasable}
                locale={locale}
                draft={screen.draft}
                complete={screen.complete}
              />
            )
          }
        />
      )}
    </div>
  );
}
