// The demo platform's express-payment parts: the games page's quick deposit (tap 1 of 2: it opens the shop's
// express screen, whose pay button is tap 2) and the shop settings' section with its same-origin "off" form.
import type { Language } from '@shop/domain/language';
import { formatMoney } from '@shop/domain/money';
import type { FastifyInstance } from 'fastify';
import type { AppDeps } from '../../app-deps.ts';
import { isSameOriginPost } from '../../plugins/origin-check.ts';
import { pageSessionRequired } from '../../plugins/session-guard.ts';
import { keepPageLanguage, pageContextOf, redirectToLogin, sendHtml } from '../pages/pages.context.ts';
import { escapeHtml, renderPageTitled } from '../pages/pages.html.ts';
import { subscriptionPageText } from '../subscriptions/subscription-pages.i18n.ts';
import type { UserRow } from '../users/users.repository.ts';
import { type ExpressOffer, findExpressOffer, listExpressSettings, unsubscribeExpress } from './express.service.ts';
import { type ExpressPageKey, expressPageText } from './express-pages.i18n.ts';

/** The shop's express screen (web route /express): the platform's quick-deposit entry. */
export const EXPRESS_SCREEN_PATH = '/express';

function t(language: Language, key: ExpressPageKey, values: Record<string, string> = {}): string {
  return escapeHtml(expressPageText(language, key, values));
}

const BRAND_NAMES: Readonly<Record<string, string>> = {
  visa: 'Visa',
  mastercard: 'Mastercard',
  amex: 'American Express',
  maestro: 'Maestro',
  cartebleue: 'Carte Bleue',
};

function methodLabel(language: Language, method: ExpressOffer['method']): string {
  if (method.kind === 'paypal') return expressPageText(language, 'methodPaypal');
  if (method.kind === 'elv') return expressPageText(language, 'methodDirectDebit', { iban: method.ibanMasked });
  const brand = method.brand === null ? undefined : BRAND_NAMES[method.brand.toLowerCase()];
  return brand === undefined
    ? expressPageText(language, 'methodCardUnknown', { last4: method.last4 })
    : expressPageText(language, 'methodCard', { brand, last4: method.last4 });
}

export interface QuickDepositView {
  amount: string;
  method: ExpressOffer['method'];
}

/** The games page's quick deposit for this player, or null (see findExpressOffer). */
export async function quickDepositOf(deps: AppDeps, user: UserRow): Promise<QuickDepositView | null> {
  const offer = await findExpressOffer(deps, user.id);
  if (offer === null) return null;
  return { amount: formatMoney(offer.price, offer.currency, user.locale), method: offer.method };
}

/** A link, not a form: entering the shop changes nothing; the shop's pay button is the decision. */
export function renderQuickDeposit(language: Language, view: QuickDepositView | null): string {
  if (view === null) return '';
  const label = t(language, 'quickDeposit', { amount: view.amount, method: methodLabel(language, view.method) });
  return `<section class="card" data-testid="quick-deposit-card">
<h2>${t(language, 'expressHeading')}</h2>
<p><a class="button" href="${EXPRESS_SCREEN_PATH}" data-testid="quick-deposit">${label}</a></p>
<p>${t(language, 'quickDepositHint')}</p>
</section>
`;
}

/** The shop settings' express section: on (with the method), on but not chargeable now, or off. */
export async function renderExpressSettingsSection(deps: AppDeps, language: Language, user: UserRow): Promise<string> {
  const [settings, offer] = await Promise.all([listExpressSettings(deps, user.id), findExpressOffer(deps, user.id)]);
  const favourite = settings?.find((setting) => setting.subscribed);
  const heading = `<h2>${t(language, 'expressHeading')}</h2>`;
  if (favourite === undefined) {
    return `<section class="card" data-testid="express-settings" data-state="off">${heading}<p>${t(language, 'expressOff')}</p></section>`;
  }
  const state = offer === null || !favourite.available ? 'unavailable' : 'on';
  const text =
    offer === null || !favourite.available
      ? t(language, 'expressUnavailable')
      : t(language, 'expressOn', { method: methodLabel(language, offer.method) });
  return `<section class="card" data-testid="express-settings" data-state="${state}">${heading}<p>${text}</p>
<form method="post" action="/platform/shop-settings/express/off"><button type="submit" data-testid="express-off">${t(language, 'expressOffButton')}</button></form>
</section>`;
}

/** The shop settings' notice after the "off" form (its redirect carries `?express=off`). */
export function expressNoticeOf(language: Language, query: unknown): string {
  const turnedOff = typeof query === 'object' && query !== null && Reflect.get(query, 'express') === 'off';
  return turnedOff
    ? `<p class="notice" role="status" data-testid="express-turned-off">${t(language, 'expressTurnedOff')}</p>`
    : '';
}

export async function expressPagesRoutes(app: FastifyInstance, deps: AppDeps): Promise<void> {
  keepPageLanguage(app);
  app.post('/platform/shop-settings/express/off', { onRequest: pageSessionRequired(deps) }, async (request, reply) => {
    const context = await pageContextOf(deps, request);
    if (context.user === undefined) return redirectToLogin(request, reply);
    if (!isSameOriginPost(deps, request)) {
      // The same refusal as the other shop-settings forms: no cookie-authenticated change from another site.
      const { language } = context;
      const body = `<p class="error" role="alert">${escapeHtml(subscriptionPageText(language, 'forbidden'))}</p>`;
      return sendHtml(reply, renderPageTitled({ language, title: t(language, 'expressHeading'), body }), 403);
    }
    await unsubscribeExpress(deps, context.user.id);
    return reply.redirect('/platform/shop-settings?express=off', 303);
  });
}
