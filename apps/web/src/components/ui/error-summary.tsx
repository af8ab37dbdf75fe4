// The GOV.UK error summary every form uses (the ui package's), headed in the player's language; while it shows,
// the page title gains its "Error: " prefix.

import { type SummaryError, ErrorSummary as UiErrorSummary } from '@shop/ui/react/error-summary.tsx';
import { useTranslation } from 'react-i18next';
import { markFormErrorsShown } from '../../lib/form-errors-shown';

export type { SummaryError };

export function ErrorSummary({ errors, attempt }: { errors: readonly SummaryError[]; attempt: number }) {
  const { t } = useTranslation();
  return (
    <UiErrorSummary
      errors={errors}
      attempt={attempt}
      title={t('common.errorSummaryTitle')}
      onShown={markFormErrorsShown}
    />
  );
}

/** The summary's lines: every field of `fields` that has a message, linked to its element. */
export function summaryOf<Field>(
  fields: readonly Field[],
  fieldId: (field: Field) => string,
  message: (field: Field) => string | null,
): SummaryError[] {
  return fields.flatMap((field) => {
    const text = message(field);
    return text === null ? [] : [{ fieldId: fieldId(field), message: text }];
  });
}
