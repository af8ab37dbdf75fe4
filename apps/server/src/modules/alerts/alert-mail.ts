// The alert e-mail to operators (outbox kind `ops_alert`), in the operator's console language (en or de).
// Its texts: src/locales/{en,de}/ops-alerts.json (docs/conventions.md, "Texts").
import { type NamespaceKey, t } from '../../i18n/texts.ts';
import { escapeHtml } from '../pages/pages.html.ts';

export const OPS_ALERT_MAIL_KIND = 'ops_alert';

type Rule = NamespaceKey<'ops-alerts'> extends infer Key ? (Key extends `rules.${infer Name}` ? Name : never) : never;
const RULES: readonly Rule[] = ['provider_success_rate', 'payout_queue_age', 'mail_outbox_stuck', 'reconciler_errors'];
const isRule = (rule: string): rule is Rule => (RULES as readonly string[]).includes(rule);
/** The parameter each rule's sentence counts: its plural form follows it ("1 hour", "5 hours"). */
const RULE_COUNT: Readonly<Record<Rule, string>> = {
  provider_success_rate: 'finished',
  payout_queue_age: 'hours',
  mail_outbox_stuck: 'minutes',
  reconciler_errors: 'failures',
};

export function renderOpsAlertMail(lang: string, params: Record<string, unknown>) {
  const language = lang === 'de' ? 'de' : 'en';
  const rule = typeof params.rule === 'string' ? params.rule : '';
  // Only texts and numbers fill a placeholder; anything else (or nothing) reads as a dash.
  const values = Object.fromEntries(
    Object.entries(params).filter((entry): entry is [string, string | number] =>
      ['string', 'number'].includes(typeof entry[1]),
    ),
  );
  const known = isRule(rule);
  // A missing or unreadable count (NaN) takes the "other" form, its placeholder a dash.
  const sentence = known
    ? t(language, `ops-alerts:rules.${rule}`, values, { missing: '–', count: Number(values[RULE_COUNT[rule]]) })
    : rule;
  const subject = t(language, 'ops-alerts:subject', {
    rule: known ? t(language, `ops-alerts:ruleNames.${rule}`) : rule,
  });
  const intro = t(language, 'ops-alerts:intro');
  const outro = t(language, 'ops-alerts:outro');
  const text = `${intro}\n\n${sentence}\n\n${outro}\n`;
  const html = `<!doctype html><html lang="${language}"><body><p>${escapeHtml(intro)}</p><p><strong>${escapeHtml(sentence)}</strong></p><p>${escapeHtml(outro)}</p></body></html>`;
  return { subject, text, html };
}
