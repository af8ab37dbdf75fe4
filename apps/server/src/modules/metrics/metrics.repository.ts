// What /metrics reads at scrape time (never per request): the mail outbox's depth through its partial due index.
import { sql } from 'kysely';
import type { Db } from '../../db/database.ts';

export async function mailOutboxDepth(
  db: Db,
  now: Date,
): Promise<{ queued: number; sending: number; oldestDueSeconds: number }> {
  const row = await db
    .selectFrom('mail_outbox')
    .select([
      sql<string>`count(*) filter (where state = 'queued')`.as('queued'),
      sql<string>`count(*) filter (where state = 'sending')`.as('sending'),
      sql<Date | null>`min(next_attempt_at) filter (where state = 'queued' and next_attempt_at <= ${now})`.as(
        'oldest_due',
      ),
    ])
    .where('state', 'in', ['queued', 'sending'])
    .executeTakeFirstOrThrow();
  const oldest = row.oldest_due === null ? null : new Date(row.oldest_due);
  return {
    queued: Number(row.queued),
    sending: Number(row.sending),
    oldestDueSeconds: oldest === null ? 0 : Math.max(0, (now.getTime() - oldest.getTime()) / 1000),
  };
}
