// Issue 25 points 4 and 5: four-eyes on money and refunds that recover.
// - money_approvals: a money action one operator asks for (a refund above the threshold, a manual balance
//   adjustment, lifting a deposit block) and a second operator approves or rejects. The maker can never be the
//   checker (a check here besides the service's own refusal).
// - purchase_refunds gets its retry state: how often the PSP was asked, when last, and the last uncertain answer,
//   so the reconciler can repeat a refund whose answer was lost and the console can show it.
// Frozen: never edit, add a new migration.
import { type Kysely, sql } from 'kysely';

export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('money_approvals')
    .addColumn('id', 'uuid', (c) => c.primaryKey())
    .addColumn('kind', 'text', (c) => c.notNull().check(sql`kind in ('refund', 'adjustment', 'block_lift')`))
    .addColumn('user_id', 'integer', (c) => c.notNull().references('users.id'))
    .addColumn('purchase_tid', 'text')
    .addColumn('amount', 'integer', (c) => c.notNull().check(sql`amount >= 0`))
    .addColumn('currency', 'text', (c) => c.notNull())
    .addColumn('payload', 'jsonb', (c) => c.notNull())
    .addColumn('reason', 'text', (c) => c.notNull())
    .addColumn('state', 'text', (c) => c.notNull().check(sql`state in ('PENDING', 'APPROVED', 'REJECTED', 'FAILED')`))
    .addColumn('maker_id', 'integer', (c) => c.notNull().references('operators.id'))
    .addColumn('checker_id', 'integer', (c) => c.references('operators.id'))
    .addColumn('decision_reason', 'text')
    .addColumn('result', 'jsonb')
    .addColumn('created_at', 'timestamptz', (c) => c.notNull())
    .addColumn('decided_at', 'timestamptz')
    .addCheckConstraint('money_approvals_four_eyes_check', sql`checker_id is null or checker_id <> maker_id`)
    .addCheckConstraint(
      'money_approvals_decided_check',
      sql`(state = 'PENDING') = (checker_id is null and decided_at is null)`,
    )
    .execute();
  await db.schema
    .createIndex('money_approvals_pending_idx')
    .on('money_approvals')
    .columns(['created_at', 'id'])
    .where(sql.ref('state'), '=', 'PENDING')
    .execute();
  await db.schema
    .createIndex('money_approvals_user_idx')
    .on('money_approvals')
    .columns(['user_id', 'created_at'])
    .execute();
  await db.schema
    .alterTable('purchase_refunds')
    .addColumn('attempts', 'integer', (c) => c.notNull().defaultTo(1))
    .addColumn('last_attempt_at', 'timestamptz')
    .addColumn('last_error', 'text')
    .execute();
  await db.schema
    .createIndex('purchase_refunds_pending_idx')
    .on('purchase_refunds')
    .columns(['updated_at'])
    .where(sql.ref('state'), '=', 'PENDING')
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropIndex('purchase_refunds_pending_idx').execute();
  await db.schema
    .alterTable('purchase_refunds')
    .dropColumn('attempts')
    .dropColumn('last_attempt_at')
    .dropColumn('last_error')
    .execute();
  await db.schema.dropTable('money_approvals').execute();
}
