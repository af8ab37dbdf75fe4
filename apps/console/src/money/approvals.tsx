// Four-eyes on money in the console (issue 25 point 4): the requests waiting for a second finance operator, each
// with approve (after a confirmation) and reject (with a reason). The operator who asked sees that a second
// operator has to decide; the server refuses them anyway (409 own_request).
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { type ReactNode, useState } from 'react';
import { Link } from 'react-router';
import { hasRole, useOperator } from '../app/session';
import styles from '../components/console.module.css';
import { ConfirmStep, Form, TextField, textValue } from '../components/form';
import { Button, Empty, Facts, LoadState, Notice, PageHeading, Section, useTitle } from '../components/ui';
import { api } from '../lib/api';
import { operatorLabel } from '../lib/format';
import { useI18n } from '../lib/i18n';
import {
  type Approval,
  approvalsKey,
  kindText,
  moneyFailure,
  playerApprovalsKey,
  statementKey,
  stateText,
} from './money-common';

function detailsText(approval: Approval, t: ReturnType<typeof useI18n>['t']): string {
  const details = approval.details;
  const value = (key: string) => (typeof details[key] === 'string' ? String(details[key]) : '');
  if (approval.kind === 'adjustment') {
    const direction = value('direction') === 'debit' ? t('money.debit') : t('money.credit');
    const account = value('account') === 'bonus' ? t('player.bonus') : t('player.withdrawable');
    return `${direction} · ${account} · ${value('reference')}`;
  }
  if (approval.kind === 'block_lift') return `${value('receivedOn')} · ${value('bankReference')}`;
  return approval.purchaseTid ?? '';
}

function Decision({ approval, onDone }: { approval: Approval; onDone: (text: string) => void }) {
  const { t, money } = useI18n();
  const queryClient = useQueryClient();
  const [step, setStep] = useState<'idle' | 'approve' | 'reject'>('idle');
  const [reason, setReason] = useState('');
  const [error, setError] = useState<string | undefined>();
  const refresh = async () => {
    await Promise.all([
      // The approvals screen's list stays as it is (the decision shows on its card); it reloads on the next visit.
      queryClient.invalidateQueries({ queryKey: playerApprovalsKey(String(approval.playerId)) }),
      queryClient.invalidateQueries({ queryKey: statementKey(String(approval.playerId)) }),
      queryClient.invalidateQueries({ queryKey: ['player', String(approval.playerId)] }),
      queryClient.invalidateQueries({ queryKey: ['purchase'] }),
    ]);
  };
  const decide = useMutation({
    mutationFn: (action: 'approve' | 'reject') =>
      api<{ approval: Approval }>(`/approvals/${approval.id}/${action}`, {
        method: 'POST',
        body: action === 'reject' ? { reason: reason.trim() } : {},
      }),
    onSuccess: async ({ approval: decided }) => {
      setStep('idle');
      onDone(
        decided.state === 'REJECTED'
          ? t('money.rejected')
          : decided.state === 'APPROVED'
            ? t('money.approved')
            : stateText(t, decided.state),
      );
      await refresh();
    },
    onError: (failure) => {
      setStep('idle');
      setError(moneyFailure(t, failure));
    },
  });
  if (step === 'approve') {
    return (
      <ConfirmStep
        danger
        text={t('money.approveConfirm', {
          kind: kindText(t, approval.kind),
          amount: money(approval.amount, approval.currency),
          name: approval.userName,
        })}
        confirmLabel={t('money.approve')}
        pending={decide.isPending}
        onCancel={() => setStep('idle')}
        onConfirm={() => decide.mutate('approve')}
      />
    );
  }
  if (step === 'reject') {
    return (
      <Form
        label={t('money.reject')}
        onSubmit={() => {
          if (reason.trim().length < 3) setError(t('purchase.reasonMissing'));
          else decide.mutate('reject');
        }}
      >
        <TextField
          id={`reject-reason-${approval.id}`}
          label={t('money.rejectReason')}
          {...textValue(reason, setReason)}
          error={error}
        />
        <div className={styles.actions}>
          <Button type="submit" variant="danger" disabled={decide.isPending}>
            {t('money.reject')}
          </Button>
          <Button variant="secondary" onClick={() => setStep('idle')}>
            {t('common.cancel')}
          </Button>
        </div>
      </Form>
    );
  }
  return (
    <>
      {error ? <Notice tone="error">{error}</Notice> : null}
      <div className={styles.actions}>
        <Button onClick={() => setStep('approve')}>{t('money.approve')}</Button>
        <Button variant="secondary" onClick={() => setStep('reject')}>
          {t('money.reject')}
        </Button>
      </div>
    </>
  );
}

/** One approval as a card: what, for whom, how much, who asked; the decision for a second finance operator. */
function ApprovalCard({ approval, showPlayer }: { approval: Approval; showPlayer: boolean }) {
  const { t, money, dateTime } = useI18n();
  const operator = useOperator();
  const [done, setDone] = useState<string | undefined>();
  const own = approval.maker.id === operator.id;
  return (
    <li className={styles.result} data-testid={`approval-${approval.id}`}>
      <h3>
        {kindText(t, approval.kind)} · {money(approval.amount, approval.currency)}
      </h3>
      <Facts
        items={[
          ...(showPlayer
            ? [
                [
                  t('money.player'),
                  <Link key="player" to={`/players/${approval.playerId}`}>
                    {approval.userName} · #{approval.playerId}
                  </Link>,
                ] as [string, ReactNode],
              ]
            : []),
          [
            t('money.details'),
            approval.purchaseTid ? (
              <Link key="purchase" to={`/purchases/${encodeURIComponent(approval.purchaseTid)}`}>
                {approval.purchaseTid}
              </Link>
            ) : (
              detailsText(approval, t)
            ),
          ],
          [t('common.reason'), approval.reason],
          [t('money.maker'), `${operatorLabel(approval.maker)} · ${dateTime(approval.createdAt)}`],
          [t('common.state'), stateText(t, approval.state)],
          ...(approval.checker
            ? [
                [
                  t('money.checker'),
                  [operatorLabel(approval.checker), dateTime(approval.decidedAt), approval.decisionReason]
                    .filter(Boolean)
                    .join(' · '),
                ] as [string, ReactNode],
              ]
            : []),
        ]}
      />
      {done ? <Notice tone="success">{done}</Notice> : null}
      {approval.state === 'PENDING' && hasRole(operator, 'finance') && !done ? (
        own ? (
          <Notice tone="info">{t('money.ownRequest')}</Notice>
        ) : (
          <Decision approval={approval} onDone={setDone} />
        )
      ) : null}
    </li>
  );
}

export function ApprovalList({ approvals, showPlayer }: { approvals: readonly Approval[]; showPlayer: boolean }) {
  return (
    <ul className={styles.results}>
      {approvals.map((approval) => (
        <ApprovalCard key={approval.id} approval={approval} showPlayer={showPlayer} />
      ))}
    </ul>
  );
}

/** The player page's section: the player's money requests, newest first (shown when there are any). */
export function PlayerApprovals({ playerId }: { playerId: string }) {
  const { t } = useI18n();
  const query = useQuery({
    queryKey: playerApprovalsKey(playerId),
    queryFn: () => api<{ approvals: Approval[] }>(`/players/${encodeURIComponent(playerId)}/approvals`),
  });
  const approvals = query.data?.approvals ?? [];
  if (approvals.length === 0) return null;
  return (
    <div className={styles.wide}>
      <Section title={t('money.approvalsHeading')}>
        <ApprovalList approvals={approvals} showPlayer={false} />
      </Section>
    </div>
  );
}

/** /console/approvals: every request waiting for a second operator, oldest first. */
export function ApprovalsScreen() {
  const { t } = useI18n();
  useTitle(t('money.approvalsHeading'));
  const query = useQuery({
    queryKey: approvalsKey,
    queryFn: () => api<{ approvals: Approval[] }>('/approvals'),
  });
  return (
    <>
      <PageHeading>{t('money.approvalsHeading')}</PageHeading>
      {query.data ? (
        <Section title={t('money.approvals')}>
          {query.data.approvals.length === 0 ? (
            <Empty>{t('money.approvalsEmpty')}</Empty>
          ) : (
            <ApprovalList approvals={query.data.approvals} showPlayer />
          )}
        </Section>
      ) : (
        <LoadState error={query.error} onRetry={() => query.refetch()} />
      )}
    </>
  );
}
