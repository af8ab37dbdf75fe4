// How the saver package works (SPEC §2 /subscription explanation box, §9): monthly deposit and bonus, the
// minimum term, how to cancel and the bonus rules, with the terms in a popup.
import { SUBSCRIPTION_BONUS_PERCENT, SUBSCRIPTION_MIN_TERM_MONTHS } from '@shop/domain/constants';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import styles from './subscription.module.css';
import { SubscriptionTermsButton } from './subscription-terms';

const POINTS = ['deposit', 'bonus', 'term', 'cancel', 'bonusRules'] as const;

export function SubscriptionExplanation() {
  const { t } = useTranslation();
  const titleId = useId();
  const values = { percent: SUBSCRIPTION_BONUS_PERCENT, months: SUBSCRIPTION_MIN_TERM_MONTHS };
  return (
    <section className={styles.box} aria-labelledby={titleId} data-testid="subscription-explanation">
      <h2 id={titleId} className={styles.boxTitle}>
        {t('subscription.explanation.title')}
      </h2>
      <ul className={styles.points}>
        {POINTS.map((point) => (
          <li key={point}>{t(`subscription.explanation.${point}`, values)}</li>
        ))}
      </ul>
      <SubscriptionTermsButton />
    </section>
  );
}
