// Customer support: the form itself is a separate app of the platform (SPEC §1, §7); this explains that.
import { useTranslation } from 'react-i18next';
import { Button } from '../ui/button';
import { Modal } from '../ui/modal';

export function SupportModal({ open, onClose }: { open: boolean; onClose: () => void }) {
  const { t } = useTranslation();
  return (
    <Modal
      title={t('support.title')}
      open={open}
      onClose={onClose}
      footer={
        <Button variant="secondary" onClick={onClose}>
          {t('common.close')}
        </Button>
      }
    >
      <p>{t('support.body')}</p>
    </Modal>
  );
}
