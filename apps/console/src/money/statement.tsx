// The player's ledger statement (issue 25 point 2): every line of the player's balances, newest first, with the
// balance after it, paged by key ("show older lines" asks for the lines before the last one shown).
import type { Statement } from '@shop/contracts/money-approvals';
import { useInfiniteQuery } from '@tanstack/react-query';
import styles from '../components/console.module.css';
import { Button, LoadState, RowsTable, Section } from '../components/ui';
import { api } from '../lib/api';
import { useI18n } from '../lib/i18n';
import { statementKey } from './money-common';

const PAGE = 50;

export function PlayerStatement({ playerId }: { playerId: string }) {
  const { t, money, dateTime } = useI18n();
  const query = useInfiniteQuery({
    queryKey: statementKey(playerId),
    initialPageParam: undefined as number | undefined,
    queryFn: ({ pageParam }) =>
      api<Statement>(`/players/${encodeURIComponent(playerId)}/statement`, {
        query: { limit: PAGE, before: pageParam },
      }),
    getNextPageParam: (last) => last.next ?? undefined,
  });
  const accountName = (account: string) =>
    account === 'bonus'
      ? t('player.bonus')
      : account === 'pending_payout'
        ? t('player.pendingPayout')
        : t('player.withdrawable');
  if (!query.data) {
    return (
      <Section title={t('money.statement')}>
        <LoadState error={query.error} onRetry={() => query.refetch()} />
      </Section>
    );
  }
  const lines = query.data.pages.flatMap((page) => page.lines);
  const total = query.data.pages[0]?.total ?? 0;
  return (
    <Section title={t('money.statement')}>
      <p className={styles.muted}>{t('money.statementTotal', { count: total })}</p>
      <RowsTable
        caption={t('money.statement')}
        columns={[
          { label: t('common.date'), cell: (line) => dateTime(line.at) },
          { label: t('money.statementAccount'), cell: (line) => accountName(line.account) },
          { label: t('purchase.description'), cell: (line) => line.description, className: styles.wrap },
          { label: t('money.statementReference'), cell: (line) => line.reference ?? '—', className: styles.wrap },
          { label: t('common.amount'), cell: (line) => money(line.amount, line.currency), className: styles.num },
          {
            label: t('money.statementBalance'),
            cell: (line) => money(line.balance, line.currency),
            className: styles.num,
          },
        ]}
        rows={lines}
        rowKey={(line) => line.id}
        rowTestId="statement-line"
      />
      {query.hasNextPage ? (
        <div className={styles.actions}>
          <Button variant="secondary" onClick={() => query.fetchNextPage()} disabled={query.isFetchingNextPage}>
            {t('money.statementMore')}
          </Button>
        </div>
      ) : null}
    </Section>
  );
}
