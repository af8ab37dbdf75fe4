// The pay button (SPEC §2 wordings), busy and disabled while the purchase call runs.
import { useTranslation } from 'react-i18next';
import { Button } from '../../../components/ui/button';
import type { PayStatus } from '../hooks/use-pay';
import type { PayWording } from '../review-model';
import styles from './review-screen.module.css';

/** `label` replaces the SPEC §2 wording (the express screen names the amount). */
export function PayBar({
  wording,
  status,
  label: fixedLabel,
}: {
  wording: PayWording;
  status: PayStatus;
  label?: string;
}) {
  const { t } = useTranslation();
  const submitting = status === 'submitting';
  const label =
    fixedLabel !== undefined
      ? fixedLabel
      : wording.key === 'depositWith'
        ? t('review.pay.depositWith', { method: t(`review.methods.${wording.method}`) })
        : t(`review.pay.${wording.key}`);
  return (
    <div className={styles.continueBar}>
      <Button type="submit" fullWidth disabled={submitting} aria-busy={submitting} data-testid="pay-button">
        {submitting ? <span className={styles.spinner} aria-hidden="true" /> : null}
        {label}
      </Button>
      <p className={styles.reason} role="status">
        {submitting ? t('review.pay.submitting') : null}
      </p>
      {status === 'no-answer' ? (
        <p className={styles.payError} role="alert">
          {t('review.pay.noAnswer')}
        </p>
      ) : null}
    </div>
  );
}
