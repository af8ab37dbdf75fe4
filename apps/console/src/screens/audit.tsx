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
              columns={[
                { label: t('common.date'), cell: (entry) => dateTime(entry.at) },
                {
                  label: t('common.operator'),
                  cell: (entry) => (
                    <>
                      {entry.operator.displayName} · #{entry.operator.id}
                    </>
                  ),
                },
                { label: t('audit.action'), cell: (entry) => label('auditAction', entry.action) },
                {
                  label: t('audit.subject'),
                  cell: (entry) => (
                    <>
                      {entry.subjectType} {subjectLink(entry)}
                    </>
                  ),
                },
                {
                  label: t('audit.change'),
                  cell: (entry) => (
                    <pre className={styles.pre}>
                      {plain(entry.before)} → {plain(entry.after)}
                    </pre>
                  ),
                },
                { label: t('common.reason'), cell: (entry) => plain(entry.reason), className: styles.wrap },
              ]}
              rows={rows}
              empty={t('audit.empty')}
              rowKey={(entry) => entry.id}
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
