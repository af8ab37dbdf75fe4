// The review's and the express screen's stand-in while the session or what they pay for is still loading.
import { useTranslation } from 'react-i18next';
import { PageHeading } from '../../../components/ui/page-heading';
import styles from './review-screen.module.css';

export function ReviewSkeleton({ title }: { title: 'review.title' | 'express.title' }) {
  const { t } = useTranslation();
  return (
    <div className={styles.screen} aria-busy="true">
      <PageHeading>{t(title)}</PageHeading>
      <div className={styles.placeholderSection} />
      <div className={styles.placeholderSection} />
    </div>
  );
}
