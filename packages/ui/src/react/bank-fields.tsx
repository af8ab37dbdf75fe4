// The bank account's fields, the same in the shop's direct-debit form and its payout bank form (SPEC §5): the
// account holder, the IBAN shown in groups of four as it is typed, the BIC. Labels, hints and errors come in as
// props, in the app's language; what the browser is told (autocomplete, capitals, no spelling check) is set here.

import { formatIban } from '@shop/domain/bank-format';
import { TextField, type TextFieldProps } from './text-field.tsx';
import { useGroupedInput } from './use-grouped-input.ts';

/** The account holder's name (the browser may fill it in). */
export function HolderField(props: TextFieldProps) {
  return <TextField autoComplete="name" {...props} />;
}

type IbanFieldProps = Omit<TextFieldProps, 'onChange' | 'ref'> & {
  /** The IBAN as shown, in groups of four, after each change; the caret stays where it was typed. */
  onValueChange: (formatted: string) => void;
};

export function IbanField({ onValueChange, ...props }: IbanFieldProps) {
  const iban = useGroupedInput(formatIban, /\S/u);
  return (
    <TextField
      ref={iban.ref}
      autoComplete="off"
      autoCapitalize="characters"
      spellCheck={false}
      onChange={(event) => onValueChange(iban.formatChange(event))}
      {...props}
    />
  );
}

/** The BIC (eight or eleven characters). */
export function BicField(props: TextFieldProps) {
  return <TextField autoComplete="off" autoCapitalize="characters" spellCheck={false} maxLength={11} {...props} />;
}

/** A bank number of digits only (a US routing or account number): the phone's number pad, no suggestions. */
export function BankNumberField(props: TextFieldProps) {
  return <TextField autoComplete="off" inputMode="numeric" spellCheck={false} {...props} />;
}
