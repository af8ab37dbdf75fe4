// The demo platform's pages as HTML strings.
import type { Language } from '@shop/domain/language';
import { DEMO_PASSWORD } from '../../db/seed-data.ts';
import { depositLimitPageText } from '../deposit-limits/deposit-limit-pages.i18n.ts';
import { renderQuickDeposit } from '../express/express-pages.ts';
import { mailboxText } from '../mail/mailbox.i18n.ts';
import type { DemoPlayerRow } from '../users/users.repository.ts';
import { backToGamesLink, escapeHtml, renderPage, text } from './pages.html.ts';
import type { PageTextKey } from './pages.i18n.ts';
import type { GamesView } from './pages.service.ts';

// The one-click forms post the demo password the README prints; it is demo data, not a secret.

export interface LoginViewInput {
  language: Language;
  players: readonly DemoPlayerRow[];
  redirect: string;
  userName?: string;
  failed?: boolean;
  /** Too many failed log-ins: the login pauses for this long (issue 9 point 6). */
  throttled?: { retryAfterSeconds: number };
}

function playerRow(language: Language, player: DemoPlayerRow, redirect: string): string {
  const name = escapeHtml(player.user_name);
  const type = text(language, player.actor_type === 'g' ? 'money' : 'practice');
  return `<tr>
<td>${name}</td><td>${escapeHtml(player.country)}</td><td>${type}</td><td>${escapeHtml(player.gd_currency)}</td>
<td><form class="inline" method="post" action="/platform/login">
<input type="hidden" name="userName" value="${name}">
<input type="hidden" name="password" value="${DEMO_PASSWORD}">
<input type="hidden" name="redirect" value="${escapeHtml(redirect)}">
<button type="submit" data-testid="login-${name}">${text(language, 'loginAs', { name: player.user_name })}</button>
</form></td>
</tr>`;
}

export function renderLogin(input: LoginViewInput): string {
  const { language } = input;
  const minutes = Math.max(1, Math.ceil((input.throttled?.retryAfterSeconds ?? 0) / 60));
  const message =
    input.throttled === undefined
      ? text(language, 'wrongCredentials')
      : text(language, 'loginThrottled', { minutes: String(minutes) }, minutes);
  const testId = input.throttled === undefined ? 'login-failed' : 'login-throttled';
  const error = input.failed === true ? `<p class="error" role="alert" data-testid="${testId}">${message}</p>` : '';
  const rows = input.players.map((player) => playerRow(language, player, input.redirect)).join('\n');
  const body = `${error}
<section class="card">
<h2>${text(language, 'playersHeading')}</h2>
<p>${text(language, 'loginIntro')}</p>
<table class="players">
<thead><tr><th>${text(language, 'userName')}</th><th>${text(language, 'country')}</th><th>${text(language, 'playerType')}</th><th>${text(language, 'currency')}</th><th></th></tr></thead>
<tbody>
${rows}
</tbody>
</table>
</section>
<section class="card">
<h2>${text(language, 'manualHeading')}</h2>
<form method="post" action="/platform/login">
<label for="userName">${text(language, 'userName')}</label>
<input type="text" id="userName" name="userName" autocomplete="username" required value="${escapeHtml(input.userName ?? '')}">
<label for="password">${text(language, 'password')}</label>
<input type="password" id="password" name="password" autocomplete="current-password" required>
<input type="hidden" name="redirect" value="${escapeHtml(input.redirect)}">
<div class="actions"><button type="submit">${text(language, 'submit')}</button></div>
</form>
</section>`;
  return renderPage({ language, title: 'loginTitle', body });
}

/** Practice players are invited to the shop's benefits page; with diamonds the upgrade is to premium. */
function upgradeLink(language: Language, view: GamesView): string {
  if (!view.practice) return '';
  const label = text(language, view.virtual ? 'becomePremium' : 'playForMoney');
  return `<a class="button" href="/benefits" data-testid="play-for-money">${label}</a>\n`;
}

export function renderGames(language: Language, view: GamesView): string {
  const balance = view.virtual ? text(language, 'diamonds', { amount: view.balance }) : escapeHtml(view.balance);
  const body = `<section class="card">
<p>${text(language, 'greeting', { name: view.userName })}</p>
<p>${text(language, 'balance')}: <span class="balance" data-testid="balance">${balance}</span></p>
<div class="actions">
${upgradeLink(language, view)}<a class="button" href="/">${text(language, 'deposit')}</a>
<a class="button" href="/payout">${text(language, 'payout')}</a>
<a class="button secondary" href="/platform/mailbox" data-testid="mailbox-link">${escapeHtml(mailboxText(language, 'mailboxLink'))}</a>
<a class="button secondary" href="/platform/deposit-limits" data-testid="deposit-limits-link">${escapeHtml(depositLimitPageText(language, 'link'))}</a>
</div>
</section>
${renderQuickDeposit(language, view.quickDeposit ?? null)}<form method="post" action="/platform/logout"><button class="secondary" type="submit">${text(language, 'logout')}</button></form>`;
  return renderPage({ language, title: 'gamesTitle', body });
}

export function renderHome(language: Language, input: { notLoggedIn: boolean; loggedIn: boolean }): string {
  const notice = input.notLoggedIn ? `<p class="notice" role="status">${text(language, 'notLoggedIn')}</p>` : '';
  const link = input.loggedIn
    ? backToGamesLink(language)
    : `<p><a class="button" href="/platform/login">${text(language, 'submit')}</a></p>`;
  return renderPage({ language, title: 'homeTitle', body: `${notice}${link}` });
}

/** A page with a title, one paragraph and the way back to the games. */
export function renderInfo(language: Language, title: PageTextKey, paragraph: PageTextKey): string {
  const body = `<section class="card"><p>${text(language, paragraph)}</p></section>${backToGamesLink(language)}`;
  return renderPage({ language, title, body });
}
