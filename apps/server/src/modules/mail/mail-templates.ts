// Renders an outbox row (kind, language, parameters) into subject, plain text and HTML. Parameters come from
// the database as JSON: anything missing or of the wrong type shows as a dash, never as "undefined" or a
// crash, and every value is escaped in the HTML.

import { escapeHtml, htmlDocument } from '@shop/domain/html';
import { type Language, normalizeLanguage } from '@shop/domain/language';
import { OPS_ALERT_MAIL_KIND, renderOpsAlertMail } from '../alerts/alert-mail.ts';
import { formatAmount, formatLongDate, isVirtualCurrency } from './mail-format.ts';
import { MAIL_KINDS, type MailKind } from './mail-kinds.ts';
import { type MailTextKey, mailText } from './mail-texts.ts';

export interface RenderedMail {
  subject: string;
  text: string;
  html: string;
}

/** A kind this code has no template for: sending it again will not help. */
export class UnknownMailKindError extends Error {
  override readonly name = 'UnknownMailKindError';
  constructor(kind: string) {
    super(`no e-mail template for kind "${kind}"`);
  }
}

type Block =
  | { type: 'paragraph'; text: string }
  | { type: 'button'; label: string; url: string | null }
  /** Text someone typed (an operator's reply), shown as written: its line breaks kept, escaped in HTML. */
  | { type: 'quote'; text: string };

interface MailContent {
  subject: string;
  blocks: Block[];
  /** The small print under the mail; the saver package's unless the mail is about something else. */
  footer?: MailTextKey;
}

const MISSING = '–';

/** Reads one row's parameters, formatting each for the language. */
class Params {
  constructor(
    private readonly values: Record<string, unknown>,
    readonly language: Language,
  ) {}

  raw(name: string): unknown {
    return Object.hasOwn(this.values, name) ? this.values[name] : undefined;
  }

  /** An amount in the currency named by another parameter (`price` in `currency`). */
  money(name: string, currencyName = 'currency'): string {
    return formatAmount(this.raw(name), this.raw(currencyName), this.language) ?? MISSING;
  }

  /** An amount in the game currency (`gdCurrency`): diamonds get the unit word, others a currency symbol. */
  gameMoney(name: string): string {
    const currency = this.raw('gdCurrency');
    const formatted = formatAmount(this.raw(name), currency, this.language);
    if (formatted === null) return MISSING;
    return isVirtualCurrency(currency) ? mailText(this.language, 'diamonds', { amount: formatted }) : formatted;
  }

  /** A text as given (e.g. an operator's reason), or the dash when it is no text. */
  text(name: string): string {
    const value = this.raw(name);
    return typeof value === 'string' && value.trim() !== '' ? value : MISSING;
  }

  date(name: string): string {
    return formatLongDate(this.raw(name), this.language) ?? MISSING;
  }

  has(name: string): boolean {
    const value = this.raw(name);
    return value !== undefined && value !== null && value !== '';
  }

  /** An http(s) link, or null: anything else (javascript:, data:, garbage) is never made clickable. */
  url(name: string): string | null {
    const value = this.raw(name);
    if (typeof value !== 'string') return null;
    try {
      const parsed = new URL(value);
      return parsed.protocol === 'https:' || parsed.protocol === 'http:' ? parsed.href : null;
    } catch {
      return null;
    }
  }
}

type Template = (params: Params, say: (key: MailTextKey, values?: Record<string, string>) => string) => MailContent;

const paragraph = (text: string): Block => ({ type: 'paragraph', text });

const FAILURE_TEXT: Readonly<Record<string, MailTextKey>> = {
  declined: 'failedDeclined',
  returned: 'failedReturned',
  mandate_revoked: 'failedMandateRevoked',
  unconfirmed: 'failedUnconfirmed',
};

const CANCEL_CHANNEL_TEXT: Readonly<Record<string, MailTextKey>> = {
  web: 'cancelledWeb',
  post: 'cancelledPost',
  email: 'cancelledEmail',
  account: 'cancelledAccount',
  mandate: 'cancelledMandate',
};

const REJECT_REASON_TEXT: Readonly<Record<string, MailTextKey>> = {
  account_holder_mismatch: 'payoutRejectReasonAccountHolder',
  bank_details_invalid: 'payoutRejectReasonBankDetails',
  verification_required: 'payoutRejectReasonVerification',
  security_check: 'payoutRejectReasonSecurityCheck',
  other: 'payoutRejectReasonOther',
};

/**
 * Why a payout was rejected: the reason code in the player's language, then the team's note as typed, labelled as
 * their note (issue 24 point 9). Mails queued before reason codes carry only `reason`, shown as before.
 */
function payoutRejectionReason(p: Params, say: Parameters<Template>[1]): Block[] {
  const code = p.raw('reasonCode');
  const reasonKey = typeof code === 'string' ? REJECT_REASON_TEXT[code] : undefined;
  if (reasonKey === undefined) return [paragraph(say('payoutRejectedReason', { reason: p.text('reason') }))];
  return [
    paragraph(say('payoutRejectedReason', { reason: say(reasonKey) })),
    ...(p.has('note') ? [paragraph(say('payoutRejectedNote', { note: p.text('note') }))] : []),
  ];
}

/** A booking mail's last paragraph: the next booking's date, or that this booking was the last. */
function nextBookingParagraph(p: Params, say: Parameters<Template>[1]): Block {
  return paragraph(
    p.has('nextBookingDate') ? say('bookingNext', { nextBookingDate: p.date('nextBookingDate') }) : say('bookingLast'),
  );
}

const TEMPLATES: Readonly<Record<MailKind, Template>> = {
  subscription_confirm: (p, say) => ({
    subject: say('confirmSubject'),
    blocks: [
      paragraph(say('confirmIntro')),
      { type: 'button', label: say('confirmButton'), url: p.url('confirmUrl') },
      paragraph(
        say('confirmMonthly', {
          price: p.money('price'),
          deposit: p.gameMoney('deposit'),
          bonus: p.gameMoney('bonus'),
        }),
      ),
      paragraph(say('confirmFirst', { startDate: p.date('startDate') })),
      paragraph(say('confirmTerm', { minimumTermEndDate: p.date('minimumTermEndDate') })),
      paragraph(say('bonusTerms')),
      paragraph(say('cancelHow')),
      paragraph(say('confirmIgnore')),
    ],
  }),
  subscription_active: (p, say) => ({
    subject: say('activeSubject'),
    blocks: [
      paragraph(say('activeIntro')),
      paragraph(
        say('activeNext', {
          price: p.money('price'),
          nextBookingDate: p.date('nextBookingDate'),
          bonus: p.gameMoney('bonus'),
        }),
      ),
      paragraph(say('bonusTerms')),
      paragraph(say('cancelHow')),
    ],
  }),
  booking_succeeded: (p, say) => ({
    subject: say('bookingSubject'),
    blocks: [
      paragraph(say('bookingIntro', { bookingDate: p.date('bookingDate'), price: p.money('price') })),
      paragraph(say('bookingCredited', { deposit: p.gameMoney('deposit'), bonus: p.gameMoney('bonus') })),
      // No bonus, no expiry date.
      ...(p.has('bonusExpiresOn')
        ? [paragraph(say('bookingBonusExpiry', { bonusExpiresOn: p.date('bonusExpiresOn') }))]
        : []),
      nextBookingParagraph(p, say),
    ],
  }),
  booking_declined_retry: (p, say) => ({
    subject: say('declinedSubject'),
    blocks: [
      paragraph(say('declinedIntro', { price: p.money('price'), bookingDate: p.date('bookingDate') })),
      paragraph(say('declinedRetry', { nextAttemptDate: p.date('nextAttemptDate') })),
      paragraph(say('declinedEnd')),
    ],
  }),
  booking_skipped_limit: (p, say) => ({
    subject: say('skippedSubject'),
    blocks: [
      paragraph(say('skippedIntro', { price: p.money('price'), bookingDate: p.date('bookingDate') })),
      paragraph(say('skippedLeft', { amountLeft: p.money('amountLeft') })),
      ...(p.has('nextPossibleDate')
        ? [paragraph(say('skippedFrom', { nextPossibleDate: p.date('nextPossibleDate') }))]
        : []),
      nextBookingParagraph(p, say),
    ],
  }),
  subscription_failed: (p, say) => {
    const reason = p.raw('reason');
    const key = (typeof reason === 'string' ? FAILURE_TEXT[reason] : undefined) ?? 'failedOther';
    return { subject: say('failedSubject'), blocks: [paragraph(say(key, { price: p.money('price') }))] };
  },
  subscription_cancelled: (p, say) => {
    const channel = p.raw('channel');
    const key = (typeof channel === 'string' ? CANCEL_CHANNEL_TEXT[channel] : undefined) ?? 'cancelledOther';
    const keepsBonus = channel === 'web' || channel === 'post' || channel === 'email';
    return {
      subject: say('cancelledSubject'),
      blocks: [
        paragraph(say(key, { receivedDate: p.date('receivedDate') })),
        paragraph(say('cancelledEnd', { endDate: p.date('endDate') })),
        ...(keepsBonus ? [paragraph(say('cancelledBonus'))] : []),
      ],
    };
  },
  debit_returned: (p, say) => ({
    subject: say('returnedSubject'),
    blocks: [
      paragraph(say('returnedIntro', { price: p.money('price'), bookingDate: p.date('bookingDate') })),
      paragraph(say('returnedReversed', { deposit: p.gameMoney('deposit'), bonus: p.gameMoney('bonus') })),
      paragraph(say('returnedBlocked', { price: p.money('price') })),
      paragraph(say('returnedContact')),
    ],
  }),
  chargeback_debited: (p, say) => ({
    subject: say('chargebackSubject'),
    blocks: [
      paragraph(say('chargebackIntro', { price: p.money('price'), paidDate: p.date('paidDate') })),
      paragraph(say('chargebackDebited', { deposit: p.gameMoney('deposit'), bonus: p.gameMoney('bonus') })),
      paragraph(say('chargebackBlocked')),
    ],
  }),
  chargeback_reversed: (p, say) => ({
    subject: say('chargebackReversedSubject'),
    blocks: [
      paragraph(say('chargebackReversedIntro', { price: p.money('price'), paidDate: p.date('paidDate') })),
      paragraph(say('chargebackReversedCredited', { deposit: p.gameMoney('deposit'), bonus: p.gameMoney('bonus') })),
    ],
  }),
  mandate_revoked: (p, say) => {
    const deducted = p.raw('bonusDeducted');
    return {
      subject: say('revokedSubject'),
      blocks: [
        paragraph(say('revokedIntro', { endDate: p.date('endDate') })),
        ...(typeof deducted === 'number' && deducted > 0
          ? [paragraph(say('revokedDeducted', { bonusDeducted: p.gameMoney('bonusDeducted') }))]
          : []),
        ...(p.raw('signupBlocked') === true ? [paragraph(say('revokedBlocked'))] : []),
      ],
    };
  },
  bonus_expired: (p, say) => ({
    subject: say('expiredSubject'),
    blocks: [
      paragraph(say('expiredIntro', { grantedOn: p.date('grantedOn'), amount: p.gameMoney('amount') })),
      paragraph(say('expiredInfo')),
    ],
  }),
  payout_rejected: (p, say) => ({
    subject: say('payoutRejectedSubject'),
    blocks: [
      paragraph(say('payoutRejectedIntro', { amount: p.gameMoney('amount'), requestedDate: p.date('requestedDate') })),
      ...payoutRejectionReason(p, say),
      paragraph(say('payoutRejectedReturned', { amount: p.gameMoney('amount') })),
    ],
    footer: 'payoutFooter',
  }),
  limit_increase_granted: (p, say) => ({
    subject: say('limitGrantedSubject'),
    blocks: [
      paragraph(say('limitGrantedIntro')),
      paragraph(say('limitGrantedAmount', { amount: p.money('amount') })),
      ...(p.has('note') ? [paragraph(say('teamNote', { note: p.text('note') }))] : []),
    ],
    footer: 'requestFooter',
  }),
  limit_increase_declined: (p, say) => ({
    subject: say('limitDeclinedSubject'),
    blocks: [
      paragraph(say('limitDeclinedIntro')),
      paragraph(say('teamNote', { note: p.text('reason') })),
      paragraph(say('limitDeclinedUnchanged')),
    ],
    footer: 'requestFooter',
  }),
  support_reply: (p, say) => {
    const status = p.raw('status');
    const closing: MailTextKey =
      status === 'closed' ? 'supportReplyClosed' : status === 'open' ? 'supportReplyOpen' : 'supportReplyAnswered';
    return {
      subject: say('supportReplySubject', { ticket: p.text('ticket') }),
      blocks: [
        paragraph(say('supportReplyIntro', { ticket: p.text('ticket') })),
        { type: 'quote', text: p.text('message') },
        paragraph(say(closing)),
      ],
      footer: 'requestFooter',
    };
  },
};

export function isMailKind(kind: string): kind is MailKind {
  return (MAIL_KINDS as readonly string[]).includes(kind);
}

/** The language of an outbox row: its `lang` column, normalised; English when it names none of the 8. */
export function mailLanguageOf(lang: string): Language {
  return normalizeLanguage(lang) ?? 'en';
}

/** A mail's parameters as an object (the jsonb column, or its text); anything else is {}. */
export function paramsObject(params: unknown): Record<string, unknown> {
  if (typeof params === 'string') {
    try {
      return paramsObject(JSON.parse(params));
    } catch {
      return {};
    }
  }
  return typeof params === 'object' && params !== null && !Array.isArray(params)
    ? (params as Record<string, unknown>)
    : {};
}

/** Subject, plain text and HTML of an e-mail; throws UnknownMailKindError for a kind without a template. */
export function renderMail(input: { kind: string; lang: string; params: unknown }): RenderedMail {
  // The operators' alert e-mail (en/de, the console's languages) has its own small template.
  if (input.kind === OPS_ALERT_MAIL_KIND) return renderOpsAlertMail(input.lang, paramsObject(input.params));
  if (!isMailKind(input.kind)) throw new UnknownMailKindError(input.kind);
  const language = mailLanguageOf(input.lang);
  const say = (key: MailTextKey, values?: Record<string, string>) => mailText(language, key, values);
  const content = TEMPLATES[input.kind](new Params(paramsObject(input.params), language), say);
  return { subject: content.subject, text: plainTextOf(content, say), html: htmlOf(content, language, say) };
}

/** The http(s) links of an e-mail's parameters (`confirmUrl`, …), e.g. to list them beside its HTML. */
export function mailLinksOf(params: unknown): string[] {
  const values = paramsObject(params);
  const reader = new Params(values, 'en');
  return Object.keys(values)
    .filter((name) => name.endsWith('Url'))
    .map((name) => reader.url(name))
    .filter((url): url is string => url !== null);
}

type Say = (key: MailTextKey, values?: Record<string, string>) => string;

function plainTextOf(content: MailContent, say: Say): string {
  const parts = content.blocks.map((block) => {
    if (block.type === 'paragraph') return block.text;
    if (block.type === 'quote') return block.text;
    return block.url === null ? block.label : `${block.label}:\n${block.url}`;
  });
  return [
    say('greeting'),
    ...parts,
    `${say('questions')}`,
    `${say('signOff')}\n${say('team')}`,
    `--\n${say(content.footer ?? 'footer')}`,
  ].join('\n\n');
}

const FONT = "font-family:-apple-system,'Segoe UI',Roboto,Helvetica,Arial,sans-serif";

function htmlBlock(block: Block, say: Say): string {
  if (block.type === 'paragraph') return `<p style="margin:0 0 16px">${escapeHtml(block.text)}</p>`;
  if (block.type === 'quote') {
    return `<blockquote style="margin:0 0 16px;padding:8px 16px;border-left:4px solid #c9d1de;white-space:pre-line">${escapeHtml(block.text)}</blockquote>`;
  }
  if (block.url === null) return `<p style="margin:0 0 16px;font-weight:600">${escapeHtml(block.label)}</p>`;
  const href = escapeHtml(block.url);
  return `<p style="margin:24px 0">
<a href="${href}" data-mail-button style="display:inline-block;background:#1f6feb;color:#ffffff;padding:12px 22px;border-radius:6px;text-decoration:none;font-weight:600">${escapeHtml(block.label)}</a>
</p>
<p style="margin:0 0 16px;font-size:13px;color:#5b6577">${escapeHtml(say('linkHint'))}<br><a href="${href}" style="color:#1f6feb;word-break:break-all">${href}</a></p>`;
}

function htmlOf(content: MailContent, language: Language, say: Say): string {
  const body = content.blocks.map((block) => htmlBlock(block, say)).join('\n');
  return htmlDocument({
    lang: language,
    head: `<title>${escapeHtml(content.subject)}</title>`,
    bodyAttributes: ` style="margin:0;padding:0;background:#f3f5f9;color:#1d2433;${FONT};font-size:16px;line-height:1.5"`,
    body: `<div style="max-width:36rem;margin:0 auto;padding:24px 16px">
<div style="background:#ffffff;border-radius:8px;padding:24px">
<p style="margin:0 0 16px">${escapeHtml(say('greeting'))}</p>
${body}
<p style="margin:0 0 16px">${escapeHtml(say('questions'))}</p>
<p style="margin:0">${escapeHtml(say('signOff'))}<br>${escapeHtml(say('team'))}</p>
</div>
<p style="margin:16px 0 0;font-size:12px;color:#5b6577;text-align:center">${escapeHtml(say(content.footer ?? 'footer'))}</p>
</div>`,
  });
}
