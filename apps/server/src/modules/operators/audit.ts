// The append-only audit trail of the back office: who did what to which subject, when, with the state before
// and after. Every operator write records its row inside the transaction of its change, so either both are
// written or neither. The table refuses UPDATE, DELETE and TRUNCATE (migration 20261124210000_operators).
import type { AuditSubjectType } from '@shop/contracts/operator';
import type { Db, Trx } from '../../db/database.ts';
import { toSafeInteger } from '../../lib/safe-integer.ts';
import { type AuditFilter, insertAuditRow, selectAuditRows } from './audit.repository.ts';

export interface AuditEntry {
  operatorId: number;
  /** e.g. 'payout.approve', 'purchase.refund', 'player.note', 'subscription.cancel', 'player.unblock', 'operator.login' */
  action: string;
  subjectType: AuditSubjectType;
  subjectId: string;
  /** JSON-serialisable snapshot, null when nothing existed. */
  before: unknown;
  after: unknown;
  reason?: string | null;
  /** deps.clock.now() */
  at: Date;
}

function jsonOrNull(value: unknown): string | null {
  return value === null || value === undefined ? null : JSON.stringify(value);
}

/** Inserts one row into the append-only operator_audit_log, inside the caller's transaction. */
export async function recordAudit(trx: Trx, entry: AuditEntry): Promise<void> {
  await insertAuditRow(trx, {
    operatorId: entry.operatorId,
    at: entry.at,
    action: entry.action,
    subjectType: entry.subjectType,
    subjectId: entry.subjectId,
    before: jsonOrNull(entry.before),
    after: jsonOrNull(entry.after),
    reason: entry.reason ?? null,
  });
}

export interface AuditRecord {
  id: number;
  at: Date;
  operator: { id: number; email: string; displayName: string };
  action: string;
  subjectType: AuditSubjectType;
  subjectId: string;
  before: unknown;
  after: unknown;
  reason: string | null;
}

/** Newest first, keyset paged by id: `next` is the id to pass as `before` for the older page, null at the end. */
export async function listAudit(db: Db, filter: AuditFilter): Promise<{ entries: AuditRecord[]; next: number | null }> {
  const rows = await selectAuditRows(db, { ...filter, limit: filter.limit + 1 });
  const page = rows.slice(0, filter.limit);
  const entries = page.map((row) => ({
    id: toSafeInteger(row.id),
    at: row.at,
    operator: { id: row.operatorId, email: row.operatorEmail, displayName: row.operatorName },
    action: row.action,
    subjectType: row.subject_type,
    subjectId: row.subject_id,
    before: row.before ?? null,
    after: row.after ?? null,
    reason: row.reason,
  }));
  const last = entries.at(-1);
  return { entries, next: rows.length > filter.limit && last !== undefined ? last.id : null };
}
