// An amount typed in the user's number format: a text input (inputmode decimal, so phones show digits and the
// separator, paste allowed; no autocomplete) in the field frame, with an optional action beside it ('max
// amount'). What the text means is the app's: it gets the raw text.

import type { ComponentProps, ReactNode } from 'react';
import styles from '../components/amount-field.module.css';
import fieldStyles from '../components/field.module.css';
import { controlProps, FieldFrame, type FieldTexts } from './text-field.tsx';

type AmountFieldProps = FieldTexts &
  Omit<ComponentProps<'input'>, 'id' | 'type' | 'inputMode'> & {
    /** Beside the input (an AmountAction); moves under it when the text is large. */
    action?: ReactNode;
  };

export function AmountField({ id, label, hint, error, errorPrefix, action, className, ...input }: AmountFieldProps) {
  return (
    <FieldFrame id={id} label={label} hint={hint} error={error} errorPrefix={errorPrefix}>
      <div className={styles.row}>
        <input
          {...controlProps({ id, hint, error })}
          className={[fieldStyles.control, styles.input, className].filter(Boolean).join(' ')}
          type="text"
          inputMode="decimal"
          autoComplete="off"
          {...input}
        />
        {action}
      </div>
    </FieldFrame>
  );
}

/** A small secondary button beside the amount ('max amount'). */
export function AmountAction({ className, ...props }: Omit<ComponentProps<'button'>, 'type'>) {
  return <button type="button" className={[styles.action, className].filter(Boolean).join(' ')} {...props} />;
}
