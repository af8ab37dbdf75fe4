// The console's home for a team: daily volume per currency, success rate per provider code, the deposit funnel
// and the payout queue's age, drawn with uPlot — imported only by this screen's chunk (route-level split).
import { useQuery } from '@tanstack/react-query';
import { useEffect, useRef } from 'react';
import uPlot from 'uplot';
import 'uplot/dist/uPlot.min.css';
import { LoadState, PageHeading, Section, useTitle } from '../components/ui';
import { api } from '../lib/api';
import { currencyDigits, useI18n } from '../lib/i18n';
import styles from './dashboard.module.css';

interface Dashboard {
  days: number;
  since: string;
  volume: { day: string; currency: string; amount: number; count: number }[];
  successRate: { day: string; providerCode: string; finished: number; succeeded: number }[];
  funnel: { amount: number; provider: number; review: number; success: number };
  payoutQueue: { buckets: { bucket: string; count: number }[]; oldestAt: string | null };
}

const COLOURS = ['#1f5fbf', '#c2410c', '#15803d', '#7e22ce', '#b91c1c', '#0e7490', '#a16207', '#4338ca'];

/** Every day of the range as epoch seconds (uPlot's x values), so days without purchases show as gaps. */
function daysOf(since: string, days: number): number[] {
  const start = Date.parse(`${since}T00:00:00Z`) / 1000;
  return Array.from({ length: days }, (_, index) => start + index * 86_400);
}

function Chart({
  label,
  options,
  data,
}: {
  label: string;
  options: Omit<uPlot.Options, 'width' | 'height'>;
  data: uPlot.AlignedData;
}) {
  const box = useRef<HTMLDivElement>(null);
  useEffect(() => {
    const element = box.current;
    if (element === null) return;
    const size = () => ({ width: Math.max(240, element.clientWidth), height: 220 });
    const plot = new uPlot({ ...options, ...size() }, data, element);
    const observer = new ResizeObserver(() => plot.setSize(size()));
    observer.observe(element);
    return () => {
      observer.disconnect();
      plot.destroy();
    };
  }, [options, data]);
  return <div className={styles.chart} ref={box} role="img" aria-label={label} />;
}

const bars = uPlot.paths.bars?.({ size: [0.6, 80] });

export function DashboardScreen() {
  const { t, language } = useI18n();
  useTitle(t('dashboard.heading'));
  const query = useQuery({
    queryKey: ['dashboard', 30],
    queryFn: () => api<Dashboard>('/dashboard', { query: { days: 30 } }),
  });
  if (query.data === undefined) return <LoadState error={query.error} onRetry={() => query.refetch()} />;
  const board = query.data;
  const xs = daysOf(board.since, board.days);
  const dayIndex = new Map(xs.map((x, index) => [new Date(x * 1000).toISOString().slice(0, 10), index]));
  /** One line per key (sorted) of `rows`: each day's figure on the days' axis, null where it has none. */
  const chart = <Row extends { day: string }>(
    rows: Row[],
    keyOf: (row: Row) => string,
    figureOf: (row: Row) => number,
  ) => {
    const keys = [...new Set(rows.map(keyOf))].sort();
    const series = keys.map((key) => {
      const values: (number | null)[] = xs.map(() => null);
      for (const row of rows) if (keyOf(row) === key) values[dayIndex.get(row.day) ?? -1] = figureOf(row);
      return values;
    });
    return { keys, data: [xs, ...series] as uPlot.AlignedData };
  };
  const volume = chart(
    board.volume,
    (row) => row.currency,
    (row) => row.amount / 10 ** currencyDigits(row.currency),
  );
  const rate = chart(
    board.successRate,
    (row) => row.providerCode,
    (row) => Math.round((row.succeeded * 1000) / row.finished) / 10,
  );
  const steps = ['amount', 'provider', 'review', 'success'] as const;
  const stepLabels = steps.map((step) => t(`dashboard.funnel.${step}`));
  const buckets = board.payoutQueue.buckets;
  const bucketLabels = buckets.map((bucket) => t(`dashboard.queue.${bucket.bucket}` as 'dashboard.queue.lt1h'));
  const timeAxis = {
    values: (_u: uPlot, ticks: number[]) =>
      ticks.map((tick) =>
        new Date(tick * 1000).toLocaleDateString(language === 'de' ? 'de-DE' : 'en-GB', {
          day: 'numeric',
          month: 'short',
          timeZone: 'UTC',
        }),
      ),
  };
  const lines = (names: string[], unit: string) =>
    names.map((name, index) => ({
      label: `${name}${unit}`,
      stroke: COLOURS[index % COLOURS.length] ?? '#1f5fbf',
      width: 2,
      spanGaps: false,
    }));
  const barChart = (labels: string[], name: string) => ({
    scales: { x: { time: false } },
    axes: [
      {
        values: (_u: uPlot, ticks: number[]) => ticks.map((tick) => labels[tick] ?? ''),
        splits: () => labels.map((_, index) => index),
      },
      {},
    ],
    series: [{}, { label: name, fill: '#1f5fbf99', stroke: '#1f5fbf', ...(bars === undefined ? {} : { paths: bars }) }],
    legend: { show: false },
  });

  return (
    <>
      <PageHeading>{t('dashboard.heading')}</PageHeading>
      <p>{t('dashboard.range', { days: board.days, count: board.days })}</p>
      <div className={styles.charts}>
        <Section title={t('dashboard.volume')}>
          <Chart
            label={t('dashboard.volume')}
            data={volume.data}
            options={{ axes: [timeAxis, {}], series: [{}, ...lines(volume.keys, '')] }}
          />
        </Section>
        <Section title={t('dashboard.successRate')}>
          <Chart
            label={t('dashboard.successRate')}
            data={rate.data}
            options={{
              axes: [timeAxis, {}],
              scales: { y: { range: [0, 100] } },
              series: [{}, ...lines(rate.keys, ' %')],
            }}
          />
        </Section>
        <Section title={t('dashboard.funnel')}>
          <Chart
            label={t('dashboard.funnel')}
            data={[steps.map((_, index) => index), steps.map((step) => board.funnel[step])]}
            options={barChart(stepLabels, t('dashboard.funnel'))}
          />
          <ul className={styles.funnel}>
            {steps.map((step, index) => (
              <li key={step}>
                {stepLabels[index]}: <strong>{board.funnel[step]}</strong>
              </li>
            ))}
          </ul>
        </Section>
        <Section title={t('dashboard.payoutQueue')}>
          <Chart
            label={t('dashboard.payoutQueue')}
            data={[buckets.map((_, index) => index), buckets.map((bucket) => bucket.count)]}
            options={barChart(bucketLabels, t('dashboard.payoutQueue'))}
          />
        </Section>
      </div>
    </>
  );
}
