// The direct-debit provider's form: the saved account with its mandate when there is one, else (or after
// "edit", which invalidates the mandate) entry of a new account.
import type { ElvDetails } from '@shop/contracts/purchase';
import { type FormEvent, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '../../../components/ui/button';
import type { TextsModule } from '../../../lib/i18n';
import type { DraftElv } from '../../../lib/payment-draft';
import { ElvEntryForm } from './elv-entry-form';
import { ProviderContinue } from './provider-continue';
import { ProviderMark } from './provider-mark';
import styles from './provider-screen.module.css';

/** This form's texts, loaded with it: its locale file (src/locales/<language>/). */
export const texts = import.meta.glob<TextsModule>('../../../locales/*/provider-elv.json');

type ElvPanelProps = {
  saved: ElvDetails | null;
  /** What the player entered last time for this provider, if anything. */
  drafted: DraftElv | null;
  complete: (elv: DraftElv) => void;
};

const NO_MANDATE = { valid: false, creditorId: null, mandateId: null };

function SavedAccount({
  saved,
  onEdit,
  complete,
}: {
  saved: ElvDetails;
  onEdit: () => void;
  complete: (elv: DraftElv) => void;
}) {
  const { t } = useTranslation();
  const { creditorId, mandateId } = saved.mandate;
  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    // The saved account: no IBAN in the draft, review sends no account details and the server uses it.
    // Its masked IBAN goes along for review to show (issue 24 item 15).
    complete({ iban: '', savedIban: saved.iban, holder: saved.holder, bic: null, mandate: saved.mandate });
  };
  return (
    <form className={styles.form} onSubmit={onSubmit} noValidate>
      <div className={styles.saved}>
        <ProviderMark kind="sepa" />
        <div className={styles.savedText}>
          <span className={styles.muted}>{t('provider.elv.savedTitle')}</span>
          <span className={styles.masked}>{saved.iban}</span>
          <span className={styles.muted}>{saved.holder}</span>
        </div>
        <Button variant="secondary" onClick={onEdit}>
          {t('provider.elv.edit')}
        </Button>
      </div>
      {creditorId === null && mandateId === null ? null : (
        <dl className={styles.detailsList}>
          {creditorId === null ? null : (
            <>
              <dt>{t('provider.elv.creditorId')}</dt>
              <dd>{creditorId}</dd>
            </>
          )}
          {mandateId === null ? null : (
            <>
              <dt>{t('provider.elv.mandateId')}</dt>
              <dd>{mandateId}</dd>
            </>
          )}
        </dl>
      )}
      <ProviderContinue />
    </form>
  );
}

export function ElvPanel({ saved, drafted, complete }: ElvPanelProps) {
  const [edited, setEdited] = useState(false);
  if (saved !== null && !edited) {
    return <SavedAccount saved={saved} onEdit={() => setEdited(true)} complete={complete} />;
  }
  // SPEC §2: a new account needs a new mandate; the creditor (the shop) stays the same.
  const mandate = edited && saved !== null ? { ...NO_MANDATE, creditorId: saved.mandate.creditorId } : NO_MANDATE;
  const reuse = !edited && drafted !== null && drafted.iban !== '';
  const initial = reuse
    ? { holder: drafted.holder, iban: drafted.iban, bic: drafted.bic ?? '' }
    : { holder: '', iban: '', bic: '' };
  return (
    <ElvEntryForm initial={initial} mandate={reuse ? drafted.mandate : mandate} edited={edited} complete={complete} />
  );
}
