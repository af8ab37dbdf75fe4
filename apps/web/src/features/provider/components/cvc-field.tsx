// The fixed part of the card's security code field the shop draws itself (a new card, or a saved card that asks
// for it); each form adds its id, value, handlers and error.
import type { TFunction } from 'i18next';
import styles from './provider-screen.module.css';

export const cvcFieldProps = (t: TFunction) =>
  ({
    label: t('provider.card.cvc'),
    hint: t('provider.card.cvcHint'),
    inputMode: 'numeric',
    autoComplete: 'cc-csc',
    maxLength: 4,
    className: styles.mono,
  }) as const;
