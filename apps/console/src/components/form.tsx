// The console's form pieces: labelled fields with their errors, radio buttons, the GOV.UK error summary and the
// state behind it, the form that never reloads the page, and the two-step confirmation every write uses.

import fieldStyles from '@shop/ui/components/field.module.css';
import { type SummaryError, ErrorSummary as UiErrorSummary } from '@shop/ui/react/error-summary.tsx';
import { controlProps, FieldFrame, type FieldTexts, TextField as UiTextField } from '@shop/ui/react/text-field.tsx';
import {
  type ChangeEvent,
  type ComponentProps,
  type FormEvent,
  type ReactNode,
  useEffect,
  useRef,
  useState,
} from 'react';
import { useI18n } from '../lib/i18n';
import styles from './console.module.css';
import { Button } from './ui';

export type { SummaryError };

/** A field's texts without the error prefix: the console's parts add it in the operator's language. */
type FieldProps = Omit<FieldTexts, 'errorPrefix'>;

/**
 * The ui package's field frame, with the console's "Error:" prefix, around the control that `children` draws with
 * the props every control carries (its id, invalid state and description).
 */
function ConsoleField({
  id,
  label,
  hint,
  error,
  children,
}: FieldProps & { children: (control: ReturnType<typeof controlProps>) => ReactNode }) {
  const { t } = useI18n();
  return (
    <FieldFrame id={id} label={label} hint={hint} error={error} errorPrefix={t('common.errorPrefix')}>
      {children(controlProps({ id, hint, error }))}
    </FieldFrame>
  );
}

export function TextField(props: FieldProps & Omit<ComponentProps<'input'>, 'id'>) {
  const { t } = useI18n();
  return <UiTextField errorPrefix={t('common.errorPrefix')} {...props} />;
}

export function TextArea({ id, label, hint, error, ...input }: FieldProps & Omit<ComponentProps<'textarea'>, 'id'>) {
  return (
    <ConsoleField id={id} label={label} hint={hint} error={error}>
      {(control) => <textarea {...control} className={[fieldStyles.control, styles.textarea].join(' ')} {...input} />}
    </ConsoleField>
  );
}

export function SelectField({
  id,
  label,
  hint,
  error,
  children,
  ...select
}: FieldProps & Omit<ComponentProps<'select'>, 'id'>) {
  return (
    <ConsoleField id={id} label={label} hint={hint} error={error}>
      {(control) => (
        <select {...control} className={[fieldStyles.control, fieldStyles.select].join(' ')} {...select}>
          {children}
        </select>
      )}
    </ConsoleField>
  );
}

/** A filter's choices in a select: "any" (the empty value) first, then each value as it is. */
export function FilterOptions({ any, values }: { any: string; values: readonly string[] }) {
  return (
    <>
      <option value="">{any}</option>
      {values.map((value) => (
        <option key={value} value={value}>
          {value}
        </option>
      ))}
    </>
  );
}

/**
 * The GOV.UK error summary (the ui package's), headed in the operator's language: after a failed submit, a box
 * listing every error with a link to its field; it takes focus on each failed submit (`attempt` goes up), never
 * while the operator types.
 */
export function ErrorSummary({ errors, attempt }: { errors: readonly SummaryError[]; attempt: number }) {
  const { t } = useI18n();
  return <UiErrorSummary errors={errors} attempt={attempt} title={t('common.errorSummaryTitle')} />;
}

/**
 * A form's errors and its summary: `check(found)` shows the errors found (none: clears them) and, when there are
 * any, counts a failed attempt, which moves focus to the summary; it answers whether there were none.
 */
export function useFieldErrors() {
  const [errors, setErrors] = useState<SummaryError[]>([]);
  const [attempt, setAttempt] = useState(0);
  const errorOf = (fieldId: string) => errors.find((error) => error.fieldId === fieldId)?.message;
  return {
    errors,
    attempt,
    errorOf,
    check: (found: SummaryError[]): boolean => {
      setErrors(found);
      if (found.length > 0) setAttempt((n) => n + 1);
      return found.length === 0;
    },
    /** A text field's id, value, typing and error: `<TextField label={…} {...bind(id, value, setValue)} />`. */
    bind: (fieldId: string, value: string, setValue: (value: string) => void) => ({
      id: fieldId,
      ...textValue(value, setValue),
      error: errorOf(fieldId),
    }),
  };
}

/** A text control's value and what typing does with it: `<TextField {...textValue(value, setValue)} />`. */
export function textValue(value: string, setValue: (value: string) => void) {
  return {
    value,
    onChange: (event: ChangeEvent<HTMLInputElement | HTMLTextAreaElement | HTMLSelectElement>) =>
      setValue(event.target.value),
  };
}

export type RadioOption<Value extends string> = { value: Value; label: ReactNode; id?: string };

/**
 * One choice of a few, as radio buttons in a fieldset with its legend; `valued` gives each input its value
 * attribute.
 */
export function RadioGroup<Value extends string>({
  legend,
  name,
  value,
  options,
  onChange,
  valued = false,
}: {
  legend: ReactNode;
  name: string;
  value: Value;
  options: readonly RadioOption<Value>[];
  onChange: (value: Value) => void;
  valued?: boolean;
}) {
  return (
    <fieldset className={[fieldStyles.fieldset, styles.radios].join(' ')}>
      <legend className={fieldStyles.legend}>{legend}</legend>
      {options.map((option) => (
        <label key={option.value} className={styles.radio}>
          <input
            id={option.id}
            type="radio"
            name={name}
            value={valued ? option.value : undefined}
            checked={value === option.value}
            onChange={() => onChange(option.value)}
          />
          {option.label}
        </label>
      ))}
    </fieldset>
  );
}

/** A form with the summary on top; `onSubmit` gets no event (the default is always prevented). */
export function Form({
  onSubmit,
  children,
  label,
  className,
}: {
  onSubmit: () => void;
  children: ReactNode;
  label?: string;
  className?: string | undefined;
}) {
  return (
    <form
      noValidate
      aria-label={label}
      className={[styles.form, className].filter(Boolean).join(' ')}
      onSubmit={(event: FormEvent) => {
        event.preventDefault();
        onSubmit();
      }}
    >
      {children}
    </form>
  );
}

/** A form's submit button, alone in its actions row; `pending` disables it while the write is under way. */
export function SubmitActions({
  children,
  variant = 'primary',
  pending,
}: {
  children: ReactNode;
  variant?: ComponentProps<typeof Button>['variant'];
  pending?: boolean;
}) {
  return (
    <div className={styles.actions}>
      <Button type="submit" variant={variant} disabled={pending}>
        {children}
      </Button>
    </div>
  );
}

/** The second step of every write: what will happen, in words, and a confirm and a cancel button. */
export function ConfirmStep({
  text,
  confirmLabel,
  onConfirm,
  onCancel,
  pending,
  danger = false,
}: {
  text: string;
  confirmLabel: string;
  onConfirm: () => void;
  onCancel: () => void;
  pending: boolean;
  danger?: boolean;
}) {
  const { t } = useI18n();
  const ref = useRef<HTMLElement>(null);
  useEffect(() => {
    ref.current?.focus();
  }, []);
  return (
    <section ref={ref} tabIndex={-1} aria-label={t('common.confirm')} className={styles.confirm}>
      <p>{text}</p>
      <div className={styles.actions}>
        <Button variant={danger ? 'danger' : 'primary'} onClick={onConfirm} disabled={pending}>
          {confirmLabel}
        </Button>
        <Button variant="secondary" onClick={onCancel} disabled={pending}>
          {t('common.cancel')}
        </Button>
      </div>
    </section>
  );
}
