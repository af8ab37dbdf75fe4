// The support form's HTML: the form (GOV.UK error summary, errors under their fields linked with
// aria-describedby), the confirmation with the ticket number and the refusals. Works without script; in the
// shop's modal (`embed`) a few lines of script report the content height, Escape and a sent request to the
// parent window, on the same origin only.
import {
  SUPPORT_FORM_PATH,
  SUPPORT_MESSAGE_MAX_LENGTH,
  SUPPORT_MESSAGE_MIN_LENGTH,
  SUPPORT_REFERENCE_MAX_LENGTH,
  SUPPORT_TOPICS,
  type SupportTopic,
} from '@shop/contracts/support';
import { escapeHtml, htmlDocument } from '@shop/domain/html';
import type { Language } from '@shop/domain/language';
import { pageText } from '../pages/pages.i18n.ts';
import type { SupportField, SupportFieldErrors, SupportFormValues } from './support-form.ts';
import { type SupportPageKey, supportPageText } from './support-pages.i18n.ts';

/** How the page is shown: as a full platform page, or inside the shop's support modal. */
export interface SupportPageMode {
  language: Language;
  embed: boolean;
}

function t(language: Language, key: SupportPageKey, values: Record<string, string> = {}): string {
  return escapeHtml(supportPageText(language, key, values));
}

const TOPIC_TEXT: Readonly<Record<SupportTopic, SupportPageKey>> = {
  deposit: 'topicDeposit',
  payout: 'topicPayout',
  'saver-package': 'topicSaverPackage',
  account: 'topicAccount',
  other: 'topicOther',
};

function topicKeyOf(topic: string): SupportPageKey {
  return (SUPPORT_TOPICS as readonly string[]).includes(topic) ? TOPIC_TEXT[topic as SupportTopic] : 'topicOther';
}

/** The query that keeps the language and the mode across the form, its answer and "send another". */
export function modeQuery(mode: SupportPageMode, extra: Record<string, string> = {}): string {
  const query = new URLSearchParams({ ...extra, lang: mode.language });
  if (mode.embed) query.set('embed', '1');
  return query.toString();
}

const STYLE = `
  *{box-sizing:border-box}
  html{-webkit-text-size-adjust:100%}
  body{margin:0;font:1rem/1.5 system-ui,-apple-system,"Segoe UI",Roboto,"Helvetica Neue",Arial,sans-serif;color:#16202e;background:#f4f6fa;overflow-wrap:break-word}
  body.embed{background:#fff}
  header{background:#18315c;color:#fff;padding:.75rem 1rem}
  header a{color:#fff;text-decoration:none;font-weight:600}
  .page{max-width:36rem;margin:1.5rem auto;padding:0 1rem}
  .embed .page{max-width:none;margin:0;padding:4px}
  .card{background:#fff;border-radius:16px;padding:1.25rem;box-shadow:0 1px 2px rgb(22 32 46 / 8%)}
  .embed .card{padding:0;box-shadow:none;border-radius:0}
  h1{font-size:1.75rem;line-height:1.2;margin:.5rem 0 1rem}
  .embed h1:not(.sent-title){position:absolute;width:1px;height:1px;overflow:hidden;clip:rect(0 0 0 0);white-space:nowrap}
  h2{font-size:1.125rem;margin:0 0 .5rem}
  p{margin:0 0 1rem}
  .muted,.hint{color:#4a5568}
  .hint{font-size:.875rem;margin:.125rem 0 .375rem}
  .player{display:flex;gap:.5rem;align-items:baseline;flex-wrap:wrap}
  .field{margin:0 0 1.25rem}
  label{display:block;font-weight:600;margin:0 0 .125rem}
  select,textarea,input[type=text]{display:block;width:100%;min-height:44px;padding:.625rem .75rem;border:1px solid #6b7687;border-radius:10px;font:inherit;color:inherit;background:#fff}
  textarea{min-height:8rem;resize:vertical}
  select:focus,textarea:focus,input:focus,button:focus,a:focus{outline:2px solid #1d4ed8;outline-offset:2px}
  .invalid select,.invalid textarea,.invalid input{border:2px solid #b42318}
  .field-error{color:#b42318;font-weight:600;margin:.375rem 0 0}
  .summary{border:3px solid #b42318;border-radius:10px;padding:1rem;margin:0 0 1.5rem}
  .summary:focus{outline:3px solid #1d4ed8;outline-offset:0}
  .summary ul{margin:0;padding-left:1.25rem}
  .summary a{color:#b42318;font-weight:600}
  .notice{background:#fff4de;color:#5c3900;border-radius:10px;padding:.75rem 1rem}
  .error{background:#fdecea;color:#8c1c13;border-radius:10px;padding:.75rem 1rem}
  .button{display:flex;align-items:center;justify-content:center;width:100%;min-height:48px;padding:.75rem 1rem;border:0;border-radius:10px;background:#1d4ed8;color:#fff;font:inherit;font-weight:600;text-decoration:none;cursor:pointer}
  .button:hover{background:#1e40af}
  .button.secondary{background:#eef1f6;color:#16202e}
  .actions{display:grid;gap:.75rem;margin-top:1.5rem}
  .sent{text-align:center}
  .sent-title{font-size:1.375rem;margin:0 0 .5rem}
  .sent-title:focus{outline:none}
  .sent .mark{display:inline-flex;width:3rem;height:3rem;border-radius:50%;background:#e3f5ea;color:#13723f;align-items:center;justify-content:center;margin-bottom:.5rem}
  .replies ul{list-style:none;padding:0;margin:0}
  .reply{border-left:4px solid #c9d1de;padding:.25rem 0 .25rem 1rem;margin:0 0 1rem}
  .reply-text{white-space:pre-line;overflow-wrap:anywhere;margin:.25rem 0 0}
  .ticket{display:inline-block;font-size:1.5rem;font-weight:700;letter-spacing:.08em;font-variant-numeric:tabular-nums;background:#e6edff;color:#16202e;border-radius:10px;padding:.5rem 1rem;margin:.25rem 0 1rem}
  .visually-hidden{position:absolute;width:1px;height:1px;overflow:hidden;clip:rect(0 0 0 0);white-space:nowrap}
`;

/** Served as a file, never inline: the Content-Security-Policy allows scripts from the shop's origin only. */
export const SUPPORT_EMBED_SCRIPT_PATH = '/platform/support/embed.js';

// Same origin only: the parent is the shop on this very origin (an embedding elsewhere gets nothing).
export const SUPPORT_EMBED_SCRIPT = `(function(){
  var focus = document.querySelector('[data-autofocus]');
  if (focus) focus.focus();
  if (window.parent === window) return;
  var origin = window.location.origin;
  var post = function(message){ window.parent.postMessage(message, origin); };
  var page = document.querySelector('.page');
  var height = function(){ post({ type: 'support-form:height', height: Math.ceil(page.getBoundingClientRect().height) }); };
  height();
  if (window.ResizeObserver) new ResizeObserver(height).observe(page);
  window.addEventListener('load', height);
  document.addEventListener('keydown', function(event){ if (event.key === 'Escape') post({ type: 'support-form:close' }); });
  var sent = document.querySelector('[data-ticket]');
  if (sent) post({ type: 'support-form:sent', ticket: sent.getAttribute('data-ticket') });
})();`;

/** The page; `ownHeading`: the body holds the h1 itself (the confirmation shows it in its card). */
function layout(mode: SupportPageMode, title: string, body: string, ownHeading = false): string {
  const { language, embed } = mode;
  const platform = escapeHtml(pageText(language, 'platformName'));
  const header = embed ? '' : `<header><a href="/platform/games">${platform}</a></header>`;
  return htmlDocument({
    lang: language,
    head: `<meta name="referrer" content="same-origin">
<title>${title}</title>
<style>${STYLE}</style>`,
    bodyAttributes: embed ? ' class="embed"' : '',
    body: `${header}
<main class="page">
${ownHeading ? '' : `<h1>${title}</h1>`}
<div class="card">
${body}
</div>
</main>
<script src="${SUPPORT_EMBED_SCRIPT_PATH}"></script>`,
  });
}

const FIELD_ORDER: readonly SupportField[] = ['topic', 'message', 'reference'];

/** The length limits as the language writes numbers (2,000 / 2.000 / 2 000). */
function limitsIn(language: Language, field: SupportField): Record<string, string> {
  const number = new Intl.NumberFormat(language);
  if (field === 'reference') return { max: number.format(SUPPORT_REFERENCE_MAX_LENGTH) };
  return { min: number.format(SUPPORT_MESSAGE_MIN_LENGTH), max: number.format(SUPPORT_MESSAGE_MAX_LENGTH) };
}

function errorText(language: Language, field: SupportField, key: SupportPageKey): string {
  return t(language, key, limitsIn(language, field));
}

function errorSummary(language: Language, errors: SupportFieldErrors): string {
  const items = FIELD_ORDER.flatMap((field) => {
    const key = errors[field];
    return key === undefined ? [] : [`<li><a href="#${field}">${errorText(language, field, key)}</a></li>`];
  });
  if (items.length === 0) return '';
  return `<div class="summary" role="alert" aria-labelledby="error-summary-title" tabindex="-1" data-autofocus>
<h2 id="error-summary-title">${t(language, 'errorSummaryTitle')}</h2>
<ul>${items.join('')}</ul>
</div>`;
}

function fieldError(language: Language, field: SupportField, errors: SupportFieldErrors): string {
  const key = errors[field];
  if (key === undefined) return '';
  return `<p id="${field}-error" class="field-error">${errorText(language, field, key)}</p>`;
}

/** aria-describedby of a control: its hint, then its error when there is one. */
function describedBy(field: SupportField, errors: SupportFieldErrors, hint: boolean): string {
  const ids = [...(hint ? [`${field}-hint`] : []), ...(errors[field] === undefined ? [] : [`${field}-error`])];
  const invalid = errors[field] === undefined ? '' : ' aria-invalid="true"';
  return ids.length === 0 ? invalid : ` aria-describedby="${ids.join(' ')}"${invalid}`;
}

export interface SupportFormView {
  userName: string;
  values: SupportFormValues;
  errors: SupportFieldErrors;
  /** A refusal shown above the form (too many requests); the typed text stays. */
  notice?: string;
}

export function renderSupportForm(mode: SupportPageMode, view: SupportFormView): string {
  const { language } = mode;
  const { values, errors } = view;
  const invalid = (field: SupportField) => (errors[field] === undefined ? 'field' : 'field invalid');
  const options = [
    ...(values.topic === '' ? [`<option value="" selected>${t(language, 'topicMissing')}</option>`] : []),
    ...SUPPORT_TOPICS.map(
      (topic) =>
        `<option value="${topic}"${values.topic === topic ? ' selected' : ''}>${t(language, TOPIC_TEXT[topic])}</option>`,
    ),
  ].join('');
  const notice =
    view.notice === undefined ? '' : `<p class="notice" role="alert" data-autofocus tabindex="-1">${view.notice}</p>`;
  const body = `${notice}${errorSummary(language, errors)}
<p>${t(language, 'intro')}</p>
<p class="player"><span class="muted">${t(language, 'player')}</span> <strong data-testid="support-player">${escapeHtml(view.userName)}</strong></p>
<form method="post" action="${SUPPORT_FORM_PATH}?${escapeHtml(modeQuery(mode))}" novalidate>
<div class="${invalid('topic')}">
<label for="topic">${t(language, 'topic')}</label>
<select id="topic" name="topic"${describedBy('topic', errors, false)}>${options}</select>
${fieldError(language, 'topic', errors)}
</div>
<div class="${invalid('message')}">
<label for="message">${t(language, 'message')}</label>
<p id="message-hint" class="hint">${t(language, 'messageHint', limitsIn(language, 'message'))}</p>
<textarea id="message" name="message" rows="5"${describedBy('message', errors, true)}>${escapeHtml(values.message)}</textarea>
${fieldError(language, 'message', errors)}
</div>
<div class="${invalid('reference')}">
<label for="reference">${t(language, 'reference')}</label>
<p id="reference-hint" class="hint">${t(language, 'referenceHint')}</p>
<input type="text" id="reference" name="reference" value="${escapeHtml(values.reference)}" autocomplete="off" spellcheck="false"${describedBy('reference', errors, true)}>
${fieldError(language, 'reference', errors)}
</div>
<input type="hidden" name="screen" value="${escapeHtml(values.screen)}">
<button type="submit" class="button" data-testid="support-submit">${t(language, 'submit')}</button>
</form>`;
  return layout(mode, t(language, 'title'), body);
}

const STATUS_TEXT: Readonly<Record<string, SupportPageKey>> = {
  open: 'statusOpen',
  answered: 'statusAnswered',
  closed: 'statusClosed',
};

/** The operators' replies to the request (issue 25 point 3), oldest first, each as typed with its date. */
function repliesHtml(language: Language, replies: readonly { at: Date; message: string }[]): string {
  if (replies.length === 0) return '';
  const date = new Intl.DateTimeFormat(language, { dateStyle: 'long', timeZone: 'UTC' });
  const items = replies
    .map(
      (reply) =>
        `<li class="reply"><time datetime="${reply.at.toISOString()}" class="muted">${escapeHtml(date.format(reply.at))}</time><p class="reply-text">${escapeHtml(reply.message)}</p></li>`,
    )
    .join('');
  return `<section class="replies" aria-labelledby="support-replies"><h2 id="support-replies">${t(language, 'repliesTitle')}</h2><ul data-testid="support-replies">${items}</ul></section>`;
}

export function renderSupportSent(
  mode: SupportPageMode,
  view: {
    userName: string;
    ticket: string;
    topic: string;
    status?: string;
    replies?: readonly { at: Date; message: string }[];
  },
): string {
  const { language } = mode;
  const check = `<span class="mark" aria-hidden="true"><svg viewBox="0 0 24 24" width="24" height="24" focusable="false"><path d="M5 12.5l4.5 4.5L19 7.5" fill="none" stroke="currentColor" stroke-width="2.5" stroke-linecap="round" stroke-linejoin="round"/></svg></span>`;
  const another = `${SUPPORT_FORM_PATH}?${modeQuery(mode)}`;
  const back = mode.embed ? '' : `<a class="button secondary" href="/platform/games">${t(language, 'backToGames')}</a>`;
  const body = `<div class="sent" role="status" data-ticket="${escapeHtml(view.ticket)}">
${check}
<h1 class="sent-title" tabindex="-1" data-autofocus>${t(language, 'sentTitle')}</h1>
<p>${t(language, 'sentText', { name: view.userName })}</p>
<p class="muted">${t(language, 'sentTopic', { topic: supportPageText(language, topicKeyOf(view.topic)) })}</p>
<p>${t(language, 'ticket')}<br><span class="ticket" data-testid="support-ticket">${escapeHtml(view.ticket)}</span></p>
<p class="muted">${t(language, 'ticketHint')}</p>
${view.status !== undefined && view.status !== 'open' ? `<p data-testid="support-status">${t(language, STATUS_TEXT[view.status] ?? 'statusOpen')}</p>` : ''}
</div>
${repliesHtml(language, view.replies ?? [])}
<div class="actions"><a class="button secondary" href="${escapeHtml(another)}">${t(language, 'anotherRequest')}</a>${back}</div>`;
  return layout(mode, t(language, 'sentTitle'), body, true);
}

/** A refusal without the form: another site's post, a ticket that isn't the player's. */
export function renderSupportMessage(mode: SupportPageMode, key: SupportPageKey): string {
  const { language } = mode;
  const again = `<div class="actions"><a class="button secondary" href="${escapeHtml(`${SUPPORT_FORM_PATH}?${modeQuery(mode)}`)}">${t(language, 'title')}</a></div>`;
  return layout(mode, t(language, 'title'), `<p class="error" role="alert">${t(language, key)}</p>${again}`);
}
