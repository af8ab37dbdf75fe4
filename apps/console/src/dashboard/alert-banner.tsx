// The open operator alerts (GET /ops/api/alerts) as a banner above every signed-in screen, until the alerts
// job resolves them; polled once a minute.
import { useQuery } from '@tanstack/react-query';
import { api } from '../lib/api';
import { useI18n } from '../lib/i18n';
import type { MessageKey } from '../lib/messages';
import styles from './dashboard.module.css';

export interface OpsAlert {
  id: string;
  rule: string;
  subject: string;
  details: Record<string, string | number>;
  raisedAt: string;
}

const RULE_TEXT: Record<string, MessageKey> = {
  provider_success_rate: 'alerts.provider_success_rate',
  payout_queue_age: 'alerts.payout_queue_age',
  mail_outbox_stuck: 'alerts.mail_outbox_stuck',
  reconciler_errors: 'alerts.reconciler_errors',
};

/** The detail each rule's text counts (its plural form follows it). */
const RULE_COUNT: Record<string, string> = {
  provider_success_rate: 'finished',
  payout_queue_age: 'hours',
  mail_outbox_stuck: 'minutes',
  reconciler_errors: 'failures',
};

export function AlertBanner() {
  const { t, dateTime } = useI18n();
  const alerts = useQuery({
    queryKey: ['ops-alerts'],
    queryFn: () => api<{ alerts: OpsAlert[] }>('/alerts'),
    refetchInterval: 60_000,
  });
  const open = alerts.data?.alerts ?? [];
  if (open.length === 0) return null;
  return (
    <section className={styles.banner} aria-labelledby="ops-alerts-heading">
      <h2 id="ops-alerts-heading" className={styles.bannerHeading}>
        {t('alerts.heading', { count: open.length })}
      </h2>
      <ul>
        {open.map((alert) => {
          const key = RULE_TEXT[alert.rule];
          // A missing count (NaN) takes the "other" form.
          const count = Number(alert.details[RULE_COUNT[alert.rule] ?? '']);
          const values = { ...alert.details, subject: alert.subject, count };
          return (
            <li key={alert.id}>
              {key === undefined ? alert.rule : t(key, values)} ({t('alerts.since', { at: dateTime(alert.raisedAt) })})
            </li>
          );
        })}
      </ul>
    </section>
  );
}
