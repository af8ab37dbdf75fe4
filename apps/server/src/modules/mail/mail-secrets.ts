// Secret mail parameters (issue 22 point 5): the saver package's confirmation link carries the token that confirms
// the package, and a copy of it in the outbox is a copy of the secret. The outbox keeps such parameters only sealed
// (AES-256-GCM with PAYMENT_DATA_KEY, as saved bank accounts and TOTP secrets are): the mail job opens them to send
// the mail, and stores its rendering without them. After an SMTP delivery the sealed copy is dropped (the mail left;
// nothing needs the token any more); with the demo mailbox as the transport the row is the player's inbox, so it
// keeps the sealed copy and the mailbox page opens it for its owner.
//
// Why not the other ways: the token cannot be re-created from the hash the subscriptions table keeps, and a row
// redacted as soon as it is sent would leave the demo mailbox's player without their link.
import type { Db } from '../../db/database.ts';
import { decryptPaymentData, encryptPaymentData } from '../instruments/payment-data-crypto.ts';
import type { MailParams } from './mail-kinds.ts';
import { findMailsWithClearSecrets, sealMailSecretsOf } from './mail-outbox.repository.ts';
import { paramsObject } from './mail-templates.ts';

/** The parameters that hold a secret, for every kind of mail (older versions stored them in `params`). */
export const SECRET_MAIL_PARAMS = ['confirmUrl'] as const;

/** What a stored rendering and the logs show instead of a secret. */
export const REDACTED = '[redacted]';

export function sealMailSecrets(paymentDataKey: string, params: Readonly<Record<string, unknown>>): string {
  return encryptPaymentData(paymentDataKey, JSON.stringify(params));
}

/** The sealed parameters of a row, opened; {} when it has none. */
export function openMailSecrets(paymentDataKey: string, sealed: string | null): Record<string, unknown> {
  if (sealed === null) return {};
  return paramsObject(decryptPaymentData(paymentDataKey, sealed));
}

/** The same parameter names, each secret value replaced: what a stored rendering is made from. */
export function withoutSecrets(secrets: Readonly<Record<string, unknown>>): MailParams {
  return Object.fromEntries(Object.keys(secrets).map((name) => [name, null]));
}

/**
 * Seals the secrets rows of older versions hold in clear: moves them from `params` into `sealed_params` and takes
 * them out of the stored bodies. Run at every start after the migrations (the key is the app's, not the
 * migration's); once sealed, a row is never found again, so later starts find nothing.
 */
export async function sealClearMailSecrets(db: Db, paymentDataKey: string): Promise<number> {
  const rows = await findMailsWithClearSecrets(db, SECRET_MAIL_PARAMS);
  for (const row of rows) {
    const params = paramsObject(row.params);
    const secrets: Record<string, unknown> = {};
    const rest: Record<string, unknown> = {};
    for (const [name, value] of Object.entries(params)) {
      if ((SECRET_MAIL_PARAMS as readonly string[]).includes(name)) secrets[name] = value;
      else rest[name] = value;
    }
    const scrub = (body: string | null) => {
      if (body === null) return null;
      let scrubbed = body;
      for (const value of Object.values(secrets)) {
        if (typeof value === 'string' && value !== '') scrubbed = scrubbed.replaceAll(value, REDACTED);
      }
      return scrubbed;
    };
    // A mail that left by SMTP needs no copy of its secret; any other keeps it sealed (the mailbox shows it).
    const keepSealed = !(row.state === 'sent' && row.transport === 'smtp');
    await sealMailSecretsOf(db, row.id, {
      params: JSON.stringify(rest),
      sealedParams: keepSealed ? sealMailSecrets(paymentDataKey, secrets) : null,
      bodyText: scrub(row.body_text),
      bodyHtml: scrub(row.body_html),
    });
  }
  return rows.length;
}
