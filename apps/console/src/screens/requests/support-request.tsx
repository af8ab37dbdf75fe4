// A support request (issue 25 point 3): the player's message, the player, the history of replies, and the reply
// form (support): the reply is e-mailed to the player in their language with the text as typed, and the request's
// status set. One key per form: a double click sends one reply.
import {
  SUPPORT_REPLY_MAX_LENGTH,
  SUPPORT_REPLY_MIN_LENGTH,
  SUPPORT_STATUSES,
  type SupportReply,
  type SupportRequestDetail,
  type SupportStatus,
} from '@shop/contracts/ops-requests';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { hasRole, useOperator } from '../../app/session';
import styles from '../../components/console.module.css';
import { detailScreen } from '../../components/detail-screen';
import {
  ErrorSummary,
  Form,
  SelectField,
  SubmitActions,
  type SummaryError,
  TextArea,
  useFieldErrors,
} from '../../components/form';
import { Entry, Notice, Section } from '../../components/ui';
import { ApiError, api } from '../../lib/api';
import { fieldErrors, newIdempotencyKey, operatorLabel, writeFailure } from '../../lib/format';
import { useI18n } from '../../lib/i18n';
import { en, type MessageKey } from '../../lib/messages';
import { RequestPage } from './request-player';

export const supportRequestKey = (ticket: string) => ['support-request', ticket] as const;

function ReplyForm({ detail }: { detail: SupportRequestDetail }) {
  const { t, label } = useI18n();
  const queryClient = useQueryClient();
  const { ticket } = detail.request;
  const [message, setMessage] = useState('');
  const [status, setStatus] = useState<SupportStatus>('answered');
  const [replyKey, setReplyKey] = useState(newIdempotencyKey);
  const { errors, attempt, check, bind } = useFieldErrors();
  const [done, setDone] = useState(false);
  const [failure, setFailure] = useState<string | undefined>();
  const send = useMutation({
    mutationFn: (body: { message: string; status: SupportStatus; replyKey: string }) =>
      api<{ reply: SupportReply; status: SupportStatus }>(`/support-requests/${encodeURIComponent(ticket)}/replies`, {
        method: 'POST',
        body,
      }),
    onSuccess: async () => {
      setDone(true);
      setMessage('');
      setReplyKey(newIdempotencyKey());
      await queryClient.invalidateQueries({ queryKey: supportRequestKey(ticket) });
    },
    onError: (error) => {
      if (Object.keys(fieldErrors(error)).length > 0) {
        check([{ fieldId: 'reply-message', message: t('requests.replyMissing') }]);
        return;
      }
      const code = error instanceof ApiError ? error.code : '';
      setFailure(code === 'reply_key_reused' ? t('requests.reply_key_reused') : writeFailure(t, error, 'player'));
    },
  });
  return (
    <Form
      label={t('requests.reply')}
      onSubmit={() => {
        setDone(false);
        setFailure(undefined);
        const text = message.trim();
        const found: SummaryError[] = [];
        if (text.length < SUPPORT_REPLY_MIN_LENGTH) {
          found.push({ fieldId: 'reply-message', message: t('requests.replyMissing') });
        } else if (text.length > SUPPORT_REPLY_MAX_LENGTH) {
          found.push({ fieldId: 'reply-message', message: t('requests.replyTooLong') });
        }
        if (check(found) && !send.isPending) send.mutate({ message: text, status, replyKey });
      }}
    >
      <p className={styles.muted}>{t('requests.replyHint')}</p>
      <ErrorSummary errors={errors} attempt={attempt} />
      <TextArea
        label={t('requests.replyText')}
        rows={6}
        {...bind('reply-message', message, (text) => {
          setMessage(text);
          setDone(false);
        })}
      />
      <SelectField
        id="reply-status"
        label={t('requests.status')}
        value={status}
        onChange={(event) => setStatus(event.target.value as SupportStatus)}
      >
        {SUPPORT_STATUSES.map((option) => (
          <option key={option} value={option}>
            {label('state', option)}
          </option>
        ))}
      </SelectField>
      {done ? <Notice tone="success">{t('requests.sent')}</Notice> : null}
      {failure ? <Notice tone="error">{failure}</Notice> : null}
      <SubmitActions pending={send.isPending}>{t('requests.send')}</SubmitActions>
    </Form>
  );
}

function SupportRequestView({ detail }: { detail: SupportRequestDetail }) {
  const { t, dateTime, label } = useI18n();
  const operator = useOperator();
  const { request, player } = detail;
  const topicText = (topic: string) => {
    const key = `requests.topic.${topic}`;
    return key in en ? t(key as MessageKey) : topic;
  };
  return (
    <RequestPage
      heading={t('requests.supportHeading', { ticket: request.ticket })}
      state={request.status}
      createdAt={request.createdAt}
      facts={[
        [t('requests.topic'), topicText(request.topic)],
        [t('requests.reference'), request.reference || '—'],
        [t('requests.screen'), request.screen || '—'],
        [t('requests.language'), request.lang],
      ]}
      player={player}
    >
      <div className={styles.wide}>
        <Section title={t('requests.history')}>
          <ol className={styles.results} data-testid="support-history">
            <Entry
              meta={
                <>
                  {dateTime(request.createdAt)} · {t('requests.fromPlayer', { name: player.name || player.userName })}
                </>
              }
            >
              {request.message}
            </Entry>
            {detail.replies.map((reply) => (
              <Entry
                key={reply.id}
                meta={
                  <>
                    {dateTime(reply.at)} ·{' '}
                    {t('requests.replyBy', {
                      operator: operatorLabel(reply.operator),
                      status: label('state', reply.status),
                    })}
                  </>
                }
              >
                {reply.message}
              </Entry>
            ))}
          </ol>
        </Section>
      </div>
      <div className={styles.wide}>
        <Section title={t('requests.reply')}>
          {hasRole(operator, 'support') ? (
            <ReplyForm detail={detail} />
          ) : (
            <p className={styles.muted}>{t('requests.supportOnly')}</p>
          )}
        </Section>
      </div>
    </RequestPage>
  );
}

export const SupportRequestScreen = detailScreen('ticket', supportRequestKey, '/support-requests', SupportRequestView);
