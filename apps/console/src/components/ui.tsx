// The console's building blocks, styled by the shop's own CSS modules and tokens (one design system): buttons, the
// page heading that takes focus, sections, notices, definition lists, tables and the loading state. The form pieces
// (fields, the error summary, the confirmation step) are in form.tsx.

import buttonStyles from '@shop/ui/components/button.module.css';
import panelStyles from '@shop/ui/components/panel.module.css';
import utilities from '@shop/ui/components/utilities.module.css';
import { type ComponentProps, type ReactNode, useEffect, useId, useRef } from 'react';
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

export function Notice({ tone, children }: { tone: 'success' | 'error' | 'info'; children: ReactNode }) {
  return (
    <p role={tone === 'error' ? 'alert' : 'status'} className={[styles.notice, styles[tone]].join(' ')}>
      {children}
    </p>
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

/** One column of a `RowsTable` written as a definition: its heading and the cell it shows for a row. */
export type RowColumn<Row> = { label: string; cell: (item: Row) => ReactNode; className?: string | undefined };

type RowsTableProps<Row> = {
  caption: string;
  rows: readonly Row[];
  /** Rows below them (totals). */
  after?: ReactNode;
  /** Said when there are no rows; "none" unless given. */
  empty?: string;
} & (
  | { head: readonly string[]; row: (item: Row, index: number) => ReactNode }
  | {
      /** The heading and the cell of each column, written once. */
      columns: readonly RowColumn<Row>[];
      rowKey: (item: Row) => string | number;
      /** The `data-testid` of each row, when tests look for them. */
      rowTestId?: string;
    }
);

/** One table of `rows`, or a line saying there are none. */
export function RowsTable<Row>({ caption, rows, after, empty, ...shape }: RowsTableProps<Row>) {
  const { t } = useI18n();
  if (rows.length === 0) return <Empty>{empty ?? t('common.none')}</Empty>;
  if ('columns' in shape) {
    const { columns, rowKey, rowTestId } = shape;
    return (
      <Table caption={caption} head={columns.map((column) => column.label)}>
        {rows.map((item) => (
          <tr key={rowKey(item)} data-testid={rowTestId}>
            {columns.map((column) => (
              <td key={column.label} className={column.className}>
                {column.cell(item)}
              </td>
            ))}
          </tr>
        ))}
        {after}
      </Table>
    );
  }
  return (
    <Table caption={caption} head={shape.head}>
      {rows.map(shape.row)}
      {after}
    </Table>
  );
}

type WithoutCaption<Props> = Props extends unknown ? Omit<Props, 'caption'> : never;

/** A section with one table of `rows` (a `RowsTable`), captioned with the section's title. */
export function TableSection<Row>({ title, ...table }: { title: string } & WithoutCaption<RowsTableProps<Row>>) {
  return (
    <Section title={title}>
      <RowsTable<Row> caption={title} {...table} />
    </Section>
  );
}

/** One note or message of a list: when and who (muted), then its text as written. */
export function Entry({ meta, children }: { meta: ReactNode; children: ReactNode }) {
  return (
    <li className={styles.result}>
      <span className={styles.muted}>{meta}</span>
      <span className={styles.noteText}>{children}</span>
    </li>
  );
}

/** A list of `items`, each shown by `entry` (an `Entry`), or "none" when there are none. */
export function EntryList<Item>({ items, entry }: { items: readonly Item[]; entry: (item: Item) => ReactNode }) {
  const { t } = useI18n();
  if (items.length === 0) return <Empty>{t('common.none')}</Empty>;
  return <ul className={styles.results}>{items.map(entry)}</ul>;
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
