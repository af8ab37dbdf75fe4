// The demo platform's mailbox: a player's e-mails as stored when sent, and those still waiting rendered on
// the fly, so a demo never waits for the mail job.
import type { AppDeps } from '../../app-deps.ts';
import type { MailState } from '../../db/database.ts';
import { findMailOfUser, listMailsOfUser, type MailRow } from './mail-outbox.repository.ts';
import { mailLinksOf, type RenderedMail, renderMail } from './mail-templates.ts';

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

/** The stored rendering of a sent mail, else a fresh one; a kind without a template shows as its name. */
function contentOf(row: MailRow): RenderedMail {
  if (row.subject !== null && row.body_text !== null && row.body_html !== null) {
    return { subject: row.subject, text: row.body_text, html: row.body_html };
  }
  try {
    return renderMail(row);
  } catch {
    return { subject: row.kind, text: '', html: '' };
  }
}

function mailOf(row: MailRow): MailboxMail {
  const content = contentOf(row);
  return {
    id: String(row.id),
    kind: row.kind,
    state: row.state,
    recipient: row.recipient,
    date: row.sent_at ?? row.created_at,
    dedupeKey: row.dedupe_key,
    ...content,
    links: mailLinksOf(row.params),
  };
}

/** The player's mails, newest first. */
export async function listMailbox(deps: Pick<AppDeps, 'db'>, userId: number): Promise<MailboxMail[]> {
  const rows = await listMailsOfUser(deps.db, userId, MAILBOX_SIZE);
  return rows.map(mailOf);
}

/** One of the player's own mails; null for another player's, an unknown or a malformed id. */
export async function openMail(deps: Pick<AppDeps, 'db'>, userId: number, id: string): Promise<MailboxMail | null> {
  if (!/^[1-9]\d{0,17}$/.test(id)) return null;
  const row = await findMailOfUser(deps.db, userId, id);
  return row === undefined ? null : mailOf(row);
}
