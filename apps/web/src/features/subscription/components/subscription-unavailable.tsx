// A money player without a saver package when none can be sold (no packages or no provider that can pay one).
import { useTranslation } from 'react-i18next';
import { ButtonLink } from '../../../components/ui/button';
import { paths } from '../../../config/paths';
import styles from './subscription.module.css';

export function SubscriptionUnavailable() {
  const { t } = useTranslation();
  return (
    <div className={styles.panel} data-testid="subscription-unavailable">
      <p className={styles.hint}>{t('subscription.unavailable')}</p>
      <ButtonLink to={paths.amount} variant="secondary">
        {t('subscription.toOneOff')}
      </ButtonLink>
    </div>
  );
}
