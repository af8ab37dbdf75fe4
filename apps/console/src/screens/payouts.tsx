// The payout review queue: a player's first payout (and large later ones) wait here; finance approves (sent to
// the PSP) or rejects with a reason code (the player reads it in their own language) and an optional note shown as
// typed, each after a confirmation step. For a team (issue 25 point 6): the counts, every waiting payout page by
// page oldest first, the player's context on each and who has taken it (lists/payout-queue.tsx).
import { PAYOUT_REJECT_REASON_CODES, type PayoutRejectReasonCode } from '@shop/contracts/payout';
import { useMutation } from '@tanstack/react-query';
import { useEffect, useRef, useState } from 'react';
import { Link } from 'react-router';
import { hasRole, useOperator } from '../app/session';
import styles from '../components/console.module.css';
import {
  ConfirmStep,
  ErrorSummary,
  Form,
  SelectField,
  type SummaryError,
  TextArea,
  textValue,
} from '../components/form';
import { Button, Empty, Facts, LoadState, Notice, PageHeading, Section, useTitle } from '../components/ui';
import { api } from '../lib/api';
import { writeFailure } from '../lib/format';
import { useI18n } from '../lib/i18n';
import { Pager } from './lists/keyset';
import {
  PayoutAssignment,
  PayoutContextDetails,
  type QueuedPayout,
  QueueSummary,
  useRefreshQueue,
  useReviewQueue,
} from './lists/payout-queue';

type Rejection = { reasonCode: PayoutRejectReasonCode; note?: string };
type Step = { kind: 'idle' } | { kind: 'approve' } | { kind: 'reason' } | { kind: 'reject'; rejection: Rejection };

const NOTE_MIN = 3;
const NOTE_MAX = 500;

function isReasonCode(value: string): value is PayoutRejectReasonCode {
  return (PAYOUT_REJECT_REASON_CODES as readonly string[]).includes(value);
}

function ReviewCard({ payout, onDone }: { payout: QueuedPayout; onDone: (message: string) => void }) {
  const { t, money, dateTime } = useI18n();
  const operator = useOperator();
  const refresh = useRefreshQueue();
  const [step, setStep] = useState<Step>({ kind: 'idle' });
  const [reasonCode, setReasonCode] = useState('');
  const [note, setNote] = useState('');
  const [reasonErrors, setReasonErrors] = useState<{ code?: string; note?: string }>({});
  const [attempt, setAttempt] = useState(0);
  const [failure, setFailure] = useState<string | undefined>();
  const amount = money(payout.amount, payout.currency);
  const decide = useMutation({
    mutationFn: (decision: { action: 'approve' } | { action: 'reject'; rejection: Rejection }) =>
      api(`/payouts/${encodeURIComponent(payout.publicId)}/${decision.action}`, {
        method: 'POST',
        body: decision.action === 'reject' ? decision.rejection : {},
      }),
    onSuccess: async (_answer, decision) => {
      onDone(t(decision.action === 'approve' ? 'payouts.approved' : 'payouts.rejected', { name: payout.userName }));
      await refresh();
    },
    onError: (error) => {
      setStep({ kind: 'idle' });
      setFailure(writeFailure(t, error, 'payouts'));
    },
  });
  const finance = hasRole(operator, 'finance');
  return (
    <li className={styles.result}>
      <Link to={`/players/${payout.userId}`}>
        {payout.userName} · #{payout.userId}
      </Link>
      <Facts
        items={[
          [t('purchase.created'), dateTime(payout.createdAt)],
          [t('common.amount'), amount],
          [t('payouts.fee'), money(payout.fee, payout.currency)],
          [t('payouts.finalAmount'), money(payout.finalAmount, payout.currency)],
          ...(payout.realAmount !== undefined &&
          payout.currencyReal !== undefined &&
          payout.currencyReal !== payout.currency
            ? [[t('payouts.realAmount'), money(payout.realAmount, payout.currencyReal)] as [string, string]]
            : []),
          [t('purchase.provider'), payout.paytype],
          [t('payouts.destination'), payout.destination],
          [
            t('payouts.why'),
            payout.reviewCause === 'amount'
              ? t('payouts.causeAmount')
              : payout.firstPayout
                ? t('payouts.firstPayout')
                : '—',
          ],
          ['ID', payout.publicId],
        ]}
      />
      <PayoutAssignment payout={payout} />
      <PayoutContextDetails publicId={payout.publicId} />
      {failure ? <Notice tone="error">{failure}</Notice> : null}
      {!finance ? null : step.kind === 'approve' ? (
        <ConfirmStep
          text={t('payouts.approveConfirm', { amount, name: payout.userName })}
          confirmLabel={t('payouts.approve')}
          pending={decide.isPending}
          onCancel={() => setStep({ kind: 'idle' })}
          onConfirm={() => decide.mutate({ action: 'approve' })}
        />
      ) : step.kind === 'reject' ? (
        <ConfirmStep
          danger
          text={t('payouts.rejectConfirm', { amount, name: payout.userName })}
          confirmLabel={t('payouts.reject')}
          pending={decide.isPending}
          onCancel={() => setStep({ kind: 'reason' })}
          onConfirm={() => decide.mutate({ action: 'reject', rejection: step.rejection })}
        />
      ) : step.kind === 'reason' ? (
        <Form
          label={t('payouts.reject')}
          onSubmit={() => {
            const typed = note.trim();
            const found: { code?: string; note?: string } = {};
            if (!isReasonCode(reasonCode)) found.code = t('payouts.rejectReasonCodeMissing');
            if (typed === '' && reasonCode === 'other') found.note = t('payouts.rejectNoteRequired');
            else if (typed !== '' && (typed.length < NOTE_MIN || typed.length > NOTE_MAX)) {
              found.note = t('payouts.rejectNoteInvalid');
            }
            setReasonErrors(found);
            if (found.code !== undefined || found.note !== undefined || !isReasonCode(reasonCode)) {
              setAttempt((n) => n + 1);
              return;
            }
            setStep({ kind: 'reject', rejection: typed === '' ? { reasonCode } : { reasonCode, note: typed } });
          }}
        >
          <ErrorSummary
            errors={
              [
                ...(reasonErrors.code
                  ? [{ fieldId: `reason-code-${payout.publicId}`, message: reasonErrors.code }]
                  : []),
                ...(reasonErrors.note
                  ? [{ fieldId: `reason-note-${payout.publicId}`, message: reasonErrors.note }]
                  : []),
              ] satisfies SummaryError[]
            }
            attempt={attempt}
          />
          <SelectField
            id={`reason-code-${payout.publicId}`}
            label={t('payouts.rejectReasonCode')}
            {...textValue(reasonCode, setReasonCode)}
            error={reasonErrors.code}
          >
            <option value="">{t('payouts.rejectReasonChoose')}</option>
            {PAYOUT_REJECT_REASON_CODES.map((code) => (
              <option key={code} value={code}>
                {t(`payouts.reasonCode.${code}`)}
              </option>
            ))}
          </SelectField>
          <TextArea
            id={`reason-note-${payout.publicId}`}
            label={t('payouts.rejectNote')}
            hint={t('payouts.rejectNoteHint')}
            maxLength={NOTE_MAX}
            {...textValue(note, setNote)}
            error={reasonErrors.note}
          />
          <div className={styles.actions}>
            <Button type="submit" variant="danger">
              {t('payouts.reject')}
            </Button>
            <Button variant="secondary" onClick={() => setStep({ kind: 'idle' })}>
              {t('common.cancel')}
            </Button>
          </div>
        </Form>
      ) : (
        <div className={styles.actions}>
          <Button onClick={() => setStep({ kind: 'approve' })}>{t('payouts.approve')}</Button>
          <Button variant="secondary" onClick={() => setStep({ kind: 'reason' })}>
            {t('payouts.reject')}
          </Button>
        </div>
      )}
    </li>
  );
}

export function PayoutsScreen() {
  const { t } = useI18n();
  useTitle(t('payouts.heading'));
  const [message, setMessage] = useState<{ text: string } | undefined>();
  // The decided card leaves the queue with the button that had focus: the outcome takes it instead of
  // <body>, so the operator hears it and Tab goes on from there (issue 24 item 21).
  const outcome = useRef<HTMLDivElement>(null);
  useEffect(() => {
    if (message !== undefined) outcome.current?.focus();
  }, [message]);
  const [mineOnly, setMineOnly] = useState(false);
  const queue = useReviewQueue(mineOnly);
  const page = queue.pages.page;
  return (
    <>
      <PageHeading>{t('payouts.heading')}</PageHeading>
      {message ? (
        <div ref={outcome} tabIndex={-1} data-testid="payout-outcome">
          <Notice tone="success">{message.text}</Notice>
        </div>
      ) : null}
      <Section title={t('nav.payouts')}>
        <QueueSummary />
        <label className={styles.radio}>
          <input type="checkbox" checked={mineOnly} onChange={(event) => setMineOnly(event.target.checked)} />
          {t('queue.mineOnly')}
        </label>
        {!page.data || queue.payouts === undefined ? (
          <LoadState error={page.error} onRetry={() => page.refetch()} />
        ) : queue.payouts.length === 0 ? (
          <Empty>{t('payouts.empty')}</Empty>
        ) : (
          <>
            <p role="status" className={styles.muted}>
              {t('lists.range', {
                from: queue.pages.offset + 1,
                to: queue.pages.offset + queue.payouts.length,
                total: page.data.total,
              })}
            </p>
            <ul className={styles.results}>
              {queue.payouts.map((payout) => (
                <ReviewCard key={payout.publicId} payout={payout} onDone={(text) => setMessage({ text })} />
              ))}
            </ul>
          </>
        )}
        {page.data && page.data.total > 0 ? <Pager pages={queue.pages} exportHref={null} /> : null}
      </Section>
    </>
  );
}
