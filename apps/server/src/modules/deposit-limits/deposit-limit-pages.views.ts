// The demo platform's deposit-limits page as HTML: per period the limit in force, the player's own limit, what
// was deposited in the current period and what is left, a raise waiting for its cooling-off, and a form.
import {
  COUNTRY_MONTHLY_CAPS,
  DEPOSIT_LIMIT_PERIODS,
  type DepositLimitPeriod,
  type PeriodAllowance,
  windowLastDate,
  windowResetDate,
} from '@shop/domain/deposit-limit';
import type { Language } from '@shop/domain/language';
import { formatDate } from '@shop/domain/locale';
import { currencyFactor, formatMoney, fromMinorUnits } from '@shop/domain/money';
import { calendarDateOf } from '@shop/domain/subscription';
import { escapeHtml, renderPageTitled } from '../pages/pages.html.ts';
import { type DepositLimitPageKey, depositLimitPageText } from './deposit-limit-pages.i18n.ts';
import type { PlayerAllowance } from './deposit-limits.service.ts';

export type LimitNotice = 'lowered' | 'raise-pending' | 'unchanged' | 'withdrawn';

export interface LimitsPageInput {
  language: Language;
  country: string;
  locale: string;
  allowance: PlayerAllowance;
  notice: { kind: LimitNotice; period: DepositLimitPeriod } | null;
  /** A refused form: its period, what was typed and why. */
  error: { period: DepositLimitPeriod; typed: string; key: 'errorInvalid' | 'errorAboveCap' } | null;
}

const HEADINGS: Readonly<Record<DepositLimitPeriod, DepositLimitPageKey>> = {
  day: 'periodDay',
  week: 'periodWeek',
  month: 'periodMonth',
};
const LABELS: Readonly<Record<DepositLimitPeriod, DepositLimitPageKey>> = {
  day: 'labelDay',
  week: 'labelWeek',
  month: 'labelMonth',
};

const PAGE_STYLE = `<style>
  .limits th{font-weight:500;color:#4a5568}
  .limits td{text-align:right;font-weight:600;overflow-wrap:normal}
  .hint{color:#4a5568;font-size:.9rem;margin:.3rem 0 0}
  .pending{margin:.75rem 0 0}
  .card form{margin-top:.75rem}
  @media (max-width:40rem){.limits th,.limits td{display:block;text-align:left}.limits th{border:0;padding-bottom:0}}
</style>`;

/** The amount as the player types it back: digits with the locale's decimal separator, no grouping. */
function typedAmount(amount: number, currency: string, locale: string): string {
  const plain = fromMinorUnits(amount, currencyFactor(currency));
  const separator = new Intl.NumberFormat(locale).formatToParts(1.5).find((part) => part.type === 'decimal')?.value;
  return separator === undefined ? plain : plain.replace('.', separator);
}

export function renderLimitsPage(input: LimitsPageInput): string {
  const { language, allowance } = input;
  const t = (key: DepositLimitPageKey, values: Record<string, string> = {}) =>
    escapeHtml(depositLimitPageText(language, key, values));
  const money = (amount: number) => formatMoney(amount, allowance.currency, input.locale);
  const date = (iso: string) => formatDate(iso, input.country);

  const parts: string[] = [PAGE_STYLE, `<section class="card"><p>${t('intro')}</p>`];
  if (allowance.operatorMonthly !== null) {
    const capped = Object.hasOwn(COUNTRY_MONTHLY_CAPS, input.country.toUpperCase());
    parts.push(
      `<p data-testid="operator-limit">${t(capped ? 'legalCap' : 'operatorCap', { amount: money(allowance.operatorMonthly) })}</p>`,
    );
  }
  parts.push(`<p class="hint">${t('windowsNote')}</p></section>`);
  if (input.notice !== null) {
    const own = allowance.periods.find((period) => period.period === input.notice?.period)?.own;
    const from = own?.pendingFrom == null ? '' : date(calendarDateOf(own.pendingFrom));
    const key = NOTICE_TEXT[input.notice.kind];
    parts.push(`<p class="notice" role="status" data-testid="limit-notice">${t(key, { date: from })}</p>`);
  }
  for (const period of DEPOSIT_LIMIT_PERIODS) {
    const state = allowance.periods.find((candidate) => candidate.period === period);
    if (state !== undefined) parts.push(renderPeriod(input, state, { t, money, date }));
  }
  parts.push(`<div class="actions"><a class="button" href="/">${t('toShop')}</a>
<a class="button secondary" href="/platform/games">${t('backToGames')}</a></div>`);
  return renderPageTitled({ language, title: t('title'), body: parts.join('\n') });
}

const NOTICE_TEXT: Readonly<Record<LimitNotice, DepositLimitPageKey>> = {
  lowered: 'noticeLowered',
  'raise-pending': 'noticeRaisePending',
  unchanged: 'noticeUnchanged',
  withdrawn: 'noticeWithdrawn',
};

interface Formatters {
  t: (key: DepositLimitPageKey, values?: Record<string, string>) => string;
  money: (amount: number) => string;
  date: (iso: string) => string;
}

function renderPeriod(input: LimitsPageInput, state: PeriodAllowance, { t, money, date }: Formatters): string {
  const { period, own, window } = state;
  const id = `limit-${period}`;
  const row = (label: string, value: string, testId: string) =>
    `<tr><th scope="row">${label}</th><td data-testid="${id}-${testId}">${escapeHtml(value)}</td></tr>`;
  const none = depositLimitPageText(input.language, 'noLimit');
  const rows = [
    row(t('inForce'), state.limit === null ? none : money(state.limit), 'in-force'),
    row(
      t('ownLimit'),
      own.amount === null ? depositLimitPageText(input.language, 'noOwnLimit') : money(own.amount),
      'own',
    ),
    row(
      period === 'day'
        ? t('depositedOn', { date: date(calendarDateOf(window.start)) })
        : t('deposited', { from: date(calendarDateOf(window.start)), to: date(windowLastDate(window)) }),
      money(state.used),
      'used',
    ),
    row(t('left'), state.left === null ? none : money(state.left), 'left'),
    row(t('nextPeriod'), date(windowResetDate(window)), 'next-period'),
  ];
  const pending =
    own.pendingFrom === null
      ? ''
      : `<div class="pending notice" data-testid="${id}-pending"><p>${
          own.pendingAmount === null
            ? t('pendingRemoval', { date: date(calendarDateOf(own.pendingFrom)) })
            : t('pendingRaise', { amount: money(own.pendingAmount), date: date(calendarDateOf(own.pendingFrom)) })
        }</p><form method="post" action="/platform/deposit-limits/withdraw"><input type="hidden" name="period" value="${period}">
<button type="submit" class="secondary" data-testid="${id}-withdraw">${t('withdrawRaise')}</button></form></div>`;
  const error = input.error?.period === period ? input.error : null;
  const operator = state.operator ?? input.allowance.operatorMonthly;
  const errorText =
    error === null
      ? ''
      : `<p class="error" role="alert" id="${id}-error">${t(error.key, { amount: operator === null ? '' : money(operator) })}</p>`;
  const value =
    error?.typed ?? (own.amount === null ? '' : typedAmount(own.amount, input.allowance.currency, input.locale));
  const describedBy = error === null ? `${id}-hint` : `${id}-hint ${id}-error`;
  return `<section class="card" data-testid="${id}">
<h2>${t(HEADINGS[period])}</h2>
<table class="limits">${rows.join('')}</table>${pending}
<form method="post" action="/platform/deposit-limits"><input type="hidden" name="period" value="${period}">
<label for="${id}-amount">${t(LABELS[period], { currency: input.allowance.currency })}</label>
<input type="text" inputmode="decimal" autocomplete="off" id="${id}-amount" name="amount" value="${escapeHtml(value)}" aria-describedby="${describedBy}"${error === null ? '' : ' aria-invalid="true"'}>
<p class="hint" id="${id}-hint">${t('inputHint')}</p>${errorText}
<div class="actions"><button type="submit" data-testid="${id}-save">${t('save')}</button></div>
</form>
</section>`;
}
