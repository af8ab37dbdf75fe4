// The processing, postprocessing and forwarding views (SPEC §2, §4): a calm loader while the payment
// is checked or the player is sent to the provider. Header and footer links are locked meanwhile
// (the app shell does that for these paths).
import { useTranslation } from 'react-i18next';
import { Button } from '../../../components/ui/button';
import { PageHeading } from '../../../components/ui/page-heading';
import { Panel } from '../../../components/ui/panel';
import { useDepositStepOverride } from '../../../lib/deposit-step-override';
import { usePurchasePolling } from '../hooks/use-purchase-polling';
import type { PollingMode } from '../poll-purchase';
import styles from './processing-screen.module.css';

export function ProcessingScreen({ mode, tid }: { mode: PollingMode; tid: string | undefined }) {
  const { t } = useTranslation();
  const polling = usePurchasePolling(mode, tid);
  // Back from the provider before paying: the player is still at review, not done (issue 24 point 17).
  useDepositStepOverride(polling.returned === null ? null : 'review');
  if (polling.returned !== null) {
    return (
      <Panel>
        <div className={styles.content}>
          <PageHeading>{t('processing.returned.title')}</PageHeading>
          <p className={styles.body}>{t('processing.returned.body')}</p>
          {/* Off once the player chose another way, while that view loads: a tap then goes nowhere. */}
          <Button fullWidth disabled={polling.returned.payingAnotherWay} onClick={polling.returned.resume}>
            {t('processing.returned.resume')}
          </Button>
          <Button
            variant="secondary"
            fullWidth
            disabled={polling.returned.payingAnotherWay}
            onClick={polling.returned.payAgain}
          >
            {t('processing.returned.payAgain')}
          </Button>
        </div>
      </Panel>
    );
  }
  return (
    <Panel>
      <div className={styles.content}>
        <div className={styles.loader} data-finishing={polling.finishing || undefined} aria-hidden="true">
          <span className={styles.ring} />
          <svg className={styles.check} viewBox="0 0 24 24" width="28" height="28" aria-hidden="true" focusable="false">
            <path
              d="M5 12.5l4.5 4.5L19 7.5"
              fill="none"
              stroke="currentColor"
              strokeWidth="2.5"
              strokeLinecap="round"
            />
          </svg>
        </div>
        <PageHeading>{t(`processing.${mode}.title`)}</PageHeading>
        <p className={styles.body} role="status">
          {polling.finishing ? t('processing.done') : t(`processing.${mode}.body`)}
        </p>
        <p className={styles.hint}>{t('processing.keepOpen')}</p>
        {polling.continueToProvider === null ? null : (
          <Button variant="secondary" fullWidth onClick={polling.continueToProvider}>
            {t('processing.forwarding.continue')}
          </Button>
        )}
      </div>
    </Panel>
  );
}
