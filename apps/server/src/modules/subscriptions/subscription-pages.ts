// The demo platform's saver-package pages: shop settings (the package, its cancellation, the other ways to
// cancel), the confirmation link of the sign-up e-mail, and closing the player account. Forms post to the
// same origin; a cookie-authenticated post from another origin is refused.
import type { Language } from '@shop/domain/language';
import { formatMoney } from '@shop/domain/money';
import { calendarDateOf, outstandingBookings } from '@shop/domain/subscription';
import type { FastifyInstance, FastifyReply } from 'fastify';
import { z } from 'zod';
import type { AppDeps } from '../../app-deps.ts';
import { isSameOriginPost } from '../../plugins/origin-check.ts';
import { pageSessionRequired } from '../../plugins/session-guard.ts';
import { depositLimitPageText } from '../deposit-limits/deposit-limit-pages.i18n.ts';
import { expressNoticeOf, renderExpressSettingsSection } from '../express/express-pages.ts';
import { keepPageLanguage, pageContextOf, redirectToLogin, sendHtml } from '../pages/pages.context.ts';
import { escapeHtml, renderPageTitled } from '../pages/pages.html.ts';
import type { UserRow } from '../users/users.repository.ts';
import { cancelSubscription, closePlayerAccount, confirmSubscription } from './subscription-lifecycle.ts';
import {
  type SubscriptionPageKey,
  subscriptionPageCountText,
  subscriptionPageText,
} from './subscription-pages.i18n.ts';
import { scheduleOfRow, toSubscriptionDetails } from './subscription-record.ts';
import { findShownSubscription } from './subscriptions.repository.ts';

const tokenSchema = z.object({ token: z.string().trim().min(16).max(200) });

function t(language: Language, key: SubscriptionPageKey, values: Record<string, string> = {}): string {
  return escapeHtml(subscriptionPageText(language, key, values));
}

function page(language: Language, title: SubscriptionPageKey, body: string): string {
  const back = `<p><a class="button secondary" href="/platform/games">${t(language, 'backToGames')}</a></p>`;
  return renderPageTitled({ language, title: t(language, title), body: `${body}${back}` });
}

/** SPEC §3: mm/dd/yyyy for US players, dd.mm.yyyy otherwise. */
function formatDate(date: string, country: string | undefined): string {
  const [year, month, day] = date.split('-');
  return country === 'US' ? `${month}/${day}/${year}` : `${day}.${month}.${year}`;
}

function forbidden(reply: FastifyReply, language: Language) {
  return sendHtml(
    reply,
    page(language, 'settingsTitle', `<p class="error" role="alert">${t(language, 'forbidden')}</p>`),
    403,
  );
}

async function renderSettings(deps: AppDeps, language: Language, user: UserRow, notice: string): Promise<string> {
  const row = await findShownSubscription(deps.db, user.id);
  const details = row === undefined ? null : toSubscriptionDetails(row, deps.clock.now());
  const date = (value: string) => escapeHtml(formatDate(value, user.country));
  const money = (amount: number, currency: string) => escapeHtml(formatMoney(amount, currency, user.locale));
  const blocks: string[] = [];
  if (user.deposit_block_reason !== null) {
    const amount = formatMoney(user.deposit_block_amount ?? 0, row?.currency ?? 'EUR', user.locale);
    blocks.push(
      `<p class="error" role="alert" data-testid="deposits-blocked">${t(
        language,
        user.deposit_block_reason === 'chargeback' ? 'chargebackBlocked' : 'depositsBlocked',
        { amount },
      )}</p>`,
    );
  }
  if (user.subscription_signup_blocked) blocks.push(`<p class="notice">${t(language, 'signupBlocked')}</p>`);
  let section: string;
  if (details === null || row === undefined) {
    section = `<section class="card" data-testid="no-package"><p>${t(language, 'noPackage')}</p>
<p><a class="button" href="/subscription">${t(language, 'takePackage')}</a></p></section>`;
  } else {
    const rows: [SubscriptionPageKey, string, string][] = [
      ['state', t(language, `state${details.state}`), 'state'],
      ['monthlyDeposit', money(details.amount, details.currency), 'amount'],
      ['monthlyBonus', money(details.bonusAmount, row.gd_currency), 'bonus'],
      ['startDate', date(details.startDate), 'start-date'],
      [
        'nextBooking',
        details.nextBookingDate === null ? t(language, 'noNextBooking') : date(details.nextBookingDate),
        'next-booking',
      ],
      ['minimumTermEnd', date(details.minimumTermEndDate), 'minimum-term-end'],
    ];
    if (details.endDate === null && details.state !== 'FAILED') {
      rows.push(['minimumTermLeft', String(details.outstandingBookingsCount), 'minimum-term-left']);
    }
    if (details.endDate !== null) rows.push(['endDate', date(details.endDate), 'end-date']);
    const table = rows
      .map(
        ([key, value, id]) =>
          `<tr><th scope="row">${t(language, key)}</th><td data-testid="package-${id}">${value}</td></tr>`,
      )
      .join('');
    const parts = [
      `<section class="card" data-testid="package"><h2>${t(language, 'packageHeading')}</h2><table>${table}</table>`,
    ];
    if (details.state === 'PENDING') {
      parts.push(`<p class="notice" role="status">${t(language, 'pendingNotice')}</p>
<p><a class="button secondary" href="/platform/mailbox">${t(language, 'openMailbox')}</a></p>`);
    }
    if (details.state === 'CANCELED' && details.endDate !== null) {
      const received = row.cancel_received_at === null ? details.endDate : calendarDateOf(row.cancel_received_at);
      parts.push(
        `<p class="notice" role="status" data-testid="cancelled-notice">${t(language, 'cancelledNotice', {
          received: formatDate(received, user.country),
          date: formatDate(details.endDate, user.country),
        })}</p>`,
      );
    }
    if (details.state === 'FAILED') parts.push(`<p class="notice">${t(language, 'failedNotice')}</p>`);
    parts.push('</section>');
    if ((details.state === 'ACTIVE' || details.state === 'PENDING') && details.cancellationEffectiveDate !== null) {
      const effective = details.cancellationEffectiveDate;
      // Bookings still to come up to the day the cancellation would take effect.
      const left = outstandingBookings(scheduleOfRow(row), row.bookings_count, effective);
      const bookings =
        left > 0
          ? subscriptionPageCountText(language, 'cancelBookingsLeft', left)
          : subscriptionPageText(language, 'cancelNoBookingsLeft');
      // Not yet confirmed, it never started: cancelling ends it today and its sign-up bonus goes back.
      const effect =
        details.state === 'PENDING'
          ? t(language, 'cancelPending', { bonus: money(details.bonusAmount, row.gd_currency) })
          : t(language, 'cancelEffective', { date: formatDate(effective, user.country), bookings });
      parts.push(`<section class="card"><h2>${t(language, 'cancelHeading')}</h2>
<p data-testid="cancel-effective">${effect}</p>
<form method="post" action="/platform/shop-settings/subscription/cancel"><button type="submit" data-testid="cancel-subscription">${t(language, 'cancelButton')}</button></form>
</section>`);
    }
    section = parts.join('\n');
  }
  section += await renderExpressSettingsSection(deps, language, user);
  const otherWays = `<section class="card"><h2>${t(language, 'otherWaysHeading')}</h2><p>${t(language, 'otherWaysText')}</p></section>
<section class="card"><h2>${escapeHtml(depositLimitPageText(language, 'title'))}</h2><p><a href="/platform/deposit-limits" data-testid="deposit-limits-link">${escapeHtml(depositLimitPageText(language, 'link'))}</a></p></section>
<section class="card"><h2>${t(language, 'accountHeading')}</h2><p><a href="/platform/account/close">${t(language, 'closeAccountLink')}</a></p></section>`;
  return page(language, 'settingsTitle', `${notice}${blocks.join('')}${section}${otherWays}`);
}

export async function subscriptionPagesRoutes(app: FastifyInstance, deps: AppDeps): Promise<void> {
  keepPageLanguage(app);
  app.get('/platform/shop-settings', async (request, reply) => {
    const context = await pageContextOf(deps, request);
    if (context.user === undefined) return redirectToLogin(request, reply);
    const notice = expressNoticeOf(context.language, request.query);
    return sendHtml(reply, await renderSettings(deps, context.language, context.user, notice));
  });

  const sessionFirst = { onRequest: pageSessionRequired(deps) };
  app.post('/platform/shop-settings/subscription/cancel', sessionFirst, async (request, reply) => {
    const context = await pageContextOf(deps, request);
    if (context.user === undefined) return redirectToLogin(request, reply);
    if (!isSameOriginPost(deps, request)) return forbidden(reply, context.language);
    await cancelSubscription(deps, { userId: context.user.id, channel: 'web' });
    return reply.redirect('/platform/shop-settings', 303);
  });

  app.get('/platform/subscription/confirm', async (request, reply) => {
    const context = await pageContextOf(deps, request);
    const { language } = context;
    const query = tokenSchema.safeParse(request.query);
    if (!query.success) {
      return sendHtml(
        reply,
        page(language, 'confirmTitle', `<p class="error" role="alert">${t(language, 'confirmInvalid')}</p>`),
        404,
      );
    }
    // A GET never confirms (mail scanners open links): the player presses the button.
    const body = `<section class="card"><p>${t(language, 'confirmIntro')}</p>
<form method="post" action="/platform/subscription/confirm"><input type="hidden" name="token" value="${escapeHtml(query.data.token)}">
<button type="submit" data-testid="confirm-subscription">${t(language, 'confirmButton')}</button></form></section>`;
    return sendHtml(reply, page(language, 'confirmTitle', body));
  });

  app.post('/platform/subscription/confirm', async (request, reply) => {
    const context = await pageContextOf(deps, request);
    const { language } = context;
    const form = tokenSchema.safeParse(request.body ?? {});
    const result = form.success ? await confirmSubscription(deps, form.data.token) : 'invalid';
    const link = `<p><a class="button" href="/platform/shop-settings">${t(language, 'toShopSettings')}</a></p>`;
    if (result === 'confirmed' || result === 'already-confirmed') {
      const row = context.user === undefined ? undefined : await findShownSubscription(deps.db, context.user.id);
      const next = row?.next_booking_date ?? null;
      const text =
        result === 'confirmed' && next !== null
          ? t(language, 'confirmDone', { date: formatDate(next, context.user?.country) })
          : t(language, 'confirmAlready');
      return sendHtml(
        reply,
        page(
          language,
          'confirmTitle',
          `<p class="notice" role="status" data-testid="confirm-result">${text}</p>${link}`,
        ),
      );
    }
    const text = t(language, result === 'expired' ? 'confirmExpired' : 'confirmInvalid');
    return sendHtml(
      reply,
      page(language, 'confirmTitle', `<p class="error" role="alert" data-testid="confirm-result">${text}</p>${link}`),
      result === 'invalid' ? 404 : 409,
    );
  });

  app.get('/platform/account/close', async (request, reply) => {
    const context = await pageContextOf(deps, request);
    if (context.user === undefined) return redirectToLogin(request, reply);
    const { language } = context;
    const body = `<section class="card"><p>${t(language, 'closeIntro')}</p>
<form method="post" action="/platform/account/close"><button type="submit" data-testid="close-account">${t(language, 'closeButton')}</button></form></section>`;
    return sendHtml(reply, page(language, 'closeTitle', body));
  });

  app.post('/platform/account/close', sessionFirst, async (request, reply) => {
    const context = await pageContextOf(deps, request);
    if (context.user === undefined) return redirectToLogin(request, reply);
    if (!isSameOriginPost(deps, request)) return forbidden(reply, context.language);
    await closePlayerAccount(deps, context.user.id);
    reply.clearCookie('gd_session', { path: '/' });
    return sendHtml(
      reply,
      page(context.language, 'closeTitle', `<p class="notice" role="status">${t(context.language, 'closeDone')}</p>`),
    );
  });
}
