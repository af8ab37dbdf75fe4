// The hosted payment page (wallet, voucher, online banking, iDEAL) and the 3-D Secure challenge page.
import { escapeHtml, renderPage } from '../../lib/html.ts';
import { formatMoney } from '../../lib/money.ts';
import { DECLINE_CODES, DEFAULT_DECLINE_CODE } from '../../magic/magic-values.ts';
import type { Payment, PaymentMethod } from '../../store/store.ts';
import { findIssuer } from '../ideal/ideal-issuers.ts';

const PROVIDER_NAMES: Record<PaymentMethod, string> = {
  card: 'Card',
  sepa: 'SEPA Direct Debit',
  ideal: 'iDEAL',
  banktransfer: 'Bank transfer',
  paypal: 'PayPal',
  paysafecard: 'paysafecard',
  skrill: 'Skrill',
  bank: 'Online banking',
  dummy: 'gdDummyPay',
};

const BRAND_NAMES: Record<string, string> = { visa: 'Visa', mastercard: 'Mastercard', amex: 'American Express' };

function detailsList(payment: Payment): string {
  const rows: [string, string][] = [['Reference', payment.reference]];
  const issuer = payment.idealIssuer === null ? undefined : findIssuer(payment.idealIssuer);
  if (issuer !== undefined) rows.unshift(['Bank', `${issuer.name} (${issuer.bic})`]);
  if (payment.card !== null) {
    rows.unshift(['Card', `${BRAND_NAMES[payment.card.brand] ?? 'Card'} •••• ${payment.card.last4}`]);
  }
  if (payment.shopperName !== null) rows.push(['Shopper', payment.shopperName]);
  // The shopper agrees to later charges here, as on PayPal's own page.
  if (payment.method === 'paypal' && payment.storePaymentMethod) {
    rows.push(['Billing agreement', 'Approve also allows later charges by the shop']);
  }
  rows.push(['Payment', payment.pspReference]);
  return `<dl>${rows.map(([term, value]) => `<dt>${escapeHtml(term)}</dt><dd>${escapeHtml(value)}</dd>`).join('')}</dl>`;
}

function choiceButton(choice: string, className: string, label: string): string {
  return `<button type="submit" name="choice" value="${choice}" class="${className}" data-testid="psp-choice-${choice}">${escapeHtml(label)}</button>`;
}

function summary(payment: Payment, heading: string): string {
  return `<section class="panel" aria-labelledby="provider">
<p class="provider" id="provider">${escapeHtml(heading)}</p>
<p class="amount" data-testid="psp-amount">${escapeHtml(formatMoney(payment.amount))}</p>
${detailsList(payment)}
</section>`;
}

function hostedPage(payment: Payment): string {
  const options = DECLINE_CODES.map(
    (code) => `<option value="${code}"${code === DEFAULT_DECLINE_CODE ? ' selected' : ''}>${code}</option>`,
  ).join('');
  const action = `/pay/${encodeURIComponent(payment.pspReference)}`;
  return `${summary(payment, PROVIDER_NAMES[payment.method])}
<form class="panel" method="post" action="${escapeHtml(action)}">
<h2>Choose how this test payment ends</h2>
<div class="choices">
${choiceButton('approve', 'approve', 'Approve')}
${choiceButton('decline', 'decline', 'Decline')}
${choiceButton('cancel', 'neutral', 'Cancel')}
${choiceButton('pending', 'neutral', 'Leave pending')}
</div>
<details>
<summary>Decline code (default ${DEFAULT_DECLINE_CODE})</summary>
<label for="refusalCode">Refusal code sent when you press Decline</label>
<select id="refusalCode" name="refusalCode">${options}</select>
</details>
<p class="hint">Approve, Decline and Leave pending return to the shop; Cancel returns to where the payment started.</p>
</form>`;
}

function challengePage(payment: Payment): string {
  const action = `/pay/${encodeURIComponent(payment.pspReference)}`;
  return `${summary(payment, '3-D Secure')}
<form class="panel" method="post" action="${escapeHtml(action)}">
<h2>Authenticate this card payment</h2>
<p class="hint">Your bank asks you to confirm the payment. In the sandbox you decide the answer.</p>
<div class="choices" style="margin-top:1rem">
${choiceButton('approve', 'approve', 'Complete authentication')}
${choiceButton('decline', 'decline', 'Fail authentication')}
</div>
</form>`;
}

function finishedPage(payment: Payment, backUrl: string | null): string {
  const back =
    backUrl === null
      ? ''
      : `<a class="button link" href="${escapeHtml(backUrl)}" data-testid="psp-return">Return to the shop</a>`;
  return `${summary(payment, PROVIDER_NAMES[payment.method])}
<section class="panel">
<p class="status" data-testid="psp-status">This payment is ${escapeHtml(payment.status)}.</p>
${back}
</section>`;
}

export function renderPaymentPage(payment: Payment, backUrl: string | null): string {
  if (payment.status !== 'REDIRECT') return renderPage({ title: 'Payment', body: finishedPage(payment, backUrl) });
  if (payment.flow === 'challenge') return renderPage({ title: '3-D Secure', body: challengePage(payment) });
  return renderPage({ title: PROVIDER_NAMES[payment.method], body: hostedPage(payment) });
}

export function renderNotFoundPage(): string {
  return renderPage({
    title: 'Unknown payment',
    body: '<section class="panel"><p class="status">This payment does not exist (the sandbox keeps payments in memory; was it restarted?).</p></section>',
  });
}
