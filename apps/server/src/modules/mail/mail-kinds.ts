// The kinds of e-mail and their parameters, apart from the outbox so the templates and the secret sealing can name
// them without importing the outbox that uses them.
/** The e-mails of the saver-package lifecycle, the payout review and the operators' answers to requests; each has its template in 8 languages (mail-templates.ts). */
export const MAIL_KINDS = [
  'subscription_confirm',
  'subscription_active',
  'booking_succeeded',
  'booking_declined_retry',
  'booking_skipped_limit',
  'subscription_failed',
  'subscription_cancelled',
  'debit_returned',
  'mandate_revoked',
  'bonus_expired',
  'payout_rejected',
  'chargeback_debited',
  'chargeback_reversed',
  'limit_increase_granted',
  'limit_increase_declined',
  'support_reply',
] as const;
export type MailKind = (typeof MAIL_KINDS)[number];

/** Template parameters: amounts are integer minor units, dates `YYYY-MM-DD`. */
export type MailParams = Record<string, string | number | boolean | null>;
