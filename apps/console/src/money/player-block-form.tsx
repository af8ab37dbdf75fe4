// Block or unblock a player's deposits or payouts with a reason (issue 25 point 3; support and finance).
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { ConfirmStep, Form, SelectField, SubmitActions, TextField, textValue } from '../components/form';
import { Notice } from '../components/ui';
import { api } from '../lib/api';
import { useI18n } from '../lib/i18n';
import { moneyFailure } from './money-common';

const BLOCKERS = [
  'userBlocked',
  'legallyBlocked',
  'ipBlocked',
  'emailDomainBlocked',
  'emailNotValid',
  'paymentUnavailable',
] as const;

export function PlayerBlockForm({
  playerId,
  depositBlock,
  payoutBlocks,
}: {
  playerId: string;
  depositBlock: string | null;
  payoutBlocks: readonly string[];
}) {
  const { t } = useI18n();
  const queryClient = useQueryClient();
  // A returned debit's block is lifted only with the amount received (four-eyes), not here.
  const depositsChangeable = depositBlock === null || depositBlock === 'operator_block';
  const [choice, setChoice] = useState(depositsChangeable ? 'deposits' : 'userBlocked');
  const [reason, setReason] = useState('');
  const [error, setError] = useState<string | undefined>();
  const [done, setDone] = useState<string | undefined>();
  // Each choice says what it does: block deposits, unblock deposits (an operator's block only), or a payout blocker.
  const options: { value: string; label: string }[] = [
    ...(depositsChangeable
      ? [{ value: 'deposits', label: t(depositBlock === null ? 'money.blockDeposits' : 'money.unblockDeposits') }]
      : []),
    ...BLOCKERS.map((blocker) => ({
      value: blocker,
      label: t(payoutBlocks.includes(blocker) ? 'money.unblockPayouts' : 'money.blockPayouts', { blocker }),
    })),
  ];
  const change = useMutation({
    mutationFn: () => {
      const payouts = choice !== 'deposits';
      const blocked = payouts ? payoutBlocks.includes(choice) : depositBlock !== null;
      return api<unknown>(`/players/${encodeURIComponent(playerId)}/blocks`, {
        method: 'POST',
        body: {
          target: payouts ? 'payouts' : 'deposits',
          action: blocked ? 'unblock' : 'block',
          ...(payouts ? { blocker: choice } : {}),
          reason: reason.trim(),
        },
      });
    },
    onSuccess: async () => {
      setDone(t('common.saved'));
      setReason('');
      await queryClient.invalidateQueries({ queryKey: ['player', playerId] });
    },
    onError: (failure) => setError(moneyFailure(t, failure)),
  });
  return (
    <Form
      label={t('money.blocksForm')}
      onSubmit={() => {
        setDone(undefined);
        if (reason.trim().length < 3) setError(t('purchase.reasonMissing'));
        else {
          setError(undefined);
          change.mutate();
        }
      }}
    >
      <SelectField id="block-choice" label={t('money.blocksForm')} {...textValue(choice, setChoice)}>
        {options.map((option) => (
          <option key={option.value} value={option.value}>
            {option.label}
          </option>
        ))}
      </SelectField>
      <TextField id="block-reason" label={t('common.reason')} {...textValue(reason, setReason)} error={error} />
      {done ? <Notice tone="success">{done}</Notice> : null}
      <SubmitActions variant="secondary" pending={change.isPending}>
        {t('money.blocksSubmit')}
      </SubmitActions>
    </Form>
  );
}

/** Close the player's account (support), after a confirmation; the page shows the closing date afterwards. */
export function CloseAccountForm({ playerId, name }: { playerId: string; name: string }) {
  const { t } = useI18n();
  const queryClient = useQueryClient();
  const [reason, setReason] = useState('');
  const [error, setError] = useState<string | undefined>();
  const [confirming, setConfirming] = useState(false);
  const close = useMutation({
    mutationFn: () =>
      api<{ closedAt: string }>(`/players/${encodeURIComponent(playerId)}/close`, {
        method: 'POST',
        body: { reason: reason.trim() },
      }),
    onSuccess: async () => {
      setConfirming(false);
      await queryClient.invalidateQueries({ queryKey: ['player', playerId] });
    },
    onError: (failure) => {
      setConfirming(false);
      setError(moneyFailure(t, failure));
    },
  });
  if (confirming) {
    return (
      <ConfirmStep
        danger
        text={t('money.closeConfirm', { name })}
        confirmLabel={t('money.closeAccount')}
        pending={close.isPending}
        onCancel={() => setConfirming(false)}
        onConfirm={() => close.mutate()}
      />
    );
  }
  return (
    <Form
      label={t('money.closeAccount')}
      onSubmit={() => {
        if (reason.trim().length < 3) setError(t('purchase.reasonMissing'));
        else {
          setError(undefined);
          setConfirming(true);
        }
      }}
    >
      <TextField id="close-reason" label={t('money.closeReason')} {...textValue(reason, setReason)} error={error} />
      <SubmitActions variant="danger">{t('money.closeAccount')}</SubmitActions>
    </Form>
  );
}
