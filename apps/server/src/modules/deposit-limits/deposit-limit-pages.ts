// The demo platform's deposit-limits page (issue 8): GET shows the player's limits and what is left, POST sets
// one period's own limit (lower at once, higher after the cooling-off) or withdraws a pending raise. Forms post
// to the same origin; a cookie-authenticated post from another origin is refused. Post/redirect/get.
import { DEPOSIT_LIMIT_PERIODS, type DepositLimitPeriod } from '@shop/domain/deposit-limit';
import type { Language } from '@shop/domain/language';
import { currencyFactor, toMinorUnits } from '@shop/domain/money';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { z } from 'zod';
import type { AppDeps } from '../../app-deps.ts';
import { isSameOriginPost } from '../../plugins/origin-check.ts';
import { pageSessionRequired } from '../../plugins/session-guard.ts';
import { keepPageLanguage, pageContextOf, redirectToLogin, sendHtml } from '../pages/pages.context.ts';
import { escapeHtml, renderPageTitled } from '../pages/pages.html.ts';
import type { UserRow } from '../users/users.repository.ts';
import { depositLimitPageText } from './deposit-limit-pages.i18n.ts';
import { type LimitNotice, type LimitsPageInput, renderLimitsPage } from './deposit-limit-pages.views.ts';
import { allowanceOf, limitCurrencyOf, updateOwnLimit } from './deposit-limits.service.ts';

export const DEPOSIT_LIMITS_PAGE = '/platform/deposit-limits';

const periodSchema = z.enum(DEPOSIT_LIMIT_PERIODS);
const setSchema = z.object({ period: periodSchema, amount: z.string().max(30) });
const withdrawSchema = z.object({ period: periodSchema });
const noticeQuerySchema = z.object({
  saved: z.enum(['lowered', 'raise-pending', 'unchanged', 'withdrawn']),
  period: periodSchema,
});

/** "50", "50,00", "50.00" (either separator, no grouping); empty = no own limit. */
export function parseLimitAmount(typed: string, currency: string): number | null | 'invalid' {
  const compact = typed.replace(/\s/g, '');
  if (compact === '') return null;
  const factor = currencyFactor(currency);
  return toMinorUnits(compact, factor, '.') ?? toMinorUnits(compact, factor, ',') ?? 'invalid';
}

async function renderFor(deps: AppDeps, language: Language, user: UserRow, extra: Partial<LimitsPageInput> = {}) {
  return renderLimitsPage({
    language,
    country: user.country,
    locale: user.locale,
    allowance: await allowanceOf(deps, deps.db, user),
    notice: null,
    error: null,
    ...extra,
  });
}

function forbidden(reply: FastifyReply, language: Language) {
  const title = escapeHtml(depositLimitPageText(language, 'title'));
  const text = escapeHtml(depositLimitPageText(language, 'forbidden'));
  return sendHtml(reply, renderPageTitled({ language, title, body: `<p class="error" role="alert">${text}</p>` }), 403);
}

function savedRedirect(reply: FastifyReply, kind: LimitNotice, period: DepositLimitPeriod) {
  return reply.redirect(`${DEPOSIT_LIMITS_PAGE}?saved=${kind}&period=${period}`, 303);
}

/** The logged-in player of a same-origin post; otherwise the answer has been sent. */
async function postingPlayer(deps: AppDeps, request: FastifyRequest, reply: FastifyReply) {
  const context = await pageContextOf(deps, request);
  if (context.user === undefined) {
    await redirectToLogin(request, reply);
    return undefined;
  }
  if (!isSameOriginPost(deps, request)) {
    await forbidden(reply, context.language);
    return undefined;
  }
  return { user: context.user, language: context.language };
}

export async function depositLimitPagesRoutes(app: FastifyInstance, deps: AppDeps): Promise<void> {
  keepPageLanguage(app);
  app.get(DEPOSIT_LIMITS_PAGE, async (request, reply) => {
    const context = await pageContextOf(deps, request);
    if (context.user === undefined) return redirectToLogin(request, reply);
    const query = noticeQuerySchema.safeParse(request.query);
    const notice = query.success ? { kind: query.data.saved, period: query.data.period } : null;
    return sendHtml(reply, await renderFor(deps, context.language, context.user, { notice }));
  });

  app.post(DEPOSIT_LIMITS_PAGE, { onRequest: pageSessionRequired(deps) }, async (request, reply) => {
    const player = await postingPlayer(deps, request, reply);
    if (player === undefined) return reply;
    const { user, language } = player;
    const form = setSchema.safeParse(request.body ?? {});
    if (!form.success) return reply.redirect(DEPOSIT_LIMITS_PAGE, 303);
    const { period, amount: typed } = form.data;
    const amount = parseLimitAmount(typed, limitCurrencyOf(user));
    const refuse = async (key: 'errorInvalid' | 'errorAboveCap') =>
      sendHtml(reply, await renderFor(deps, language, user, { error: { period, typed, key } }), 400);
    if (amount === 'invalid') return refuse('errorInvalid');
    const result = await updateOwnLimit(deps, user, { period, request: { amount } });
    if (!result.ok) return refuse(result.problem === 'above-operator-limit' ? 'errorAboveCap' : 'errorInvalid');
    return savedRedirect(reply, result.change, period);
  });

  app.post(`${DEPOSIT_LIMITS_PAGE}/withdraw`, { onRequest: pageSessionRequired(deps) }, async (request, reply) => {
    const player = await postingPlayer(deps, request, reply);
    if (player === undefined) return reply;
    const form = withdrawSchema.safeParse(request.body ?? {});
    if (!form.success) return reply.redirect(DEPOSIT_LIMITS_PAGE, 303);
    await updateOwnLimit(deps, player.user, { period: form.data.period, request: 'withdraw-raise' });
    return savedRedirect(reply, 'withdrawn', form.data.period);
  });
}
