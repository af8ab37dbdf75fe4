// The password step-up of the data step (SPEC §2, §5, §6): the user name and the password; the
// payout token it yields stays in memory only.
import { useTranslation } from 'react-i18next';
import { TextField } from '../../../components/ui/text-field';
import styles from './payout.module.css';
import { Card, Notice } from './payout-parts';

export const PASSWORD_FIELD_ID = 'payout-password';

type PasswordSectionProps = {
  userName: string;
  password: string;
  error: string | null;
  /** After a reload the token is gone: say why the password is asked again. */
  askAgain: boolean;
  onChange: (value: string) => void;
  onBlur: () => void;
};

export function PasswordSection({ userName, password, error, askAgain, onChange, onBlur }: PasswordSectionProps) {
  const { t } = useTranslation();
  return (
    <Card title={t('payout.password.title')}>
      {askAgain ? <Notice tone="warning" role="status" title={t('payout.password.again')} /> : null}
      <p className={styles.muted}>{t('payout.password.hint')}</p>
      <TextField
        id="payout-user-name"
        label={t('payout.password.userName')}
        value={userName}
        readOnly
        autoComplete="username"
      />
      <TextField
        id={PASSWORD_FIELD_ID}
        type="password"
        label={t('payout.password.label')}
        autoComplete="current-password"
        value={password}
        onChange={(event) => onChange(event.target.value)}
        onBlur={onBlur}
        error={error}
      />
    </Card>
  );
}
