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

export function columnsFor(list: OpsListName, i18n: I18n, options: { withPlayer?: boolean } = {}): Column[] {
  const { t, money, dateTime, date } = i18n;
  const withPlayer = options.withPlayer ?? true;
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
  const state: Column = { key: 'state', label: t('common.state'), cell: (item) => text(item.state) };
  switch (list) {
    case 'payments':
      return [
        {
          key: 'tid',
          label: t('lists.col.tid'),
          cell: (item) => <Link to={`/purchases/${encodeURIComponent(text(item.tid))}`}>{text(item.tid)}</Link>,
        },
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
        { key: 'pspReference', label: t('lists.col.pspReference'), cell: (item) => text(item.pspReference) },
      ];
    case 'payouts':
      return [
        created,
        ...player,
        state,
        amount,
        { key: 'paytype', label: t('lists.col.paytype'), cell: (item) => text(item.paytype) },
        { key: 'reviewCause', label: t('lists.col.reviewCause'), cell: (item) => text(item.reviewCause) },
        { key: 'assignedTo', label: t('lists.col.assignedTo'), cell: (item) => text(item.assignedTo) },
        { key: 'pspReference', label: t('lists.col.pspReference'), cell: (item) => text(item.pspReference) },
        { key: 'publicId', label: t('lists.col.id'), cell: (item) => text(item.publicId) },
      ];
    case 'refunds':
      return [
        created,
        ...player,
        {
          key: 'tid',
          label: t('lists.col.tid'),
          cell: (item) => <Link to={`/purchases/${encodeURIComponent(text(item.tid))}`}>{text(item.tid)}</Link>,
        },
        state,
        amount,
        { key: 'pspReference', label: t('lists.col.pspReference'), cell: (item) => text(item.pspReference) },
        { key: 'reason', label: t('lists.col.reason'), cell: (item) => text(item.reason) },
        { key: 'id', label: t('lists.col.id'), cell: (item) => text(item.id) },
      ];
    case 'chargebacks':
      return [
        created,
        ...player,
        {
          key: 'tid',
          label: t('lists.col.tid'),
          cell: (item) => <Link to={`/purchases/${encodeURIComponent(text(item.tid))}`}>{text(item.tid)}</Link>,
        },
        state,
        amount,
        { key: 'reasonCode', label: t('lists.col.reason'), cell: (item) => text(item.reasonCode) },
        { key: 'decision', label: t('lists.col.decision'), cell: (item) => text(item.decision) },
        { key: 'pspReference', label: t('lists.col.pspReference'), cell: (item) => text(item.pspReference) },
      ];
    case 'subscriptions':
      return [
        { key: 'id', label: t('lists.col.id'), cell: (item) => text(item.id) },
        created,
        ...player,
        state,
        { key: 'providerCode', label: t('lists.col.provider'), cell: (item) => text(item.providerCode) },
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
        { key: 'sequence', label: t('lists.col.sequence'), cell: (item) => text(item.sequence) },
        { key: 'dueDate', label: t('lists.col.dueDate'), cell: (item) => date(text(item.dueDate)) },
        ...player,
        {
          key: 'state',
          label: t('common.state'),
          cell: (item) => [item.state, item.pspStatus, item.refusalCode].filter(Boolean).join(' · '),
        },
        amount,
        { key: 'pspReference', label: t('lists.col.pspReference'), cell: (item) => text(item.pspReference) },
        { key: 'reference', label: t('lists.col.reference'), cell: (item) => text(item.reference) },
        {
          key: 'refund',
          label: t('lists.col.refund'),
          cell: (item) => [item.refundState, item.refundPspReference].filter(Boolean).join(' · ') || '—',
        },
      ];
    case 'support-requests':
      return [
        {
          key: 'ticket',
          label: t('lists.col.ticket'),
          cell: (item) => (
            <Link to={`/support-requests/${encodeURIComponent(text(item.ticket))}`}>{text(item.ticket)}</Link>
          ),
        },
        { key: 'state', label: t('common.state'), cell: (item) => i18n.label('state', text(item.state)) },
        created,
        ...player,
        { key: 'topic', label: t('lists.col.topic'), cell: (item) => text(item.topic) },
        {
          key: 'message',
          label: t('lists.col.message'),
          cell: (item) => <span className={styles.wrap}>{text(item.message)}</span>,
        },
        { key: 'reference', label: t('lists.col.reference'), cell: (item) => text(item.reference) },
      ];
    case 'limit-increase-requests':
      return [
        {
          key: 'id',
          label: t('lists.col.request'),
          cell: (item) => (
            <Link to={`/limit-increase-requests/${encodeURIComponent(text(item.id))}`}>#{text(item.id)}</Link>
          ),
        },
        created,
        ...player,
        { key: 'providerCode', label: t('lists.col.provider'), cell: (item) => text(item.providerCode) },
        { key: 'recipient', label: t('lists.col.recipient'), cell: (item) => text(item.recipient) },
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
        { key: 'action', label: t('lists.col.action'), cell: (item) => text(item.action) },
        {
          key: 'subject',
          label: t('lists.col.subject'),
          cell: (item) => `${text(item.subjectType)} ${text(item.subjectId)}`,
        },
        { key: 'reason', label: t('lists.col.reason'), cell: (item) => text(item.reason) },
      ];
  }
}

export function rowKeyOf(list: OpsListName): (item: OpsListItem) => string {
  if (list === 'payments') return (item) => text(item.tid);
  if (list === 'payouts') return (item) => text(item.publicId);
  if (list === 'support-requests') return (item) => text(item.ticket);
  return (item) => text(item.id);
}
