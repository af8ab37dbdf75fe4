// The success screen (SPEC §2 /end): deposit and bonus of the last purchase, and the way on: to the
// games through the purchase-success page (SPEC §2 extern: conversion page or deposit-success destination).
import type { UserData } from '@shop/contracts/user';
import { localeForCountry } from '@shop/domain/locale';
import { formatMoney } from '@shop/domain/money';
import { useTranslation } from 'react-i18next';
import { hrefs } from '../../../config/paths';
import { paidAsPractice } from '../../../lib/purchase-session';
import { usePurchaseEnd } from './use-purchase-end';

/** SPEC §2: nfp is the deposit, bonus the bonus, both in minor units of the game currency. */
export function purchaseSuccessHref(deposit: number, bonus: number): string {
  const query = new URLSearchParams({ nfp: String(deposit), bonus: String(bonus) });
  return `${hrefs.extern('purchase-success')}?${query.toString()}`;
}

export function useEndScreen(user: UserData) {
  const { t } = useTranslation();
  const session = usePurchaseEnd();
  const result = session.result;
  const locale = localeForCountry(user.userCountry, user.lang);
  const credit = (amount: number) => {
    const formatted = formatMoney(amount, user.gdCurrency, locale);
    return user.gdCurrencyType === 'VIRTUAL' ? t('end.diamonds', { amount: formatted }) : formatted;
  };
  const deposit = result?.depositAmount ?? null;
  const bonus = result?.bonusAmount ?? 0;
  // SPEC §4: the saver package's sign-up after this purchase, if there was one.
  const signUp = result !== undefined && session.subscription?.tid === result.tid ? session.subscription : undefined;
  const practice = paidAsPractice(session);
  let subscription: 'started' | 'failed' | null = null;
  if (signUp !== undefined) subscription = signUp.started ? 'started' : 'failed';
  return {
    practice,
    /** SPEC §1: diamonds instead of credit, premium instead of money player. */
    virtual: user.gdCurrencyType === 'VIRTUAL',
    subscription,
    depositText: deposit === null ? null : credit(deposit),
    bonusText: bonus > 0 ? credit(bonus) : null,
    totalText: deposit === null ? null : credit(deposit + bonus),
    // SPEC §2: /extern/purchase-success for everyone — the conversion page for a practice player, the
    // configured deposit-success destination (or the games) for the others (issue 10 item 10).
    nextHref: purchaseSuccessHref(deposit ?? 0, bonus),
  };
}
