// The footer links of SPEC §1 and the help area; locked (plain text) while a payment runs. Customer support emits the
// support form event with the context of the current screen; the modal here answers it.
import { useTranslation } from 'react-i18next';
import { Link, useLocation } from 'react-router';
import { paths } from '../../config/paths';
import { openSupportForm, supportContextFor } from '../../lib/support-form';
import styles from './footer.module.css';
import { SupportModal } from './support-modal';
import { type FooterLink, useFooterLinks } from './use-footer-links';

function LegalLink({ link, locked }: { link: FooterLink; locked: boolean }) {
  const { t } = useTranslation();
  const label = t(`footer.${link.key}`);
  if (locked) return <span className={styles.locked}>{label}</span>;
  return (
    <a className={styles.link} href={link.href} target="_blank" rel="noopener">
      {label}
    </a>
  );
}

export function Footer({ locked }: { locked: boolean }) {
  const { t } = useTranslation();
  const [companyInfo, ...legal] = useFooterLinks();
  const { pathname } = useLocation();
  return (
    <footer className={styles.footer}>
      <nav className={styles.inner} aria-label={t('footer.label')}>
        <ul className={styles.list}>
          {companyInfo === undefined ? null : (
            <li>
              <LegalLink link={companyInfo} locked={locked} />
            </li>
          )}
          <li>
            {locked ? (
              <span className={styles.locked}>{t('help.link')}</span>
            ) : (
              <Link className={styles.link} to={paths.help}>
                {t('help.link')}
              </Link>
            )}
          </li>
          <li>
            {locked ? (
              <span className={styles.locked}>{t('footer.support')}</span>
            ) : (
              <button
                type="button"
                className={styles.link}
                onClick={() => openSupportForm(supportContextFor(pathname))}
                aria-haspopup="dialog"
              >
                {t('footer.support')}
              </button>
            )}
          </li>
          {legal.map((link) => (
            <li key={link.key}>
              <LegalLink link={link} locked={locked} />
            </li>
          ))}
        </ul>
      </nav>
      <SupportModal />
    </footer>
  );
}
