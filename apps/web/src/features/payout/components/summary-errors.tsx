// What went wrong with a payout request (SPEC §8 payout errors): payoutNotAllowed, else
// pendingPayout, as the only message; otherwise every code with a hint to go back (invalidToken:
// re-enter the password). Unknown codes show the general failure with the code as reference.
import { PAYOUT_ERROR_CODES, type PayoutErrorCode, payoutErrorsToDisplay } from '@shop/domain/payout';
import { useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { ContactSupportButton } from '../../../components/ui/contact-support-button';
import type { SummaryOutcome } from '../hooks/use-payout-summary';
import styles from './payout.module.css';
import summaryStyles from './summary-screen.module.css';

function isKnownCode(code: string): code is PayoutErrorCode {
  return (PAYOUT_ERROR_CODES as readonly string[]).includes(code);
}

function ErrorItem({ code }: { code: string }) {
  const { t } = useTranslation();
  const passwordAgain = code === 'invalidToken';
  return (
    <li>
      {isKnownCode(code) ? t(`payout.summary.errors.${code}`) : t('payout.summary.errors.unknown')}
      {isKnownCode(code) ? null : <span className={styles.reference}> {t('errors.reference', { code })}</span>}{' '}
      <Link to="/payout/data" state={passwordAgain ? { passwordAgain } : null}>
        {passwordAgain ? t('payout.summary.reenterPassword') : t('payout.summary.goBack')}
      </Link>
    </li>
  );
}

export function SummaryErrors({ outcome }: { outcome: SummaryOutcome }) {
  const { t } = useTranslation();
  const box = useRef<HTMLDivElement>(null);
  // The payout button is disabled now, so focus would fall to the page: it goes to the errors.
  useEffect(() => {
    if (outcome.kind !== 'none') box.current?.focus();
  }, [outcome]);
  if (outcome.kind === 'none') return null;
  const display = outcome.kind === 'errors' ? payoutErrorsToDisplay(outcome.codes) : null;
  return (
    <div ref={box} className={summaryStyles.errors} role="alert" aria-labelledby="payout-errors-title" tabIndex={-1}>
      <h2 id="payout-errors-title" className={summaryStyles.errorsTitle}>
        {t('payout.summary.failedTitle')}
      </h2>
      {display === null ? <p>{t('payout.summary.errors.unknown')}</p> : null}
      {display !== null && 'single' in display ? <p>{t(`payout.summary.errors.${display.single}`)}</p> : null}
      {display !== null && 'single' in display && display.single === 'payoutNotAllowed' ? (
        <ContactSupportButton context={{ topic: 'payout', reference: '', screen: '/payout/summary' }} />
      ) : null}
      {display !== null && 'list' in display ? (
        <ul className={summaryStyles.errorList}>
          {display.list.map((code) => (
            <ErrorItem key={code} code={code} />
          ))}
        </ul>
      ) : null}
    </div>
  );
}
