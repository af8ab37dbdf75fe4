// The error page (SPEC §8): a headline, the message for the code, its catalogue number as small reference text
// and one action. Codes of blocked users leave for the platform's user-blocked page instead. Where the text
// tells the player to contact customer support, a second button opens the support form.
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { Button } from '../../../components/ui/button';
import { ContactSupportButton } from '../../../components/ui/contact-support-button';
import { PageHeading } from '../../../components/ui/page-heading';
import { Panel } from '../../../components/ui/panel';
import { hrefs, paths } from '../../../config/paths';
import { errorNeedsSupport, errorSupportContext } from '../../../lib/support-form';
import { leadingCode, useErrorPage } from '../hooks/use-error-page';
import styles from './error-page.module.css';

export function ErrorPage({ code, values }: { code: string; values: { amount: string; date: string } }) {
  const { t } = useTranslation();
  const page = useErrorPage(code, values);
  if (page.blocked) {
    return (
      <Panel>
        <PageHeading>{t('errors.blockedRedirect')}</PageHeading>
      </Panel>
    );
  }
  return (
    <Panel>
      <div className={styles.icon} aria-hidden="true">
        <svg viewBox="0 0 24 24" width="28" height="28" aria-hidden="true" focusable="false">
          <circle cx="12" cy="12" r="10" fill="none" stroke="currentColor" strokeWidth="2" />
          <path d="M12 7v6M12 16.5v.5" stroke="currentColor" strokeWidth="2.2" strokeLinecap="round" />
        </svg>
      </div>
      <PageHeading>{t(page.headlineKey)}</PageHeading>
      <p className={styles.message}>{t(page.messageKey, page.values)}</p>
      <Button fullWidth onClick={page.act} disabled={page.busy} aria-busy={page.busy}>
        {t(`errors.actions.${page.action}`)}
      </Button>
      {errorNeedsSupport(leadingCode(code)) ? (
        <ContactSupportButton fullWidth context={errorSupportContext(leadingCode(code), hrefs.error(code))} />
      ) : null}
      <Link className={styles.help} to={paths.help}>
        {t('help.link')}
      </Link>
      {page.reference === null ? null : (
        <p className={styles.reference}>{t('errors.reference', { code: page.reference })}</p>
      )}
    </Panel>
  );
}
