// Login: e-mail, password and the 6-digit code of the operator's authenticator app, in one request.
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { type ComponentProps, useState } from 'react';
import { Navigate, useLocation } from 'react-router';
import { ME_KEY, useMe } from '../app/session';
import styles from '../components/console.module.css';
import { ErrorSummary, Form, type SummaryError, TextField } from '../components/form';
import { Button, PageHeading, Section, useTitle } from '../components/ui';
import { ApiError, api } from '../lib/api';
import { useI18n } from '../lib/i18n';
import type { Operator } from '../lib/types';

type Fields = { email: string; password: string; totp: string };

const FIELD_NAMES = ['email', 'password', 'totp'] as const;

/** Each field's input attributes; its id is `login-<name>`, its label the text `login.<name>`. */
const INPUTS = {
  email: { type: 'email', autoComplete: 'username' },
  password: { type: 'password', autoComplete: 'current-password' },
  totp: { inputMode: 'numeric', autoComplete: 'one-time-code', maxLength: 6 },
} as const satisfies Record<keyof Fields, ComponentProps<'input'>>;

function backTo(state: unknown): string {
  if (typeof state === 'object' && state !== null && 'from' in state && typeof state.from === 'string') {
    return state.from.startsWith('/') && !state.from.startsWith('/login') ? state.from : '/';
  }
  return '/';
}

export function LoginScreen() {
  const { t } = useI18n();
  useTitle(t('login.heading'));
  const queryClient = useQueryClient();
  const { data: operator } = useMe();
  const location = useLocation();
  const [fields, setFields] = useState<Fields>({ email: '', password: '', totp: '' });
  const [errors, setErrors] = useState<Partial<Record<keyof Fields | 'form', string>>>({});
  const [attempt, setAttempt] = useState(0);
  const login = useMutation({
    mutationFn: (body: Fields) => api<{ operator: Operator }>('/login', { method: 'POST', body }),
    onSuccess: ({ operator: signedIn }) => queryClient.setQueryData(ME_KEY, signedIn),
    onError: (error) => {
      const code = error instanceof ApiError ? error.code : 'network';
      const message =
        code === 'invalid_credentials' || code === 'too_many_attempts' || code === 'totp_already_used'
          ? t(`login.${code}`)
          : t('login.failed', { code });
      setErrors({ form: message });
      // The code is single-use: the next try needs a fresh one.
      setFields((current) => ({ ...current, totp: '' }));
      setAttempt((n) => n + 1);
    },
  });

  if (operator) return <Navigate to={backTo(location.state)} replace />;

  const submit = () => {
    const found: Partial<Record<keyof Fields, string>> = {};
    if (fields.email.trim() === '') found.email = t('login.emailMissing');
    if (fields.password === '') found.password = t('login.passwordMissing');
    if (!/^\d{6}$/.test(fields.totp.trim())) found.totp = t('login.totpInvalid');
    setErrors(found);
    if (Object.keys(found).length > 0) {
      setAttempt((n) => n + 1);
      return;
    }
    login.mutate({ email: fields.email.trim(), password: fields.password, totp: fields.totp.trim() });
  };

  const summary: SummaryError[] = [
    ...(errors.form ? [{ fieldId: 'login-email', message: errors.form }] : []),
    ...FIELD_NAMES.flatMap((name) => {
      const message = errors[name];
      return message ? [{ fieldId: `login-${name}`, message }] : [];
    }),
  ];
  const set = (name: keyof Fields) => (event: { target: { value: string } }) =>
    setFields((current) => ({ ...current, [name]: event.target.value }));

  return (
    <div className={[styles.loginWrap].join(' ')}>
      <div className={[styles.stack, styles.narrow].join(' ')}>
        <PageHeading>{t('login.heading')}</PageHeading>
        <Section title={t('app.title')}>
          <Form onSubmit={submit}>
            <ErrorSummary errors={summary} attempt={attempt} />
            {FIELD_NAMES.map((name) => (
              <TextField
                key={name}
                id={`login-${name}`}
                {...INPUTS[name]}
                label={t(`login.${name}`)}
                hint={name === 'totp' ? t('login.totpHint') : undefined}
                value={fields[name]}
                onChange={set(name)}
                error={errors[name]}
              />
            ))}
            <Button type="submit" disabled={login.isPending}>
              {t('login.submit')}
            </Button>
          </Form>
        </Section>
      </div>
    </div>
  );
}
