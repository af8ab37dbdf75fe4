// The practice player's personal details, with the link back to the personal step.
import { useTranslation } from 'react-i18next';
import { usePersonalView } from '../hooks/use-personal-view';
import styles from './review-screen.module.css';
import { ReviewSection } from './review-section';

export function PersonalSection({ country }: { country: string }) {
  const { t } = useTranslation();
  const view = usePersonalView(country);
  return (
    <ReviewSection
      title={t('review.personal.title')}
      change={{ href: '/personal', text: t('review.change'), label: t('review.personal.changeLabel') }}
    >
      {view.status === 'loading' ? <div className={styles.placeholderAddress} aria-hidden="true" /> : null}
      {view.status === 'failed' ? <p className={styles.note}>{t('review.personal.unavailable')}</p> : null}
      {view.status === 'ready' ? (
        <address className={styles.address}>
          {view.lines.map((line) => (
            <span key={line}>{line}</span>
          ))}
        </address>
      ) : null}
    </ReviewSection>
  );
}
