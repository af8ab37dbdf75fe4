// The page inside one hosted card-field iframe: an input and /hosted/field.js, nothing else.
// The label, placeholder and <html lang> follow the shop's language (the `locale` the client passes).
import { escapeHtml } from '../../lib/html.ts';
import { HOSTED_FIELD_TEXTS, type ShopperLanguage } from '../../lib/shopper-language.ts';

export type HostedFieldType = 'number' | 'expiry' | 'cvc';

const INPUTS: Record<HostedFieldType, { autocomplete: string; maxLength: number }> = {
  number: { autocomplete: 'cc-number', maxLength: 23 },
  expiry: { autocomplete: 'cc-exp', maxLength: 5 },
  cvc: { autocomplete: 'cc-csc', maxLength: 4 },
};

const STYLE = `
  html,body{margin:0;height:100%;background:transparent}
  input{box-sizing:border-box;display:block;width:100%;height:100%;min-height:2.5rem;margin:0;padding:.5rem .75rem;
    font:16px/1.25 system-ui,-apple-system,"Segoe UI",Roboto,sans-serif;color:#1d2433;background:#fff;
    border:1px solid #8c959f;border-radius:.4rem;font-variant-numeric:tabular-nums}
  input:focus{outline:2px solid #0969da;outline-offset:-2px}
`;

export function hostedFieldSecurityPolicy(parentOrigin: string): string {
  return [
    "default-src 'none'",
    "script-src 'self'",
    "style-src 'unsafe-inline'",
    "connect-src 'self'",
    "base-uri 'none'",
    "form-action 'none'",
    // Only the page that asked for the field may frame it.
    `frame-ancestors ${parentOrigin}`,
  ].join('; ');
}

export function renderHostedField(
  type: HostedFieldType,
  parentOrigin: string,
  session: string,
  language: ShopperLanguage = 'en',
  /** The Adyen dialect's secured fields: the public key the field encrypts its value with (adyen-field-encryption.ts). */
  encryptionKey?: string,
): string {
  const input = { ...INPUTS[type], ...HOSTED_FIELD_TEXTS[language][type] };
  return `<!doctype html>
<html lang="${language}">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>${escapeHtml(input.label)}</title>
<style>${STYLE}</style>
</head>
<body data-field="${type}" data-parent-origin="${escapeHtml(parentOrigin)}" data-session="${escapeHtml(session)}"${encryptionKey === undefined ? '' : ` data-encryption-key="${escapeHtml(encryptionKey)}"`}>
<input id="field" type="text" inputmode="numeric" autocomplete="${input.autocomplete}" placeholder="${escapeHtml(input.placeholder)}" aria-label="${escapeHtml(input.label)}" maxlength="${input.maxLength}" spellcheck="false" autocorrect="off">
<script src="/hosted/field.js"></script>
</body>
</html>`;
}
