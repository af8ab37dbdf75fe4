// Daily report: deposits, bonuses, refunds, payouts and fees per day and currency for a date range, with the
// totals per currency and the same figures as a CSV download.

import buttonStyles from '@shop/ui/components/button.module.css';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import styles from '../components/console.module.css';
import { ErrorSummary, Form, type SummaryError, TextField, useFieldErrors } from '../components/form';
import { Button, LoadState, PageHeading, RowsTable, Section, useTitle } from '../components/ui';
import { api, apiUrl } from '../lib/api';
import { useI18n } from '../lib/i18n';
import type { Report, ReportFigures } from '../lib/types';
import { useUrlFilters } from '../lib/url-filters';

const DAY = /^\d{4}-\d{2}-\d{2}$/;

export function ReportsScreen() {
  const { t, money, date } = useI18n();
  useTitle(t('reports.heading'));
  // Without dates the server answers its last 30 days (by its own clock) and names them.
  const { applied, form, setForm, setParams } = useUrlFilters(['from', 'to', 'currency']);
  const { errors, attempt, check, bind } = useFieldErrors();
  const query = {
    from: applied.from || undefined,
    to: applied.to || undefined,
    currency: applied.currency || undefined,
  };
  const report = useQuery({
    queryKey: ['report', applied.from, applied.to, applied.currency],
    queryFn: () => api<Report>('/reports/daily', { query }),
  });
  const answered = report.data;
  // The server's period fills empty date fields in the same render that shows the answer (state adjusted
  // while rendering, not in an effect), so the heading and the fields never disagree for a frame.
  const [seededBy, setSeededBy] = useState<Report | undefined>(undefined);
  if (answered !== undefined && answered !== seededBy) {
    setSeededBy(answered);
    if (form.from === '' && form.to === '') setForm({ ...form, from: answered.from, to: answered.to });
  }
  const submit = () => {
    const found: SummaryError[] = [];
    if (!DAY.test(form.from)) found.push({ fieldId: 'report-from', message: t('reports.dateMissing') });
    if (!DAY.test(form.to)) found.push({ fieldId: 'report-to', message: t('reports.dateMissing') });
    else if (DAY.test(form.from) && form.to < form.from) {
      found.push({ fieldId: 'report-to', message: t('reports.rangeInvalid') });
    }
    const currency = form.currency.trim().toUpperCase();
    if (currency !== '' && !/^[A-Z]{3,4}$/.test(currency)) {
      found.push({ fieldId: 'report-currency', message: t('reports.currencyInvalid') });
    }
    if (!check(found)) return;
    setParams({ from: form.from, to: form.to, ...(currency === '' ? {} : { currency }) });
  };
  // Refunds join the report with the refunds module; the column shows once the answer has it.
  const withRefunds = report.data?.totals.some((row) => row.refunds !== undefined) ?? false;
  const head = [
    t('reports.day'),
    t('common.currency'),
    t('reports.deposits'),
    t('reports.bonuses'),
    t('reports.returnedDebits'),
    ...(withRefunds ? [t('reports.refunds')] : []),
    t('reports.payouts'),
    t('reports.fees'),
  ];
  const counted = (figure: { count: number; amount: number }, currency: string) =>
    `${money(figure.amount, currency)} (${t('reports.count', { count: figure.count })})`;
  const cells = (row: ReportFigures) => (
    <>
      <td>{row.currency}</td>
      <td className={styles.num}>{counted(row.deposits, row.currency)}</td>
      <td className={styles.num}>{money(row.bonuses, row.currency)}</td>
      <td className={styles.num}>{counted(row.returnedDebits, row.currency)}</td>
      {withRefunds ? (
        <td className={styles.num}>{counted(row.refunds ?? { count: 0, amount: 0 }, row.currency)}</td>
      ) : null}
      <td className={styles.num}>{counted(row.payouts, row.currency)}</td>
      <td className={styles.num}>{money(row.fees, row.currency)}</td>
    </>
  );
  return (
    <>
      <PageHeading>{t('reports.heading')}</PageHeading>
      <Section title={t('reports.heading')}>
        <Form onSubmit={submit} label={t('reports.show')}>
          <ErrorSummary errors={errors} attempt={attempt} />
          <div className={styles.row}>
            <TextField
              type="date"
              label={t('reports.from')}
              {...bind('report-from', form.from, (from) => setForm({ ...form, from }))}
            />
            <TextField
              type="date"
              label={t('reports.to')}
              {...bind('report-to', form.to, (to) => setForm({ ...form, to }))}
            />
            <TextField
              label={t('reports.currency')}
              maxLength={4}
              autoCapitalize="characters"
              {...bind('report-currency', form.currency, (currency) => setForm({ ...form, currency }))}
            />
          </div>
          <div className={styles.actions}>
            <Button type="submit">{t('reports.show')}</Button>
            <a
              className={[buttonStyles.button, buttonStyles.secondary].join(' ')}
              href={apiUrl('/reports/daily.csv', query)}
              download
            >
              {t('reports.download')}
            </a>
          </div>
        </Form>
      </Section>
      <Section title={answered ? `${date(answered.from)} – ${date(answered.to)}` : t('reports.heading')}>
        {!report.data ? (
          <LoadState error={report.error} onRetry={() => report.refetch()} />
        ) : (
          <RowsTable
            caption={t('reports.heading')}
            head={head}
            rows={report.data.rows}
            empty={t('reports.empty')}
            row={(row) => (
              <tr key={`${row.day}-${row.currency}`}>
                <td>{date(row.day)}</td>
                {cells(row)}
              </tr>
            )}
            after={report.data.totals.map((total) => (
              <tr key={`total-${total.currency}`} className={styles.totalRow}>
                <td>{t('common.total')}</td>
                {cells(total)}
              </tr>
            ))}
          />
        )}
      </Section>
    </>
  );
}
