// The deposit limit's refusals on the error page (issue 8). The purchase call answers
// `depositLimitReached_New|<amountLeft>|<date>` (or depositLimitReached|0|<date>, or no date at all) and the shop
// call `no_purchasables|<amountLeft>|<date>`; the page shows the amount in the player's currency and locale and the
// date as SPEC §3 writes it for their country, with the message that fits what is there.
import { parseDepositLimitRefusal } from '@shop/contracts/deposit-limit-refusal';
import type { UserData } from '@shop/contracts/user';
import { formatDate, localeForCountry } from '@shop/domain/locale';
import { formatMoney, payingCurrencyFor } from '@shop/domain/money';
import { useQuery } from '@tanstack/react-query';
import { userDataQueryOptions } from '../../../lib/session/user-data';
import type { ErrorMessageKey } from './error-message-key';

export type DepositLimitMessage = { key: ErrorMessageKey; values: { amount: string; date: string } };

type Player = Pick<UserData, 'userCountry' | 'gdCurrency'>;

export function depositLimitMessageFor(fullCode: string, player: Player | undefined): DepositLimitMessage | null {
  const [first = '', ...rest] = fullCode.split('|').map((part) => part.trim());
  const shopWithoutPackages = first === 'no_purchasables';
  if (shopWithoutPackages && rest.length === 0) return null;
  const refusal = parseDepositLimitRefusal(shopWithoutPackages ? ['depositLimitReached', ...rest].join('|') : fullCode);
  if (refusal === null) return null;
  const country = player?.userCountry ?? '';
  const values = {
    amount:
      player === undefined
        ? ''
        : formatMoney(refusal.amountLeft, payingCurrencyFor(player.gdCurrency), localeForCountry(country)),
    date: refusal.nextPossibleDate === null ? '' : formatDate(refusal.nextPossibleDate, country),
  };
  const dated = refusal.nextPossibleDate !== null;
  if (shopWithoutPackages) return dated ? { key: 'errors.messages.no_purchasablesUntil', values } : null;
  if (refusal.code === 'depositLimitReached') {
    return { key: dated ? 'errors.messages.depositLimitReachedUntil' : 'errors.messages.depositLimitReached', values };
  }
  return { key: dated ? 'errors.messages.depositLimitReached_New' : 'errors.messages.depositLimitAbove', values };
}

/** The message for a limit refusal; the player's data is asked for when this page was opened directly. */
export function useDepositLimitMessage(fullCode: string): DepositLimitMessage | null {
  const limitCode = /^(depositLimitReached|depositLimitReached_New|no_purchasables)\|/.test(fullCode.trim());
  const user = useQuery({ ...userDataQueryOptions(), enabled: limitCode }).data;
  return limitCode ? depositLimitMessageFor(fullCode, user) : null;
}
