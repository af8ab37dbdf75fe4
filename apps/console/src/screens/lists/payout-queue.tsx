// The payout review queue for a team (issue 25 point 6): what waits (counts by currency with each currency's
// threshold, by cause, the oldest item's age, what is assigned), every waiting payout reachable oldest first page by
// page, the reviewer's context on each (deposits by method, other payouts, holder name vs player) and taking a
// payout (audited on the server).
import type { OpsListItem, PayoutContext, PayoutQueueSummary } from '@shop/contracts/ops-lists';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { type ReactNode, useState } from 'react';
import { hasRole, useOperator } from '../../app/session';
import styles from '../../components/console.module.css';
import { Button, Notice } from '../../components/ui';
import { ApiError, api } from '../../lib/api';
import { useI18n } from '../../lib/i18n';
import type { MessageKey } from '../../lib/messages';
import type { ReviewPayout } from '../../lib/types';
import { LIST_KEY, text, useKeysetList } from './keyset';

export const QUEUE_SUMMARY_KEY = ['payout-queue'] as const;
export const QUEUE_PAGE = 20;

export interface QueuedPayout extends ReviewPayout {
  assignedToId: number | null;
  assignedTo: string | null;
}

function toQueued(item: OpsListItem): QueuedPayout {
  const number = (value: OpsListItem[string] | undefined) => (typeof value === 'number' ? value : Number(value ?? 0));
  const cause = item.reviewCause === 'first_payout' || item.reviewCause === 'amount' ? item.reviewCause : null;
  return {
    publicId: text(item.publicId),
    userId: number(item.userId),
    userName: text(item.userName),
    createdAt: text(item.createdAt),
    state: text(item.state),
    paytype: text(item.paytype),
    amount: number(item.amount),
    fee: number(item.fee),
    finalAmount: number(item.finalAmount),
    currency: text(item.currency),
    ...(typeof item.realAmount === 'number' && typeof item.currencyReal === 'string'
      ? { realAmount: item.realAmount, currencyReal: item.currencyReal }
      : {}),
    firstPayout: item.firstPayout === true || cause === 'first_payout',
    reviewCause: cause,
    destination: typeof item.destination === 'string' ? item.destination : '',
    assignedToId: typeof item.assignedToId === 'number' ? item.assignedToId : null,
    assignedTo: typeof item.assignedTo === 'string' ? item.assignedTo : null,
  };
}

/** The queue's current page, oldest first (optionally only the payouts assigned to the operator). */
export function useReviewQueue(mineOnly: boolean) {
  const operator = useOperator();
  const query = { state: 'REVIEW', dir: 'asc', ...(mineOnly ? { operatorId: String(operator.id) } : {}) };
  const pages = useKeysetList('payouts', query, QUEUE_PAGE);
  return { pages, payouts: pages.page.data?.items.map(toQueued) };
}

/** After a decision or an assignment: the queue's pages and counts are read again. */
export function useRefreshQueue() {
  const queryClient = useQueryClient();
  return async () => {
    await Promise.all([
      queryClient.invalidateQueries({ queryKey: [LIST_KEY, 'payouts'] }),
      queryClient.invalidateQueries({ queryKey: QUEUE_SUMMARY_KEY }),
    ]);
  };
}

export function QueueSummary() {
  const { t, money, dateTime } = useI18n();
  const summary = useQuery({
    queryKey: QUEUE_SUMMARY_KEY,
    queryFn: () => api<PayoutQueueSummary>('/payout-queue'),
  });
  if (!summary.data) return null;
  const data = summary.data;
  return (
    <div className={styles.stack} data-testid="queue-summary">
      <p>
        <strong>{t('queue.total', { total: data.total })}</strong>
        {data.oldestCreatedAt === null ? null : <> · {t('queue.oldest', { date: dateTime(data.oldestCreatedAt) })}</>}
      </p>
      <ul className={styles.tabs}>
        {data.byCurrency.map((row) => (
          <li key={row.currency}>
            {t('queue.byCurrency', {
              currency: row.currency,
              count: row.count,
              amount: money(row.amount, row.currency),
              threshold: money(row.threshold, row.currency),
            })}
          </li>
        ))}
        {data.byCause.map((row) => (
          <li key={row.cause}>{t(`queue.byCause.${row.cause}` as MessageKey, { count: row.count })}</li>
        ))}
      </ul>
      <p className={styles.muted}>{t('queue.assigned', { mine: data.assignedToMe, unassigned: data.unassigned })}</p>
    </div>
  );
}

/** Who has the payout, and the finance operator's take / give back. */
export function PayoutAssignment({ payout }: { payout: QueuedPayout }) {
  const { t } = useI18n();
  const operator = useOperator();
  const refresh = useRefreshQueue();
  const [failure, setFailure] = useState<string | undefined>();
  const change = useMutation({
    mutationFn: (assign: boolean) =>
      api(`/payouts/${encodeURIComponent(payout.publicId)}/assignment`, { method: 'POST', body: { assign } }),
    onSuccess: async () => {
      setFailure(undefined);
      await refresh();
    },
    onError: async (error) => {
      setFailure(
        error instanceof ApiError && error.code === 'payout_assigned_elsewhere'
          ? t('queue.assignedElsewhere')
          : t('common.failed', { code: error instanceof ApiError ? error.code : 'error' }),
      );
      await refresh();
    },
  });
  const mine = payout.assignedToId === operator.id;
  return (
    <div className={styles.actions}>
      {payout.assignedTo === null ? null : (
        <span className={styles.badge}>{t('queue.assignedTo', { name: payout.assignedTo })}</span>
      )}
      {!hasRole(operator, 'finance') ? null : mine || payout.assignedToId !== null ? (
        <Button variant="secondary" onClick={() => change.mutate(false)} disabled={change.isPending}>
          {t('queue.giveBack')}
        </Button>
      ) : (
        <Button variant="secondary" onClick={() => change.mutate(true)} disabled={change.isPending}>
          {t('queue.take')}
        </Button>
      )}
      {failure ? <Notice tone="error">{failure}</Notice> : null}
    </div>
  );
}

/** One part of the reviewer's context: its title, then a line a row or `empty`. */
function ContextList<Row>({
  title,
  empty,
  rows,
  line,
}: {
  title: string;
  empty: string;
  rows: readonly Row[];
  line: (row: Row) => ReactNode;
}) {
  return (
    <>
      <p>{title}</p>
      {rows.length === 0 ? <p className={styles.muted}>{empty}</p> : <ul>{rows.map(line)}</ul>}
    </>
  );
}

/** The reviewer's context, read when the operator opens it. */
export function PayoutContextDetails({ publicId }: { publicId: string }) {
  const { t, money, date } = useI18n();
  const [open, setOpen] = useState(false);
  const context = useQuery({
    queryKey: ['payout-context', publicId],
    queryFn: () => api<PayoutContext>(`/payouts/${encodeURIComponent(publicId)}/context`),
    enabled: open,
  });
  const data = context.data;
  return (
    <details onToggle={(event) => setOpen(event.currentTarget.open)}>
      <summary>{t('queue.context')}</summary>
      {!data ? null : (
        <div className={styles.stack}>
          <p>
            {t('queue.holder')}: {data.holder ?? '—'}{' '}
            <span className={[styles.badge, data.nameMatch === 'match' ? '' : styles.badgeAlert].join(' ')}>
              {t(`queue.nameMatch.${data.nameMatch}` as MessageKey)}
            </span>
          </p>
          <p className={styles.muted}>
            {data.player.name} · {data.player.country} · {t('queue.playerSince', { date: date(data.player.createdAt) })}
          </p>
          <ContextList
            title={t('queue.deposits')}
            empty={t('queue.noDeposits')}
            rows={data.depositsByMethod}
            line={(row) => (
              <li key={`${row.providerCode}-${row.pspMethod}-${row.currency}`}>
                {t('queue.depositLine', {
                  provider: row.providerCode,
                  method: row.pspMethod,
                  count: row.count,
                  amount: money(row.amount, row.currency),
                })}
                {row.refunded > 0 ? t('queue.depositRefunded', { amount: money(row.refunded, row.currency) }) : ''}
              </li>
            )}
          />
          <ContextList
            title={t('queue.earlierPayouts')}
            empty={t('queue.noPayouts')}
            rows={data.earlierPayouts}
            line={(row) => (
              <li key={`${row.state}-${row.currency}`}>
                {t('queue.payoutLine', {
                  state: row.state,
                  count: row.count,
                  amount: money(row.amount, row.currency),
                })}
              </li>
            )}
          />
        </div>
      )}
    </details>
  );
}
