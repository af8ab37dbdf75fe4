// The help area (SPEC §1): a collapsible FAQ and a customer-service button that opens the support form (the
// footer's support modal answers the event, as for the footer link).

import utilities from '@shop/ui/components/utilities.module.css';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useLocation } from 'react-router';
import { Button } from '../../../components/ui/button';
import { PageHeading } from '../../../components/ui/page-heading';
import { Panel } from '../../../components/ui/panel';
import { paths } from '../../../config/paths';
import { openSupportForm, supportContextFor } from '../../../lib/support-form';
import { type HelpEntry, useHelp } from '../hooks/use-help';
import { FaqItem } from './faq-item';
import styles from './help.module.css';

function Answer({ entry }: { entry: HelpEntry }) {
  return (
    <>
      {entry.paragraphs.map((paragraph) => (
        <p key={paragraph}>{paragraph}</p>
      ))}
      {entry.items.length > 0 ? (
        <ul className={styles.items}>
          {entry.items.map((item) => (
            <li key={item}>{item}</li>
          ))}
        </ul>
      ) : null}
    </>
  );
}

export function HelpScreen() {
  const { t } = useTranslation();
  const help = useHelp();
  const { pathname } = useLocation();
  const contactTitle = useId();
  return (
    <div className={styles.screen}>
      <Panel>
        <div className={styles.intro}>
          <PageHeading>{t('help.title')}</PageHeading>
          <p>{t('help.intro')}</p>
        </div>
        {help.status === 'loading' ? (
          <div className={styles.placeholder} aria-busy="true">
            <p className={utilities.visuallyHidden} role="status">
              {t('help.loading')}
            </p>
          </div>
        ) : (
          <div className={styles.faq}>
            {help.entries.map((entry) => (
              <FaqItem key={entry.topic} question={entry.question} testId={`faq-${entry.topic}`}>
                <Answer entry={entry} />
              </FaqItem>
            ))}
          </div>
        )}
      </Panel>
      <section className={styles.contact} aria-labelledby={contactTitle}>
        <h2 id={contactTitle} className={styles.contactTitle}>
          {t('help.contact.title')}
        </h2>
        <p>{t('help.contact.body')}</p>
        <Button variant="secondary" onClick={() => openSupportForm(supportContextFor(pathname))} aria-haspopup="dialog">
          {t('help.contact.button')}
        </Button>
      </section>
      <Link className={styles.back} to={paths.amount}>
        {t('help.back')}
      </Link>
    </div>
  );
}
