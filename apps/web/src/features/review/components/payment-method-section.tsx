// The chosen payment method with its (masked) details and the link back to the provider step.
import { useTranslation } from 'react-i18next';
import type { MethodView } from '../hooks/use-method-view';
import styles from './review-screen.module.css';
import { ReviewSection } from './review-section';

/** `changeLabel`: the change link's accessible name (default: the review step's). */
export function PaymentMethodSection({
  method,
  editHref,
  changeLabel,
}: {
  method: MethodView;
  editHref: string;
  changeLabel?: string;
}) {
  const { t } = useTranslation();
  return (
    <ReviewSection
      title={t('review.method.title')}
      change={{ href: editHref, text: t('review.change'), label: changeLabel ?? t('review.method.changeLabel') }}
    >
      <p className={styles.methodName}>{method.name}</p>
      {method.lines.length > 0 ? (
        <dl className={styles.details}>
          {method.lines.map((line) => (
            <div key={line.label} className={styles.detail}>
              <dt>{line.label}</dt>
              <dd>{line.value}</dd>
            </div>
          ))}
        </dl>
      ) : null}
      {method.note === null ? null : <p className={styles.note}>{method.note}</p>}
    </ReviewSection>
  );
}
