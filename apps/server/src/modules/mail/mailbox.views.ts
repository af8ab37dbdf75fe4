// The mailbox pages as HTML: the list, and one e-mail with its HTML body in a sandboxed frame (no scripts,
// no access to the platform's origin; links open in the top window so the player can follow them).
import type { Language } from '@shop/domain/language';
import type { MailState } from '../../db/database.ts';
import { backToGamesLink, escapeHtml, renderPageTitled } from '../pages/pages.html.ts';
import { localeOfLanguage } from './mail-format.ts';
import { type MailboxTextKey, mailboxText } from './mailbox.i18n.ts';
import type { MailboxEntry, MailboxMail } from './mailbox.service.ts';

const say = (language: Language, key: MailboxTextKey, values: Record<string, string> = {}) =>
  escapeHtml(mailboxText(language, key, values));

const STATE_TEXT: Readonly<Record<MailState, MailboxTextKey>> = {
  queued: 'stateQueued',
  sending: 'stateSending',
  sent: 'stateSent',
  failed: 'stateFailed',
};

function dateTime(language: Language, date: Date): string {
  const format = new Intl.DateTimeFormat(localeOfLanguage(language), {
    dateStyle: 'medium',
    timeStyle: 'short',
    timeZone: 'UTC',
  });
  return `${escapeHtml(format.format(date))} UTC`;
}

const STYLE = `<style>
  td.subject a{font-weight:600}
  .state{font-size:.9rem;color:#5b6577}
  dl.headers{display:grid;grid-template-columns:max-content 1fr;gap:.2rem 1rem;margin:0}
  dl.headers dt{font-weight:600}
  dl.headers dd{margin:0;overflow-wrap:anywhere}
  iframe.mail{width:100%;height:44rem;border:1px solid #e3e7ee;border-radius:.3rem;background:#f3f5f9}
  pre.mail-text{white-space:pre-wrap;overflow-wrap:anywhere;font:inherit}
  ul.links a{overflow-wrap:anywhere}
</style>`;

function row(language: Language, mail: MailboxEntry): string {
  return `<tr>
<td>${dateTime(language, mail.date)}</td>
<td class="subject"><a href="/platform/mailbox/${escapeHtml(mail.id)}" data-testid="mail-${escapeHtml(mail.kind)}">${escapeHtml(mail.subject)}</a></td>
<td class="state">${say(language, STATE_TEXT[mail.state])}</td>
</tr>`;
}

export function renderMailbox(language: Language, input: { address: string; mails: readonly MailboxEntry[] }): string {
  const list =
    input.mails.length === 0
      ? `<p data-testid="mailbox-empty">${say(language, 'empty')}</p>`
      : `<table data-testid="mailbox">
<thead><tr><th>${say(language, 'date')}</th><th>${say(language, 'subject')}</th><th>${say(language, 'status')}</th></tr></thead>
<tbody>
${input.mails.map((mail) => row(language, mail)).join('\n')}
</tbody>
</table>`;
  const body = `${STYLE}
<section class="card">
<p>${say(language, 'mailboxIntro', { address: input.address })}</p>
${list}
</section>
${backToGamesLink(language)}`;
  return renderPageTitled({ language, title: say(language, 'mailboxTitle'), body });
}

/** The mail's own document, its links opening in the top window rather than inside the frame. */
function frameDocument(html: string): string {
  return html.includes('<head>') ? html.replace('<head>', '<head>\n<base target="_top">') : html;
}

export function renderMailView(language: Language, input: { from: string; mail: MailboxMail }): string {
  const { mail } = input;
  const links =
    mail.links.length === 0
      ? ''
      : `<section class="card">
<h2>${say(language, 'linksHeading')}</h2>
<ul class="links">${mail.links.map((link) => `<li><a href="${escapeHtml(link)}" data-testid="mail-link">${escapeHtml(link)}</a></li>`).join('')}</ul>
</section>`;
  const frame =
    mail.html === ''
      ? ''
      : `<iframe class="mail" data-testid="mail-body" title="${escapeHtml(mail.subject)}" sandbox="allow-popups allow-popups-to-escape-sandbox allow-top-navigation-by-user-activation" srcdoc="${escapeHtml(frameDocument(mail.html))}"></iframe>`;
  const body = `${STYLE}
<section class="card">
<dl class="headers">
<dt>${say(language, 'from')}</dt><dd>${escapeHtml(input.from)}</dd>
<dt>${say(language, 'to')}</dt><dd>${escapeHtml(mail.recipient)}</dd>
<dt>${say(language, 'date')}</dt><dd>${dateTime(language, mail.date)}</dd>
<dt>${say(language, 'status')}</dt><dd data-testid="mail-state">${say(language, STATE_TEXT[mail.state])}</dd>
</dl>
</section>
${frame}
${links}
<details class="card"><summary>${say(language, 'plainText')}</summary><pre class="mail-text" data-testid="mail-text">${escapeHtml(mail.text)}</pre></details>
<p><a class="button secondary" href="/platform/mailbox">${say(language, 'backToMailbox')}</a></p>`;
  return renderPageTitled({ language, title: escapeHtml(mail.subject), body });
}

export function renderMailNotFound(language: Language): string {
  const body = `<section class="card"><p>${say(language, 'notFoundText')}</p></section>
<p><a class="button secondary" href="/platform/mailbox">${say(language, 'backToMailbox')}</a></p>`;
  return renderPageTitled({ language, title: say(language, 'notFoundTitle'), body });
}
