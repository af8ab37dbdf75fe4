// Issue 24 point 4: the notice above the packages after the player cancelled at the payment provider.
import { useTranslation } from 'react-i18next';
import styles from './amount-screen.module.css';

export function CancelledPaymentNotice() {
  const { t } = useTranslation();
  return (
    <div className={styles.cancelledNotice} role="status" data-testid="payment-cancelled-notice">
      <p className={styles.cancelledTitle}>{t('amount.paymentCancelled.title')}</p>
      <p className={styles.cancelledText}>{t('amount.paymentCancelled.text')}</p>
    </div>
  );
}
