// The player page's lists that grow (issue 25 point 2): every purchase with what it came to (refunded, partly
// refunded, debit returned, charged back), every saver-package booking with its state and PSP reference, and the
// refunds — each paged by key with its total, so nothing is cut off however long the player has played.
import { Section } from '../../components/ui';
import { useI18n } from '../../lib/i18n';
import { columnsFor, rowKeyOf } from './columns';
import { KeysetTable } from './keyset';

const PAGE = 20;

/** The lists, in the page's order: each with its heading and test id. */
const ACTIVITY_LISTS = [
  { list: 'payments', title: 'activity.purchases', testId: 'player-purchases' },
  { list: 'bookings', title: 'activity.bookings', testId: 'player-bookings' },
  { list: 'refunds', title: 'activity.refunds', testId: 'player-refunds' },
] as const;

export function PlayerActivity({ userId }: { userId: number }) {
  const i18n = useI18n();
  const { t } = i18n;
  const query = { userId: String(userId) };
  return (
    <>
      {ACTIVITY_LISTS.map(({ list, title, testId }) => (
        <Section key={list} title={t(title)}>
          <KeysetTable
            list={list}
            query={query}
            columns={columnsFor(list, i18n, { withPlayer: false })}
            title={t(title)}
            limit={PAGE}
            rowKey={rowKeyOf(list)}
            testId={testId}
          />
        </Section>
      ))}
    </>
  );
}
