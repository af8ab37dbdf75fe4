// The player's saver package as the details panel shows it (SPEC §3 Subscription, Saver package): amounts in
// the package's currency and the player's locale, dates as mm/dd/yyyy (US) or dd.mm.yyyy.
import type { SubscriptionDetails } from '@shop/contracts/subscription';
import type { UserData } from '@shop/contracts/user';
import { formatDate, localeForCountry } from '@shop/domain/locale';
import { formatMoney } from '@shop/domain/money';
import { useTranslation } from 'react-i18next';

export type DetailsField = {
  id:
    | 'monthlyDeposit'
    | 'monthlyBonus'
    | 'paytype'
    | 'startDate'
    | 'minimumTermEndDate'
    | 'nextBookingDate'
    | 'endDate';
  label: string;
  value: string;
};

export function useDetailsView(details: SubscriptionDetails, user: UserData) {
  const { t } = useTranslation();
  const locale = localeForCountry(user.userCountry, user.lang);
  const money = (amount: number) => formatMoney(amount, details.currency, locale);
  const date = (iso: string) => formatDate(iso, user.userCountry);

  const fields: DetailsField[] = [
    { id: 'monthlyDeposit', label: t('subscription.details.monthlyDeposit'), value: money(details.amount) },
    { id: 'monthlyBonus', label: t('subscription.details.monthlyBonus'), value: money(details.bonusAmount) },
    { id: 'paytype', label: t('subscription.details.paytype'), value: t(`review.methods.${details.paytype}`) },
    { id: 'startDate', label: t('subscription.details.startDate'), value: date(details.startDate) },
    {
      id: 'minimumTermEndDate',
      label: t('subscription.details.minimumTermEndDate'),
      value: date(details.minimumTermEndDate),
    },
  ];
  if (details.nextBookingDate !== null) {
    fields.push({
      id: 'nextBookingDate',
      label: t('subscription.details.nextBookingDate'),
      value: date(details.nextBookingDate),
    });
  }
  if (details.endDate !== null) {
    fields.push({ id: 'endDate', label: t('subscription.details.endDate'), value: date(details.endDate) });
  }

  const running = details.state === 'ACTIVE' || details.state === 'PENDING';
  const cancellationText = () => {
    if (!running || details.cancellationEffectiveDate === null) return null;
    if (details.state === 'PENDING') return t('subscription.details.cancellationEffectivePending');
    return t('subscription.details.cancellationEffective', { date: date(details.cancellationEffectiveDate) });
  };
  let hint = t('subscription.details.failedHint');
  if (running) hint = t('subscription.details.manageHint');
  else if (details.state === 'CANCELED') hint = t('subscription.details.canceledHint');

  return {
    state: details.state,
    stateText: t(`subscription.details.states.${details.state}`),
    stateLabel: t('subscription.details.state'),
    pending: details.state === 'PENDING',
    fields,
    hint,
    /**
     * If the player cancelled today, the package would end then (only while it runs). Not yet confirmed, it never
     * started: it ends on the day it is cancelled, without a booking, and its bonus goes back.
     */
    cancellation: cancellationText(),
  };
}
