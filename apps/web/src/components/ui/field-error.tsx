// A field's error under it (the ui package's), with the shop's visually hidden "Error:" in the player's language.

import { type FieldErrorProps, FieldError as UiFieldError } from '@shop/ui/react/field-error.tsx';
import { useTranslation } from 'react-i18next';

/** The visually hidden prefix of a field's error ("Error:") in the player's language, for the ui package's fields. */
export function useErrorPrefix(): string {
  const { t } = useTranslation();
  return t('common.errorPrefix');
}

export function FieldError(props: Omit<FieldErrorProps, 'prefix'>) {
  return <UiFieldError prefix={useErrorPrefix()} {...props} />;
}
