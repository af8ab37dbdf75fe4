// A request page (issue 25 point 3): its heading, the request's facts and the player's context: who asked, where
// they live and pay, their account.
import type { LimitIncreaseDetail } from '@shop/contracts/ops-requests';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import styles from '../../components/console.module.css';
import { Facts, PageHeading, Section, useTitle } from '../../components/ui';
import { useI18n } from '../../lib/i18n';

/**
 * The page of a request: `heading` (also the title), the request's facts (its `state` and the date it was made, then
 * `facts`), the player, then `children`.
 */
export function RequestPage({
  heading,
  state,
  createdAt,
  facts,
  player,
  children,
}: {
  heading: string;
  state: string;
  createdAt: string;
  facts: readonly [string, ReactNode][];
  player: LimitIncreaseDetail['player'];
  children: ReactNode;
}) {
  const { t, dateTime, label } = useI18n();
  useTitle(heading);
  return (
    <>
      <PageHeading>{heading}</PageHeading>
      <div className={styles.grid}>
        <Section title={t('requests.request')}>
          <Facts
            items={[[t('common.state'), label('state', state)], [t('common.date'), dateTime(createdAt)], ...facts]}
          />
        </Section>
        <RequestPlayer player={player} />
        {children}
      </div>
    </>
  );
}

export function RequestPlayer({ player }: { player: LimitIncreaseDetail['player'] }) {
  const { t, date } = useI18n();
  return (
    <Section title={t('requests.player')}>
      <Facts
        items={[
          [
            t('requests.player'),
            <Link key="player" to={`/players/${player.id}`}>
              {player.name || player.userName} · {player.userName} · #{player.id}
            </Link>,
          ],
          [t('requests.email'), player.email],
          [t('requests.country'), player.country],
          [t('requests.language'), player.lang],
          [t('requests.currency'), player.currency],
          [t('requests.since'), date(player.createdAt)],
          ...(player.closedAt === null ? [] : [[t('requests.closed'), date(player.closedAt)] as [string, string]]),
          [t('requests.depositBlocked'), player.depositBlocked ? t('requests.yes') : t('requests.no')],
        ]}
      />
    </Section>
  );
}
