// The payout review queue: a player's first payout (and large later ones) wait here; finance approves (sent to
// the PSP) or rejects with a reason the player sees, each after a confirmation step.
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { Link } from 'react-router';
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
  TextArea,
  useTitle,
} from '../components/ui';
import { api } from '../lib/api';
import { writeFailure } from '../lib/format';
import { useI18n } from '../lib/i18n';
import type { ReviewPayout } from '../lib/types';

const QUEUE_KEY = ['payouts', 'REVIEW'] as const;

type Step = { kind: 'idle' } | { kind: 'approve' } | { kind: 'reason' } | { kind: 'reject'; reason: string };

function ReviewCard({ payout, onDone }: { payout: ReviewPayout; onDone: (message: string) => void }) {
  const { t, money, dateTime } = useI18n();
  const operator = useOperator();
  const queryClient = useQueryClient();
  const [step, setStep] = useState<Step>({ kind: 'idle' });
  const [reason, setReason] = useState('');
  const [reasonError, setReasonError] = useState<string | undefined>();
  const [attempt, setAttempt] = useState(0);
  const [failure, setFailure] = useState<string | undefined>();
  const amount = money(payout.amount, payout.currency);
  const decide = useMutation({
    mutationFn: (decision: { action: 'approve' | 'reject'; reason?: string }) =>
      api(`/payouts/${encodeURIComponent(payout.publicId)}/${decision.action}`, {
        method: 'POST',
        body: decision.action === 'reject' ? { reason: decision.reason } : {},
      }),
    onSuccess: async (_answer, decision) => {
      onDone(t(decision.action === 'approve' ? 'payouts.approved' : 'payouts.rejected', { name: payout.userName }));
      await queryClient.invalidateQueries({ queryKey: QUEUE_KEY });
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
          onConfirm={() => decide.mutate({ action: 'reject', reason: step.reason })}
        />
      ) : step.kind === 'reason' ? (
        <Form
          label={t('payouts.reject')}
          onSubmit={() => {
            const value = reason.trim();
            if (value.length < 3 || value.length > 500) {
              setReasonError(t('payouts.rejectReasonInvalid'));
              setAttempt((n) => n + 1);
              return;
            }
            setReasonError(undefined);
            setStep({ kind: 'reject', reason: value });
          }}
        >
          <ErrorSummary
            errors={reasonError ? [{ fieldId: `reason-${payout.publicId}`, message: reasonError }] : []}
            attempt={attempt}
          />
          <TextArea
            id={`reason-${payout.publicId}`}
            label={t('payouts.rejectReason')}
            value={reason}
            maxLength={500}
            onChange={(event) => setReason(event.target.value)}
            error={reasonError}
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
  const [message, setMessage] = useState<string | undefined>();
  const queue = useQuery({
    queryKey: QUEUE_KEY,
    queryFn: () => api<{ payouts: ReviewPayout[] }>('/payouts', { query: { state: 'REVIEW' } }),
  });
  return (
    <>
      <PageHeading>{t('payouts.heading')}</PageHeading>
      {message ? <Notice tone="success">{message}</Notice> : null}
      <Section title={t('nav.payouts')}>
        {!queue.data ? (
          <LoadState error={queue.error} onRetry={() => queue.refetch()} />
        ) : queue.data.payouts.length === 0 ? (
          <Empty>{t('payouts.empty')}</Empty>
        ) : (
          <ul className={styles.results}>
            {queue.data.payouts.map((payout) => (
              <ReviewCard key={payout.publicId} payout={payout} onDone={setMessage} />
            ))}
          </ul>
        )}
      </Section>
    </>
  );
}
