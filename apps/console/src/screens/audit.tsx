// The audit trail: every operator action, newest first, filterable by subject and operator, older pages on demand.
import { useInfiniteQuery } from '@tanstack/react-query';
import { Link } from 'react-router';
import styles from '../components/console.module.css';
import { FilterOptions, Form, SelectField, SubmitActions, TextField, textValue } from '../components/form';
import { Button, LoadState, PageHeading, RowsTable, Section, useTitle } from '../components/ui';
import { api } from '../lib/api';
import { plain } from '../lib/format';
import { useI18n } from '../lib/i18n';
import type { AuditEntry } from '../lib/types';
import { useUrlFilters } from '../lib/url-filters';

const SUBJECT_TYPES = ['player', 'purchase', 'payout', 'subscription', 'operator', 'report'] as const;

function subjectLink(entry: AuditEntry) {
  if (entry.subjectType === 'player')
    return <Link to={`/players/${encodeURIComponent(entry.subjectId)}`}>{entry.subjectId}</Link>;
  if (entry.subjectType === 'purchase') {
    return <Link to={`/purchases/${encodeURIComponent(entry.subjectId)}`}>{entry.subjectId}</Link>;
  }
  return entry.subjectId;
}

export function AuditScreen() {
  const { t, dateTime, label } = useI18n();
  useTitle(t('audit.heading'));
  const { applied: filter, form, setForm, setParams } = useUrlFilters(['subjectType', 'subjectId', 'operatorId']);
  const entries = useInfiniteQuery({
    queryKey: ['audit', filter.subjectType, filter.subjectId, filter.operatorId],
    initialPageParam: undefined as number | undefined,
    queryFn: ({ pageParam }) =>
      api<{ entries: AuditEntry[]; next: number | null }>('/audit', {
        query: {
          subjectType: filter.subjectType || undefined,
          subjectId: filter.subjectId || undefined,
          operatorId: filter.operatorId || undefined,
          before: pageParam,
          limit: 50,
        },
      }),
    getNextPageParam: (page) => page.next ?? undefined,
  });
  const rows = entries.data?.pages.flatMap((page) => page.entries) ?? [];
  return (
    <>
      <PageHeading>{t('audit.heading')}</PageHeading>
      <Section title={t('audit.filter')}>
        <Form
          label={t('audit.filter')}
          onSubmit={() => {
            const next = Object.fromEntries(Object.entries(form).filter(([, value]) => value.trim() !== ''));
            setParams(next);
          }}
        >
          <div className={styles.row}>
            <SelectField
              id="audit-subject-type"
              label={t('audit.subjectType')}
              {...textValue(form.subjectType, (subjectType) => setForm({ ...form, subjectType }))}
            >
              <FilterOptions any={t('audit.any')} values={SUBJECT_TYPES} />
            </SelectField>
            <TextField
              id="audit-subject-id"
              label={t('audit.subjectId')}
              {...textValue(form.subjectId, (subjectId) => setForm({ ...form, subjectId }))}
            />
            <TextField
              id="audit-operator-id"
              label={t('audit.operatorId')}
              inputMode="numeric"
              {...textValue(form.operatorId, (operatorId) => setForm({ ...form, operatorId }))}
            />
          </div>
          <SubmitActions>{t('audit.filter')}</SubmitActions>
        </Form>
      </Section>
      <Section title={t('audit.heading')}>
        {!entries.data ? (
          <LoadState error={entries.error} onRetry={() => entries.refetch()} />
        ) : (
          <>
            <RowsTable
              caption={t('audit.heading')}
              head={[
                t('common.date'),
                t('common.operator'),
                t('audit.action'),
                t('audit.subject'),
                t('audit.change'),
                t('common.reason'),
              ]}
              rows={rows}
              empty={t('audit.empty')}
              row={(entry) => (
                <tr key={entry.id}>
                  <td>{dateTime(entry.at)}</td>
                  <td>
                    {entry.operator.displayName} · #{entry.operator.id}
                  </td>
                  <td>{label('auditAction', entry.action)}</td>
                  <td>
                    {entry.subjectType} {subjectLink(entry)}
                  </td>
                  <td>
                    <pre className={styles.pre}>
                      {plain(entry.before)} → {plain(entry.after)}
                    </pre>
                  </td>
                  <td className={styles.wrap}>{plain(entry.reason)}</td>
                </tr>
              )}
            />
            {entries.hasNextPage ? (
              <div>
                <Button
                  variant="secondary"
                  onClick={() => entries.fetchNextPage()}
                  disabled={entries.isFetchingNextPage}
                >
                  {t('audit.more')}
                </Button>
              </div>
            ) : null}
          </>
        )}
      </Section>
    </>
  );
}
