// The form the hosted payment page and PayPal's approve page end with: how this test payment ends (Approve,
// Decline with the refusal code it sends, Cancel, Leave pending), in the shopper's language.
import { escapeHtml } from './html.ts';
import type { PageTexts } from './shopper-language.ts';

export function choiceButton(choice: string, className: string, label: string): string {
  return `<button type="submit" name="choice" value="${choice}" class="${className}" data-testid="psp-choice-${choice}">${escapeHtml(label)}</button>`;
}

/**
 * `codeOptions`: the <option>s of the refusal code, `defaultCode` the one selected; `extraField`: one more field
 * under them (PayPal's vault behaviour).
 */
export function renderChoiceForm(input: {
  action: string;
  texts: PageTexts;
  codeOptions: string;
  defaultCode: string;
  extraField?: string;
}): string {
  const { texts } = input;
  return `<form class="panel" method="post" action="${escapeHtml(input.action)}">
<h2>${escapeHtml(texts.chooseEnd)}</h2>
<div class="choices">
${choiceButton('approve', 'approve', texts.approve)}
${choiceButton('decline', 'decline', texts.decline)}
${choiceButton('cancel', 'neutral', texts.cancel)}
${choiceButton('pending', 'neutral', texts.pending)}
</div>
<details>
<summary>${escapeHtml(texts.declineCode.replace('{code}', input.defaultCode))}</summary>
<label for="refusalCode">${escapeHtml(texts.refusalCodeLabel)}</label>
<select id="refusalCode" name="refusalCode">${input.codeOptions}</select>
${input.extraField === undefined ? '' : `${input.extraField}\n`}</details>
<p class="hint">${escapeHtml(texts.hostedHint)}</p>
</form>`;
}
