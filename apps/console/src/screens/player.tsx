// A player as support and finance see them: details, ledger balances, blocks, purchases, payouts, saver package,
// deposit limits, requests and notes; with the writes the operator's roles allow (notes and cancellations for
// support, lifting a deposit block for finance), each confirmed before it is sent.

import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { Link } from 'react-router';
import { hasRole, useOperator } from '../app/session';
import styles from '../components/console.module.css';
import { detailScreen } from '../components/detail-screen';
import { DisputesSection } from '../components/disputes';
import {
  ConfirmStep,
  ErrorSummary,
  Form,
  RadioGroup,
  SubmitActions,
  TextArea,
  TextField,
  useFieldErrors,
} from '../components/form';
import {
  Empty,
  Entry,
  EntryList,
  Facts,
  Notice,
  PageHeading,
  type RowColumn,
  Section,
  TableSection,
  useTitle,
} from '../components/ui';
import { api } from '../lib/api';
import { fieldErrors, operatorLabel, plain, writeFailure } from '../lib/format';
import { useI18n } from '../lib/i18n';
import type { Note, PlayerDetail, Subscription } from '../lib/types';

type BookingRefund = Subscription['bookingRefunds'][number];

import { PlayerApprovals } from '../money/approvals';
import { AdjustmentForm, LiftBlockForm } from '../money/money-forms';
import { CloseAccountForm, PlayerBlockForm } from '../money/player-block-form';
import { PlayerStatement } from '../money/statement';
import { PlayerActivity } from './lists/player-activity';

const playerKey = (id: string) => ['player', id] as const;

const END_REASONS = [
  'cancellation',
  'signup_refunded',
  'declined',
  'returned',
  'mandate_revoked',
  'unconfirmed',
  'cancelled_unconfirmed',
] as const;

/** Why a saver package ended, in words; an unknown reason as it is. */
function endReasonText(t: ReturnType<typeof useI18n>['t'], reason: string): string {
  const known = END_REASONS.find((candidate) => candidate === reason);
  return known === undefined ? reason : t(`player.endReason.${known}`);
}

function NoteForm({ playerId }: { playerId: string }) {
  const { t } = useI18n();
  const queryClient = useQueryClient();
  const [text, setText] = useState('');
  const { errors, attempt, check, bind } = useFieldErrors();
  const [done, setDone] = useState(false);
  const add = useMutation({
    mutationFn: (body: { text: string }) =>
      api<{ note: Note }>(`/players/${encodeURIComponent(playerId)}/notes`, { method: 'POST', body }),
    onSuccess: async () => {
      setText('');
      setDone(true);
      await queryClient.invalidateQueries({ queryKey: playerKey(playerId) });
    },
    onError: (failure) => check([{ fieldId: 'note-text', message: writeFailure(t, failure, 'player') }]),
  });
  const submit = () => {
    setDone(false);
    const value = text.trim();
    const problem = value === '' ? t('player.noteMissing') : value.length > 2000 ? t('player.noteTooLong') : undefined;
    if (check(problem ? [{ fieldId: 'note-text', message: problem }] : [])) add.mutate({ text: value });
  };
  return (
    <Form onSubmit={submit} label={t('player.addNote')}>
      <ErrorSummary errors={errors} attempt={attempt} />
      <TextArea label={t('player.noteText')} {...bind('note-text', text, setText)} />
      <SubmitActions pending={add.isPending}>{t('player.addNote')}</SubmitActions>
      {done ? <Notice tone="success">{t('player.noteAdded')}</Notice> : null}
    </Form>
  );
}

/** Its outcome is shown by the page: a recorded cancellation removes the form. */
function CancellationForm({ playerId, onDone }: { playerId: string; onDone: (message: string) => void }) {
  const { t, date } = useI18n();
  const queryClient = useQueryClient();
  const [channel, setChannel] = useState<'post' | 'email'>('post');
  const [receivedOn, setReceivedOn] = useState('');
  const { errors, attempt, check, bind } = useFieldErrors();
  const [confirming, setConfirming] = useState(false);
  const record = useMutation({
    mutationFn: (body: { channel: 'post' | 'email'; receivedOn: string }) =>
      api<{ subscription: Subscription }>(`/players/${encodeURIComponent(playerId)}/subscription/cancellation`, {
        method: 'POST',
        body,
      }),
    onSuccess: async ({ subscription }) => {
      onDone(t('player.cancellationRecorded', { date: date(subscription.endsOn) }));
      setConfirming(false);
      await queryClient.invalidateQueries({ queryKey: playerKey(playerId) });
    },
    onError: (failure) => {
      setConfirming(false);
      const field = fieldErrors(failure).receivedOn;
      const message =
        field === 'in_future' || field === 'before_start'
          ? t(`player.receivedOn.${field}`)
          : writeFailure(t, failure, 'player');
      check([{ fieldId: 'cancel-received', message }]);
    },
  });
  const channelName = t(`player.channel.${channel}`);
  if (confirming) {
    return (
      <ConfirmStep
        text={`${t('player.recordCancellation')}: ${t('player.cancellationValue', { channel: channelName, date: date(receivedOn) })}`}
        confirmLabel={t('common.confirm')}
        pending={record.isPending}
        onCancel={() => setConfirming(false)}
        onConfirm={() => record.mutate({ channel, receivedOn })}
      />
    );
  }
  return (
    <Form
      label={t('player.recordCancellation')}
      onSubmit={() => {
        const found = /^\d{4}-\d{2}-\d{2}$/.test(receivedOn)
          ? []
          : [{ fieldId: 'cancel-received', message: t('player.receivedOnMissing') }];
        if (check(found)) setConfirming(true);
      }}
    >
      <ErrorSummary errors={errors} attempt={attempt} />
      <RadioGroup
        legend={t('player.channel')}
        name="cancel-channel"
        valued
        value={channel}
        onChange={setChannel}
        options={(['post', 'email'] as const).map((value) => ({ value, label: t(`player.channel.${value}`) }))}
      />
      <TextField
        type="date"
        label={t('player.receivedOn')}
        hint={t('player.receivedOnHint')}
        {...bind('cancel-received', receivedOn, setReceivedOn)}
      />
      <SubmitActions>{t('player.recordCancellation')}</SubmitActions>
    </Form>
  );
}

/** A running saver package (the server refuses others with 409 no_active_subscription). */
const ACTIVE_SUBSCRIPTION = /^(ACTIVE|PENDING)$/;

function PlayerView({ detail, id: playerId }: { detail: PlayerDetail; id: string }) {
  const { t, money, date, dateTime, label } = useI18n();
  const operator = useOperator();
  const { player, balances, blocks, subscription } = detail;
  const name = [player.firstName, player.surname].filter(Boolean).join(' ') || player.userName;
  useTitle(t('player.heading', { name }));
  const [cancellationRecorded, setCancellationRecorded] = useState<string | undefined>();
  const support = hasRole(operator, 'support');
  const finance = hasRole(operator, 'finance');
  const yesNo = (value: boolean) => (value ? t('common.yes') : t('common.no'));
  /** A column of one of a refunded booking's game-credit amounts. */
  const creditColumn = (label: string, amountOf: (refund: BookingRefund) => number): RowColumn<BookingRefund> => ({
    label,
    cell: (refund) => money(amountOf(refund), refund.gdCurrency),
    className: styles.num,
  });
  return (
    <>
      <PageHeading>{t('player.heading', { name })}</PageHeading>
      <div className={styles.grid}>
        <Section title={t('player.details')}>
          <Facts
            items={[
              [t('player.id'), player.id],
              [t('player.userName'), player.userName],
              [t('player.name'), name],
              [t('player.email'), plain(player.email)],
              [t('player.emailValidated'), yesNo(player.emailValidated)],
              [t('player.country'), player.country],
              [t('player.currency'), `${player.currency} (${player.currencyType})`],
              [t('player.actorType'), player.actorType],
              [t('player.language'), player.lang],
              [t('player.createdAt'), dateTime(player.createdAt)],
              ...(player.closedAt ? [[t('player.closedAt'), dateTime(player.closedAt)] as [string, string]] : []),
            ]}
          />
          {support && player.closedAt === null ? <CloseAccountForm playerId={playerId} name={name} /> : null}
        </Section>
        <Section title={t('player.balances')}>
          <Facts
            items={[
              [t('player.withdrawable'), money(balances.withdrawable, balances.currency)],
              [t('player.bonus'), money(balances.bonus, balances.currency)],
              [t('player.pendingPayout'), money(balances.pendingPayout, balances.currency)],
              [t('common.total'), money(balances.total, balances.currency)],
            ]}
          />
        </Section>
        <Section title={t('player.blocks')}>
          <Facts
            items={[
              [t('player.accountBlocked'), yesNo(blocks.blocked)],
              [
                t('player.depositBlock'),
                blocks.depositBlock
                  ? [
                      blocks.depositBlock.reason,
                      blocks.depositBlock.amount === null
                        ? null
                        : t('money.returned', { amount: money(blocks.depositBlock.amount, balances.currency) }),
                      blocks.depositBlock.owed === undefined
                        ? null
                        : t('money.owed', { amount: money(blocks.depositBlock.owed, balances.currency) }),
                    ]
                      .filter(Boolean)
                      .join(' · ')
                  : t('common.none'),
              ],
              [
                t('player.payoutBlocks'),
                blocks.payoutBlocks.length === 0 ? t('common.none') : blocks.payoutBlocks.join(', '),
              ],
              [t('player.subscriptionSignupBlocked'), yesNo(blocks.subscriptionSignupBlocked)],
            ]}
          />
          {support || finance ? (
            <PlayerBlockForm
              playerId={playerId}
              depositBlock={blocks.depositBlock?.reason ?? null}
              payoutBlocks={blocks.payoutBlocks}
            />
          ) : null}
          {finance && blocks.depositBlock && blocks.depositBlock.reason !== 'operator_block' ? (
            <LiftBlockForm
              playerId={playerId}
              name={name}
              currency={balances.currency}
              owed={blocks.depositBlock.owed ?? 0}
            />
          ) : null}
        </Section>
        {finance ? (
          <Section title={t('money.adjustment')}>
            <AdjustmentForm playerId={playerId} currency={balances.currency} />
          </Section>
        ) : null}
        <PlayerApprovals playerId={playerId} />
        <div className={styles.wide}>
          <PlayerStatement playerId={playerId} />
        </div>
        <Section title={t('player.subscription')}>
          {subscription ? (
            <>
              <Facts
                items={[
                  [t('common.state'), label('state', subscription.state)],
                  [t('player.packagePrice'), money(subscription.packagePrice, subscription.currency)],
                  [t('player.startedOn'), date(subscription.startedOn)],
                  [t('player.minimumTermEndsOn'), date(subscription.minimumTermEndsOn)],
                  [t('player.endsOn'), date(subscription.endsOn)],
                  [t('player.nextBookingOn'), date(subscription.nextBookingOn)],
                  ...(subscription.endReason === null
                    ? []
                    : [[t('player.endReason'), endReasonText(t, subscription.endReason)] as [string, string]]),
                  [
                    t('player.cancellation'),
                    subscription.cancellation
                      ? t('player.cancellationValue', {
                          channel:
                            subscription.cancellation.channel === 'email'
                              ? t('player.channel.email')
                              : t('player.channel.post'),
                          date: date(subscription.cancellation.receivedOn),
                        })
                      : t('common.none'),
                  ],
                ]}
              />
              {cancellationRecorded ? <Notice tone="success">{cancellationRecorded}</Notice> : null}
              {support && subscription.cancellation === null && ACTIVE_SUBSCRIPTION.test(subscription.state) ? (
                <CancellationForm playerId={playerId} onDone={setCancellationRecorded} />
              ) : null}
            </>
          ) : (
            <Empty>{t('player.noSubscription')}</Empty>
          )}
        </Section>
        {subscription && subscription.bookingRefunds.length > 0 ? (
          <div className={styles.wide}>
            <TableSection
              title={t('player.bookingRefunds')}
              columns={[
                {
                  label: t('player.bookingMonth'),
                  cell: (refund) =>
                    t('player.bookingMonthValue', { sequence: refund.sequence, date: date(refund.dueDate) }),
                },
                {
                  label: t('common.state'),
                  cell: (refund) => [label('state', refund.state), refund.failureReason].filter(Boolean).join(' · '),
                },
                {
                  label: t('common.amount'),
                  cell: (refund) => money(refund.amount, refund.currency),
                  className: styles.num,
                },
                creditColumn(t('player.creditTakenBack'), (refund) => refund.depositAmount),
                creditColumn(t('player.creditWrittenOff'), (refund) => refund.depositWrittenOff),
                creditColumn(t('purchase.bonus'), (refund) => refund.bonusClawback),
                { label: t('purchase.pspReference'), cell: (refund) => plain(refund.pspReference) },
                { label: t('purchase.created'), cell: (refund) => dateTime(refund.createdAt) },
              ]}
              rows={subscription.bookingRefunds}
              rowKey={(refund) => refund.id}
            />
          </div>
        ) : null}
        <div className={styles.wide}>
          <PlayerActivity userId={detail.player.id} />
        </div>
        <div className={styles.wide}>
          <DisputesSection filter={{ player: Number(playerId) }} />
        </div>
        <div className={styles.wide}>
          <TableSection
            title={t('player.payouts')}
            columns={[
              { label: 'ID', cell: (payout) => payout.publicId },
              { label: t('purchase.created'), cell: (payout) => dateTime(payout.createdAt) },
              { label: t('common.state'), cell: (payout) => label('state', payout.state) },
              { label: t('purchase.provider'), cell: (payout) => payout.paytype },
              {
                label: t('common.amount'),
                cell: (payout) => money(payout.amount, payout.currency),
                className: styles.num,
              },
              { label: t('payouts.fee'), cell: (payout) => money(payout.fee, payout.currency), className: styles.num },
              {
                label: t('payouts.finalAmount'),
                cell: (payout) => money(payout.finalAmount, payout.currency),
                className: styles.num,
              },
              { label: t('purchase.pspReference'), cell: (payout) => plain(payout.pspReference) },
              { label: t('common.reason'), cell: (payout) => plain(payout.failureReason), className: styles.wrap },
            ]}
            rows={detail.payouts}
            rowKey={(payout) => payout.publicId}
          />
        </div>
        <TableSection
          title={t('player.depositLimits')}
          columns={[
            { label: t('player.period'), cell: (limit) => limit.period },
            {
              label: t('common.amount'),
              cell: (limit) => (limit.amount === null ? '—' : money(limit.amount, limit.currency)),
              className: styles.num,
            },
            {
              label: t('player.pendingLimit'),
              cell: (limit) => (limit.pendingAmount === null ? '—' : money(limit.pendingAmount, limit.currency)),
              className: styles.num,
            },
            { label: t('player.effectiveAt'), cell: (limit) => dateTime(limit.effectiveAt) },
          ]}
          rows={detail.depositLimits}
          rowKey={(limit) => limit.period}
        />
        <TableSection
          title={t('player.limitIncreaseRequests')}
          columns={[
            {
              label: t('common.date'),
              cell: (request) => (
                <Link to={`/limit-increase-requests/${encodeURIComponent(request.id)}`}>
                  {dateTime(request.createdAt)}
                </Link>
              ),
            },
            { label: t('purchase.provider'), cell: (request) => request.providerCode },
            { label: t('player.recipient'), cell: (request) => request.recipient },
            { label: t('common.state'), cell: (request) => label('state', request.state) },
          ]}
          rows={detail.limitIncreaseRequests}
          rowKey={(request) => request.id}
        />
        <Section title={t('player.supportRequests')}>
          <EntryList
            items={detail.supportRequests}
            entry={(request) => (
              <Entry
                key={request.ticket}
                meta={
                  <>
                    {dateTime(request.createdAt)} ·{' '}
                    <Link to={`/support-requests/${encodeURIComponent(request.ticket)}`}>
                      {t('player.ticket', { ticket: request.ticket })}
                    </Link>{' '}
                    · {request.topic}
                    {request.reference ? ` · ${request.reference}` : ''} · {request.screen}
                  </>
                }
              >
                {request.message}
              </Entry>
            )}
          />
        </Section>
        <Section title={t('player.notes')}>
          <EntryList
            items={detail.notes}
            entry={(note) => (
              <Entry
                key={note.id}
                meta={
                  <>
                    {dateTime(note.at)} · {operatorLabel(note.operator)}
                  </>
                }
              >
                {note.text}
              </Entry>
            )}
          />
          {support ? <NoteForm playerId={playerId} /> : null}
        </Section>
      </div>
    </>
  );
}

export const PlayerScreen = detailScreen('id', playerKey, '/players', PlayerView);
