// The host platform's success destinations (SPEC §2 /extern/purchase-success): conversion success for a
// practice player's first deposit (query nfp = deposit, bonus, pwa, referrer) and deposit success for the
// others. Amounts are minor units of the player's game currency; the balance comes from the ledger.
import { CURRENCIES, formatMoney, isCurrencyCode } from '@shop/domain/money';
import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import type { AppDeps } from '../../app-deps.ts';
import { getPlayerBalance } from '../ledger/ledger.service.ts';
import type { UserRow } from '../users/users.repository.ts';
import { pageContextOf, redirectToLogin, sendHtml } from './pages.context.ts';
import { escapeHtml, renderPageTitled, text } from './pages.html.ts';
import { type SuccessTextKey, successText } from './success-pages.i18n.ts';

const amount = z
  .string()
  .regex(/^\d{1,12}$/)
  .transform(Number)
  .optional()
  .catch(undefined);
/** pwa and referrer are accepted and not needed: the page looks the same everywhere. */
const successQuerySchema = z.object({ nfp: amount, bonus: amount });

type Language = Parameters<typeof successText>[0];

function formatAmount(language: Language, user: UserRow, value: number): string {
  const formatted = formatMoney(value, user.gd_currency, user.locale);
  const virtual = isCurrencyCode(user.gd_currency) && CURRENCIES[user.gd_currency].virtual;
  return virtual ? text(language, 'diamonds', { amount: formatted }) : escapeHtml(formatted);
}

function renderSuccess(input: {
  language: Language;
  user: UserRow;
  title: SuccessTextKey;
  paragraph: SuccessTextKey;
  deposit: number | undefined;
  bonus: number | undefined;
  balance: number;
  testId: string;
}): string {
  const { language, user } = input;
  const say = (key: SuccessTextKey) => escapeHtml(successText(language, key));
  const row = (label: SuccessTextKey, value: number, id: string) =>
    `<tr><th>${say(label)}</th><td data-testid="${id}">${formatAmount(language, user, value)}</td></tr>`;
  const rows = [
    input.deposit === undefined ? '' : row('depositLabel', input.deposit, 'deposit-amount'),
    input.bonus === undefined || input.bonus === 0 ? '' : row('bonusLabel', input.bonus, 'bonus-amount'),
    row('balanceLabel', input.balance, 'balance'),
  ].join('');
  const body = `<section class="card" data-testid="${input.testId}">
<p>${say(input.paragraph)}</p>
<table>${rows}</table>
<div class="actions"><a class="button" href="/platform/games">${say('playNow')}</a></div>
</section>`;
  return renderPageTitled({ language, title: say(input.title), body });
}

const PAGES = [
  { path: '/platform/conversion-success', title: 'conversionTitle', paragraph: 'conversionText' },
  { path: '/platform/deposit-success', title: 'depositTitle', paragraph: 'depositText' },
] as const;

export function successPagesRoutes(app: FastifyInstance, deps: AppDeps): void {
  for (const page of PAGES) {
    app.get(page.path, async (request, reply) => {
      const context = await pageContextOf(deps, request);
      if (context.user === undefined) return redirectToLogin(request, reply);
      const query = successQuerySchema.parse(request.query ?? {});
      const balance = await getPlayerBalance(deps.db, context.user.id, context.user.gd_currency);
      const html = renderSuccess({
        language: context.language,
        user: context.user,
        title: page.title,
        paragraph: page.paragraph,
        deposit: query.nfp,
        bonus: query.bonus,
        balance: balance.total,
        testId: page.path.slice('/platform/'.length),
      });
      return sendHtml(reply, html);
    });
  }
}
