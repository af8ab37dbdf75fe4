// A purchase: its facts, state history, PSP notifications, ledger lines (with their sum) and refunds; finance may
// refund all or part of a credited deposit through the PSP after a confirmation step.

import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useRef, useState } from 'react';
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
  type SummaryError,
  TextField,
  useFieldErrors,
} from '../components/form';
import { Facts, Notice, PageHeading, RowsTable, Section, TableSection, useTitle } from '../components/ui';
import { api } from '../lib/api';
import { fieldErrors, newIdempotencyKey, operatorLabel, parseMajor, plain, writeFailure } from '../lib/format';
import { currencyDigits, useI18n } from '../lib/i18n';
import type { MessageKey } from '../lib/messages';
import type { PurchaseDetail, Refund } from '../lib/types';
import { type Approval, playerApprovalsKey, waitingRefundTotal } from '../money/money-common';
import { OutcomeBadge } from './lists/columns';

const purchaseKey = (tid: string) => ['purchase', tid] as const;

type Outcome = { tone: 'success' | 'error'; text: string };
type RefundAnswer = { refund: Refund } | { approval: { id: string; amount: number } };

/** The refund form; its outcome is shown by the page, which outlives the form (a full refund removes it). */
function RefundForm({
  detail,
  waiting,
  onDone,
}: {
  detail: PurchaseDetail;
  /** Asked for in refunds waiting for a second operator. */
  waiting: number;
  onDone: (outcome: Outcome) => void;
}) {
  const { t, money } = useI18n();
  const queryClient = useQueryClient();
  const { purchase } = detail;
  const remaining = purchase.price - (purchase.refundedAmount ?? 0) - waiting;
  const digits = currencyDigits(purchase.currency);
  const [kind, setKind] = useState<'full' | 'partial'>('full');
  const [amountText, setAmountText] = useState('');
  const [reason, setReason] = useState('');
  const { errors, attempt, errorOf, check, bind } = useFieldErrors();
  const [confirmAmount, setConfirmAmount] = useState<number | null>(null);
  // One key per refund the operator means: a repeated confirm of the same step is the same refund.
  const idempotencyKey = useRef(newIdempotencyKey());
  const refund = useMutation({
    mutationFn: (body: { amount: number; reason: string; idempotencyKey: string }) =>
      api<RefundAnswer>(`/purchases/${encodeURIComponent(purchase.tid)}/refunds`, { method: 'POST', body }),
    onSuccess: async (answer) => {
      idempotencyKey.current = newIdempotencyKey();
      if ('approval' in answer) {
        // Above the threshold: it waits for a second finance operator (four-eyes).
        onDone({
          tone: 'success',
          text: t('money.refundAskedShort', { amount: money(answer.approval.amount, purchase.currency) }),
        });
        setConfirmAmount(null);
        setAmountText('');
        setReason('');
        await queryClient.invalidateQueries({ queryKey: ['player-approvals', String(purchase.userId)] });
        return;
      }
      const done = answer.refund;
      const amount = money(done.amount, purchase.currency);
      onDone(
        done.state === 'FAILED'
          ? { tone: 'error', text: t('purchase.refundFailed', { amount, reason: done.failureReason ?? '—' }) }
          : {
              tone: 'success',
              text: t(done.state === 'PENDING' ? 'purchase.refundPending' : 'purchase.refundDone', { amount }),
            },
      );
      setConfirmAmount(null);
      setAmountText('');
      setReason('');
      await queryClient.invalidateQueries({ queryKey: purchaseKey(purchase.tid) });
    },
    onError: (failure) => {
      setConfirmAmount(null);
      const fields = fieldErrors(failure);
      const found: SummaryError[] = [];
      if (fields.amount) found.push({ fieldId: 'refund-amount', message: fields.amount });
      if (fields.reason) found.push({ fieldId: 'refund-reason', message: fields.reason });
      if (found.length === 0) found.push({ fieldId: 'refund-full', message: writeFailure(t, failure, 'purchase') });
      check(found);
    },
  });
  if (confirmAmount !== null) {
    return (
      <ConfirmStep
        danger
        text={t('purchase.refundConfirm', { amount: money(confirmAmount, purchase.currency), name: purchase.userName })}
        confirmLabel={t('purchase.refund')}
        pending={refund.isPending}
        onCancel={() => setConfirmAmount(null)}
        onConfirm={() =>
          refund.mutate({ amount: confirmAmount, reason: reason.trim(), idempotencyKey: idempotencyKey.current })
        }
      />
    );
  }
  const submit = () => {
    const found: SummaryError[] = [];
    const amount = kind === 'full' ? remaining : parseMajor(amountText, digits);
    if (amount === null || amount <= 0 || amount > remaining) {
      found.push({
        fieldId: 'refund-amount',
        message: t('purchase.refundAmountInvalid', {
          min: money(1, purchase.currency),
          max: money(remaining, purchase.currency),
        }),
      });
    }
    if (reason.trim().length < 3) found.push({ fieldId: 'refund-reason', message: t('purchase.reasonMissing') });
    if (check(found) && amount !== null) setConfirmAmount(amount);
  };
  return (
    <Form onSubmit={submit} label={t('purchase.refund')}>
      <ErrorSummary errors={errors} attempt={attempt} />
      {errorOf('refund-full') ? <Notice tone="error">{errorOf('refund-full')}</Notice> : null}
      <RadioGroup
        legend={t('purchase.refundKind')}
        name="refund-kind"
        value={kind}
        onChange={setKind}
        options={[
          {
            value: 'full',
            id: 'refund-full',
            label: t('purchase.refundFull', { amount: money(remaining, purchase.currency) }),
          },
          { value: 'partial', label: t('purchase.refundPartial') },
        ]}
      />
      {kind === 'partial' ? (
        <TextField
          inputMode="decimal"
          label={t('purchase.refundAmount', { currency: purchase.currency })}
          {...bind('refund-amount', amountText, setAmountText)}
        />
      ) : null}
      <TextField label={t('purchase.refundReason')} {...bind('refund-reason', reason, setReason)} />
      <SubmitActions>{t('purchase.refundReview')}</SubmitActions>
    </Form>
  );
}

/** Why the refund form is not offered (issue 25 point 5), or null when there is something to refund. */
function notRefundableReason(detail: PurchaseDetail, waiting: number): MessageKey | null {
  const { purchase } = detail;
  if (purchase.pspStatus === 'RETURNED') return 'money.notRefundable.returned';
  // A disputed payment is settled through its dispute (docs/chargebacks.md), never refunded besides.
  if (/CHARGEBACK/.test(purchase.pspStatus ?? '')) return 'money.notRefundable.disputed';
  if (purchase.creditedAt === null || purchase.pspReference === null) return 'money.notRefundable.notCredited';
  if (purchase.price - (purchase.refundedAmount ?? 0) - waiting > 0) return null;
  const settled = waiting === 0 && (detail.refunds ?? []).every((refund) => refund.state !== 'PENDING');
  return settled ? 'money.notRefundable.refunded' : 'money.notRefundable.waiting';
}

/** A pending refund's retry state: how often the PSP was asked, when last, the lost answer. */
function RetryState({ refund }: { refund: Refund }) {
  const { t, dateTime } = useI18n();
  if (refund.state !== 'PENDING' || refund.attempts === undefined) return null;
  return (
    <>
      <br />
      <small>{t('money.retry', { attempts: refund.attempts, at: dateTime(refund.lastAttemptAt) })}</small>
      {refund.lastError ? (
        <>
          <br />
          <small>{t('money.retryLost', { error: refund.lastError })}</small>
        </>
      ) : null}
    </>
  );
}

function PurchaseView({ detail }: { detail: PurchaseDetail }) {
  const { t, money, dateTime, label } = useI18n();
  const operator = useOperator();
  const { purchase } = detail;
  useTitle(t('purchase.heading', { tid: purchase.tid }));
  // Each transaction sums to zero in its own currency: the sum per currency shows it.
  const ledgerSums = new Map<string, number>();
  for (const line of detail.ledger) ledgerSums.set(line.currency, (ledgerSums.get(line.currency) ?? 0) + line.amount);
  // Refunds above the threshold waiting for a second operator hold their share of the price (four-eyes).
  const approvals = useQuery({
    queryKey: playerApprovalsKey(String(purchase.userId)),
    queryFn: () => api<{ approvals: Approval[] }>(`/players/${purchase.userId}/approvals`),
  });
  const waiting = waitingRefundTotal(approvals.data?.approvals, purchase.tid);
  const notRefundable = notRefundableReason(detail, waiting);
  const refundable = notRefundable === null;
  const refunds = detail.refunds ?? [];
  const [outcome, setOutcome] = useState<Outcome | undefined>();
  return (
    <>
      <PageHeading>{t('purchase.heading', { tid: purchase.tid })}</PageHeading>
      <div className={styles.grid}>
        <div className={styles.wide}>
          <Section title={t('player.details')}>
            <Facts
              items={[
                [
                  t('purchase.player'),
                  <Link key="player" to={`/players/${purchase.userId}`}>
                    {purchase.userName} · #{purchase.userId}
                  </Link>,
                ],
                [
                  t('common.state'),
                  <>
                    {label('state', purchase.state)} <OutcomeBadge outcome={purchase.outcome} />
                  </>,
                ],
                [t('purchase.created'), dateTime(purchase.createdAt)],
                [t('purchase.credited'), dateTime(purchase.creditedAt)],
                [
                  t('purchase.provider'),
                  [purchase.providerCode, purchase.pspMethod, purchase.inputType].filter(Boolean).join(' · '),
                ],
                [t('purchase.price'), money(purchase.price, purchase.currency)],
                [t('purchase.deposit'), money(purchase.depositAmount, purchase.gdCurrency)],
                [t('purchase.bonus'), money(purchase.bonusAmount, purchase.gdCurrency)],
                ['PSP status', plain(purchase.pspStatus)],
                [t('purchase.refunded'), money(purchase.refundedAmount ?? 0, purchase.currency)],
                [t('purchase.pspReference'), plain(purchase.pspReference)],
                [t('purchase.errorCode'), plain(purchase.errorCode)],
              ]}
            />
          </Section>
        </div>
        <TableSection
          title={t('purchase.history')}
          head={[t('common.date'), t('purchase.from'), t('purchase.to')]}
          rows={detail.history}
          row={(step) => (
            <tr key={`${step.at}-${step.to}`}>
              <td>{dateTime(step.at)}</td>
              <td>{plain(step.from)}</td>
              <td>{step.to}</td>
            </tr>
          )}
        />
        <TableSection
          title={t('purchase.notifications')}
          head={[t('common.date'), t('purchase.type'), t('common.state'), t('purchase.outcome'), 'Payload']}
          rows={detail.notifications}
          row={(notification) => (
            <tr key={notification.id}>
              <td>{dateTime(notification.receivedAt)}</td>
              <td>{notification.type}</td>
              <td>{notification.status}</td>
              <td>{notification.outcome}</td>
              <td>
                <pre className={styles.pre}>{JSON.stringify(notification.payload, null, 1)}</pre>
              </td>
            </tr>
          )}
        />
        <div className={styles.wide}>
          <TableSection
            title={t('purchase.ledger')}
            head={[t('common.date'), t('purchase.account'), t('purchase.description'), t('common.amount')]}
            rows={detail.ledger}
            after={[...ledgerSums].map(([currency, sum]) => (
              <tr key={currency} className={styles.totalRow}>
                <td colSpan={3}>{t('purchase.ledgerSum')}</td>
                <td className={styles.num} data-testid={`ledger-sum-${currency}`}>
                  {money(sum, currency)}
                </td>
              </tr>
            ))}
            row={(line, index) => (
              // With the index: a transaction may book the same account twice; the list never reorders
              <tr key={`${line.transactionId}-${line.account}-${index}`}>
                <td>{dateTime(line.at)}</td>
                <td>
                  {line.account} ({line.owner})
                </td>
                <td className={styles.wrap}>{line.description}</td>
                <td className={styles.num}>{money(line.amount, line.currency)}</td>
              </tr>
            )}
          />
        </div>
        <div className={styles.wide}>
          <Section title={t('purchase.refunds')}>
            <RowsTable
              caption={t('purchase.refunds')}
              columns={[
                { label: t('common.date'), cell: (refund) => dateTime(refund.createdAt) },
                {
                  label: t('common.amount'),
                  cell: (refund) => money(refund.amount, refund.currency ?? purchase.currency),
                  className: styles.num,
                },
                {
                  label: t('purchase.creditTakenBack'),
                  cell: (refund) =>
                    refund.depositAmount === undefined
                      ? '—'
                      : money(refund.depositAmount, refund.gdCurrency ?? purchase.gdCurrency),
                  className: styles.num,
                },
                {
                  label: t('purchase.clawback'),
                  cell: (refund) => money(refund.bonusClawback, refund.gdCurrency ?? purchase.gdCurrency),
                  className: styles.num,
                },
                {
                  label: t('common.state'),
                  cell: (refund) => (
                    <>
                      {[label('state', refund.state), refund.failureReason].filter(Boolean).join(' · ')}
                      <RetryState refund={refund} />
                    </>
                  ),
                },
                { label: t('common.reason'), cell: (refund) => refund.reason, className: styles.wrap },
                { label: t('common.operator'), cell: (refund) => operatorLabel(refund.operator) },
              ]}
              rows={refunds}
              rowKey={(refund) => refund.id}
            />
            {outcome ? <Notice tone={outcome.tone}>{outcome.text}</Notice> : null}
            {hasRole(operator, 'finance') && refundable ? (
              <RefundForm detail={detail} waiting={waiting} onDone={setOutcome} />
            ) : null}
            {hasRole(operator, 'finance') && notRefundable !== null ? (
              <Notice tone="info">{t(notRefundable)}</Notice>
            ) : null}
          </Section>
        </div>
        <div className={styles.wide}>
          <DisputesSection filter={{ tid: purchase.tid }} />
        </div>
      </div>
    </>
  );
}

export const PurchaseScreen = detailScreen('tid', purchaseKey, '/purchases', PurchaseView);
