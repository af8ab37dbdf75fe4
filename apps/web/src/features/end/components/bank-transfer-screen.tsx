// The bank-transfer instructions (SPEC §2 /end-banktransfer, §9), each detail with a copy button.
import type { UserData } from '@shop/contracts/user';
import utilities from '@shop/ui/components/utilities.module.css';
import { useTranslation } from 'react-i18next';
import { ButtonLink } from '../../../components/ui/button';
import { PageHeading } from '../../../components/ui/page-heading';
import { Panel } from '../../../components/ui/panel';
import { hrefs } from '../../../config/paths';
import { useBankTransfer } from '../hooks/use-bank-transfer';
import { useCopy } from '../hooks/use-copy';
import styles from './end.module.css';
import { endScreen } from './end-session';
import { SuccessMark } from './success-mark';

export const BankTransferScreen = endScreen(BankTransferContent);

function BankTransferContent({ user }: { user: UserData }) {
  const { t } = useTranslation();
  const transfer = useBankTransfer(user);
  const { copied, copy } = useCopy();
  return (
    <Panel>
      <div className={styles.intro}>
        <SuccessMark />
        <PageHeading>{t('end.bankTransfer.title')}</PageHeading>
        <p>
          {transfer.amount === null
            ? t('end.bankTransfer.bodyWithoutDetails')
            : t('end.bankTransfer.body', { amount: transfer.amount })}
        </p>
      </div>
      {transfer.fields === null ? null : (
        <dl className={styles.transfer}>
          {transfer.fields.map((field) => (
            <div key={field.id} className={styles.transferRow} data-field={field.id}>
              <dt>{field.label}</dt>
              <dd>
                <span className={styles.transferValue}>{field.value}</span>
                <button
                  type="button"
                  className={styles.copy}
                  onClick={() => void copy(field.id, field.copy)}
                  aria-label={t('end.bankTransfer.copy', { field: field.label })}
                >
                  {copied === field.id ? t('end.bankTransfer.copied') : t('end.bankTransfer.copyShort')}
                </button>
              </dd>
            </div>
          ))}
        </dl>
      )}
      {/* The button itself says "Copied"; this tells screen readers. */}
      <p className={utilities.visuallyHidden} role="status">
        {copied === null ? null : t('end.bankTransfer.copiedAnnouncement')}
      </p>
      <p className={styles.note}>{t('end.bankTransfer.referenceHint')}</p>
      <p className={styles.note}>{t('end.bankTransfer.crediting')}</p>
      <ButtonLink to={hrefs.extern('games')} fullWidth>
        {t('end.toGames')}
      </ButtonLink>
    </Panel>
  );
}
