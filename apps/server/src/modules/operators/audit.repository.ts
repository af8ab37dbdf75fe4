// Queries of the append-only audit trail (operator_audit_log): the table refuses UPDATE, DELETE and TRUNCATE
// (migration 20261124210000_operators), so there are only the insert and the reads.
import type { AuditSubjectType } from '@shop/contracts/operator';
import type { Db, Trx } from '../../db/database.ts';

export async function insertAuditRow(
  trx: Trx,
  values: {
    operatorId: number;
    at: Date;
    action: string;
    subjectType: AuditSubjectType;
    subjectId: string;
    /** JSON text, or null */
    before: string | null;
    after: string | null;
    reason: string | null;
  },
): Promise<void> {
  await trx
    .insertInto('operator_audit_log')
    .values({
      operator_id: values.operatorId,
      at: values.at,
      action: values.action,
      subject_type: values.subjectType,
      subject_id: values.subjectId,
      before: values.before,
      after: values.after,
      reason: values.reason,
    })
    .execute();
}

export interface AuditFilter {
  subjectType?: AuditSubjectType;
  subjectId?: string;
  operatorId?: number;
  action?: string;
  /** Only entries with a smaller id (the `next` of the previous page). */
  before?: number;
  limit: number;
}

/** Newest first, with the operator's e-mail and name; at most `limit` rows. */
export async function selectAuditRows(db: Db, filter: AuditFilter) {
  let query = db
    .selectFrom('operator_audit_log as log')
    .innerJoin('operators', 'operators.id', 'log.operator_id')
    .select([
      'log.id',
      'log.at',
      'log.action',
      'log.subject_type',
      'log.subject_id',
      'log.before',
      'log.after',
      'log.reason',
      'operators.id as operatorId',
      'operators.email as operatorEmail',
      'operators.display_name as operatorName',
    ]);
  if (filter.subjectType !== undefined) query = query.where('log.subject_type', '=', filter.subjectType);
  if (filter.subjectId !== undefined) query = query.where('log.subject_id', '=', filter.subjectId);
  if (filter.operatorId !== undefined) query = query.where('log.operator_id', '=', filter.operatorId);
  if (filter.action !== undefined) query = query.where('log.action', '=', filter.action);
  if (filter.before !== undefined) query = query.where('log.id', '<', String(filter.before));
  return query.orderBy('log.id', 'desc').limit(filter.limit).execute();
}
