// A player as support and finance see them: details, ledger balances, blocks, purchases, payouts, saver package,
// deposit limits, requests and notes; with the writes the operator's roles allow (notes and cancellations for
// support, lifting a deposit block for finance), each confirmed before it is sent.
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { Link, useParams } from 'react-router';
import fieldStyles from '../../../web/src/components/ui/field.module.css';
import { hasRole, useOperator } from '../app/session';
import styles from '../components/console.module.css';
import {
  Button,
  ConfirmStep,
  Empty,
  ErrorSummary,
  Facts,
  Form,
  LoadState,
  Notice,
  PageHeading,
  Section,
  type SummaryError,
  TableSection,
  TextArea,
  TextField,
  useTitle,
} from '../components/ui';
import { api } from '../lib/api';
import { fieldErrors, operatorLabel, plain, writeFailure } from '../lib/format';
import { useI18n } from '../lib/i18n';
import type { Blocks, Note, PlayerDetail, Subscription } from '../lib/types';

const playerKey = (id: string) => ['player', id] as const;

const END_REASONS = [
  'cancellation',
  'signup_refunded',
  'declined',
  'returned',
  'mandate_revoked',
  'unconfirmed',
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
  const [error, setError] = useState<string | undefined>();
  const [attempt, setAttempt] = useState(0);
  const [done, setDone] = useState(false);
  const add = useMutation({
    mutationFn: (body: { text: string }) =>
      api<{ note: Note }>(`/players/${encodeURIComponent(playerId)}/notes`, { method: 'POST', body }),
    onSuccess: async () => {
      setText('');
      setDone(true);
      await queryClient.invalidateQueries({ queryKey: playerKey(playerId) });
    },
    onError: (failure) => {
      setError(writeFailure(t, failure, 'player'));
      setAttempt((n) => n + 1);
    },
  });
  const submit = () => {
    setDone(false);
    const value = text.trim();
    const problem = value === '' ? t('player.noteMissing') : value.length > 2000 ? t('player.noteTooLong') : undefined;
    setError(problem);
    if (problem) {
      setAttempt((n) => n + 1);
      return;
    }
    add.mutate({ text: value });
  };
  return (
    <Form onSubmit={submit} label={t('player.addNote')}>
      <ErrorSummary errors={error ? [{ fieldId: 'note-text', message: error }] : []} attempt={attempt} />
      <TextArea
        id="note-text"
        label={t('player.noteText')}
        value={text}
        onChange={(event) => setText(event.target.value)}
        error={error}
      />
      <div className={styles.actions}>
        <Button type="submit" disabled={add.isPending}>
          {t('player.addNote')}
        </Button>
      </div>
      {done ? <Notice tone="success">{t('player.noteAdded')}</Notice> : null}
    </Form>
  );
}

function LiftBlockForm({ playerId, name, onLifted }: { playerId: string; name: string; onLifted: () => void }) {
  const { t } = useI18n();
  const queryClient = useQueryClient();
  const [reason, setReason] = useState('');
  const [error, setError] = useState<string | undefined>();
  const [attempt, setAttempt] = useState(0);
  const [confirming, setConfirming] = useState(false);
  const lift = useMutation({
    mutationFn: (body: { reason: string }) =>
      api<{ blocks: Blocks }>(`/players/${encodeURIComponent(playerId)}/deposit-block/lift`, { method: 'POST', body }),
    onSuccess: async () => {
      onLifted();
      await queryClient.invalidateQueries({ queryKey: playerKey(playerId) });
    },
    onError: (failure) => {
      setConfirming(false);
      setError(writeFailure(t, failure, 'player'));
      setAttempt((n) => n + 1);
    },
  });
  if (confirming) {
    return (
      <ConfirmStep
        text={t('player.liftBlockConfirm', { name })}
        confirmLabel={t('player.liftBlock')}
        pending={lift.isPending}
        onCancel={() => setConfirming(false)}
        onConfirm={() => lift.mutate({ reason: reason.trim() })}
      />
    );
  }
  return (
    <Form
      label={t('player.liftBlock')}
      onSubmit={() => {
        const problem = reason.trim().length < 3 ? t('purchase.reasonMissing') : undefined;
        setError(problem);
        if (problem) setAttempt((n) => n + 1);
        else setConfirming(true);
      }}
    >
      <ErrorSummary errors={error ? [{ fieldId: 'lift-reason', message: error }] : []} attempt={attempt} />
      <TextField
        id="lift-reason"
        label={t('player.liftBlockReason')}
        value={reason}
        onChange={(event) => setReason(event.target.value)}
        error={error}
      />
      <div className={styles.actions}>
        <Button type="submit">{t('player.liftBlock')}</Button>
      </div>
    </Form>
  );
}

/** Its outcome is shown by the page: a recorded cancellation removes the form. */
function CancellationForm({ playerId, onDone }: { playerId: string; onDone: (message: string) => void }) {
  const { t, date } = useI18n();
  const queryClient = useQueryClient();
  const [channel, setChannel] = useState<'post' | 'email'>('post');
  const [receivedOn, setReceivedOn] = useState('');
  const [errors, setErrors] = useState<SummaryError[]>([]);
  const [attempt, setAttempt] = useState(0);
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
      setErrors([{ fieldId: 'cancel-received', message }]);
      setAttempt((n) => n + 1);
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
  const fieldError = errors.find((error) => error.fieldId === 'cancel-received')?.message;
  return (
    <Form
      label={t('player.recordCancellation')}
      onSubmit={() => {
        const found = /^\d{4}-\d{2}-\d{2}$/.test(receivedOn)
          ? []
          : [{ fieldId: 'cancel-received', message: t('player.receivedOnMissing') }];
        setErrors(found);
        if (found.length > 0) setAttempt((n) => n + 1);
        else setConfirming(true);
      }}
    >
      <ErrorSummary errors={errors} attempt={attempt} />
      <fieldset className={[fieldStyles.fieldset, styles.radios].join(' ')}>
        <legend className={fieldStyles.legend}>{t('player.channel')}</legend>
        {(['post', 'email'] as const).map((value) => (
          <label key={value} className={styles.radio}>
            <input
              type="radio"
              name="cancel-channel"
              value={value}
              checked={channel === value}
              onChange={() => setChannel(value)}
            />
            {t(`player.channel.${value}`)}
          </label>
        ))}
      </fieldset>
      <TextField
        id="cancel-received"
        type="date"
        label={t('player.receivedOn')}
        hint={t('player.receivedOnHint')}
        value={receivedOn}
        onChange={(event) => setReceivedOn(event.target.value)}
        error={fieldError}
      />
      <div className={styles.actions}>
        <Button type="submit">{t('player.recordCancellation')}</Button>
      </div>
    </Form>
  );
}

/** A running saver package (the server refuses others with 409 no_active_subscription). */
const ACTIVE_SUBSCRIPTION = /^(ACTIVE|PENDING)$/;

function PlayerView({ detail, playerId }: { detail: PlayerDetail; playerId: string }) {
  const { t, money, date, dateTime } = useI18n();
  const operator = useOperator();
  const { player, balances, blocks, subscription } = detail;
  const name = [player.firstName, player.surname].filter(Boolean).join(' ') || player.userName;
  useTitle(t('player.heading', { name }));
  const [lifted, setLifted] = useState(false);
  const [cancellationRecorded, setCancellationRecorded] = useState<string | undefined>();
  const support = hasRole(operator, 'support');
  const finance = hasRole(operator, 'finance');
  const yesNo = (value: boolean) => (value ? t('common.yes') : t('common.no'));
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
                  ? blocks.depositBlock.amount === null
                    ? blocks.depositBlock.reason
                    : t('player.depositBlockValue', {
                        reason: blocks.depositBlock.reason,
                        amount: money(blocks.depositBlock.amount, balances.currency),
                      })
                  : t('common.none'),
              ],
              [
                t('player.payoutBlocks'),
                blocks.payoutBlocks.length === 0 ? t('common.none') : blocks.payoutBlocks.join(', '),
              ],
              [t('player.subscriptionSignupBlocked'), yesNo(blocks.subscriptionSignupBlocked)],
            ]}
          />
          {lifted ? <Notice tone="success">{t('player.blockLifted')}</Notice> : null}
          {finance && blocks.depositBlock && !lifted ? (
            <LiftBlockForm playerId={playerId} name={name} onLifted={() => setLifted(true)} />
          ) : null}
        </Section>
        <Section title={t('player.subscription')}>
          {subscription ? (
            <>
              <Facts
                items={[
                  [t('common.state'), subscription.state],
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
              head={[
                t('player.bookingMonth'),
                t('common.state'),
                t('common.amount'),
                t('player.creditTakenBack'),
                t('player.creditWrittenOff'),
                t('purchase.bonus'),
                t('purchase.pspReference'),
                t('purchase.created'),
              ]}
              rows={subscription.bookingRefunds}
              row={(refund) => (
                <tr key={refund.id}>
                  <td>{t('player.bookingMonthValue', { sequence: refund.sequence, date: date(refund.dueDate) })}</td>
                  <td>{[refund.state, refund.failureReason].filter(Boolean).join(' · ')}</td>
                  <td className={styles.num}>{money(refund.amount, refund.currency)}</td>
                  <td className={styles.num}>{money(refund.depositAmount, refund.gdCurrency)}</td>
                  <td className={styles.num}>{money(refund.depositWrittenOff, refund.gdCurrency)}</td>
                  <td className={styles.num}>{money(refund.bonusClawback, refund.gdCurrency)}</td>
                  <td>{plain(refund.pspReference)}</td>
                  <td>{dateTime(refund.createdAt)}</td>
                </tr>
              )}
            />
          </div>
        ) : null}
        <div className={styles.wide}>
          <TableSection
            title={t('player.purchases')}
            head={[
              t('purchase.tid'),
              t('purchase.created'),
              t('common.state'),
              t('purchase.provider'),
              t('purchase.price'),
              t('purchase.deposit'),
              t('purchase.bonus'),
              t('purchase.refunded'),
              t('purchase.pspReference'),
            ]}
            rows={detail.purchases}
            row={(purchase) => (
              <tr key={purchase.tid}>
                <td>
                  <Link to={`/purchases/${encodeURIComponent(purchase.tid)}`}>{purchase.tid}</Link>
                </td>
                <td>{dateTime(purchase.createdAt)}</td>
                <td>{[purchase.state, purchase.pspStatus].filter(Boolean).join(' · ')}</td>
                <td>{[purchase.providerCode, purchase.pspMethod].filter(Boolean).join(' · ')}</td>
                <td className={styles.num}>{money(purchase.price, purchase.currency)}</td>
                <td className={styles.num}>{money(purchase.depositAmount, purchase.gdCurrency)}</td>
                <td className={styles.num}>{money(purchase.bonusAmount, purchase.gdCurrency)}</td>
                <td className={styles.num}>{money(purchase.refundedAmount ?? 0, purchase.currency)}</td>
                <td>{plain(purchase.pspReference)}</td>
              </tr>
            )}
          />
        </div>
        <div className={styles.wide}>
          <TableSection
            title={t('player.payouts')}
            head={[
              'ID',
              t('purchase.created'),
              t('common.state'),
              t('purchase.provider'),
              t('common.amount'),
              t('payouts.fee'),
              t('payouts.finalAmount'),
              t('purchase.pspReference'),
              t('common.reason'),
            ]}
            rows={detail.payouts}
            row={(payout) => (
              <tr key={payout.publicId}>
                <td>{payout.publicId}</td>
                <td>{dateTime(payout.createdAt)}</td>
                <td>{payout.state}</td>
                <td>{payout.paytype}</td>
                <td className={styles.num}>{money(payout.amount, payout.currency)}</td>
                <td className={styles.num}>{money(payout.fee, payout.currency)}</td>
                <td className={styles.num}>{money(payout.finalAmount, payout.currency)}</td>
                <td>{plain(payout.pspReference)}</td>
                <td className={styles.wrap}>{plain(payout.failureReason)}</td>
              </tr>
            )}
          />
        </div>
        <TableSection
          title={t('player.depositLimits')}
          head={[t('player.period'), t('common.amount'), t('player.pendingLimit'), t('player.effectiveAt')]}
          rows={detail.depositLimits}
          row={(limit) => (
            <tr key={limit.period}>
              <td>{limit.period}</td>
              <td className={styles.num}>{limit.amount === null ? '—' : money(limit.amount, limit.currency)}</td>
              <td className={styles.num}>
                {limit.pendingAmount === null ? '—' : money(limit.pendingAmount, limit.currency)}
              </td>
              <td>{dateTime(limit.effectiveAt)}</td>
            </tr>
          )}
        />
        <TableSection
          title={t('player.limitIncreaseRequests')}
          head={[t('common.date'), t('purchase.provider'), t('player.recipient'), t('common.state')]}
          rows={detail.limitIncreaseRequests}
          row={(request) => (
            <tr key={request.id}>
              <td>{dateTime(request.createdAt)}</td>
              <td>{request.providerCode}</td>
              <td>{request.recipient}</td>
              <td>{request.state}</td>
            </tr>
          )}
        />
        <Section title={t('player.supportRequests')}>
          {detail.supportRequests.length === 0 ? (
            <Empty>{t('common.none')}</Empty>
          ) : (
            <ul className={styles.results}>
              {detail.supportRequests.map((request) => (
                <li key={request.ticket} className={styles.result}>
                  <span className={styles.muted}>
                    {dateTime(request.createdAt)} · {t('player.ticket', { ticket: request.ticket })} · {request.topic}
                    {request.reference ? ` · ${request.reference}` : ''} · {request.screen}
                  </span>
                  <span className={styles.noteText}>{request.message}</span>
                </li>
              ))}
            </ul>
          )}
        </Section>
        <Section title={t('player.notes')}>
          {detail.notes.length === 0 ? (
            <Empty>{t('common.none')}</Empty>
          ) : (
            <ul className={styles.results}>
              {detail.notes.map((note) => (
                <li key={note.id} className={styles.result}>
                  <span className={styles.muted}>
                    {dateTime(note.at)} · {operatorLabel(note.operator)}
                  </span>
                  <span className={styles.noteText}>{note.text}</span>
                </li>
              ))}
            </ul>
          )}
          {support ? <NoteForm playerId={playerId} /> : null}
        </Section>
      </div>
    </>
  );
}

export function PlayerScreen() {
  const { id = '' } = useParams();
  const query = useQuery({
    queryKey: playerKey(id),
    queryFn: () => api<PlayerDetail>(`/players/${encodeURIComponent(id)}`),
  });
  if (!query.data) return <LoadState error={query.error} onRetry={() => query.refetch()} />;
  return <PlayerView detail={query.data} playerId={id} />;
}
