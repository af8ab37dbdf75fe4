// The footer links of SPEC §1 and the help area; locked (plain text) while a payment runs. The terms and the
// right of withdrawal open in a dialog that fetches them (SPEC §7), from here or from any view (openLegalText). Customer support emits the
// support form event with the context of the current screen; the modal here answers it.
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useLocation } from 'react-router';
import { paths } from '../../config/paths';
import { isLegalDocument, LEGAL_TEXT_EVENT, type LegalDocument } from '../../lib/legal-page';
import { openSupportForm, supportContextFor } from '../../lib/support-form';
import styles from './footer.module.css';
import { LegalModal } from './legal-modal';
import { SupportModal } from './support-modal';
import { type FooterLink, useFooterCountry, useFooterLinks } from './use-footer-links';

function LegalLink({
  link,
  locked,
  onRead,
}: {
  link: FooterLink;
  locked: boolean;
  onRead: (key: LegalDocument) => void;
}) {
  const { t } = useTranslation();
  const label = t(`footer.${link.key}`);
  if (locked) return <span className={styles.locked}>{label}</span>;
  // The terms and the right of withdrawal are read inside the shop (SPEC §7); the others open the platform's page.
  if (link.key === 'terms' || link.key === 'withdrawal') {
    const key = link.key;
    return (
      <button type="button" className={styles.link} onClick={() => onRead(key)} aria-haspopup="dialog">
        {label}
      </button>
    );
  }
  return (
    <a className={styles.link} href={link.href} target="_blank" rel="noopener">
      {label}
    </a>
  );
}

export function Footer({ locked }: { locked: boolean }) {
  const { t } = useTranslation();
  const [companyInfo, ...legal] = useFooterLinks();
  const country = useFooterCountry();
  const { pathname } = useLocation();
  const [reading, setReading] = useState<LegalDocument | null>(null);
  useEffect(() => {
    const onOpen = (event: Event) => {
      if (event instanceof CustomEvent && isLegalDocument(event.detail)) setReading(event.detail);
    };
    window.addEventListener(LEGAL_TEXT_EVENT, onOpen);
    return () => window.removeEventListener(LEGAL_TEXT_EVENT, onOpen);
  }, []);
  return (
    <footer className={styles.footer}>
      <nav className={styles.inner} aria-label={t('footer.label')}>
        <ul className={styles.list}>
          {companyInfo === undefined ? null : (
            <li>
              <LegalLink link={companyInfo} locked={locked} onRead={setReading} />
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
              <LegalLink link={link} locked={locked} onRead={setReading} />
            </li>
          ))}
        </ul>
      </nav>
      <SupportModal />
      <LegalModal document={reading} country={country} onClose={() => setReading(null)} />
    </footer>
  );
}
