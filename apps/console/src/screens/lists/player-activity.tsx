// The player page's lists that grow (issue 25 point 2): every purchase with what it came to (refunded, partly
// refunded, debit returned, charged back), every saver-package booking with its state and PSP reference, and the
// refunds — each paged by key with its total, so nothing is cut off however long the player has played.
import { Section } from '../../components/ui';
import { useI18n } from '../../lib/i18n';
import { columnsFor, rowKeyOf } from './columns';
import { KeysetTable } from './keyset';

const PAGE = 20;

export function PlayerActivity({ userId }: { userId: number }) {
  const i18n = useI18n();
  const { t } = i18n;
  const query = { userId: String(userId) };
  return (
    <>
      <Section title={t('activity.purchases')}>
        <KeysetTable
          list="payments"
          query={query}
          columns={columnsFor('payments', i18n, { withPlayer: false })}
          title={t('activity.purchases')}
          limit={PAGE}
          rowKey={rowKeyOf('payments')}
          testId="player-purchases"
        />
      </Section>
      <Section title={t('activity.bookings')}>
        <KeysetTable
          list="bookings"
          query={query}
          columns={columnsFor('bookings', i18n, { withPlayer: false })}
          title={t('activity.bookings')}
          limit={PAGE}
          rowKey={rowKeyOf('bookings')}
          testId="player-bookings"
        />
      </Section>
      <Section title={t('activity.refunds')}>
        <KeysetTable
          list="refunds"
          query={query}
          columns={columnsFor('refunds', i18n, { withPlayer: false })}
          title={t('activity.refunds')}
          limit={PAGE}
          rowKey={rowKeyOf('refunds')}
          testId="player-refunds"
        />
      </Section>
    </>
  );
}
