// The error page's content and its one action per SPEC §8 group (domain errorActionFor).

import { type ErrorAction, errorActionFor, errorMessageKeyFor, isUserBlockedError } from '@shop/domain/errors';
import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { hrefs, platformPages } from '../../../config/paths';
import { browserLocation } from '../../../lib/browser-location';
import { lastProviderPath } from '../../../lib/navigation-history';
import { fetchDepositToken } from '../../../lib/session/deposit-token';
import { resetInitialLoad } from '../../../lib/session/initial-load';
import { knownUser } from '../../../lib/session/user-data';
import type en from '../../../locales/en.json';

export type ErrorMessageKey = `errors.messages.${keyof (typeof en)['errors']['messages']}`;

const GENERIC_MESSAGE: ErrorMessageKey = 'errors.messages.code_1';

/** The code from the route; none at all reads as the generic error 1. */
export function errorCodeOf(param: string | undefined): string {
  const code = param?.trim() ?? '';
  return code === '' ? '1' : code;
}

export function useErrorPage(code: string) {
  const { i18n } = useTranslation();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const [busy, setBusy] = useState(false);
  const action: ErrorAction = errorActionFor(code);
  const blocked = isUserBlockedError(code);
  const candidate = errorMessageKeyFor(code);
  const messageKey = isMessageKey(candidate, i18n.exists(candidate)) ? candidate : GENERIC_MESSAGE;

  useEffect(() => {
    if (blocked) browserLocation.assign(platformPages.userBlocked);
  }, [blocked]);

  /** SPEC §8: not-authenticated refetches the token and returns to the shop, or goes home without a user. */
  const renewSession = async () => {
    if (knownUser(queryClient) === undefined) return navigate(hrefs.extern('home'));
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
      provider: lastProviderPath() ?? '/',
      root: '/',
      personal: '/personal',
      home: hrefs.extern('home'),
    };
    if (action === 'token-expired') void renewSession();
    else void navigate(targets[action]);
  };

  return { action, messageKey, blocked, busy, act };
}

function isMessageKey(key: string, exists: boolean): key is ErrorMessageKey {
  return exists && key.startsWith('errors.messages.');
}
