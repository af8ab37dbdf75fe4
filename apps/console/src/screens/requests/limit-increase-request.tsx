// A limit-increase request (issue 25 point 3): the request, the player, the limits of the payment method, the
// player's other requests and the decision form (finance): grant a higher limit per deposit or decline with a
// reason. The server decides once (409 already_decided) and mails the player in their language.
import type { LimitIncreaseDetail } from '@shop/contracts/ops-requests';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { hasRole, useOperator } from '../../app/session';
import styles from '../../components/console.module.css';
import { detailScreen } from '../../components/detail-screen';
import {
  ConfirmStep,
  ErrorSummary,
  Form,
  RadioGroup,
  SubmitActions,
  type SummaryError,
  TextField,
  useFieldErrors,
} from '../../components/form';
import { Facts, Notice, Section, TableSection } from '../../components/ui';
import { ApiError, api } from '../../lib/api';
import { fieldErrors, operatorLabel, parseMajor, writeFailure } from '../../lib/format';
import { currencyDigits, type Translate, useI18n } from '../../lib/i18n';
import { en, type MessageKey } from '../../lib/messages';
import { RequestPage } from './request-player';

export const limitIncreaseKey = (id: string) => ['limit-increase-request', id] as const;

type Choice = 'grant' | 'decline';
const FIELD_IDS: Record<string, string> = {
  amount: 'decide-amount',
  currency: 'decide-amount',
  reason: 'decide-reason',
};

function DecisionForm({ detail }: { detail: LimitIncreaseDetail }) {
  const { t, money } = useI18n();
  const queryClient = useQueryClient();
  const { request, player, limits } = detail;
  const [choice, setChoice] = useState<Choice>('grant');
  const [amountText, setAmountText] = useState('');
  const [reason, setReason] = useState('');
  const { errors, attempt, check, bind } = useFieldErrors();
  const [confirming, setConfirming] = useState<{ amount: number | null } | null>(null);
  const [failure, setFailure] = useState<string | undefined>();
  const current = limits.currentLimit === null ? t('requests.noLimit') : money(limits.currentLimit, limits.currency);
  const max = limits.maxLimit === null ? null : money(limits.maxLimit, limits.currency);
  const values = { current, max: max ?? '—', currency: limits.currency };
  const fieldText = (field: string, code: string) => {
    const key = `requests.field.${field}.${code}`;
    return key in en ? t(key as MessageKey, values) : t('common.failed', { code });
  };
  const decide = useMutation({
    mutationFn: (body: Record<string, unknown>) =>
      api<LimitIncreaseDetail>(`/limit-increase-requests/${encodeURIComponent(request.id)}/decision`, {
        method: 'POST',
        body,
      }),
    onSuccess: (next) => {
      setConfirming(null);
      queryClient.setQueryData(limitIncreaseKey(request.id), next);
    },
    onError: async (error) => {
      setConfirming(null);
      const fields = fieldErrors(error);
      const found = Object.entries(fields).map(([field, code]) => ({
        fieldId: FIELD_IDS[field] ?? 'decide-amount',
        message: fieldText(field, code),
      }));
      if (found.length > 0) {
        check(found);
        return;
      }
      if (error instanceof ApiError && error.code === 'already_decided') {
        setFailure(t('requests.already_decided'));
        await queryClient.invalidateQueries({ queryKey: limitIncreaseKey(request.id) });
        return;
      }
      setFailure(writeFailure(t, error, 'player'));
    },
  });
  if (confirming !== null) {
    const name = player.name || player.userName;
    return (
      <ConfirmStep
        danger={choice === 'decline'}
        text={
          choice === 'grant'
            ? t('requests.grantConfirm', {
                name,
                amount: money(confirming.amount ?? 0, limits.currency),
                provider: request.providerCode,
              })
            : t('requests.declineConfirm', { name, amount: current })
        }
        confirmLabel={choice === 'grant' ? t('requests.grant') : t('requests.decline')}
        pending={decide.isPending}
        onCancel={() => setConfirming(null)}
        onConfirm={() =>
          decide.mutate(
            choice === 'grant'
              ? {
                  decision: 'grant',
                  amount: confirming.amount,
                  currency: limits.currency,
                  ...(reason.trim() === '' ? {} : { reason: reason.trim() }),
                }
              : { decision: 'decline', reason: reason.trim() },
          )
        }
      />
    );
  }
  return (
    <Form
      label={t('requests.decide')}
      onSubmit={() => {
        setFailure(undefined);
        const found: SummaryError[] = [];
        let amount: number | null = null;
        if (choice === 'grant') {
          amount = parseMajor(amountText, currencyDigits(limits.currency));
          if (amount === null) found.push({ fieldId: 'decide-amount', message: t('requests.amountInvalid') });
          else if (limits.currentLimit !== null && amount <= limits.currentLimit) {
            found.push({ fieldId: 'decide-amount', message: fieldText('amount', 'not_above_current') });
          } else if (limits.maxLimit !== null && amount > limits.maxLimit) {
            found.push({ fieldId: 'decide-amount', message: fieldText('amount', 'above_maximum') });
          }
          const note = reason.trim();
          if (note !== '' && note.length < 3) {
            found.push({ fieldId: 'decide-reason', message: fieldText('reason', 'required') });
          }
        } else if (reason.trim().length < 3) {
          found.push({ fieldId: 'decide-reason', message: fieldText('reason', 'required') });
        }
        if (check(found)) setConfirming({ amount });
      }}
    >
      <p className={styles.muted}>{t('requests.decideHint')}</p>
      <ErrorSummary errors={errors} attempt={attempt} />
      <RadioGroup
        legend={t('requests.decision')}
        name="decide-choice"
        value={choice}
        onChange={setChoice}
        options={[
          { value: 'grant', label: t('requests.grant') },
          { value: 'decline', label: t('requests.decline') },
        ]}
      />
      {choice === 'grant' ? (
        <TextField
          inputMode="decimal"
          autoComplete="off"
          label={t('requests.amount', { currency: limits.currency })}
          hint={max === null ? t('requests.amountHintNoMax', values) : t('requests.amountHint', values)}
          {...bind('decide-amount', amountText, setAmountText)}
        />
      ) : null}
      <TextField
        label={choice === 'grant' ? t('requests.note') : t('requests.reason')}
        {...bind('decide-reason', reason, setReason)}
      />
      {failure ? <Notice tone="error">{failure}</Notice> : null}
      <SubmitActions>{t('requests.review')}</SubmitActions>
    </Form>
  );
}

function decisionFacts(t: Translate, i18n: ReturnType<typeof useI18n>, request: LimitIncreaseDetail['request']) {
  if (request.state === 'PENDING') return [];
  const items: [string, string][] = [
    [t('requests.decidedBy'), operatorLabel(request.decidedBy)],
    [t('requests.decidedAt'), i18n.dateTime(request.decidedAt)],
  ];
  if (request.grantedAmount !== null && request.currency !== null) {
    items.unshift([t('requests.grantedLimit'), i18n.money(request.grantedAmount, request.currency)]);
  }
  if (request.decisionReason !== null) items.push([t('requests.decisionReason'), request.decisionReason]);
  return items;
}

function LimitIncreaseView({ detail }: { detail: LimitIncreaseDetail }) {
  const i18n = useI18n();
  const { t, money, dateTime, label } = i18n;
  const operator = useOperator();
  const { request, limits } = detail;
  const limitText = (amount: number | null) =>
    amount === null ? t('requests.noLimit') : money(amount, limits.currency);
  const decided = request.state === 'APPROVED' ? 'success' : 'info';
  return (
    <RequestPage
      heading={t('requests.limitHeading', { id: request.id })}
      state={request.state}
      createdAt={request.createdAt}
      facts={[
        [t('requests.provider'), request.providerCode],
        [t('requests.recipient'), request.recipient],
        ...decisionFacts(t, i18n, request),
      ]}
      player={detail.player}
    >
      <Section title={t('requests.limits')}>
        <Facts
          items={[
            [t('requests.providerLimit'), limitText(limits.providerLimit)],
            [t('requests.currentLimit'), limitText(limits.currentLimit)],
            [t('requests.maxLimit'), limitText(limits.maxLimit)],
          ]}
        />
      </Section>
      <Section title={t('requests.decide')}>
        {request.state !== 'PENDING' ? (
          <Notice tone={decided}>
            {label('state', request.state)}
            {request.grantedAmount !== null && request.currency !== null
              ? ` · ${money(request.grantedAmount, request.currency)}`
              : ''}
          </Notice>
        ) : hasRole(operator, 'finance') ? (
          <DecisionForm detail={detail} />
        ) : (
          <p className={styles.muted}>{t('requests.financeOnly')}</p>
        )}
      </Section>
      <div className={styles.wide}>
        <TableSection
          title={t('requests.otherRequests')}
          columns={[
            { label: t('common.date'), cell: (other) => dateTime(other.createdAt) },
            { label: t('requests.provider'), cell: (other) => other.providerCode },
            { label: t('common.state'), cell: (other) => label('state', other.state) },
            {
              label: t('requests.grantedLimit'),
              cell: (other) =>
                other.grantedAmount === null || other.currency === null
                  ? '—'
                  : money(other.grantedAmount, other.currency),
            },
          ]}
          rows={detail.otherRequests}
          rowKey={(other) => other.id}
        />
      </div>
    </RequestPage>
  );
}

export const LimitIncreaseRequestScreen = detailScreen(
  'id',
  limitIncreaseKey,
  '/limit-increase-requests',
  LimitIncreaseView,
);
