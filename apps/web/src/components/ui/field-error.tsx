// A field's error under it, with a visually hidden "Error:" for screen readers (GOV.UK pattern): the
// colour and the icon are not enough to tell an error from a hint.

import styles from '@shop/ui/components/field.module.css';
import utilities from '@shop/ui/components/utilities.module.css';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';

export function FieldError({
  id,
  className,
  children,
}: {
  id: string | undefined;
  className?: string | undefined;
  children: ReactNode;
}) {
  const { t } = useTranslation();
  return (
    <p id={id} className={className ?? styles.error}>
      <span className={utilities.visuallyHidden}>{t('common.errorPrefix')} </span>
      {children}
    </p>
  );
}
