// The player page's money requests (issue 25 point 4): a manual balance adjustment and lifting a deposit block
// with the amount received, its day and bank reference. Both only ask: a second finance operator approves them
// (approvals.tsx) before any balance changes.

import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import styles from '../components/console.module.css';
import {
  ConfirmStep,
  ErrorSummary,
  Form,
  RadioGroup,
  SelectField,
  SubmitActions,
  type SummaryError,
  TextField,
  useFieldErrors,
} from '../components/form';
import { Notice } from '../components/ui';
import { api } from '../lib/api';
import { fieldErrors, parseMajor } from '../lib/format';
import { currencyDigits, useI18n } from '../lib/i18n';
import { type Approval, moneyFailure, playerApprovalsKey, today } from './money-common';

type Errors = SummaryError[];

function useAsk(playerId: string) {
  const queryClient = useQueryClient();
  return async () => {
    await Promise.all([
      queryClient.invalidateQueries({ queryKey: playerApprovalsKey(playerId) }),
      queryClient.invalidateQueries({ queryKey: ['approvals'] }),
    ]);
  };
}

export function AdjustmentForm({ playerId, currency }: { playerId: string; currency: string }) {
  const { t, money } = useI18n();
  const refresh = useAsk(playerId);
  const [direction, setDirection] = useState<'credit' | 'debit'>('credit');
  const [account, setAccount] = useState<'withdrawable' | 'bonus'>('withdrawable');
  const [amountText, setAmountText] = useState('');
  const [reason, setReason] = useState('');
  const [reference, setReference] = useState('');
  const { errors, attempt, check, bind } = useFieldErrors();
  const [done, setDone] = useState<string | undefined>();
  const ask = useMutation({
    mutationFn: (body: Record<string, unknown>) =>
      api<{ approval: Approval }>(`/players/${encodeURIComponent(playerId)}/adjustments`, { method: 'POST', body }),
    onSuccess: async ({ approval }) => {
      setDone(
        t('money.adjustmentAsked', {
          direction: direction === 'credit' ? t('money.credit') : t('money.debit'),
          amount: money(approval.amount, approval.currency),
        }),
      );
      setAmountText('');
      setReason('');
      setReference('');
      await refresh();
    },
    onError: (failure) => {
      const fields = fieldErrors(failure);
      const found: Errors = Object.keys(fields).map((field) => ({
        fieldId: `adjust-${field}`,
        message: moneyFailure(t, failure),
      }));
      check(found.length > 0 ? found : [{ fieldId: 'adjust-amount', message: moneyFailure(t, failure) }]);
    },
  });
  return (
    <Form
      label={t('money.adjustment')}
      onSubmit={() => {
        const found: Errors = [];
        const amount = parseMajor(amountText, currencyDigits(currency));
        if (amount === null || amount <= 0) found.push({ fieldId: 'adjust-amount', message: t('money.amountInvalid') });
        if (reason.trim().length < 3) found.push({ fieldId: 'adjust-reason', message: t('purchase.reasonMissing') });
        if (reference.trim().length < 2) {
          found.push({ fieldId: 'adjust-reference', message: t('money.referenceMissing') });
        }
        setDone(undefined);
        if (!check(found) || amount === null) return;
        ask.mutate({ direction, account, amount, reason: reason.trim(), reference: reference.trim() });
      }}
    >
      <p className={styles.muted}>{t('money.adjustmentHint')}</p>
      <ErrorSummary errors={errors} attempt={attempt} />
      <RadioGroup
        legend={t('money.direction')}
        name="adjust-direction"
        value={direction}
        onChange={setDirection}
        options={[
          { value: 'credit', label: t('money.credit') },
          { value: 'debit', label: t('money.debit') },
        ]}
      />
      <SelectField
        id="adjust-account"
        label={t('money.account')}
        value={account}
        onChange={(event) => setAccount(event.target.value === 'bonus' ? 'bonus' : 'withdrawable')}
      >
        <option value="withdrawable">{t('player.withdrawable')}</option>
        <option value="bonus">{t('player.bonus')}</option>
      </SelectField>
      <TextField
        inputMode="decimal"
        label={t('money.amount', { currency })}
        {...bind('adjust-amount', amountText, setAmountText)}
      />
      <TextField label={t('common.reason')} {...bind('adjust-reason', reason, setReason)} />
      <TextField label={t('money.reference')} {...bind('adjust-reference', reference, setReference)} />
      {done ? <Notice tone="success">{done}</Notice> : null}
      <SubmitActions pending={ask.isPending}>{t('money.adjustmentSubmit')}</SubmitActions>
    </Form>
  );
}

export function LiftBlockForm({
  playerId,
  name,
  currency,
  owed,
}: {
  playerId: string;
  name: string;
  currency: string;
  owed: number;
}) {
  const { t, money } = useI18n();
  const refresh = useAsk(playerId);
  const digits = currencyDigits(currency);
  const [amountText, setAmountText] = useState(() => (owed / 10 ** digits).toFixed(digits));
  const [receivedOn, setReceivedOn] = useState(today);
  const [bankReference, setBankReference] = useState('');
  const [reason, setReason] = useState('');
  const { errors, attempt, check, bind } = useFieldErrors();
  const [confirmAmount, setConfirmAmount] = useState<number | null>(null);
  const [done, setDone] = useState<string | undefined>();
  const ask = useMutation({
    mutationFn: (body: Record<string, unknown>) =>
      api<{ approval: Approval }>(`/players/${encodeURIComponent(playerId)}/deposit-block/lift`, {
        method: 'POST',
        body,
      }),
    onSuccess: async ({ approval }) => {
      setConfirmAmount(null);
      setDone(t('money.liftAsked', { amount: money(approval.amount, approval.currency) }));
      await refresh();
    },
    onError: (failure) => {
      setConfirmAmount(null);
      const fields = fieldErrors(failure);
      check([
        {
          fieldId: fields.receivedOn ? 'lift-received-on' : 'lift-amount',
          message: fields.receivedOn ? t('money.receivedOnInvalid') : moneyFailure(t, failure),
        },
      ]);
    },
  });
  if (done) return <Notice tone="success">{done}</Notice>;
  if (confirmAmount !== null) {
    return (
      <ConfirmStep
        text={t('money.liftConfirm', { name, amount: money(confirmAmount, currency) })}
        confirmLabel={t('money.adjustmentSubmit')}
        pending={ask.isPending}
        onCancel={() => setConfirmAmount(null)}
        onConfirm={() =>
          ask.mutate({
            amountReceived: confirmAmount,
            receivedOn,
            bankReference: bankReference.trim(),
            reason: reason.trim(),
          })
        }
      />
    );
  }
  return (
    <Form
      label={t('money.liftBlock')}
      onSubmit={() => {
        const found: Errors = [];
        const amount = amountText.trim() === '' ? null : parseMajor(amountText, digits);
        if (amount === null || amount < 0) found.push({ fieldId: 'lift-amount', message: t('money.amountInvalid') });
        if (!/^\d{4}-\d{2}-\d{2}$/.test(receivedOn) || receivedOn > today()) {
          found.push({ fieldId: 'lift-received-on', message: t('money.receivedOnInvalid') });
        }
        if (bankReference.trim().length < 2) {
          found.push({ fieldId: 'lift-bank-reference', message: t('money.referenceMissing') });
        }
        if (reason.trim().length < 3) found.push({ fieldId: 'lift-reason', message: t('purchase.reasonMissing') });
        if (check(found) && amount !== null) setConfirmAmount(amount);
      }}
    >
      <p className={styles.muted}>{t('money.liftHint')}</p>
      <ErrorSummary errors={errors} attempt={attempt} />
      <TextField
        inputMode="decimal"
        label={t('money.amountReceived', { currency })}
        {...bind('lift-amount', amountText, setAmountText)}
      />
      <TextField
        type="date"
        label={t('money.receivedOn')}
        max={today()}
        {...bind('lift-received-on', receivedOn, setReceivedOn)}
      />
      <TextField label={t('money.bankReference')} {...bind('lift-bank-reference', bankReference, setBankReference)} />
      <TextField label={t('player.liftBlockReason')} {...bind('lift-reason', reason, setReason)} />
      <SubmitActions>{t('money.liftBlock')}</SubmitActions>
    </Form>
  );
}
