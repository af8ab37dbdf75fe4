// A labelled text input with an optional hint and an error linked by aria-describedby (the ui package's field,
// DESIGN.md), with the shop's texts.

import { type TextFieldProps, TextField as UiTextField } from '@shop/ui/react/text-field.tsx';
import { useErrorPrefix } from './field-error';

export function TextField(props: Omit<TextFieldProps, 'errorPrefix'>) {
  return <UiTextField errorPrefix={useErrorPrefix()} {...props} />;
}
