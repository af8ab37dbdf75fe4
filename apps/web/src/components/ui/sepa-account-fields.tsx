// The IBAN and BIC fields of a SEPA account, as the direct-debit form and the payout's bank form show them: the
// IBAN in groups of four, the BIC with its hint, both in the screen's tabular figures.
import { BicField, IbanField } from '@shop/ui/react/bank-fields.tsx';

export type SepaField = 'iban' | 'bic';

type SepaAccountFieldsProps = {
  ids: Readonly<Record<SepaField, string>>;
  texts: { iban: string; bic: string; bicHint: string; errorPrefix: string };
  values: Readonly<Record<SepaField, string>>;
  errorText: (field: SepaField) => string | null;
  className: string | undefined;
  onIbanChange: (formatted: string) => void;
  onBicChange: (value: string) => void;
  /** Where a field checks itself when left (the direct-debit form); the payout's form checks on save only. */
  onLeave?: (field: SepaField) => void;
};

export function SepaAccountFields({
  ids,
  texts,
  values,
  errorText,
  className,
  onIbanChange,
  onBicChange,
  onLeave,
}: SepaAccountFieldsProps) {
  return (
    <>
      <IbanField
        id={ids.iban}
        label={texts.iban}
        errorPrefix={texts.errorPrefix}
        className={className}
        value={values.iban}
        onValueChange={onIbanChange}
        onBlur={onLeave === undefined ? undefined : () => onLeave('iban')}
        error={errorText('iban')}
      />
      <BicField
        id={ids.bic}
        label={texts.bic}
        hint={texts.bicHint}
        errorPrefix={texts.errorPrefix}
        className={className}
        value={values.bic}
        onChange={(event) => onBicChange(event.target.value)}
        onBlur={onLeave === undefined ? undefined : () => onLeave('bic')}
        error={errorText('bic')}
      />
    </>
  );
}
