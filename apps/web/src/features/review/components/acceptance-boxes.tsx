// The terms, saver-package and SEPA mandate boxes (SPEC §5 Acceptance), each with its error under it
// and, when several are missing, a summary above that leads to them (DESIGN.md, GOV.UK pattern).
import { SUBSCRIPTION_MIN_TERM_MONTHS } from '@shop/domain/constants';
import { type ReactNode, useEffect, useId, useRef } from 'react';
import { Trans, useTranslation } from 'react-i18next';
import { legalPages } from '../../../config/paths';
import type { useAcceptance } from '../hooks/use-acceptance';
import { ACCEPTANCE_ERROR_CODES, type AcceptanceBox } from '../review-model';
import styles from './review-screen.module.css';

function LegalLink({ href, children }: { href: string; children?: ReactNode }) {
  return (
    <a href={href} target="_blank" rel="noopener">
      {children}
    </a>
  );
}

/**
 * Focuses an element and scrolls its whole box to the top: scrolled only "into view", a box would end
 * behind the sticky pay button on phones, its error hidden.
 */
function focusAtTop(element: HTMLElement | null, box: HTMLElement | null): void {
  element?.focus({ preventScroll: true });
  // jsdom has no layout and no scrollIntoView.
  if (typeof box?.scrollIntoView === 'function') box.scrollIntoView({ block: 'start' });
}

type AcceptanceBoxesProps = {
  acceptance: ReturnType<typeof useAcceptance>;
  country: string;
  /** The monthly price, for the saver-package text. */
  monthlyPrice: string;
  /** The (masked) account, for the mandate text. */
  account: string;
  /** Raised on every failed validation: focus moves to what needs attention. */
  focusRequest: number;
};

function BoxText({
  box,
  country,
  monthlyPrice,
  account,
}: Omit<AcceptanceBoxesProps, 'acceptance' | 'focusRequest'> & { box: AcceptanceBox }) {
  const { t } = useTranslation();
  const terms = <LegalLink href={legalPages.terms(country)} />;
  if (box === 'terms') {
    // SPEC §5: the US text names no cancellation policy (there is no right of withdrawal there).
    if (country.toUpperCase() === 'US') return <Trans i18nKey="review.acceptance.termsUs" components={{ terms }} />;
    const withdrawal = <LegalLink href={legalPages.withdrawal(country)} />;
    return <Trans i18nKey="review.acceptance.terms" components={{ terms, withdrawal }} />;
  }
  if (box === 'subscriptionTerms') {
    return (
      <Trans
        i18nKey="review.acceptance.subscriptionTerms"
        values={{ amount: monthlyPrice, months: SUBSCRIPTION_MIN_TERM_MONTHS }}
        components={{ terms }}
      />
    );
  }
  return <>{t('review.acceptance.mandate', { creditor: t('shell.shopName'), account })}</>;
}

export function AcceptanceBoxes({ acceptance, focusRequest, ...texts }: AcceptanceBoxesProps) {
  const { t } = useTranslation();
  const baseId = useId();
  const summary = useRef<HTMLDivElement>(null);
  const idOf = (box: AcceptanceBox) => `${baseId}-${box}`;
  const missing = acceptance.boxes.filter((box) => acceptance.hasError(box));

  // biome-ignore lint/correctness/useExhaustiveDependencies: runs per failed validation only, not when errors clear.
  useEffect(() => {
    if (focusRequest === 0) return;
    if (missing.length > 1) focusAtTop(summary.current, summary.current);
    else if (missing[0] !== undefined) {
      const input = document.getElementById(idOf(missing[0]));
      focusAtTop(input, input?.parentElement ?? null);
    }
  }, [focusRequest]);

  if (acceptance.boxes.length === 0) return null;
  return (
    <div className={styles.acceptance}>
      {missing.length > 1 ? (
        <div ref={summary} className={styles.summary} tabIndex={-1} role="alert" aria-labelledby={`${baseId}-summary`}>
          <h2 id={`${baseId}-summary`} className={styles.summaryTitle}>
            {t('review.errors.summaryTitle')}
          </h2>
          <ul>
            {missing.map((box) => (
              <li key={box}>
                <a
                  href={`#${idOf(box)}`}
                  onClick={(event) => {
                    event.preventDefault();
                    document.getElementById(idOf(box))?.focus();
                  }}
                >
                  {t(`review.errors.summary.${box}`)}
                </a>
              </li>
            ))}
          </ul>
        </div>
      ) : null}
      {acceptance.boxes.map((box) => {
        const invalid = acceptance.hasError(box);
        const errorId = `${idOf(box)}-error`;
        return (
          <div key={box} className={styles.box} data-invalid={invalid || undefined}>
            <input
              id={idOf(box)}
              className={styles.checkbox}
              type="checkbox"
              data-testid={`acceptance-${box}`}
              checked={acceptance.isChecked(box)}
              onChange={(event) => acceptance.setBox(box, event.target.checked)}
              aria-invalid={invalid || undefined}
              aria-describedby={invalid ? errorId : undefined}
            />
            <label htmlFor={idOf(box)} className={styles.boxLabel}>
              <BoxText box={box} {...texts} />
            </label>
            {invalid ? (
              <p id={errorId} className={styles.fieldError}>
                {t(`review.errors.${ACCEPTANCE_ERROR_CODES[box]}`)}
              </p>
            ) : null}
          </div>
        );
      })}
    </div>
  );
}
