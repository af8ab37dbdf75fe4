// A list read page by page by key (issue 25 point 1): the server's `next` key moves forward, the keys seen so far
// move back; filters restart at the first page. The pager says where the operator is out of how many, and the
// export link downloads every matching row as CSV (the server streams it and records it in the audit trail).
import type { OpsListItem, OpsListName, OpsListPage } from '@shop/contracts/ops-lists';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { type ReactNode, useState } from 'react';
import styles from '../../components/console.module.css';
import { Button, Empty, LoadState, Table } from '../../components/ui';
import { ApiError, api, apiUrl } from '../../lib/api';
import { useI18n } from '../../lib/i18n';

export type ListQuery = Record<string, string | undefined>;

export const LIST_KEY = 'ops-list';

/** The pages of `list` under `query`: the current one, and moves to the next, previous and first page. */
export function useKeysetList(list: OpsListName, query: ListQuery, limit: number) {
  const identity = JSON.stringify([list, query, limit]);
  const [state, setState] = useState<{ identity: string; keys: (string | null)[] }>({ identity, keys: [null] });
  // New filters: back to the first page (during render, so no stale page is asked for).
  const keys = state.identity === identity ? state.keys : [null];
  if (state.identity !== identity) setState({ identity, keys: [null] });
  const after = keys.at(-1) ?? null;
  const page = useQuery({
    queryKey: [LIST_KEY, list, query, limit, after],
    queryFn: () =>
      api<OpsListPage>(`/lists/${list}`, { query: { ...query, limit, ...(after === null ? {} : { after }) } }),
    placeholderData: keepPreviousData,
  });
  const next = page.data?.next ?? null;
  return {
    page,
    pageNumber: keys.length,
    offset: (keys.length - 1) * limit,
    hasNext: next !== null && !page.isPlaceholderData,
    next: () => {
      if (next !== null) setState({ identity, keys: [...keys, next] });
    },
    previous: () => setState({ identity, keys: keys.slice(0, -1).length === 0 ? [null] : keys.slice(0, -1) }),
    first: () => setState({ identity, keys: [null] }),
  };
}

export interface Column {
  key: string;
  label: string;
  cell: (item: OpsListItem) => ReactNode;
  numeric?: boolean;
}

export function text(value: OpsListItem[string] | undefined): string {
  return value === null || value === undefined || value === '' ? '—' : String(value);
}

function fieldsText(error: unknown): string | null {
  if (!(error instanceof ApiError) || error.code !== 'invalid_body') return null;
  return Object.keys(error.fields).join(', ');
}

/** One list with its pager and export link; `title` names the table for assistive technology. */
export function KeysetTable({
  list,
  query,
  columns,
  title,
  limit = 50,
  rowKey,
  exportable = true,
  testId,
}: {
  list: OpsListName;
  query: ListQuery;
  columns: readonly Column[];
  title: string;
  limit?: number;
  rowKey: (item: OpsListItem) => string;
  exportable?: boolean;
  testId?: string;
}) {
  const { t } = useI18n();
  const pages = useKeysetList(list, query, limit);
  const { page } = pages;
  const invalid = fieldsText(page.error);
  return (
    <div className={styles.stack} data-testid={testId}>
      {page.data ? (
        <>
          <p role="status" className={styles.muted}>
            {page.data.total === 0
              ? t('lists.empty')
              : t('lists.range', {
                  from: pages.offset + 1,
                  to: pages.offset + page.data.items.length,
                  total: page.data.total,
                })}
          </p>
          {page.data.items.length === 0 ? null : (
            <Table caption={title} head={columns.map((column) => column.label)}>
              {page.data.items.map((item) => (
                <tr key={rowKey(item)}>
                  {columns.map((column) => (
                    <td key={column.key} className={column.numeric ? styles.num : undefined}>
                      {column.cell(item)}
                    </td>
                  ))}
                </tr>
              ))}
            </Table>
          )}
          <Pager pages={pages} exportHref={exportable ? apiUrl(`/lists/${list}/export`, query) : null} />
        </>
      ) : invalid !== null ? (
        <Empty>{t('lists.invalidFilters', { fields: invalid })}</Empty>
      ) : (
        <LoadState error={page.error} onRetry={() => page.refetch()} />
      )}
    </div>
  );
}

export function Pager({ pages, exportHref }: { pages: ReturnType<typeof useKeysetList>; exportHref: string | null }) {
  const { t } = useI18n();
  return (
    <nav className={styles.actions} aria-label={t('lists.pages')}>
      <Button variant="secondary" onClick={pages.first} disabled={pages.pageNumber === 1}>
        {t('lists.first')}
      </Button>
      <Button variant="secondary" onClick={pages.previous} disabled={pages.pageNumber === 1}>
        {t('lists.previous')}
      </Button>
      <span className={styles.muted}>{t('lists.page', { page: pages.pageNumber })}</span>
      <Button variant="secondary" onClick={pages.next} disabled={!pages.hasNext}>
        {t('lists.next')}
      </Button>
      {exportHref === null ? null : (
        <a href={exportHref} download title={t('lists.exportHint')}>
          {t('lists.export')}
        </a>
      )}
    </nav>
  );
}
