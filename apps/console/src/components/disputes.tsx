// Chargebacks and disputes (docs/chargebacks.md): one card per dispute with its facts, its state history (each PSP
// stage as it arrived, stale ones marked, and the operator's decision) and, for finance while it is open, the
// decision: accept, or defend with a note where the PSP lets the shop defend. Shown on the purchase and the player
// page and as the chargebacks list.
import type { DisputeView } from '@shop/contracts/disputes';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { type ReactNode, useState } from 'react';
import { Link } from 'react-router';
import { hasRole, useOperator } from '../app/session';
import { ApiError, api } from '../lib/api';
import { useI18n } from '../lib/i18n';
import type { MessageKey } from '../lib/messages';
import styles from './console.module.css';
import { ConfirmStep, Form, SubmitActions, TextArea, textValue } from './form';
import { Empty, Facts, LoadState, Notice, Section, Table } from './ui';

export type DisputeFilter = { player?: number; tid?: string };

const disputesKey = (filter: DisputeFilter) => ['disputes', filter.player ?? null, filter.tid ?? null] as const;

const STAGE_KEYS: Record<string, MessageKey> = {
  NOTIFICATION_OF_CHARGEBACK: 'dispute.stage.NOTIFICATION_OF_CHARGEBACK',
  CHARGEBACK: 'dispute.stage.CHARGEBACK',
  CHARGEBACK_REVERSED: 'dispute.stage.CHARGEBACK_REVERSED',
  SECOND_CHARGEBACK: 'dispute.stage.SECOND_CHARGEBACK',
  ACCEPTED: 'dispute.stage.ACCEPTED',
  DEFENDED: 'dispute.stage.DEFENDED',
};

const FAILURE_KEYS: Record<string, MessageKey> = {
  not_defendable: 'dispute.not_defendable',
  dispute_closed: 'dispute.dispute_closed',
  psp_refused: 'dispute.psp_refused',
  psp_unavailable: 'dispute.psp_unavailable',
};

function useStage() {
  const { t } = useI18n();
  return (kind: string) => {
    const key = STAGE_KEYS[kind];
    return key === undefined ? kind : t(key);
  };
}

function DecisionForm({ dispute, onDone }: { dispute: DisputeView; onDone: (text: string) => void }) {
  const { t } = useI18n();
  const queryClient = useQueryClient();
  const [decision, setDecision] = useState<'accept' | 'defend'>(dispute.defendable ? 'defend' : 'accept');
  const [note, setNote] = useState('');
  const [error, setError] = useState<string | undefined>();
  const [confirming, setConfirming] = useState(false);
  const decide = useMutation({
    mutationFn: () =>
      api<{ dispute: DisputeView }>(`/disputes/${encodeURIComponent(dispute.id)}/decision`, {
        method: 'POST',
        body: { decision, note: note.trim() },
      }),
    onSuccess: async () => {
      setConfirming(false);
      onDone(t(decision === 'accept' ? 'dispute.acceptedDone' : 'dispute.defendedDone'));
      await queryClient.invalidateQueries({ queryKey: ['disputes'] });
    },
    onError: (failure) => {
      setConfirming(false);
      const code = failure instanceof ApiError ? failure.code : 'error';
      const key = FAILURE_KEYS[code];
      setError(key === undefined ? t('common.failed', { code }) : t(key));
    },
  });
  if (confirming) {
    return (
      <ConfirmStep
        danger={decision === 'accept'}
        text={t(decision === 'accept' ? 'dispute.acceptConfirm' : 'dispute.defendConfirm')}
        confirmLabel={t(decision === 'accept' ? 'dispute.accept' : 'dispute.defend')}
        pending={decide.isPending}
        onCancel={() => setConfirming(false)}
        onConfirm={() => decide.mutate()}
      />
    );
  }
  const noteId = `dispute-note-${dispute.id}`;
  return (
    <Form
      label={t('dispute.decision')}
      onSubmit={() => {
        if (note.trim().length < 3) {
          setError(t('dispute.noteMissing'));
          return;
        }
        setError(undefined);
        setConfirming(true);
      }}
    >
      {error ? <Notice tone="error">{error}</Notice> : null}
      <fieldset className={styles.radios}>
        <legend>{t('dispute.decision')}</legend>
        <label className={styles.radio}>
          <input
            type="radio"
            name={`decision-${dispute.id}`}
            checked={decision === 'defend'}
            disabled={!dispute.defendable}
            onChange={() => setDecision('defend')}
          />
          {t(dispute.defendable ? 'dispute.defend' : 'dispute.notDefendable')}
        </label>
        <label className={styles.radio}>
          <input
            type="radio"
            name={`decision-${dispute.id}`}
            checked={decision === 'accept'}
            onChange={() => setDecision('accept')}
          />
          {t('dispute.accept')}
        </label>
      </fieldset>
      <TextArea id={noteId} label={t('dispute.noteField')} rows={3} {...textValue(note, setNote)} />
      <SubmitActions>{t('dispute.review')}</SubmitActions>
    </Form>
  );
}

function DisputeCard({ dispute, showPurchase }: { dispute: DisputeView; showPurchase: boolean }) {
  const { t, money, dateTime, date } = useI18n();
  const stage = useStage();
  const operator = useOperator();
  const [done, setDone] = useState<string | undefined>();
  const decision =
    dispute.decision === null
      ? '—'
      : `${t(dispute.decision === 'accepted' ? 'dispute.stage.ACCEPTED' : 'dispute.stage.DEFENDED')} · ${
          dispute.decidedBy ?? ''
        } · ${dateTime(dispute.decidedAt)}`;
  // A saver package's monthly booking: its month and due date (the player page shows it under the package).
  const bookingText =
    dispute.booking === null
      ? '—'
      : t('dispute.bookingValue', {
          sequence: dispute.booking.sequence,
          date: date(dispute.booking.dueDate),
          reference: dispute.booking.reference,
        });
  return (
    <article className={styles.section} aria-label={t('dispute.card', { id: dispute.pspDisputeId })}>
      <Facts
        items={[
          [t('dispute.stage'), <strong key="stage">{stage(dispute.stage)}</strong>],
          ...(showPurchase
            ? ([
                dispute.tid === null
                  ? [t('dispute.booking'), bookingText]
                  : [
                      t('purchase.tid'),
                      <Link key="tid" to={`/purchases/${encodeURIComponent(dispute.tid)}`}>
                        {dispute.tid}
                      </Link>,
                    ],
                [
                  t('purchase.player'),
                  <Link key="player" to={`/players/${dispute.player.id}`}>
                    {dispute.player.userName} · #{dispute.player.id}
                  </Link>,
                ],
              ] as [string, ReactNode][])
            : []),
          ...(!showPurchase && dispute.booking !== null
            ? ([[t('dispute.booking'), bookingText]] as [string, ReactNode][])
            : []),
          [t('common.amount'), money(dispute.amount, dispute.currency)],
          [
            t('dispute.debited'),
            `${money(dispute.depositDebited, dispute.gdCurrency)} + ${t('purchase.bonus')} ${money(dispute.bonusDebited, dispute.gdCurrency)}`,
          ],
          [t('dispute.reasonCode'), dispute.reasonCode ?? '—'],
          [t('dispute.pspDisputeId'), dispute.pspDisputeId],
          [t('dispute.decision'), decision],
          [t('dispute.settled'), dispute.settledAt === null ? '—' : dateTime(dispute.settledAt)],
        ]}
      />
      <Table
        caption={t('dispute.history')}
        head={[t('common.date'), t('dispute.stage'), t('purchase.outcome'), t('dispute.change'), t('dispute.note')]}
      >
        {dispute.history.map((event) => (
          <tr key={event.id}>
            <td>{dateTime(event.at)}</td>
            <td>{stage(event.kind)}</td>
            <td>{event.outcome === 'stale' ? t('dispute.stale') : event.outcome}</td>
            <td className={styles.num}>
              {event.depositChange === 0 && event.bonusChange === 0
                ? '—'
                : `${money(event.depositChange, dispute.gdCurrency)} / ${money(event.bonusChange, dispute.gdCurrency)}`}
            </td>
            <td className={styles.wrap}>{[event.operator, event.note].filter(Boolean).join(': ') || '—'}</td>
          </tr>
        ))}
      </Table>
      {done ? <Notice tone="success">{done}</Notice> : null}
      {hasRole(operator, 'finance') && dispute.decidable ? <DecisionForm dispute={dispute} onDone={setDone} /> : null}
    </article>
  );
}

/** The disputes of a player, a purchase, or (no filter) all of them, newest first. */
export function DisputesSection({ filter, title }: { filter: DisputeFilter; title?: string }) {
  const { t } = useI18n();
  const query = useQuery({
    queryKey: disputesKey(filter),
    queryFn: () =>
      api<{ disputes: DisputeView[] }>('/disputes', {
        query: { player: filter.player, tid: filter.tid },
      }),
  });
  const heading = title ?? t('dispute.heading');
  if (!query.data) {
    return (
      <Section title={heading}>
        <LoadState error={query.error} onRetry={() => query.refetch()} />
      </Section>
    );
  }
  const { disputes } = query.data;
  return (
    <Section title={heading}>
      {disputes.length === 0 ? (
        <Empty>{t('common.none')}</Empty>
      ) : (
        disputes.map((dispute) => (
          <DisputeCard key={dispute.id} dispute={dispute} showPurchase={filter.tid === undefined} />
        ))
      )}
    </Section>
  );
}
