// The error page's content and its one action per SPEC §8 group (domain errorActionFor).

import {
  type ErrorAction,
  errorActionFor,
  errorMessageKeyFor,
  errorReferenceFor,
  isUserBlockedError,
} from '@shop/domain/errors';
import { providerRouteFor } from '@shop/domain/navigation';
import { type QueryClient, useQueryClient } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { hrefs, paths } from '../../../config/paths';
import { platformPages } from '../../../config/platform-pages';
import { browserLocation } from '../../../lib/browser-location';
import { readEssentialRecord } from '../../../lib/essential-record';
import { lastProviderPath } from '../../../lib/navigation-history';
import { usePaymentDraft } from '../../../lib/payment-draft';
import { isPurchaseRunning } from '../../../lib/purchase-session';
import { fetchDepositToken } from '../../../lib/session/deposit-token';
import { resetInitialLoad } from '../../../lib/session/initial-load';
import { shopQueryOptions } from '../../../lib/session/shop';
import { knownUser } from '../../../lib/session/user-data';
import { useDepositLimitMessage } from './deposit-limit-message';
import type { ErrorMessageKey } from './error-message-key';

export type { ErrorMessageKey } from './error-message-key';

const GENERIC_MESSAGE: ErrorMessageKey = 'errors.messages.code_1';

type MessageValues = { amount: string; date: string };

/**
 * Texts that name an amount or a date, what they need and the text without them: a page opened without
 * the values (or before the player's data is known) must not read "deposit  ; more from ." (issue 10).
 */
const NEEDS_VALUES: Partial<Record<ErrorMessageKey, { needs: (keyof MessageValues)[]; plain: ErrorMessageKey }>> = {
  'errors.messages.depositLimitReached_New': {
    needs: ['amount', 'date'],
    plain: 'errors.messages.depositLimitReached',
  },
  'errors.messages.depositLimitAbove': { needs: ['amount'], plain: 'errors.messages.depositLimitReached' },
  'errors.messages.depositLimitReachedUntil': { needs: ['date'], plain: 'errors.messages.depositLimitReached' },
  'errors.messages.no_purchasablesUntil': { needs: ['date'], plain: 'errors.messages.no_purchasables' },
};

/** The message key with the values it can read; a text whose values are missing gives way to its plain one. */
export function messageWithValues(key: ErrorMessageKey, values: MessageValues): ErrorMessageKey {
  const rule = NEEDS_VALUES[key];
  if (rule === undefined) return key;
  return rule.needs.every((name) => values[name].trim() !== '') ? key : rule.plain;
}

/** The purchase refusals of the player's own deposit limit: a limit doing its job, not an error (issue 24 point 11). */
const DEPOSIT_LIMIT_CODES: readonly string[] = ['depositLimitReached', 'depositLimitReached_New'];

export function isDepositLimitRefusal(fullCode: string): boolean {
  return DEPOSIT_LIMIT_CODES.includes(leadingCode(fullCode));
}

/**
 * forbidden_payout is about payouts and a deposit-limit refusal about the limit, so they have their own headlines;
 * the others are headed by their action.
 */
function headlineKeyFor(code: string, action: ErrorAction) {
  if (code === 'forbidden_payout') return 'errors.headlines.payout' as const;
  if (DEPOSIT_LIMIT_CODES.includes(code)) return 'errors.headlines.depositLimit' as const;
  return `errors.headlines.${action}` as const;
}

/** The code from the route; none at all reads as the generic error 1. */
export function errorCodeOf(param: string | undefined): string {
  const code = param?.trim() ?? '';
  return code === '' ? '1' : code;
}

/**
 * A failed pay call may name several codes joined with '|' (SPEC §7): the first decides text and
 * action; the whole list stays the reference.
 */
export function leadingCode(code: string): string {
  return (
    code
      .split('|')
      .find((part) => part.trim() !== '')
      ?.trim() ?? code
  );
}

/** SPEC §8 "back to the provider page": the method chosen in this tab, else the one paid with, else /. */
function providerPageTarget(providerCode: string | null): string {
  if (providerCode !== null) return providerRouteFor(providerCode);
  return readEssentialRecord().providerPage ?? lastProviderPath() ?? '/';
}

export function useErrorPage(fullCode: string, given: MessageValues = { amount: '', date: '' }) {
  const { i18n } = useTranslation();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const { draft } = usePaymentDraft();
  const [busy, setBusy] = useState(false);
  const code = leadingCode(fullCode);
  const action: ErrorAction = errorActionFor(code);
  const blocked = isUserBlockedError(code);
  const candidate = errorMessageKeyFor(code);
  const limit = useDepositLimitMessage(fullCode);
  const values: MessageValues = { ...given, ...limit?.values };
  const messageKey = messageWithValues(
    limit?.key ?? (isMessageKey(candidate, i18n.exists(candidate)) ? candidate : GENERIC_MESSAGE),
    values,
  );

  useEffect(() => {
    if (blocked) browserLocation.assign(platformPages.userBlocked);
  }, [blocked]);

  /**
   * SPEC §8: not-authenticated refetches the token and returns to the shop; it goes home when the user
   * is unknown or a purchase is still processing (a fresh start could pay twice).
   */
  const renewSession = async () => {
    if (knownUser(queryClient) === undefined || isPurchaseRunning()) return navigate(hrefs.extern('home'));
    setBusy(true);
    try {
      await fetchDepositToken();
      resetInitialLoad(queryClient);
      await navigate('/');
    } catch {
      await navigate(hrefs.extern('home'));
    } finally {
      setBusy(false);
    }
  };

  const act = (): void => {
    const targets: Record<Exclude<ErrorAction, 'token-expired'>, string> = {
      games: hrefs.extern('games'),
      reload: '/reload',
      provider: providerPageTarget(draft.providerCode),
      root: '/',
      personal: '/personal',
      home: hrefs.extern('home'),
      subscription: paths.subscription,
      'shop-settings': hrefs.extern('shop-settings'),
    };
    if (action === 'token-expired') void renewSession();
    else {
      // Refused by the deposit limit: the amount screen asks for the shop again, so it shows what is left now.
      if (limit !== null) reloadShop(queryClient);
      // An address the provider refused (11-20, 29): the personal form opens for money players too.
      void navigate(targets[action], action === 'personal' ? { state: CORRECT_ADDRESS_STATE } : undefined);
    }
  };

  return {
    action,
    headlineKey: headlineKeyFor(code, action),
    messageKey,
    values,
    reference: errorReferenceFor(fullCode),
    blocked,
    busy,
    act,
  };
}

/** Navigation state of /personal opened to correct a refused address (issue 10 item 4). */
export const CORRECT_ADDRESS_STATE = { correctAddress: true } as const;

function reloadShop(queryClient: QueryClient): void {
  queryClient.removeQueries({ queryKey: shopQueryOptions().queryKey });
  resetInitialLoad(queryClient);
}

function isMessageKey(key: string, exists: boolean): key is ErrorMessageKey {
  return exists && key.startsWith('errors.messages.');
}
