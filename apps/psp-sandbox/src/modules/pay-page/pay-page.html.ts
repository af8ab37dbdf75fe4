// The hosted payment page (wallet, voucher, online banking, iDEAL) and the 3-D Secure challenge page, in
// the shopper's language (the payment's shopperLocale: the shop's 8 languages, English otherwise).
import { choiceButton, renderChoiceForm } from '../../lib/choice-form.ts';
import { escapeHtml, renderPage } from '../../lib/html.ts';
import { formatMoney } from '../../lib/money.ts';
import { NUMBER_LOCALES, PAGE_TEXTS, type PageTexts, shopperLanguageOf } from '../../lib/shopper-language.ts';
import { DECLINE_CODES, DEFAULT_DECLINE_CODE } from '../../magic/magic-values.ts';
import type { Payment, PaymentMethod } from '../../store/store.ts';
import { findIssuer } from '../ideal/ideal-issuers.ts';

/** Brand names stay as they are; the generic ones are translated. */
function providerName(method: PaymentMethod, texts: PageTexts): string {
  switch (method) {
    case 'card':
    case 'sepa':
    case 'banktransfer':
    case 'bank':
      return texts.methods[method];
    case 'ideal':
      return 'iDEAL';
    case 'paypal':
      return 'PayPal';
    case 'paysafecard':
      return 'paysafecard';
    case 'skrill':
      return 'Skrill';
    case 'dummy':
      return 'gdDummyPay';
  }
}

const BRAND_NAMES: Record<string, string> = { visa: 'Visa', mastercard: 'Mastercard', amex: 'American Express' };

type Page = { payment: Payment; texts: PageTexts; locale: string };

function pageOf(payment: Payment): Page {
  const language = shopperLanguageOf(payment.shopperLocale);
  return { payment, texts: PAGE_TEXTS[language], locale: NUMBER_LOCALES[language] };
}

function detailsList({ payment, texts }: Page): string {
  const rows: [string, string][] = [[texts.reference, payment.reference]];
  const issuer = payment.idealIssuer === null ? undefined : findIssuer(payment.idealIssuer);
  if (issuer !== undefined) rows.unshift([texts.bank, `${issuer.name} (${issuer.bic})`]);
  if (payment.card !== null) {
    rows.unshift([texts.card, `${BRAND_NAMES[payment.card.brand] ?? texts.card} •••• ${payment.card.last4}`]);
  }
  if (payment.shopperName !== null) rows.push([texts.shopper, payment.shopperName]);
  // The shopper agrees to later charges here, as on PayPal's own page.
  if (payment.method === 'paypal' && payment.storePaymentMethod) {
    rows.push([texts.billingAgreement, texts.billingAgreementText]);
  }
  rows.push([texts.payment, payment.pspReference]);
  return `<dl>${rows.map(([term, value]) => `<dt>${escapeHtml(term)}</dt><dd>${escapeHtml(value)}</dd>`).join('')}</dl>`;
}

function summary(page: Page, heading: string): string {
  return `<section class="panel" aria-labelledby="provider">
<p class="provider" id="provider">${escapeHtml(heading)}</p>
<p class="amount" data-testid="psp-amount">${escapeHtml(formatMoney(page.payment.amount, page.locale))}</p>
${detailsList(page)}
</section>`;
}

function hostedPage(page: Page): string {
  const { payment, texts } = page;
  const options = DECLINE_CODES.map(
    (code) => `<option value="${code}"${code === DEFAULT_DECLINE_CODE ? ' selected' : ''}>${code}</option>`,
  ).join('');
  const action = `/pay/${encodeURIComponent(payment.pspReference)}`;
  return `${summary(page, providerName(payment.method, texts))}
${renderChoiceForm({ action, texts, codeOptions: options, defaultCode: DEFAULT_DECLINE_CODE })}`;
}

function challengePage(page: Page): string {
  const { payment, texts } = page;
  const action = `/pay/${encodeURIComponent(payment.pspReference)}`;
  return `${summary(page, '3-D Secure')}
<form class="panel" method="post" action="${escapeHtml(action)}">
<h2>${escapeHtml(texts.challengeTitle)}</h2>
<p class="hint">${escapeHtml(texts.challengeHint)}</p>
<div class="choices" style="margin-top:1rem">
${choiceButton('approve', 'approve', texts.challengeApprove)}
${choiceButton('decline', 'decline', texts.challengeDecline)}
</div>
</form>`;
}

function finishedPage(page: Page, backUrl: string | null): string {
  const { payment, texts } = page;
  const back =
    backUrl === null
      ? ''
      : `<a class="button link" href="${escapeHtml(backUrl)}" data-testid="psp-return">${escapeHtml(texts.returnToShop)}</a>`;
  return `${summary(page, providerName(payment.method, texts))}
<section class="panel">
<p class="status" data-testid="psp-status">${escapeHtml(texts.status.replace('{status}', payment.status))}</p>
${back}
</section>`;
}

export function renderPaymentPage(payment: Payment, backUrl: string | null): string {
  const page = pageOf(payment);
  const frame = { lang: shopperLanguageOf(payment.shopperLocale), testMode: page.texts.testMode };
  if (payment.status !== 'REDIRECT') {
    return renderPage({ ...frame, title: page.texts.pageTitle, body: finishedPage(page, backUrl) });
  }
  if (payment.flow === 'challenge') return renderPage({ ...frame, title: '3-D Secure', body: challengePage(page) });
  return renderPage({ ...frame, title: providerName(payment.method, page.texts), body: hostedPage(page) });
}

export function renderNotFoundPage(): string {
  const texts = PAGE_TEXTS.en;
  return renderPage({
    title: texts.unknownTitle,
    body: `<section class="panel"><p class="status">${escapeHtml(texts.unknown)}</p></section>`,
  });
}
