// The saver package's terms (SPEC §4 Saver package lifecycle, §9) in a modal opened from a text button.
import { SUBSCRIPTION_BONUS_PERCENT, SUBSCRIPTION_MIN_TERM_MONTHS } from '@shop/domain/constants';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '../../../components/ui/button';
import { Modal } from '../../../components/ui/modal';
import styles from './subscription.module.css';

const SECTIONS = ['start', 'deposits', 'term', 'cancellation', 'bonus', 'directDebit', 'account'] as const;

function TermsText() {
  const { t } = useTranslation();
  const values = { percent: SUBSCRIPTION_BONUS_PERCENT, months: SUBSCRIPTION_MIN_TERM_MONTHS };
  return (
    <div className={styles.terms} data-testid="subscription-terms">
      {SECTIONS.map((section) => (
        <section key={section}>
          <h3>{t(`subscription.terms.${section}.title`)}</h3>
          <p>{t(`subscription.terms.${section}.body`, values)}</p>
        </section>
      ))}
    </div>
  );
}

export function SubscriptionTermsButton() {
  const { t } = useTranslation();
  const [open, setOpen] = useState(false);
  const close = () => setOpen(false);
  return (
    <>
      <button
        type="button"
        className={styles.textButton}
        onClick={() => setOpen(true)}
        aria-haspopup="dialog"
        data-testid="subscription-terms-button"
      >
        {t('subscription.terms.open')}
      </button>
      <Modal
        title={t('subscription.terms.title')}
        open={open}
        onClose={close}
        footer={
          <Button fullWidth onClick={close}>
            {t('common.close')}
          </Button>
        }
      >
        <TermsText />
      </Modal>
    </>
  );
}
