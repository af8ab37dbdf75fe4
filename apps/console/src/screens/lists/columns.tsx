// The columns each back-office list shows (the CSV export carries every field of the row).
import type { OpsListItem, OpsListName } from '@shop/contracts/ops-lists';
import { Link } from 'react-router';
import styles from '../../components/console.module.css';
import { type I18n, useI18n } from '../../lib/i18n';
import { en, type MessageKey } from '../../lib/messages';
import { type Column, text } from './keyset';

const num = (value: OpsListItem[string] | undefined): number =>
  typeof value === 'number' ? value : Number(value ?? 0);

/** What a purchase came to (refunded, partly refunded, returned, charged back …) as a badge. */
export function OutcomeBadge({ outcome }: { outcome: string }) {
  const { t } = useI18n();
  const alert = outcome === 'RETURNED' || outcome === 'CHARGED_BACK' || outcome === 'FAILED';
  const key = `outcome.${outcome}`;
  return (
    <span className={[styles.badge, alert ? styles.badgeAlert : ''].join(' ')} data-outcome={outcome}>
      {key in en ? t(key as MessageKey) : outcome}
    </span>
  );
}

function playerLink(item: OpsListItem) {
  return (
    <Link to={`/players/${text(item.userId)}`}>
      {text(item.userName)} · #{text(item.userId)}
    </Link>
  );
}

/** A column that links each row's `key` field to `href(value)`, shown as `show(value)`. */
function linkColumn(
  key: string,
  label: string,
  href: (value: string) => string,
  show = (value: string) => value,
): Column {
  return {
    key,
    label,
    cell: (item) => <Link to={href(encodeURIComponent(text(item[key])))}>{show(text(item[key]))}</Link>,
  };
}

export function columnsFor(list: OpsListName, i18n: I18n, options: { withPlayer?: boolean } = {}): Column[] {
  const { t, money, dateTime, date } = i18n;
  const withPlayer = options.withPlayer ?? true;
  /** A column showing the row's `key` field as text. */
  const field = (key: string, label: MessageKey): Column => ({ key, label: t(label), cell: (item) => text(item[key]) });
  const player: Column[] = withPlayer ? [{ key: 'player', label: t('lists.col.player'), cell: playerLink }] : [];
  const created: Column = {
    key: 'createdAt',
    label: t('lists.col.createdAt'),
    cell: (item) => dateTime(text(item.createdAt)),
  };
  const amount: Column = {
    key: 'amount',
    label: t('lists.col.amount'),
    numeric: true,
    cell: (item) => money(num(item.amount), text(item.currency)),
  };
  const state = field('state', 'common.state');
  const tid = linkColumn('tid', t('lists.col.tid'), (value) => `/purchases/${value}`);
  const pspReference = field('pspReference', 'lists.col.pspReference');
  /** What a refund or a chargeback of a purchase starts with. */
  const ofPurchase: Column[] = [created, ...player, tid, state, amount];
  switch (list) {
    case 'payments':
      return [
        tid,
        created,
        ...player,
        {
          key: 'outcome',
          label: t('lists.col.outcome'),
          cell: (item) => <OutcomeBadge outcome={text(item.outcome)} />,
        },
        {
          key: 'provider',
          label: t('lists.col.provider'),
          cell: (item) => [item.providerCode, item.pspMethod].filter(Boolean).join(' · '),
        },
        amount,
        {
          key: 'refunded',
          label: t('lists.col.refunded'),
          numeric: true,
          cell: (item) => (num(item.refundedAmount) === 0 ? '—' : money(num(item.refundedAmount), text(item.currency))),
        },
        pspReference,
      ];
    case 'payouts':
      return [
        created,
        ...player,
        state,
        amount,
        field('paytype', 'lists.col.paytype'),
        field('reviewCause', 'lists.col.reviewCause'),
        field('assignedTo', 'lists.col.assignedTo'),
        pspReference,
        field('publicId', 'lists.col.id'),
      ];
    case 'refunds':
      return [...ofPurchase, pspReference, field('reason', 'lists.col.reason'), field('id', 'lists.col.id')];
    case 'chargebacks':
      return [
        ...ofPurchase,
        field('reasonCode', 'lists.col.reason'),
        field('decision', 'lists.col.decision'),
        pspReference,
      ];
    case 'subscriptions':
      return [
        field('id', 'lists.col.id'),
        created,
        ...player,
        state,
        field('providerCode', 'lists.col.provider'),
        amount,
        {
          key: 'period',
          label: t('lists.col.period'),
          cell: (item) => `${date(text(item.startDate))} – ${item.endDate === null ? '…' : date(text(item.endDate))}`,
        },
        { key: 'nextBooking', label: t('lists.col.nextBooking'), cell: (item) => date(text(item.nextBookingDate)) },
      ];
    case 'bookings':
      return [
        field('sequence', 'lists.col.sequence'),
        { key: 'dueDate', label: t('lists.col.dueDate'), cell: (item) => date(text(item.dueDate)) },
        ...player,
        {
          key: 'state',
          label: t('common.state'),
          cell: (item) => [item.state, item.pspStatus, item.refusalCode].filter(Boolean).join(' · '),
        },
        amount,
        pspReference,
        field('reference', 'lists.col.reference'),
        {
          key: 'refund',
          label: t('lists.col.refund'),
          cell: (item) => [item.refundState, item.refundPspReference].filter(Boolean).join(' · ') || '—',
        },
      ];
    case 'support-requests':
      return [
        linkColumn('ticket', t('lists.col.ticket'), (value) => `/support-requests/${value}`),
        { key: 'state', label: t('common.state'), cell: (item) => i18n.label('state', text(item.state)) },
        created,
        ...player,
        field('topic', 'lists.col.topic'),
        {
          key: 'message',
          label: t('lists.col.message'),
          cell: (item) => <span className={styles.wrap}>{text(item.message)}</span>,
        },
        field('reference', 'lists.col.reference'),
      ];
    case 'limit-increase-requests':
      return [
        linkColumn(
          'id',
          t('lists.col.request'),
          (value) => `/limit-increase-requests/${value}`,
          (value) => `#${value}`,
        ),
        created,
        ...player,
        field('providerCode', 'lists.col.provider'),
        field('recipient', 'lists.col.recipient'),
        state,
        {
          key: 'amount',
          label: t('requests.grantedLimit'),
          numeric: true,
          cell: (item) =>
            item.amount === null || item.amount === undefined ? '—' : money(num(item.amount), text(item.currency)),
        },
      ];
    case 'audit':
      return [
        created,
        {
          key: 'operator',
          label: t('lists.col.operator'),
          cell: (item) => `${text(item.operator)} · #${text(item.operatorId)}`,
        },
        field('action', 'lists.col.action'),
        {
          key: 'subject',
          label: t('lists.col.subject'),
          cell: (item) => `${text(item.subjectType)} ${text(item.subjectId)}`,
        },
        field('reason', 'lists.col.reason'),
      ];
  }
}

export function rowKeyOf(list: OpsListName): (item: OpsListItem) => string {
  if (list === 'payments') return (item) => text(item.tid);
  if (list === 'payouts') return (item) => text(item.publicId);
  if (list === 'support-requests') return (item) => text(item.ticket);
  return (item) => text(item.id);
}
