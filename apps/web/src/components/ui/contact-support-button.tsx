// "Contact customer support" where a text tells the player to do so: opens the support form with the
// screen's context (lib/support-form.ts).
import { useTranslation } from 'react-i18next';
import { openSupportForm, type SupportContext } from '../../lib/support-form';
import { Button } from './button';

export function ContactSupportButton({ context, fullWidth }: { context: SupportContext; fullWidth?: boolean }) {
  const { t } = useTranslation();
  return (
    <Button variant="secondary" fullWidth={fullWidth} aria-haspopup="dialog" onClick={() => openSupportForm(context)}>
      {t('support.contact')}
    </Button>
  );
}
