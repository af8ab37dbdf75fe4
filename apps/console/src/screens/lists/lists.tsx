// The back office's lists (issue 25 point 1): payments, payouts, refunds, saver packages and bookings, support and
// limit-increase requests and the audit trail, each filtered, sorted and paged by key with the total count, and
// exported as CSV. Filters and order live in the URL (?state=…&sort=…), so a list can be shared and reloaded.
import { OPS_LIST_NAMES, OPS_LISTS_WITH_AMOUNT, type OpsListName } from '@shop/contracts/ops-lists';
import { type FormEvent, useState } from 'react';
import { Link, useParams, useSearchParams } from 'react-router';
import styles from '../../components/console.module.css';
import { FilterOptions, SelectField, TextField } from '../../components/form';
import { Button, PageHeading, Section, useTitle } from '../../components/ui';
import { useI18n } from '../../lib/i18n';
import type { MessageKey } from '../../lib/messages';
import { columnsFor, rowKeyOf } from './columns';
import { KeysetTable, type ListQuery } from './keyset';

type Filter =
  | 'state'
  | 'providerCode'
  | 'currency'
  | 'from'
  | 'to'
  | 'minAmount'
  | 'maxAmount'
  | 'userId'
  | 'operatorId'
  | 'action';

const FILTERS: Record<OpsListName, readonly Filter[]> = {
  payments: ['state', 'providerCode', 'currency', 'from', 'to', 'minAmount', 'maxAmount', 'userId'],
  payouts: ['state', 'currency', 'from', 'to', 'minAmount', 'maxAmount', 'userId', 'operatorId'],
  refunds: ['state', 'currency', 'from', 'to', 'minAmount', 'maxAmount', 'userId', 'operatorId'],
  chargebacks: ['state', 'currency', 'from', 'to', 'minAmount', 'maxAmount', 'userId', 'operatorId'],
  subscriptions: ['state', 'providerCode', 'currency', 'from', 'to', 'minAmount', 'maxAmount', 'userId'],
  bookings: ['state', 'currency', 'from', 'to', 'minAmount', 'maxAmount', 'userId'],
  'support-requests': ['state', 'from', 'to', 'userId'],
  'limit-increase-requests': ['state', 'providerCode', 'from', 'to', 'userId'],
  audit: ['operatorId', 'action', 'from', 'to'],
};

const STATES: Partial<Record<OpsListName, readonly string[]>> = {
  payments: ['SUCCESS', 'PROCESSING', 'GOTO', 'BLOCKED', 'CANCELLED', 'FAILED'],
  payouts: ['REVIEW', 'PENDING', 'SETTLED', 'FAILED', 'REJECTED'],
  refunds: ['PENDING', 'REFUNDED', 'FAILED'],
  chargebacks: ['NOTIFICATION_OF_CHARGEBACK', 'CHARGEBACK', 'CHARGEBACK_REVERSED', 'SECOND_CHARGEBACK'],
  subscriptions: ['PENDING', 'ACTIVE', 'CANCELED', 'FAILED', 'ENDED', 'EXPIRED'],
  bookings: ['PENDING', 'SUCCESS', 'RETRY', 'FAILED', 'RETURNED', 'SKIPPED'],
  'limit-increase-requests': ['PENDING', 'APPROVED', 'REJECTED'],
  'support-requests': ['open', 'answered', 'closed'],
};

const WITH_AMOUNT = new Set<OpsListName>(OPS_LISTS_WITH_AMOUNT);

function isListName(value: string | undefined): value is OpsListName {
  return value !== undefined && (OPS_LIST_NAMES as readonly string[]).includes(value);
}

const ORDERS = {
  newest: { label: 'lists.sort.newest', sort: undefined, dir: undefined },
  oldest: { label: 'lists.sort.oldest', sort: undefined, dir: 'asc' },
  amountDesc: { label: 'lists.sort.amountDesc', sort: 'amount', dir: undefined },
  amountAsc: { label: 'lists.sort.amountAsc', sort: 'amount', dir: 'asc' },
} as const satisfies Record<string, { label: MessageKey; sort: string | undefined; dir: string | undefined }>;
type Order = keyof typeof ORDERS;

function orderOf(params: URLSearchParams): Order {
  const amount = params.get('sort') === 'amount';
  const asc = params.get('dir') === 'asc';
  return amount ? (asc ? 'amountAsc' : 'amountDesc') : asc ? 'oldest' : 'newest';
}

function FilterForm({
  list,
  params,
  onApply,
}: {
  list: OpsListName;
  params: URLSearchParams;
  onApply: (next: URLSearchParams) => void;
}) {
  const { t } = useI18n();
  const [values, setValues] = useState<Record<string, string>>(() =>
    Object.fromEntries(
      [...FILTERS[list], 'order'].map((key) => [key, key === 'order' ? orderOf(params) : (params.get(key) ?? '')]),
    ),
  );
  const set = (key: string) => (event: { target: { value: string } }) =>
    setValues((old) => ({ ...old, [key]: event.target.value }));
  const submit = (event: FormEvent) => {
    event.preventDefault();
    const next = new URLSearchParams();
    for (const key of FILTERS[list]) {
      const value = (values[key] ?? '').trim();
      if (value !== '') next.set(key, value);
    }
    const order = ORDERS[(values.order as Order | undefined) ?? 'newest'];
    if (order.sort !== undefined && WITH_AMOUNT.has(list)) next.set('sort', order.sort);
    if (order.dir !== undefined) next.set('dir', order.dir);
    onApply(next);
  };
  const states = STATES[list];
  const active = FILTERS[list].filter((key) => params.get(key)).length;
  return (
    <details open={active > 0}>
      <summary>{active > 0 ? t('lists.filtersActive', { count: active }) : t('lists.filters')}</summary>
      <form className={styles.filters} onSubmit={submit} aria-label={t('lists.filters')}>
        {FILTERS[list].map((key) =>
          key === 'state' && states !== undefined ? (
            <SelectField
              key={key}
              id={`filter-${key}`}
              label={t('lists.filter.state')}
              value={values[key] ?? ''}
              onChange={set(key)}
            >
              <FilterOptions any={t('lists.filter.any')} values={states} />
            </SelectField>
          ) : (
            <TextField
              key={key}
              id={`filter-${key}`}
              label={t(`lists.filter.${key}` as MessageKey)}
              type={key === 'from' || key === 'to' ? 'date' : 'text'}
              inputMode={key.endsWith('Amount') || key.endsWith('Id') ? 'numeric' : undefined}
              value={values[key] ?? ''}
              onChange={set(key)}
            />
          ),
        )}
        <SelectField id="filter-order" label={t('lists.sort')} value={values.order ?? 'newest'} onChange={set('order')}>
          {(Object.keys(ORDERS) as Order[])
            .filter((order) => WITH_AMOUNT.has(list) || !order.startsWith('amount'))
            .map((order) => (
              <option key={order} value={order}>
                {t(ORDERS[order].label)}
              </option>
            ))}
        </SelectField>
        <div className={styles.actions}>
          <Button type="submit">{t('lists.filter.apply')}</Button>
          <Button variant="secondary" onClick={() => onApply(new URLSearchParams())}>
            {t('lists.filter.clear')}
          </Button>
        </div>
      </form>
    </details>
  );
}

export function ListsScreen() {
  const i18n = useI18n();
  const { t } = i18n;
  const { list: listParam } = useParams();
  const list: OpsListName = isListName(listParam) ? listParam : 'payments';
  const title = t(`lists.name.${list}` as MessageKey);
  useTitle(title);
  const [params, setParams] = useSearchParams();
  const query: ListQuery = {};
  for (const key of [...FILTERS[list], 'sort', 'dir']) {
    const value = params.get(key);
    if (value !== null && value !== '') query[key] = value;
  }
  return (
    <>
      <PageHeading>{t('lists.heading')}</PageHeading>
      <nav aria-label={t('lists.choose')}>
        <ul className={styles.tabs}>
          {OPS_LIST_NAMES.map((name) => (
            <li key={name}>
              <Link to={`/lists/${name}`} aria-current={name === list ? 'page' : undefined} className={styles.tab}>
                {t(`lists.name.${name}` as MessageKey)}
              </Link>
            </li>
          ))}
        </ul>
      </nav>
      <Section title={title}>
        <FilterForm key={`${list}?${params.toString()}`} list={list} params={params} onApply={setParams} />
        <KeysetTable
          list={list}
          query={query}
          columns={columnsFor(list, i18n)}
          title={title}
          rowKey={rowKeyOf(list)}
          testId="ops-list"
        />
      </Section>
    </>
  );
}
