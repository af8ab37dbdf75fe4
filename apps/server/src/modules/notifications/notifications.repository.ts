// Processed PSP notifications: the id is claimed in the transaction that acts on it, so a retried or
// replayed notification is acted on once.
import type { Trx } from '../../db/database.ts';

export interface NotificationRecord {
  id: string;
  type: string;
  reference: string | null;
  pspReference: string | null;
  status: string | null;
  payload: unknown;
}

/** False when the id was processed before (or is being processed by a transaction that then commits). */
export async function claimNotification(trx: Trx, record: NotificationRecord): Promise<boolean> {
  const row = await trx
    .insertInto('processed_notifications')
    .values({
      id: record.id,
      type: record.type,
      reference: record.reference,
      psp_reference: record.pspReference,
      status: record.status,
      outcome: 'received',
      payload: JSON.stringify(record.payload),
    })
    .onConflict((conflict) => conflict.column('id').doNothing())
    .returning('id')
    .executeTakeFirst();
  return row !== undefined;
}

export async function setNotificationOutcome(trx: Trx, id: string, outcome: string): Promise<void> {
  await trx.updateTable('processed_notifications').set({ outcome }).where('id', '=', id).execute();
}
