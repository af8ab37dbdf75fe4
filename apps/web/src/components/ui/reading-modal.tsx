// A dialog that only shows something (a legal text, the support form): open while it has an item, its one
// action closes it.
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from './button';
import { Modal } from './modal';

type ReadingModalProps<T> = {
  /** What the dialog shows; null: closed. */
  item: T | null;
  title: (item: T) => string;
  onClose: () => void;
  children: (item: T) => ReactNode;
};

export function ReadingModal<T>({ item, title, onClose, children }: ReadingModalProps<T>) {
  const { t } = useTranslation();
  return (
    <Modal
      title={item === null ? '' : title(item)}
      open={item !== null}
      onClose={onClose}
      footer={
        <Button variant="secondary" onClick={onClose}>
          {t('common.close')}
        </Button>
      }
    >
      {item === null ? null : children(item)}
    </Modal>
  );
}
