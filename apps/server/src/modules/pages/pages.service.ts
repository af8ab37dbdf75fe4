// Data for the demo platform pages: the login list, the games page's balance, safe redirects.
import { CURRENCIES, formatMoney, isCurrencyCode } from '@shop/domain/money';
import type { AppDeps } from '../../app-deps.ts';
import { type QuickDepositView, quickDepositOf } from '../express/express-pages.ts';
import { getPlayerBalance } from '../ledger/ledger.service.ts';
import { type DemoPlayerRow, findUserById, listUsersForLogin } from '../users/users.repository.ts';

export async function listLoginPlayers(deps: AppDeps): Promise<DemoPlayerRow[]> {
  return listUsersForLogin(deps.db);
}

export interface GamesView {
  userName: string;
  /** Withdrawable plus bonus, formatted for the player's locale. */
  balance: string;
  /** The balance is a count of diamonds, not money: the page adds the unit word. */
  virtual: boolean;
  /** A practice player: the page offers the shop's benefits page ("play for money"). */
  practice: boolean;
  /** A money player with express payment: the quick deposit into the shop's express screen (issue 8). */
  quickDeposit?: QuickDepositView | null;
}

export async function getGamesView(deps: AppDeps, userId: number): Promise<GamesView | null> {
  const user = await findUserById(deps.db, userId);
  if (user === undefined) return null;
  const balance = await getPlayerBalance(deps.db, userId, user.gd_currency);
  const virtual = isCurrencyCode(user.gd_currency) && CURRENCIES[user.gd_currency].virtual;
  return {
    userName: user.user_name,
    balance: formatMoney(balance.total, user.gd_currency, user.locale),
    virtual,
    practice: user.actor_type === 'b',
    quickDeposit: user.actor_type === 'g' ? await quickDepositOf(deps, user) : null,
  };
}

/** A same-origin path to send the browser to after login; anything else becomes `/`. */
export function safeRedirectPath(candidate: string | undefined): string {
  if (candidate === undefined) return '/';
  const value = candidate.trim();
  // One leading slash only: `//host` and `/\host` would leave the origin.
  if (!value.startsWith('/') || value.startsWith('//') || value.startsWith('/\\')) return '/';
  if ([...value].some((character) => character.charCodeAt(0) < 0x20)) return '/';
  // Resolved against a placeholder origin: only a path that stays on it is kept, and the URL parser
  // percent-encodes what a Location header cannot carry (non-Latin-1 text, spaces, lone surrogates).
  const base = 'http://shop.invalid/';
  const url = URL.canParse(value, base) ? new URL(value, base) : null;
  if (url === null || url.origin !== new URL(base).origin) return '/';
  return `${url.pathname}${url.search}${url.hash}`;
}
