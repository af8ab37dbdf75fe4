// Processed PSP notifications: the id is claimed in the transaction that acts on it, so a retried or
// replayed notification is acted on once.
import { compiledOnce, type Db, type Trx } from '../../db/database.ts';

export interface NotificationRecord {
  id: string;
  type: string;
  reference: string | null;
  pspReference: string | null;
  status: string | null;
  payload: unknown;
  /** When it arrived: the app's clock. */
  receivedAt: Date;
}

/**
 * False when the id was processed before (or is being processed by a transaction that then commits). `db`: the
 * database `trx` belongs to, which the statement is compiled once for (compiledOnce; one per completed deposit).
 */
export async function claimNotification(trx: Trx, record: NotificationRecord, db: Db): Promise<boolean> {
  const query = compiledOnce(
    db,
    'notification-claim',
    (slot) =>
      db
        .insertInto('processed_notifications')
        .values({
          id: slot('id'),
          type: slot('type'),
          reference: slot('reference'),
          psp_reference: slot('pspReference'),
          status: slot('status'),
          outcome: slot('outcome'),
          payload: slot('payload'),
          received_at: slot('receivedAt'),
        })
        .onConflict((conflict) => conflict.column('id').doNothing())
        .returning('id'),
    {
      id: record.id,
      type: record.type,
      reference: record.reference,
      pspReference: record.pspReference,
      status: record.status,
      outcome: 'received',
      payload: JSON.stringify(record.payload),
      receivedAt: record.receivedAt,
    },
  );
  return (await trx.executeQuery(query)).rows.length > 0;
}

export async function setNotificationOutcome(trx: Trx, id: string, outcome: string, db: Db): Promise<void> {
  const query = compiledOnce(
    db,
    'notification-outcome',
    (slot) =>
      db
        .updateTable('processed_notifications')
        .set({ outcome: slot('outcome') })
        .where('id', '=', slot('id')),
    { id, outcome },
  );
  await trx.executeQuery(query);
}
