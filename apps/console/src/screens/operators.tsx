// Operator management for a lead (issue 25 point 7): every operator with roles, state and last activity; add one
// (the first password and TOTP secret are shown once, as `npm run operator -- create` prints them); change roles;
// disable (signed out at once) or enable. The server checks the lead role, keeps a lead and audits each change.
import type { OperatorAccount, OperatorCreated, OperatorRole } from '@shop/contracts/operator';
import { OPERATOR_ROLES } from '@shop/contracts/operator';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useOperator } from '../app/session';
import styles from '../components/console.module.css';
import { ConfirmStep, ErrorSummary, Form, SelectField, SubmitActions, TextField, textValue } from '../components/form';
import { Button, Facts, LoadState, Notice, PageHeading, Section, Table, useTitle } from '../components/ui';
import { ApiError, api } from '../lib/api';
import { writeFailure } from '../lib/format';
import { type Translate, useI18n } from '../lib/i18n';
import { en, type MessageKey } from '../lib/messages';

const OPERATORS_KEY = ['operators'] as const;
const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

const isKey = (key: string): key is MessageKey => key in en;

function failureText(t: Translate, error: unknown): string {
  if (error instanceof ApiError && isKey(`operators.${error.code}`)) return t(`operators.${error.code}` as MessageKey);
  return writeFailure(t, error, 'player');
}

function RoleBoxes({
  idPrefix,
  legend,
  roles,
  onChange,
  error,
}: {
  idPrefix: string;
  legend: string;
  roles: readonly OperatorRole[];
  onChange: (roles: OperatorRole[]) => void;
  error?: string | undefined;
}) {
  const { label } = useI18n();
  return (
    <fieldset className={styles.checkboxes} aria-describedby={error ? `${idPrefix}-error` : undefined}>
      <legend>{legend}</legend>
      {OPERATOR_ROLES.map((role) => (
        <label key={role}>
          <input
            type="checkbox"
            id={`${idPrefix}-${role}`}
            checked={roles.includes(role)}
            onChange={(event) =>
              onChange(
                event.target.checked
                  ? OPERATOR_ROLES.filter((each) => each === role || roles.includes(each))
                  : roles.filter((each) => each !== role),
              )
            }
          />{' '}
          {label('role', role)}
        </label>
      ))}
      {error ? (
        <p id={`${idPrefix}-error`} role="alert">
          {error}
        </p>
      ) : null}
    </fieldset>
  );
}

function CreateOperatorForm() {
  const { t } = useI18n();
  const queryClient = useQueryClient();
  const [email, setEmail] = useState('');
  const [displayName, setDisplayName] = useState('');
  const [roles, setRoles] = useState<OperatorRole[]>(['support']);
  const [language, setLanguage] = useState<'en' | 'de'>('en');
  const [attempt, setAttempt] = useState(0);
  const [shown, setShown] = useState(false);
  const [created, setCreated] = useState<OperatorCreated | null>(null);
  const errors = {
    'new-email': EMAIL.test(email.trim()) ? undefined : t('operators.emailInvalid'),
    'new-name': displayName.trim() === '' ? t('operators.nameMissing') : undefined,
    'new-roles-support': roles.length === 0 ? t('operators.rolesMissing') : undefined,
  };
  const create = useMutation({
    mutationFn: () =>
      api<OperatorCreated>('/operators', {
        method: 'POST',
        body: { email: email.trim(), displayName: displayName.trim(), roles, language },
      }),
    onSuccess: async (answer) => {
      setCreated(answer);
      setEmail('');
      setDisplayName('');
      setRoles(['support']);
      setLanguage('en');
      setShown(false);
      await queryClient.invalidateQueries({ queryKey: OPERATORS_KEY });
    },
  });
  const summary = Object.entries(errors)
    .filter((entry): entry is [string, string] => entry[1] !== undefined)
    .map(([fieldId, message]) => ({ fieldId, message }));
  return (
    <Section title={t('operators.create')}>
      {created ? (
        <div className={styles.stack}>
          <Notice tone="success">{t('operators.created', { name: created.operator.displayName })}</Notice>
          <Facts
            items={[
              [t('operators.email'), created.operator.email],
              [
                t('operators.password'),
                <span key="password" className={styles.secret}>
                  {created.password}
                </span>,
              ],
              [
                t('operators.secret'),
                <span key="secret" className={styles.secret}>
                  {created.totpSecret}
                </span>,
              ],
              [
                t('operators.uri'),
                <span key="uri" className={styles.secret}>
                  {created.otpauthUri}
                </span>,
              ],
            ]}
          />
        </div>
      ) : null}
      <ErrorSummary errors={shown ? summary : []} attempt={attempt} />
      <Form
        label={t('operators.create')}
        onSubmit={() => {
          setShown(true);
          setAttempt((value) => value + 1);
          if (summary.length === 0) {
            setCreated(null);
            create.mutate();
          }
        }}
      >
        <TextField
          id="new-email"
          label={t('operators.email')}
          type="email"
          autoComplete="off"
          {...textValue(email, setEmail)}
          error={shown ? errors['new-email'] : undefined}
        />
        <TextField
          id="new-name"
          label={t('operators.name')}
          {...textValue(displayName, setDisplayName)}
          error={shown ? errors['new-name'] : undefined}
        />
        <RoleBoxes
          idPrefix="new-roles"
          legend={t('operators.roles')}
          roles={roles}
          onChange={setRoles}
          error={shown ? errors['new-roles-support'] : undefined}
        />
        <SelectField
          id="new-language"
          label={t('operators.language')}
          value={language}
          onChange={(event) => setLanguage(event.target.value === 'de' ? 'de' : 'en')}
        >
          <option value="en">English</option>
          <option value="de">Deutsch</option>
        </SelectField>
        {create.isError ? <Notice tone="error">{failureText(t, create.error)}</Notice> : null}
        <SubmitActions pending={create.isPending}>{t('operators.createSubmit')}</SubmitActions>
      </Form>
    </Section>
  );
}

function OperatorEditor({ account, self }: { account: OperatorAccount; self: boolean }) {
  const { t } = useI18n();
  const queryClient = useQueryClient();
  const [roles, setRoles] = useState<OperatorRole[]>(account.roles);
  const [confirming, setConfirming] = useState(false);
  const [done, setDone] = useState<string | undefined>();
  const settled = async () => queryClient.invalidateQueries({ queryKey: OPERATORS_KEY });
  const saveRoles = useMutation({
    mutationFn: () =>
      api<{ operator: OperatorAccount }>(`/operators/${account.id}/roles`, { method: 'POST', body: { roles } }),
    onSuccess: async () => {
      setDone(t('operators.rolesSaved', { name: account.displayName }));
      await settled();
    },
  });
  const disabled = account.disabledAt !== null;
  const toggle = useMutation({
    mutationFn: () =>
      api<{ operator: OperatorAccount }>(`/operators/${account.id}/${disabled ? 'enable' : 'disable'}`, {
        method: 'POST',
        body: {},
      }),
    onSuccess: async () => {
      setConfirming(false);
      setDone(t(disabled ? 'operators.enabledDone' : 'operators.disabledDone', { name: account.displayName }));
      await settled();
    },
  });
  const failure = saveRoles.error ?? toggle.error;
  return (
    <Section title={t('operators.rolesOf', { name: account.displayName })}>
      <Form
        label={t('operators.rolesOf', { name: account.displayName })}
        onSubmit={() => {
          setDone(undefined);
          if (roles.length > 0) saveRoles.mutate();
        }}
      >
        <RoleBoxes
          idPrefix={`roles-${account.id}`}
          legend={t('operators.roles')}
          roles={roles}
          onChange={setRoles}
          error={roles.length === 0 ? t('operators.rolesMissing') : undefined}
        />
        <div className={styles.actions}>
          <Button type="submit" variant="secondary" disabled={saveRoles.isPending || roles.length === 0}>
            {t('operators.saveRoles')}
          </Button>
          {self || confirming ? null : (
            <Button variant={disabled ? 'secondary' : 'danger'} onClick={() => setConfirming(true)}>
              {t(disabled ? 'operators.enable' : 'operators.disable')}
            </Button>
          )}
        </div>
      </Form>
      {confirming ? (
        <ConfirmStep
          text={t(disabled ? 'operators.enableConfirm' : 'operators.disableConfirm', { name: account.displayName })}
          confirmLabel={t(disabled ? 'operators.enable' : 'operators.disable')}
          danger={!disabled}
          pending={toggle.isPending}
          onConfirm={() => toggle.mutate()}
          onCancel={() => setConfirming(false)}
        />
      ) : null}
      {done ? <Notice tone="success">{done}</Notice> : null}
      {failure ? <Notice tone="error">{failureText(t, failure)}</Notice> : null}
    </Section>
  );
}

export function OperatorsScreen() {
  const { t, label, dateTime } = useI18n();
  useTitle(t('operators.heading'));
  const me = useOperator();
  const [selected, setSelected] = useState<number | null>(null);
  const query = useQuery({
    queryKey: OPERATORS_KEY,
    queryFn: () => api<{ operators: OperatorAccount[] }>('/operators'),
  });
  const chosen = query.data?.operators.find((account) => account.id === selected);
  return (
    <div className={styles.stack}>
      <PageHeading>{t('operators.heading')}</PageHeading>
      {query.data === undefined ? (
        <LoadState error={query.error} onRetry={() => query.refetch()} />
      ) : (
        <Section title={t('operators.list')}>
          <Table
            caption={t('operators.list')}
            head={[
              t('operators.name'),
              t('operators.email'),
              t('operators.roles'),
              t('operators.state'),
              t('operators.lastSeen'),
              t('operators.actions'),
            ]}
          >
            {query.data.operators.map((account) => (
              <tr key={account.id}>
                <td>
                  {account.displayName} {account.id === me.id ? t('operators.you') : null}
                </td>
                <td className={styles.secret}>{account.email}</td>
                <td className={styles.wrap}>{account.roles.map((role) => label('role', role)).join(', ')}</td>
                <td>
                  {account.disabledAt === null
                    ? t('operators.enabled')
                    : t('operators.disabled', { at: dateTime(account.disabledAt) })}
                </td>
                <td>{dateTime(account.lastSeenAt)}</td>
                <td>
                  <Button
                    variant="secondary"
                    aria-label={`${t('operators.actions')}: ${account.displayName}`}
                    onClick={() => setSelected(account.id)}
                  >
                    {t('operators.actions')}
                  </Button>
                </td>
              </tr>
            ))}
          </Table>
        </Section>
      )}
      {chosen ? <OperatorEditor key={chosen.id} account={chosen} self={chosen.id === me.id} /> : null}
      <CreateOperatorForm />
    </div>
  );
}
