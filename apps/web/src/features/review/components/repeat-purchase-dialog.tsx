// Issue 9 point 4: the server refused a purchase identical to one moments ago (repeat_purchase). Nothing was
// charged; the player decides: "Yes, buy again" pays once more (confirmRepeat), "No" buys nothing.
import { useTranslation } from 'react-i18next';
import { Button } from '../../../components/ui/button';
import { Modal } from '../../../components/ui/modal';

type RepeatPurchase = { asked: boolean; confirm: () => void; cancel: () => void };

export function RepeatPurchaseDialog({ repeat }: { repeat: RepeatPurchase }) {
  const { t } = useTranslation();
  return (
    <Modal
      title={t('review.repeat.title')}
      open={repeat.asked}
      onClose={repeat.cancel}
      footer={
        <>
          <Button onClick={repeat.confirm} data-testid="repeat-confirm">
            {t('review.repeat.confirm')}
          </Button>
          <Button variant="secondary" onClick={repeat.cancel}>
            {t('review.repeat.cancel')}
          </Button>
        </>
      }
    >
      <p>{t('review.repeat.text')}</p>
    </Modal>
  );
}
