// Issue 23 point 6: chargebacks and disputes (docs/chargebacks.md). One row per PSP dispute on a credited purchase,
// its stage moving only forward (NOTIFICATION_OF_CHARGEBACK < CHARGEBACK < CHARGEBACK_REVERSED < SECOND_CHARGEBACK),
// what it currently holds debited from the player, and the operator's decision; every notification and every
// operator decision is one row of its history.
import { type Kysely, sql } from 'kysely';

export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('disputes')
    .addColumn('id', 'uuid', (c) => c.primaryKey())
    // The PSP's own id of the dispute (stable over all its stages).
    .addColumn('psp_dispute_id', 'text', (c) => c.notNull().unique())
    .addColumn('purchase_id', 'integer', (c) => c.notNull().references('purchases.id').onDelete('restrict'))
    .addColumn('user_id', 'integer', (c) => c.notNull().references('users.id').onDelete('restrict'))
    .addColumn('psp_reference', 'text', (c) => c.notNull())
    .addColumn('stage', 'text', (c) =>
      c
        .notNull()
        .check(sql`stage in ('NOTIFICATION_OF_CHARGEBACK', 'CHARGEBACK', 'CHARGEBACK_REVERSED', 'SECOND_CHARGEBACK')`),
    )
    // In the purchase's (real) currency: what the PSP disputes.
    .addColumn('amount', 'integer', (c) => c.notNull().check(sql`amount > 0`))
    .addColumn('currency', 'text', (c) => c.notNull())
    .addColumn('gd_currency', 'text', (c) => c.notNull())
    // What the dispute holds debited right now (game currency): 0 unless its stage is a chargeback.
    .addColumn('deposit_debited', 'integer', (c) => c.notNull().defaultTo(0).check(sql`deposit_debited >= 0`))
    .addColumn('bonus_debited', 'integer', (c) => c.notNull().defaultTo(0).check(sql`bonus_debited >= 0`))
    .addColumn('debited', 'boolean', (c) => c.notNull().defaultTo(false))
    .addColumn('reason_code', 'text')
    .addColumn('defendable', 'boolean', (c) => c.notNull().defaultTo(false))
    .addColumn('decision', 'text', (c) => c.check(sql`decision in ('accepted', 'defended')`))
    .addColumn('decision_note', 'text')
    .addColumn('decided_by', 'integer', (c) => c.references('operators.id').onDelete('restrict'))
    .addColumn('decided_at', 'timestamptz')
    // When the player's debt of this dispute was settled (the deposit block lifted).
    .addColumn('settled_at', 'timestamptz')
    .addColumn('created_at', 'timestamptz', (c) => c.notNull())
    .addColumn('updated_at', 'timestamptz', (c) => c.notNull())
    .execute();
  await db.schema.createIndex('disputes_purchase_idx').on('disputes').column('purchase_id').execute();
  await db.schema.createIndex('disputes_user_idx').on('disputes').column('user_id').execute();
  await db.schema.createIndex('disputes_created_at_idx').on('disputes').column('created_at').execute();
  await db.schema
    .createTable('dispute_events')
    .addColumn('id', 'bigserial', (c) => c.primaryKey())
    .addColumn('dispute_id', 'uuid', (c) => c.notNull().references('disputes.id').onDelete('restrict'))
    // A PSP stage, or the operator's ACCEPTED / DEFENDED.
    .addColumn('kind', 'text', (c) => c.notNull())
    // applied: it moved the dispute; stale: it arrived after a later stage (reordered) and changed nothing.
    .addColumn('outcome', 'text', (c) => c.notNull())
    .addColumn('notification_id', 'text')
    .addColumn('operator_id', 'integer', (c) => c.references('operators.id').onDelete('restrict'))
    .addColumn('note', 'text')
    // Game currency moved by this event (negative: debited from the player).
    .addColumn('deposit_change', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('bonus_change', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('ledger_transaction_id', 'uuid')
    .addColumn('created_at', 'timestamptz', (c) => c.notNull())
    .execute();
  await db.schema.createIndex('dispute_events_dispute_idx').on('dispute_events').column('dispute_id').execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('dispute_events').execute();
  await db.schema.dropTable('disputes').execute();
}
