// The themed promotional banner with its countdown; the visual clock ticks, the live region does not.
// A subscription purchase shows the plain saver-package header in its place.
import { SUBSCRIPTION_BONUS_PERCENT } from '@shop/domain/constants';
import utilities from '@shop/ui/components/utilities.module.css';
import { useTranslation } from 'react-i18next';
import styles from './offer-banner.module.css';
import { useOfferBanner, useOfferBannerPending, useSaverPackageHeader } from './use-offer-banner';

function SaverPackageHeader() {
  const { t } = useTranslation();
  return (
    <aside className={styles.saver} aria-label={t('subscription.header.label')} data-testid="saver-package-header">
      <div className={styles.inner}>
        <svg className={styles.mark} viewBox="0 0 24 24" width="28" height="28" aria-hidden="true" focusable="false">
          <rect x="3" y="5" width="18" height="16" rx="2" fill="none" stroke="currentColor" strokeWidth="1.8" />
          <path d="M3 10h18M8 3v4M16 3v4M9 15l2 2 4-4" fill="none" stroke="currentColor" strokeWidth="1.8" />
        </svg>
        <p className={styles.text}>
          <strong className={styles.title}>{t('subscription.header.label')}</strong>
          <span>{t('subscription.header.text', { percent: SUBSCRIPTION_BONUS_PERCENT })}</span>
        </p>
      </div>
    </aside>
  );
}

export function OfferBanner() {
  if (useSaverPackageHeader()) return <SaverPackageHeader />;
  return <SeasonalOfferBanner />;
}

function SeasonalOfferBanner() {
  const { t } = useTranslation();
  const banner = useOfferBanner();
  const pending = useOfferBannerPending();
  if (banner === null) return pending ? <div className={styles.placeholder} aria-hidden="true" /> : null;
  return (
    <aside className={styles.banner} data-banner-theme={banner.theme} aria-label={t('banner.label')}>
      <div className={styles.inner}>
        <svg className={styles.mark} viewBox="0 0 24 24" width="28" height="28" aria-hidden="true" focusable="false">
          <path d="M3 11h18v3H3zM5 14h14v7H5zM12 11v10" fill="none" stroke="currentColor" strokeWidth="1.8" />
          <path
            d="M12 11c-2-4-6-5-6-2.5S10 11 12 11zm0 0c2-4 6-5 6-2.5S14 11 12 11z"
            fill="none"
            stroke="currentColor"
            strokeWidth="1.8"
          />
        </svg>
        <p className={styles.text}>
          <strong className={styles.title}>{banner.title}</strong>
          <span className={styles.countdown} aria-hidden="true">
            {banner.countdownText}
          </span>
        </p>
        <p className={utilities.visuallyHidden} aria-live="polite" aria-atomic="true">
          {banner.announcementText}
        </p>
      </div>
    </aside>
  );
}
