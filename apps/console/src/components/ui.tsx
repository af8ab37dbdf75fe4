// The console's building blocks, styled by the shop's own CSS modules and tokens (one design system): buttons,
// labelled fields with their errors, the GOV.UK error summary, the page heading that takes focus, sections,
// definition lists, tables and the two-step confirmation every write uses.

import buttonStyles from '@shop/ui/components/button.module.css';
import fieldStyles from '@shop/ui/components/field.module.css';
import panelStyles from '@shop/ui/components/panel.module.css';
import utilities from '@shop/ui/components/utilities.module.css';
import { type ComponentProps, type FormEvent, type MouseEvent, type ReactNode, useEffect, useId, useRef } from 'react';
import { useI18n } from '../lib/i18n';
import styles from './console.module.css';

export const visuallyHidden = utilities.visuallyHidden;

type Look = { variant?: 'primary' | 'secondary' | 'danger' };

export function Button({ variant = 'primary', className, type = 'button', ...props }: ComponentProps<'button'> & Look) {
  const look = variant === 'danger' ? [buttonStyles.primary, styles.danger] : [buttonStyles[variant]];
  return (
    <button type={type} className={[buttonStyles.button, ...look, className].filter(Boolean).join(' ')} {...props} />
  );
}

export function PageHeading({ children }: { children: ReactNode }) {
  const ref = useRef<HTMLHeadingElement>(null);
  useEffect(() => {
    ref.current?.focus({ preventScroll: true });
  }, []);
  return (
    <h1 ref={ref} tabIndex={-1} className={styles.heading}>
      {children}
    </h1>
  );
}

/** Sets the document title for a screen: "<screen> – Operator console". */
export function useTitle(title: string): void {
  const { t } = useI18n();
  const app = t('app.title');
  useEffect(() => {
    document.title = `${title} – ${app}`;
  }, [title, app]);
}

export function Section({ title, children, actions }: { title: string; children: ReactNode; actions?: ReactNode }) {
  const id = useId();
  return (
    <section className={[panelStyles.panel, styles.section].join(' ')} aria-labelledby={id}>
      <div className={styles.sectionHead}>
        <h2 id={id} className={styles.sectionTitle}>
          {title}
        </h2>
        {actions}
      </div>
      {children}
    </section>
  );
}

export function FieldError({ id, children }: { id: string; children: ReactNode }) {
  const { t } = useI18n();
  return (
    <p id={id} className={fieldStyles.error}>
      <span className={utilities.visuallyHidden}>{t('common.errorPrefix')} </span>
      {children}
    </p>
  );
}

type FieldProps = {
  id: string;
  label: ReactNode;
  hint?: ReactNode;
  error?: string | undefined;
};

function describedBy(id: string, hint: ReactNode, error: string | undefined): string | undefined {
  const ids = [hint === undefined ? null : `${id}-hint`, error ? `${id}-error` : null].filter(Boolean);
  return ids.length === 0 ? undefined : ids.join(' ');
}

function FieldFrame({ id, label, hint, error, children }: FieldProps & { children: ReactNode }) {
  return (
    <div className={fieldStyles.field}>
      <label className={fieldStyles.label} htmlFor={id}>
        {label}
      </label>
      {hint === undefined ? null : (
        <span id={`${id}-hint`} className={fieldStyles.hint}>
          {hint}
        </span>
      )}
      {children}
      {error ? <FieldError id={`${id}-error`}>{error}</FieldError> : null}
    </div>
  );
}

export function TextField({ id, label, hint, error, ...input }: FieldProps & Omit<ComponentProps<'input'>, 'id'>) {
  return (
    <FieldFrame id={id} label={label} hint={hint} error={error}>
      <input
        id={id}
        className={fieldStyles.control}
        aria-invalid={error ? true : undefined}
        aria-describedby={describedBy(id, hint, error)}
        {...input}
      />
    </FieldFrame>
  );
}

export function TextArea({ id, label, hint, error, ...input }: FieldProps & Omit<ComponentProps<'textarea'>, 'id'>) {
  return (
    <FieldFrame id={id} label={label} hint={hint} error={error}>
      <textarea
        id={id}
        className={[fieldStyles.control, styles.textarea].join(' ')}
        aria-invalid={error ? true : undefined}
        aria-describedby={describedBy(id, hint, error)}
        {...input}
      />
    </FieldFrame>
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
    <FieldFrame id={id} label={label} hint={hint} error={error}>
      <select
        id={id}
        className={[fieldStyles.control, fieldStyles.select].join(' ')}
        aria-invalid={error ? true : undefined}
        aria-describedby={describedBy(id, hint, error)}
        {...select}
      >
        {children}
      </select>
    </FieldFrame>
  );
}

export type SummaryError = { fieldId: string; message: string };

/**
 * The GOV.UK error summary: after a failed submit, a box listing every error with a link to its field; it takes
 * focus on each failed submit (`attempt` goes up), never while the operator types.
 */
export function ErrorSummary({ errors, attempt }: { errors: readonly SummaryError[]; attempt: number }) {
  const { t } = useI18n();
  const box = useRef<HTMLDivElement>(null);
  const visible = attempt > 0 && errors.length > 0;
  useEffect(() => {
    if (attempt > 0) box.current?.focus({ preventScroll: false });
  }, [attempt]);
  if (!visible) return null;
  const focusField = (event: MouseEvent<HTMLAnchorElement>, fieldId: string) => {
    const field = document.getElementById(fieldId);
    if (field === null) return;
    event.preventDefault();
    field.focus();
  };
  return (
    <div ref={box} className={fieldStyles.summary} tabIndex={-1} data-testid="error-summary">
      <div role="alert">
        <h2 className={fieldStyles.summaryTitle}>{t('common.errorSummaryTitle')}</h2>
        <ul className={fieldStyles.summaryList}>
          {errors.map((error) => (
            <li key={error.fieldId}>
              <a href={`#${error.fieldId}`} onClick={(event) => focusField(event, error.fieldId)}>
                {error.message}
              </a>
            </li>
          ))}
        </ul>
      </div>
    </div>
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

export function Notice({ tone, children }: { tone: 'success' | 'error' | 'info'; children: ReactNode }) {
  return (
    <p role={tone === 'error' ? 'alert' : 'status'} className={[styles.notice, styles[tone]].join(' ')}>
      {children}
    </p>
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

export function Facts({ items }: { items: readonly [string, ReactNode][] }) {
  return (
    <dl className={styles.facts}>
      {items.map(([term, value]) => (
        <div key={term} className={styles.fact}>
          <dt>{term}</dt>
          <dd>{value}</dd>
        </div>
      ))}
    </dl>
  );
}

/** A table that scrolls inside its own box on a phone instead of widening the page. */
export function Table({ caption, head, children }: { caption: string; head: readonly string[]; children: ReactNode }) {
  return (
    // biome-ignore lint/a11y/noNoninteractiveTabindex: a scrollable region must be reachable by keyboard (WCAG 2.1.1)
    <section className={styles.tableBox} tabIndex={0} aria-label={caption}>
      <table className={styles.table}>
        <caption className={utilities.visuallyHidden}>{caption}</caption>
        <thead>
          <tr>
            {head.map((cell) => (
              <th key={cell} scope="col">
                {cell}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>{children}</tbody>
      </table>
    </section>
  );
}

/**
 * A section with one table of `rows`, captioned with the section's title, or "none" when there are no rows;
 * `after` adds rows below them (totals).
 */
export function TableSection<Row>({
  title,
  head,
  rows,
  row,
  after,
}: {
  title: string;
  head: readonly string[];
  rows: readonly Row[];
  row: (item: Row, index: number) => ReactNode;
  after?: ReactNode;
}) {
  const { t } = useI18n();
  return (
    <Section title={title}>
      {rows.length === 0 ? (
        <Empty>{t('common.none')}</Empty>
      ) : (
        <Table caption={title} head={head}>
          {rows.map(row)}
          {after}
        </Table>
      )}
    </Section>
  );
}

export function Empty({ children }: { children: ReactNode }) {
  return <p className={styles.muted}>{children}</p>;
}

/** Loading and failure of a screen's query, with a retry. */
export function LoadState({ error, onRetry }: { error: unknown; onRetry: () => void }) {
  const { t, label } = useI18n();
  if (error === null || error === undefined) {
    return (
      <p role="status" className={styles.muted}>
        {t('common.loading')}
      </p>
    );
  }
  const code = typeof error === 'object' && 'code' in error ? String(error.code) : 'error';
  return (
    <div className={styles.stack}>
      <Notice tone="error">
        {code === 'not_found' ? t('common.notFound') : t('common.loadFailed', { code: label('error', code) })}
      </Notice>
      <div>
        <Button variant="secondary" onClick={onRetry}>
          {t('common.retry')}
        </Button>
      </div>
    </div>
  );
}
