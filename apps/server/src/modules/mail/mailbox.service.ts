// The demo platform's mailbox: a player's e-mails as stored when sent, and those still waiting rendered on
// the fly, so a demo never waits for the mail job.
import type { AppDeps } from '../../app-deps.ts';
import type { Config } from '../../config/env.ts';
import type { MailState } from '../../db/database.ts';
import { findMailOfUser, listMailsOfUser, type MailRow } from './mail-outbox.repository.ts';
import { openMailSecrets } from './mail-secrets.ts';
import { mailLinksOf, paramsObject, type RenderedMail, renderMail } from './mail-templates.ts';

export interface MailboxEntry {
  id: string;
  kind: string;
  state: MailState;
  recipient: string;
  /** When it was sent, else when it was queued. */
  date: Date;
  subject: string;
}

export interface MailboxMail extends MailboxEntry {
  dedupeKey: string;
  text: string;
  html: string;
  /** The http(s) links among its parameters (the confirmation link, …). */
  links: string[];
}

const MAILBOX_SIZE = 100;

export interface MailboxDeps {
  db: AppDeps['db'];
  /** PAYMENT_DATA_KEY opens a mail's sealed secret parameters for the mailbox's owner (mail-secrets.ts). */
  config: Pick<Config, 'paymentDataKey'>;
}

/**
 * The stored rendering of a sent mail, else a fresh one; a kind without a template shows as its name. A mail that
 * still holds sealed secrets (delivered to this mailbox) is rendered with them: its stored rendering has none.
 */
function contentOf(row: MailRow, params: Record<string, unknown>): RenderedMail {
  if (row.sealed_params === null && row.subject !== null && row.body_text !== null && row.body_html !== null) {
    return { subject: row.subject, text: row.body_text, html: row.body_html };
  }
  try {
    return renderMail({ ...row, params });
  } catch {
    return { subject: row.kind, text: '', html: '' };
  }
}

/** The sealed parameters opened; none when they cannot be (PAYMENT_DATA_KEY changed since): the mail shows without. */
function secretsOf(deps: MailboxDeps, row: MailRow): Record<string, unknown> {
  try {
    return openMailSecrets(deps.config.paymentDataKey, row.sealed_params);
  } catch {
    return {};
  }
}

function mailOf(deps: MailboxDeps, row: MailRow): MailboxMail {
  const params = { ...paramsObject(row.params), ...secretsOf(deps, row) };
  return {
    id: String(row.id),
    kind: row.kind,
    state: row.state,
    recipient: row.recipient,
    date: row.sent_at ?? row.created_at,
    dedupeKey: row.dedupe_key,
    ...contentOf(row, params),
    links: mailLinksOf(params),
  };
}

/** The player's mails, newest first. */
export async function listMailbox(deps: MailboxDeps, userId: number): Promise<MailboxMail[]> {
  const rows = await listMailsOfUser(deps.db, userId, MAILBOX_SIZE);
  return rows.map((row) => mailOf(deps, row));
}

/** One of the player's own mails; null for another player's, an unknown or a malformed id. */
export async function openMail(deps: MailboxDeps, userId: number, id: string): Promise<MailboxMail | null> {
  if (!/^[1-9]\d{0,17}$/.test(id)) return null;
  const row = await findMailOfUser(deps.db, userId, id);
  return row === undefined ? null : mailOf(deps, row);
}
