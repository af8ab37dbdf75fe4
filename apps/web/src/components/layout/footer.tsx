// The footer links of SPEC §1 and the help area; locked (plain text) while a payment runs. The terms and the
// right of withdrawal open in a dialog that fetches them (SPEC §7), from here or from any view (openLegalText). Customer support emits the
// support form event with the context of the current screen; the modal here answers it.
// The dialogs' code loads when a player first opens one (footer-dialogs.tsx, issue 11); the footer listens from
// the start and holds what is open, so an event sent while that code loads still opens its dialog.
import { type ComponentType, useCallback, useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useLocation } from 'react-router';
import { paths } from '../../config/paths';
import { isLegalDocument, LEGAL_TEXT_EVENT, type LegalDocument } from '../../lib/legal-page';
import {
  openSupportForm,
  SUPPORT_FORM_EVENT,
  type SupportContext,
  supportContextFor,
  supportContextOf,
} from '../../lib/support-form';
import styles from './footer.module.css';
import type { FooterDialogsProps } from './footer-dialogs';
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
  const [support, setSupport] = useState<SupportContext | null>(null);
  const [Dialogs, setDialogs] = useState<ComponentType<FooterDialogsProps> | null>(null);
  const loadingDialogs = useRef(false);
  // Once; a failed load (e.g. offline) is tried again at the next opening, which shows what is open by then.
  const loadDialogs = useCallback(() => {
    if (loadingDialogs.current) return;
    loadingDialogs.current = true;
    import('./footer-dialogs').then(
      (module) => setDialogs(() => module.default),
      () => {
        loadingDialogs.current = false;
      },
    );
  }, []);
  const read = useCallback(
    (document: LegalDocument) => {
      setReading(document);
      loadDialogs();
    },
    [loadDialogs],
  );
  useEffect(() => {
    const onRead = (event: Event) => {
      if (event instanceof CustomEvent && isLegalDocument(event.detail)) read(event.detail);
    };
    // A host platform that shows its own form listens first and prevents the event: then no dialog opens.
    const onSupport = (event: Event) => {
      const context = supportContextOf(event);
      if (context === null) return;
      setSupport(context);
      loadDialogs();
    };
    window.addEventListener(LEGAL_TEXT_EVENT, onRead);
    window.addEventListener(SUPPORT_FORM_EVENT, onSupport);
    return () => {
      window.removeEventListener(LEGAL_TEXT_EVENT, onRead);
      window.removeEventListener(SUPPORT_FORM_EVENT, onSupport);
    };
  }, [read, loadDialogs]);
  return (
    <footer className={styles.footer}>
      <nav className={styles.inner} aria-label={t('footer.label')}>
        <ul className={styles.list}>
          {companyInfo === undefined ? null : (
            <li>
              <LegalLink link={companyInfo} locked={locked} onRead={read} />
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
              <LegalLink link={link} locked={locked} onRead={read} />
            </li>
          ))}
        </ul>
      </nav>
      {Dialogs === null ? null : (
        <Dialogs
          support={support}
          onCloseSupport={() => setSupport(null)}
          reading={reading}
          country={country}
          onCloseReading={() => setReading(null)}
        />
      )}
    </footer>
  );
}
