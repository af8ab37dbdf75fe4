// The player's context on a request page (issue 25 point 3): who asked, where they live and pay, their account.
import type { LimitIncreaseDetail } from '@shop/contracts/ops-requests';
import { Link } from 'react-router';
import { Facts, Section } from '../../components/ui';
import { useI18n } from '../../lib/i18n';

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
