// The alert rules' inputs and the alert episodes (ops_alerts), each read through an index: purchases by
// created_at (purchases_created_day_idx), the payout review queue (payouts_review_queue_idx), the mail outbox's
// unsent rows (mail_outbox_due_idx), open episodes (ops_alerts_open_idx).
import { sql } from 'kysely';
import type { Db, Trx } from '../../db/database.ts';
import type { AlertSnapshot, FiringAlert, OpenAlert } from './alert-rules.ts';

const FINISHED_STATES = ['SUCCESS', 'FAILED', 'CANCELLED', 'BLOCKED'] as const;

export async function providerOutcomesSince(db: Db, since: Date): Promise<AlertSnapshot['providerOutcomes']> {
  const rows = await db
    .selectFrom('purchases')
    .select([
      'provider_code',
      sql<string>`count(*)`.as('finished'),
      sql<string>`count(*) filter (where state = 'SUCCESS')`.as('succeeded'),
    ])
    .where('created_at', '>=', since)
    .where('state', 'in', FINISHED_STATES)
    .groupBy('provider_code')
    .execute();
  return rows.map((row) => ({
    providerCode: row.provider_code,
    finished: Number(row.finished),
    succeeded: Number(row.succeeded),
  }));
}

export async function oldestReviewPayoutAt(db: Db): Promise<Date | null> {
  const row = await db
    .selectFrom('payouts')
    .select('created_at')
    .where('state', '=', 'REVIEW')
    .orderBy('created_at')
    .limit(1)
    .executeTakeFirst();
  return row === undefined ? null : new Date(row.created_at);
}

export async function oldestUnsentMailAt(db: Db): Promise<Date | null> {
  const row = await db
    .selectFrom('mail_outbox')
    .select(sql<Date | null>`min(created_at)`.as('oldest'))
    .where('state', 'in', ['queued', 'sending'])
    .executeTakeFirstOrThrow();
  return row.oldest === null ? null : new Date(row.oldest);
}

export interface AlertView {
  id: string;
  rule: string;
  subject: string;
  details: unknown;
  raisedAt: string;
  lastSeenAt: string;
}

export async function listOpenAlerts(db: Db | Trx): Promise<AlertView[]> {
  const rows = await db
    .selectFrom('ops_alerts')
    .select(['id', 'rule', 'subject', 'details', 'raised_at', 'last_seen_at'])
    .where('resolved_at', 'is', null)
    .orderBy('raised_at', 'desc')
    .limit(100)
    .execute();
  return rows.map((row) => ({
    id: row.id,
    rule: row.rule,
    subject: row.subject,
    details: row.details,
    raisedAt: new Date(row.raised_at).toISOString(),
    lastSeenAt: new Date(row.last_seen_at).toISOString(),
  }));
}

/** The open episodes, locked for this round (another instance's round waits, then sees what this one did). */
export async function lockOpenAlerts(trx: Trx): Promise<OpenAlert[]> {
  return trx
    .selectFrom('ops_alerts')
    .select(['id', 'rule', 'subject'])
    .where('resolved_at', 'is', null)
    .forUpdate()
    .execute();
}

/** A new episode; undefined when another instance opened the same one first (the partial unique index). */
export async function insertAlert(trx: Trx, alert: FiringAlert, now: Date): Promise<string | undefined> {
  const row = await trx
    .insertInto('ops_alerts')
    .values({
      rule: alert.rule,
      subject: alert.subject,
      details: JSON.stringify(alert.details),
      raised_at: now,
      last_seen_at: now,
    })
    .onConflict((conflict) => conflict.columns(['rule', 'subject']).where('resolved_at', 'is', null).doNothing())
    .returning('id')
    .executeTakeFirst();
  return row?.id;
}

export async function markAlertsSeen(trx: Trx, ids: readonly string[], now: Date): Promise<void> {
  if (ids.length === 0) return;
  await trx.updateTable('ops_alerts').set({ last_seen_at: now }).where('id', 'in', ids).execute();
}

export async function resolveAlerts(trx: Trx, ids: readonly string[], now: Date): Promise<void> {
  if (ids.length === 0) return;
  await trx.updateTable('ops_alerts').set({ resolved_at: now }).where('id', 'in', ids).execute();
}

export async function activeOperatorAddresses(trx: Trx): Promise<{ id: number; email: string; language: string }[]> {
  return trx
    .selectFrom('operators')
    .select(['id', 'email', 'language'])
    .where('disabled_at', 'is', null)
    .orderBy('id')
    .execute();
}

/** An alert e-mail to one operator through the outbox (no player: user_id null), once per episode and operator. */
export async function enqueueAlertMail(
  trx: Trx,
  mail: { alertId: string; operator: { id: number; email: string; language: string }; params: object; now: Date },
): Promise<void> {
  await trx
    .insertInto('mail_outbox')
    .values({
      user_id: null,
      recipient: mail.operator.email,
      kind: 'ops_alert',
      lang: mail.operator.language,
      params: JSON.stringify(mail.params),
      dedupe_key: `ops-alert:${mail.alertId}:${mail.operator.id}`,
      created_at: mail.now,
      next_attempt_at: mail.now,
    })
    .onConflict((conflict) => conflict.column('dedupe_key').doNothing())
    .execute();
}
