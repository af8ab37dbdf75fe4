// Issue 12 point 4: refunds of a credited deposit through the PSP, requested by a finance operator. One row per
// refund, created PENDING together with its ledger entries (the game credit is held back at once), then
// REFUNDED or FAILED (entries booked back) by the PSP's answer or its refund.updated notification.
import { type Kysely, sql } from 'kysely';

export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('purchase_refunds')
    .addColumn('id', 'uuid', (c) => c.primaryKey())
    .addColumn('purchase_id', 'integer', (c) => c.notNull().references('purchases.id').onDelete('restrict'))
    .addColumn('user_id', 'integer', (c) => c.notNull().references('users.id').onDelete('restrict'))
    .addColumn('operator_id', 'integer', (c) => c.notNull().references('operators.id').onDelete('restrict'))
    .addColumn('idempotency_key', 'text', (c) => c.notNull())
    // In the purchase's (real) currency: what the PSP gives back to the payer.
    .addColumn('amount', 'integer', (c) => c.notNull().check(sql`amount > 0`))
    .addColumn('currency', 'text', (c) => c.notNull())
    // In the player's game currency: the deposit's credit and the bonus taken back.
    .addColumn('deposit_amount', 'integer', (c) => c.notNull().check(sql`deposit_amount >= 0`))
    .addColumn('bonus_clawback', 'integer', (c) => c.notNull().check(sql`bonus_clawback >= 0`))
    .addColumn('gd_currency', 'text', (c) => c.notNull())
    .addColumn('reason', 'text', (c) => c.notNull())
    .addColumn('state', 'text', (c) => c.notNull().check(sql`state in ('PENDING', 'REFUNDED', 'FAILED')`))
    .addColumn('psp_reference', 'text')
    .addColumn('failure_reason', 'text')
    .addColumn('ledger_transaction_id', 'uuid')
    .addColumn('reversal_transaction_id', 'uuid')
    .addColumn('created_at', 'timestamptz', (c) => c.notNull())
    .addColumn('updated_at', 'timestamptz', (c) => c.notNull())
    .addColumn('settled_at', 'timestamptz')
    .addUniqueConstraint('purchase_refunds_purchase_key', ['purchase_id', 'idempotency_key'])
    .execute();
  await db.schema.createIndex('purchase_refunds_user_idx').on('purchase_refunds').column('user_id').execute();
  await db.schema.createIndex('purchase_refunds_created_at_idx').on('purchase_refunds').column('created_at').execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('purchase_refunds').execute();
}
