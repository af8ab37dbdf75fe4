// The approve page PayPal's `payer-action` link leads to (`/checkoutnow?token=<order id>`), in the shopper's
// language: Approve, Decline (with the issue the capture then fails with), Cancel, Leave pending; for an order
// that vaults the PayPal account, what its later charges do.
import { renderChoiceForm } from '../../lib/choice-form.ts';
import { escapeHtml, renderPage } from '../../lib/html.ts';
import { formatMoney } from '../../lib/money.ts';
import { NUMBER_LOCALES, PAGE_TEXTS, shopperLanguageOf } from '../../lib/shopper-language.ts';
import type { PaypalOrder, VaultBehaviour } from './paypal-store.ts';

/** The decline codes the page offers and the issue PayPal's capture answers for each (the adapter maps back). */
export const DECLINE_ISSUES: Readonly<Record<string, string>> = {
  '8': 'INSTRUMENT_DECLINED',
  '9': 'TRANSACTION_REFUSED',
  '37': 'MAX_NUMBER_OF_PAYMENT_ATTEMPTS_EXCEEDED',
  '40': 'SHIPPING_ADDRESS_INVALID',
  '41': 'BILLING_ADDRESS_INVALID',
  '42': 'REDIRECT_PAYER_FOR_ALTERNATE_FUNDING',
  '43': 'PAYER_ACCOUNT_LOCKED_OR_CLOSED',
  '44': 'PAYER_COUNTRY_NOT_SUPPORTED',
  '45': 'PAYER_CANNOT_PAY',
  '47': 'PAYEE_BLOCKED_TRANSACTION',
};

export const VAULT_BEHAVIOURS: Readonly<Record<VaultBehaviour, string>> = {
  succeed: 'Later charges succeed',
  declineAll: 'Every later charge declined (INSTRUMENT_DECLINED)',
  declineOdd: 'Later charges declined on the 1st, 3rd, 5th …, paid on the 2nd, 4th …',
};

export function renderApprovePage(order: PaypalOrder, formAction: string): string {
  const language = shopperLanguageOf(order.locale);
  const texts = PAGE_TEXTS[language];
  const amount = formatMoney(order.amount, NUMBER_LOCALES[language]);
  const rows: [string, string][] = [[texts.reference, order.customId ?? order.id]];
  if (order.storeInVault) rows.push([texts.billingAgreement, texts.billingAgreementText]);
  rows.push([texts.payment, order.id]);
  const finished = order.status !== 'PAYER_ACTION_REQUIRED';
  const issues = Object.entries(DECLINE_ISSUES)
    .map(([code, issue]) => `<option value="${code}"${code === '8' ? ' selected' : ''}>${code} · ${issue}</option>`)
    .join('');
  const vault = order.storeInVault
    ? `<label for="vaultBehaviour">Vault</label><select id="vaultBehaviour" name="vaultBehaviour" data-testid="psp-vault-behaviour">${Object.entries(
        VAULT_BEHAVIOURS,
      )
        .map(([value, label]) => `<option value="${value}">${escapeHtml(label)}</option>`)
        .join('')}</select>`
    : '';
  const form = finished
    ? `<section class="panel"><p class="status" data-testid="psp-status">${escapeHtml(texts.status.replace('{status}', order.status))}</p></section>`
    : renderChoiceForm({ action: formAction, texts, codeOptions: issues, defaultCode: '8', extraField: vault });
  const body = `<section class="panel" aria-labelledby="provider">
<p class="provider" id="provider">PayPal</p>
<p class="amount" data-testid="psp-amount">${escapeHtml(amount)}</p>
<dl>${rows.map(([term, value]) => `<dt>${escapeHtml(term)}</dt><dd>${escapeHtml(value)}</dd>`).join('')}</dl>
</section>
${form}`;
  return renderPage({ title: 'PayPal', body, lang: language, testMode: texts.testMode });
}
