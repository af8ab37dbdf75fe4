// The terms, saver-package and SEPA mandate boxes (SPEC §5 Acceptance), each with its error under it;
// the review's error summary links to them (DESIGN.md, GOV.UK pattern).
import { SUBSCRIPTION_MIN_TERM_MONTHS } from '@shop/domain/constants';
import type { MouseEvent, ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { FieldError } from '../../../components/ui/field-error';
import { legalPages } from '../../../config/paths';
import { type LegalDocument, openLegalText } from '../../../lib/legal-page';
import type { useAcceptance } from '../hooks/use-acceptance';
import { ACCEPTANCE_ERROR_CODES, type AcceptanceBox } from '../review-model';
import { LinkedText } from './linked-text';
import styles from './review-screen.module.css';

/** The text opens in the shop's dialog (SPEC §7); the address stays for opening it in a tab of its own. */
function LegalLink({ document, href, children }: { document: LegalDocument; href: string; children?: ReactNode }) {
  const read = (event: MouseEvent<HTMLAnchorElement>) => {
    if (event.ctrlKey || event.metaKey || event.shiftKey || event.button !== 0) return;
    event.preventDefault();
    openLegalText(document);
  };
  return (
    <a href={href} target="_blank" rel="noopener" onClick={read} aria-haspopup="dialog">
      {children}
    </a>
  );
}

type AcceptanceBoxesProps = {
  acceptance: ReturnType<typeof useAcceptance>;
  country: string;
  /** The monthly price, for the saver-package text. */
  monthlyPrice: string;
  /** The (masked) account, for the mandate text. */
  account: string;
};

/** The id of a box's checkbox, which the review's error summary links to. */
export function acceptanceBoxId(box: AcceptanceBox): string {
  return `review-acceptance-${box}`;
}

function BoxText({
  box,
  country,
  monthlyPrice,
  account,
}: Omit<AcceptanceBoxesProps, 'acceptance'> & { box: AcceptanceBox }) {
  const { t } = useTranslation();
  const terms = <LegalLink document="terms" href={legalPages.terms(country)} />;
  if (box === 'terms') {
    // SPEC §5: the US text names no cancellation policy (there is no right of withdrawal there).
    if (country.toUpperCase() === 'US') return <LinkedText text={t('review.acceptance.termsUs')} links={{ terms }} />;
    const withdrawal = <LegalLink document="withdrawal" href={legalPages.withdrawal(country)} />;
    return <LinkedText text={t('review.acceptance.terms')} links={{ terms, withdrawal }} />;
  }
  if (box === 'subscriptionTerms') {
    return (
      <LinkedText
        text={t('review.acceptance.subscriptionTerms', { amount: monthlyPrice, months: SUBSCRIPTION_MIN_TERM_MONTHS })}
        links={{ terms }}
      />
    );
  }
  return <>{t('review.acceptance.mandate', { creditor: t('shell.shopName'), account })}</>;
}

export function AcceptanceBoxes({ acceptance, ...texts }: AcceptanceBoxesProps) {
  const { t } = useTranslation();
  if (acceptance.boxes.length === 0) return null;
  return (
    <div className={styles.acceptance}>
      {acceptance.boxes.map((box) => {
        const invalid = acceptance.hasError(box);
        const errorId = `${acceptanceBoxId(box)}-error`;
        return (
          <div key={box} className={styles.box} data-invalid={invalid || undefined}>
            <input
              id={acceptanceBoxId(box)}
              className={styles.checkbox}
              type="checkbox"
              data-testid={`acceptance-${box}`}
              checked={acceptance.isChecked(box)}
              onChange={(event) => acceptance.setBox(box, event.target.checked)}
              aria-invalid={invalid || undefined}
              aria-describedby={invalid ? errorId : undefined}
            />
            <label htmlFor={acceptanceBoxId(box)} className={styles.boxLabel}>
              <BoxText box={box} {...texts} />
            </label>
            {invalid ? (
              <FieldError id={errorId} className={styles.fieldError}>
                {t(`review.errors.${ACCEPTANCE_ERROR_CODES[box]}`)}
              </FieldError>
            ) : null}
          </div>
        );
      })}
    </div>
  );
}
